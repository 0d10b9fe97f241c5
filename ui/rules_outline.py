"""A game's rules page as data: its headings, paragraphs, diagrams and links, in order.

ui/rules_page.py draws it in the page (each diagram by the game's own view, on a
canvas); `static_html` writes the same page as HTML, which the build puts into
index.html (tools/static_content.py) so the rules are there before Python is up, each
diagram a box of its size saying it comes with the games, replaced without a jump.
"""
from __future__ import annotations

import html
from typing import Any, List, Tuple

from engines import ai
from engines.ai import ratings
from ui.puzzles import has_puzzles

DIAGRAM_BOX = 480  # CSS px: a diagram is the view's shape, at most this wide and this tall

Block = Tuple[Any, ...]
"""("h1", text) | ("h2", text) | ("p", text) | ("link", href, text, element id) |
("figure", caption, options, moves) | ("levels", [line, ...])"""


def diagram_size(view_class) -> Tuple[float, float]:
    """A diagram's size in CSS px: the view's shape, fitted into DIAGRAM_BOX."""
    design_w, design_h = view_class.SIZE
    scale = DIAGRAM_BOX / max(design_w, design_h)
    return design_w * scale, design_h * scale


def blocks(game) -> List[Block]:
    """The rules page of `game` (a ui.games.GameUI), top to bottom."""
    out: List[Block] = [("h1", f"{game.name}: how to play")]
    if game.lessons is not None:
        out.append(("link", f"#/learn/{game.id}", f"New to {game.name}? Learn it by playing", "rules-learn"))
    if has_puzzles(game.id):
        out.append(("link", f"#/puzzles/{game.id}", f"{game.name} puzzles: find the best move", "rules-puzzles"))
    for title, items in game.rules:
        out.append(("h2", title))
        for item in items:
            out.append(("p", item) if isinstance(item, str) else ("figure", *item))
    out.append(("h2", "Playing the computer"))
    out.append(("levels", ratings.level_lines(game.id, ai.LEVELS, game.info.players)))
    out.append(("link", f"#/play/{game.id}", f"Play {game.name}", "rules-play"))
    return out


def static_html(game) -> str:
    """The rules page of `game` as HTML, its diagrams as boxes of their size in
    data-size="width height" (ui/first-paint.js sizes them: the page's Content-Security-Policy
    allows no style attribute; the page draws them once Python is up)."""
    width, height = diagram_size(game.view)
    parts = []
    for block in blocks(game):
        kind, text = block[0], block[1]
        if kind in ("h1", "h2", "p"):
            parts.append(f"<{kind}>{html.escape(text)}</{kind}>")
        elif kind == "link":
            parts.append(f'<p><a class="button" id="{block[3]}" href="{html.escape(block[1])}">'
                         f"{html.escape(block[2])}</a></p>")
        elif kind == "figure":
            parts.append(f'<figure><div class="rules-diagram" data-size="{width:.0f} {height:.0f}" role="img" '
                         f'aria-label="{html.escape(text)} (the diagram comes once the games are loaded)"></div>'
                         f"<figcaption>{html.escape(text)}</figcaption></figure>")
        elif kind == "levels":
            items = "".join(f"<li>{html.escape(line)}</li>" for line in text)
            parts.append(f'<ul id="rules-levels">{items}</ul>')
    return "".join(parts)
