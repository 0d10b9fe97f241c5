"""A game's rules page: our own words, with diagrams drawn by the game's own view."""
from __future__ import annotations

import js

import engines
from ui.games import GameUI
from ui.view import last_move_of

DIAGRAM_WIDTH, DIAGRAM_HEIGHT = 480, 336


def render(container, game: GameUI) -> None:
    """Fill `container` with the rules of `game` (see ui/games/apagos/rules.py for the shape)."""
    document = js.document
    game_id, view_class = game.id, game.view
    container.replaceChildren()
    heading = document.createElement("h1")
    heading.textContent = f"{game.name}: how to play"
    container.append(heading)
    ratio = float(js.window.devicePixelRatio or 1)
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
            canvas.width = round(DIAGRAM_WIDTH * ratio)
            canvas.height = round(DIAGRAM_HEIGHT * ratio)
            canvas.setAttribute("role", "img")
            canvas.setAttribute("aria-label", f"{caption}\n{state}")
            ctx = canvas.getContext("2d")
            ctx.scale(ratio, ratio)
            view_class.picture(ctx, state, DIAGRAM_WIDTH, DIAGRAM_HEIGHT, *last_move_of(state))  # marked
            text = document.createElement("figcaption")
            text.textContent = caption
            figure.append(canvas, text)
            container.append(figure)
    play = document.createElement("p")
    link = document.createElement("a")
    link.className = "button"
    link.href = f"#/play/{game_id}"
    link.textContent = f"Play {game.name}"
    play.append(link)
    container.append(play)
