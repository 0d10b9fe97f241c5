"""A game's rules page: our own words, with diagrams drawn by the game's own view."""
from __future__ import annotations

import js

import engines
from engines import ai
from engines.ai import ratings
from ui.games import GameUI
from ui.puzzles import has_puzzles
from ui.view import last_move_of

DIAGRAM_BOX = 480  # CSS px: a diagram is the view's shape, at most this wide and this tall


def render(container, game: GameUI) -> None:
    """Fill `container` with the rules of `game` (see ui/games/apagos/rules.py for the shape)."""
    document = js.document
    game_id, view_class = game.id, game.view
    container.replaceChildren()
    heading = document.createElement("h1")
    heading.textContent = f"{game.name}: how to play"
    container.append(heading)
    if game.lessons is not None:
        container.append(_link_paragraph(f"#/learn/{game_id}", f"New to {game.name}? Learn it by playing",
                                         "rules-learn"))
    if has_puzzles(game_id):
        container.append(_link_paragraph(f"#/puzzles/{game_id}", f"{game.name} puzzles: find the best move",
                                         "rules-puzzles"))
    ratio = float(js.window.devicePixelRatio or 1)
    design_w, design_h = view_class.SIZE
    scale = DIAGRAM_BOX / max(design_w, design_h)
    width, height = design_w * scale, design_h * scale
    for title, items in game.rules:
        section_heading = document.createElement("h2")
        section_heading.textContent = title
        container.append(section_heading)
        for item in items:
            if isinstance(item, str):
                paragraph = document.createElement("p")
                paragraph.textContent = item
                container.append(paragraph)
                continue
            caption, options, moves = item
            state = engines.load({"game": game_id, "options": options, "moves": moves})
            figure = document.createElement("figure")
            canvas = document.createElement("canvas")
            canvas.width = round(width * ratio)
            canvas.height = round(height * ratio)
            canvas.style.width = f"{width}px"
            canvas.setAttribute("role", "img")
            canvas.setAttribute("aria-label", f"{caption}\n{state}")
            ctx = canvas.getContext("2d")
            ctx.scale(ratio, ratio)
            view_class.picture(ctx, state, width, height, *last_move_of(state))  # the move marked
            text = document.createElement("figcaption")
            text.textContent = caption
            figure.append(canvas, text)
            container.append(figure)
    _levels(container, game_id)
    container.append(_link_paragraph(f"#/play/{game_id}", f"Play {game.name}", "rules-play"))


def _levels(container, game_id: str) -> None:
    """The computer's levels, each with its measured rating (engines/ai/ratings.py)."""
    heading = js.document.createElement("h2")
    heading.textContent = "Playing the computer"
    listing = js.document.createElement("ul")
    listing.id = "rules-levels"
    for line in ratings.level_lines(game_id, ai.LEVELS):
        item = js.document.createElement("li")
        item.textContent = line
        listing.append(item)
    container.append(heading, listing)


def _link_paragraph(href: str, text: str, element_id: str):
    """A paragraph holding one button-like link."""
    paragraph = js.document.createElement("p")
    link = js.document.createElement("a")
    link.className = "button"
    link.id, link.href, link.textContent = element_id, href, text
    paragraph.append(link)
    return paragraph
