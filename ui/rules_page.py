"""A game's rules page: our own words, with diagrams drawn by the game's own view.
What the page holds, and in what order, is ui/rules_outline.py's (the build writes the
same page as HTML, shown until this one replaces it)."""
from __future__ import annotations

import js

import engines
from ui.games import GameUI
from ui.rules_outline import blocks, diagram_size
from ui.view import last_move_of


def render(container, game: GameUI) -> None:
    """Fill `container` with the rules of `game` (see ui/games/apagos/rules.py for the shape),
    at the top of the page, or where the reader is if it replaces the build's copy of the
    same page (ui/first-paint.js showed it before Python was up)."""
    document = js.document
    ratio = float(js.window.devicePixelRatio or 1)
    width, height = diagram_size(game.view)
    replacing_the_copy = container.getAttribute("data-static-rules") == game.id
    container.removeAttribute("data-static-rules")
    container.replaceChildren()
    for block in blocks(game):
        kind = block[0]
        if kind in ("h1", "h2", "p"):
            element = document.createElement(kind)
            element.textContent = block[1]
        elif kind == "link":
            element = _link_paragraph(*block[1:])
        elif kind == "levels":
            element = document.createElement("ul")
            element.id = "rules-levels"
            for line in block[1]:
                item = document.createElement("li")
                item.textContent = line
                element.append(item)
        else:  # a diagram
            _, caption, options, moves = block
            state = engines.load({"game": game.id, "options": options, "moves": moves})
            element = document.createElement("figure")
            canvas = document.createElement("canvas")
            canvas.width = round(width * ratio)
            canvas.height = round(height * ratio)
            canvas.style.width = f"{width}px"
            canvas.setAttribute("role", "img")
            canvas.setAttribute("aria-label", f"{caption}\n{state}")
            ctx = canvas.getContext("2d")
            ctx.scale(ratio, ratio)
            game.view.picture(ctx, state, width, height, *last_move_of(state))  # the move marked
            text = document.createElement("figcaption")
            text.textContent = caption
            element.append(canvas, text)
        container.append(element)
    if not replacing_the_copy:
        js.window.scrollTo(0, 0)


def _link_paragraph(href: str, text: str, element_id: str):
    """A paragraph holding one button-like link."""
    paragraph = js.document.createElement("p")
    link = js.document.createElement("a")
    link.className = "button"
    link.id, link.href, link.textContent = element_id, href, text
    paragraph.append(link)
    return paragraph
