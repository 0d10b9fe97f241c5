"""Playing a game in the page with the keyboard alone.

The test keeps a mirror of the page's view (the same view class, fed the same
positions and the same taps), so it knows the places the keyboard cursor moves
between; it finds the arrow keys that lead to a place with the shell's own rule
(`ui.view.nearest_place`) and checks every step against what the page announces.
"""
from __future__ import annotations

from collections import deque

from ui.view import nearest_place

ARROWS = ("ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown")


class MirrorHost:
    """The host of the mirror view: a person is to move; taps are recorded, not played."""

    animation_speed = 0.0
    show_hints = True

    def __init__(self):
        self.moves = []

    def human_to_move(self):
        return True

    def say(self, text):
        pass

    def redraw(self):
        pass

    def try_move(self, move):
        self.moves.append(move)

    def roll(self):
        pass


class KeyboardPlayer:
    """Drives the board of `page` with arrow keys and Enter, mirroring `view_class`."""

    def __init__(self, page, view_class):
        self.page = page
        self.host = MirrorHost()
        self.view = view_class(self.host)
        self.cursor = 0

    def sync(self, state) -> None:
        """The page now shows `state` with nothing selected."""
        self.view.on_new_state(state)

    def keys_to(self, target: int):
        """The shortest list of arrow keys from the cursor to place `target`."""
        places = self.view.places()
        start = min(self.cursor, len(places) - 1)
        paths, queue = {start: []}, deque([start])
        while queue:
            here = queue.popleft()
            if here == target:
                return paths[here]
            for key in ARROWS:
                there = nearest_place(places, here, key)
                if there not in paths:
                    paths[there] = paths[here] + [key]
                    queue.append(there)
        raise AssertionError(f"place {places[target][2]!r} cannot be reached with the arrow keys")

    def choose(self, words: str) -> None:
        """Move the cursor to the place whose words start with `words`, and press Enter."""
        places = self.view.places()
        target = next(i for i, place in enumerate(places) if place[2].startswith(words))
        keys = self.keys_to(target)
        for key in keys:
            self.page.keyboard.press(key)
        self.cursor = target
        if keys:
            assert self.page.inner_text("#announce") == places[target][2]
        x, y, _ = places[target]
        self.view.tap(x, y)
        self.page.keyboard.press("Enter")


def focus_board(page, limit: int = 40) -> None:
    """Press Tab until the board has the keyboard focus."""
    for _ in range(limit):
        if page.evaluate("document.activeElement && document.activeElement.id") == "board":
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the board")
