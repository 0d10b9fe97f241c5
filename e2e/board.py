"""Where a point of a view's design space lands on the page, for every game's e2e helper.

The canvas letterboxes the view's SIZE (ui/board_canvas.py); this is the inverse.
"""
from __future__ import annotations


def board_point(board, size, x: float, y: float):
    """Page coordinates of (x, y) in design units on `board` (a locator of the canvas)."""
    box = board.bounding_box()
    width, height = size
    scale = min(box["width"] / width, box["height"] / height)
    left = box["x"] + (box["width"] - width * scale) / 2
    top = box["y"] + (box["height"] - height * scale) / 2
    return left + x * scale, top + y * scale


def click_board(page, size, x: float, y: float) -> None:
    """Click the page's board at (x, y) in the view's design units."""
    page.mouse.click(*board_point(page.locator("#board"), size, x, y))


def page_moves(page):
    """The moves in the page's move list, in notation."""
    return page.locator("#move-list li .move-text").all_inner_texts()
