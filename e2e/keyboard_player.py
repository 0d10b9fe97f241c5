"""Playing a game in the page with the keyboard alone.

The test keeps a mirror of the page's view (the same view class, fed the same
positions and the same taps), so it knows the places the keyboard cursor moves
between; it finds the arrow keys that lead to a place with the shell's own rule
(`ui.keyboard_cursor.nearest_place`) and checks every step against what the page announces.
The page's cursor stays where it was put; when the places change and that one is
gone, it shows on the nearest (`ui.keyboard_cursor.place_at`): the mirror follows the same rule.
"""
from __future__ import annotations

from collections import deque

from ui.keyboard_cursor import nearest_place, place_at

ARROWS = ("ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown")


class MirrorHost:
    """The host of the mirror view: a person is to move; taps are recorded, not played."""

    animation_speed = 0.0
    show_hints = True

    def __init__(self, seats=("human", "human")):
        self.moves = []
        self.seats = list(seats)

    def human_to_move(self):
        return True

    def is_human(self, seat):
        return self.seats[seat] == "human"

    def bottom_seat(self):
        humans = [seat for seat, kind in enumerate(self.seats) if kind == "human"]
        return humans[0] if len(humans) == 1 else 0  # the page's default orientation, "mine"

    def say(self, text):
        pass

    def redraw(self):
        pass

    def try_move(self, move):
        self.moves.append(move)

    def roll(self):
        pass


class KeyboardPlayer:
    """Drives the board of `page` with arrow keys and Enter, mirroring `view_class`
    (`seats`: the game's seats, which views such as Abagio's read to know who rolls)."""

    def __init__(self, page, view_class, seats=("human", "human")):
        self.page = page
        self.host = MirrorHost(seats)
        self.view = view_class(self.host)
        self.point = None  # where the player put the page's cursor (the shell's cursor_point)
        self.presses = 0

    def sync(self, state) -> None:
        """The page now shows `state` with nothing selected."""
        self.view.on_new_state(state)

    def cursor(self) -> int:
        """The place the page's cursor is on: the one it was put on or, when that one
        is gone, the one nearest to it (the shell's rule, `ui.keyboard_cursor.place_at`)."""
        return place_at(self.view.places(), self.point)

    def keys_to(self, target: int):
        """The shortest list of arrow keys from the cursor to place `target`."""
        places = self.view.places()
        start = self.cursor()
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
        self._choose(next(i for i, place in enumerate(places) if place[2].startswith(words)))

    def choose_at(self, x: float, y: float) -> None:
        """Move the cursor to the place nearest to (x, y) in design units (where a click
        would tap), and press Enter."""
        places = self.view.places()
        self._choose(min(range(len(places)), key=lambda i: (places[i][0] - x) ** 2 + (places[i][1] - y) ** 2))

    def _choose(self, target: int) -> None:
        places = self.view.places()
        keys = self.keys_to(target)
        for key in keys:
            self.page.keyboard.press(key)
        self.presses += len(keys) + 1
        x, y, words_said = places[target]
        if keys:
            assert self.page.inner_text("#announce") == words_said, (self.page.inner_text("#announce"), words_said, keys)
        self.point = (x, y)
        self.view.tap(x, y)
        self.page.keyboard.press("Enter")

    def escape(self) -> None:
        """Press Escape: the half-made move is dropped, and the page says where its
        cursor now is (on the same spot, or the nearest place left)."""
        self.page.keyboard.press("Escape")
        self.presses += 1
        self.view.cancel()
        assert self.page.inner_text("#announce") == self.view.places()[self.cursor()][2]


def _tab_until(page, focused: str, wanted: str, what: str, limit: int) -> None:
    """Press Tab until the JavaScript expression `focused`, of the focused element `e`, is `wanted`."""
    for _ in range(limit):
        if page.evaluate(f"(() => {{ const e = document.activeElement; return e && {focused}; }})()") == wanted:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {what}")


def tab_to(page, element_id: str, limit: int = 40) -> None:
    """Press Tab until the element `element_id` has the keyboard focus."""
    _tab_until(page, "e.id", element_id, f"#{element_id}", limit)


def tab_to_action(page, action: str, limit: int = 40) -> None:
    """Press Tab until the view's button `action` (under the board) has the focus."""
    _tab_until(page, "e.dataset.action", action, f"the {action} button", limit)


def focus_board(page, limit: int = 40) -> None:
    """Press Tab until the board has the keyboard focus."""
    _tab_until(page, "e.id", "board", "the board", limit)
