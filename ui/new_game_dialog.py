"""The new-game dialog: the game's options (those that apply), a clock, who sits in each
seat (or random seats), and who starts."""
from __future__ import annotations

import random
from typing import Callable, Dict, List, Optional

import engines
from engines.ai import ratings
from ui.dom import el, listen, make
from ui.games import GAMES
from ui.session import FRIEND, HUMAN, SEAT_KINDS, SEAT_LABELS, Session, default_seats
CLOCK_CHOICES = (None, 1, 3, 5, 10, 15, 30)  # minutes per side


class NewGameDialog:
    """Asks for a game's options and seats, then calls `start(game_id, seats, options, clock)`."""

    def __init__(self, start: Callable[[str, List[str], Dict, Optional[float]], None]):
        self.start = start
        self.game_id: Optional[str] = None
        self._previous_seats: Optional[List[str]] = None
        listen(el("new-game-cancel"), "click", lambda e: el("new-game").close())
        listen(el("new-game-form"), "submit", self._submitted)
        listen(el("new-game-fields"), "click", self._clicked)

    def open(self, game_id: str, current: Optional[Session]) -> None:
        """Show the dialog for `game_id`, with the current game's choices if it is the same game."""
        info = engines.GAMES[game_id]
        same_game = current is not None and current.game_id == game_id
        chosen = dict(current.options) if same_game else {}
        fields = el("new-game-fields")
        fields.replaceChildren()
        el("new-game-title").textContent = f"New game of {info.name}"
        for opt in info.options:
            if opt.choices:
                fields.append(self._option_field(opt, chosen.get(opt.name, opt.default)))
        fields.append(self._clock_field(current.clock_minutes if same_game else None))
        fields.append(make("div", id="new-game-seats"))
        random_seats = make("label", "Random seats (the computer and you change places by chance) ")
        random_seats.append(make("input", type="checkbox", id="random-seats"))
        fields.append(random_seats)
        fields.append(friend_field())
        fields.append(make("p", id="new-game-starts", class_="detail"))
        if GAMES[game_id].note:
            fields.append(make("p", GAMES[game_id].note, class_="detail"))
        if GAMES[game_id].lessons is not None:
            learn = make("p", class_="new-game-learn")
            learn.append(make("a", f"New to {info.name}? Learn it", href=f"#/learn/{game_id}", id="new-game-learn"))
            fields.append(learn)
        if current is not None and current.state.ply and not current.state.is_over():
            fields.append(make("p", f"The {engines.GAMES[current.game_id].name} game in progress is kept: "
                                    "it stays in Your games on the home page.", class_="detail",
                               id="new-game-kept"))
        fields.append(make("p", id="new-game-error", class_="dialog-error", role="alert"))
        self.game_id = game_id
        self._previous_seats = list(current.seats) if same_game else None
        self._seat_fields()
        dialog = el("new-game")
        if not dialog.open:
            dialog.showModal()

    def _clicked(self, event) -> None:
        """The link to the game's lesson leaves the dialog for it."""
        if event.target and str(event.target.id or "") == "new-game-learn":
            el("new-game").close()

    def _option_field(self, opt, current):
        label = make("label", f"{opt.label} ", class_="option-choice", id=f"option-field-{opt.name}")
        select = make("select", name=f"option-{opt.name}", id=f"option-{opt.name}")
        for index, choice in enumerate(opt.choices):
            option = make("option", opt.labels[index] if opt.labels else str(choice), value=index)
            if choice == current and type(choice) is type(current):
                option.setAttribute("selected", "")
            select.append(option)
        listen(select, "change", lambda e: self._seat_fields())
        label.append(select)
        return label

    @staticmethod
    def _clock_field(current: Optional[float]):
        label = make("label", "Clock (each side) ", class_="option-choice")
        clock = make("select", name="clock", id="clock-choice")
        for minutes in CLOCK_CHOICES:
            option = make("option", f"{minutes:g} min" if minutes else "No clock", value=minutes or "")
            if minutes == current:
                option.setAttribute("selected", "")
            clock.append(option)
        label.append(clock)
        return label

    def _options(self) -> dict:
        """The options chosen, leaving out those the others make meaningless (hidden: a daisy
        start chosen before changing to 3 players), which the engine would refuse."""
        options = engines.GAMES[self.game_id].options
        chosen = {opt.name: opt.choices[int(el(f"option-{opt.name}").value)] for opt in options if opt.choices}
        return {opt.name: chosen[opt.name] for opt in options if opt.name in chosen and opt.applies_to(chosen)}

    def _seat_fields(self) -> None:
        """One seat row per seat of the game the chosen options make."""
        holder, error = el("new-game-seats"), el("new-game-error")
        holder.replaceChildren()
        try:
            probe = engines.GAMES[self.game_id].new(**self._options())
        except ValueError as exc:
            error.textContent = str(exc)
            el("new-game-start").disabled = True
            return
        error.textContent = ""
        el("new-game-start").disabled = False
        for opt in engines.GAMES[self.game_id].options:  # only the options that matter with the others
            if opt.choices:
                el(f"option-field-{opt.name}").hidden = not opt.applies_to(probe.options)
        el("new-game-starts").textContent = GAMES[self.game_id].starts or who_starts(probe)
        previous = self._previous_seats
        if not previous or len(previous) != probe.num_players:
            previous = default_seats(probe.num_players)
        for seat in range(probe.num_players):
            label = make("label", f"{probe.seat_name(seat)} ", class_="seat-choice")
            select = make("select", name=f"seat{seat}", id=f"seat-{seat}")
            for kind in SEAT_KINDS:
                option = make("option", _seat_label(self.game_id, kind, probe.num_players), value=kind)
                if kind == previous[seat]:
                    option.setAttribute("selected", "")
                select.append(option)
            label.append(select)
            holder.append(label)

    def _submitted(self, event) -> None:
        event.preventDefault()
        options = self._options()
        try:
            count = engines.GAMES[self.game_id].new(**options).num_players
        except ValueError as exc:
            el("new-game-error").textContent = str(exc)
            return
        seats = [str(el(f"seat-{i}").value) for i in range(count)]
        if el("random-seats").checked:
            random.shuffle(seats)
        if el("by-link").checked:  # you take the first seat you gave a person, your friend the other
            if count != 2:
                el("new-game-error").textContent = "A game by link is for two players."
                return
            seats = [HUMAN, FRIEND] if seats[0] == HUMAN or HUMAN not in seats else [FRIEND, HUMAN]
        clock = str(el("clock-choice").value)
        el("new-game").close()
        self.start(self.game_id, seats, options, float(clock) if clock and FRIEND not in seats else None)


def friend_field():
    """The "Play a friend by link" choice (ui/correspondence.py): you send each move as a link."""
    label = make("label", "Play a friend by link (you send each move as a link; your seat is the "
                          "first one set to Human) ", id="by-link-field")
    label.append(make("input", type="checkbox", id="by-link"))
    return label


def _seat_label(game_id: str, kind: str, players: int) -> str:
    """A seat choice's words: a computer level with its measured rating in this game
    (two-player games only: the ladders were two-player games)."""
    value = ratings.rating(game_id, kind, players)
    return SEAT_LABELS[kind] if value is None else f"{SEAT_LABELS[kind][:-1]}, rating {value})"


def who_starts(state) -> str:
    """Who moves first in a new game, in a sentence."""
    if state.is_chance():
        seat = state.chance_seat()
        return "A roll-off decides who starts." if seat is None else f"{state.seat_name(seat)} rolls first."
    return f"{state.seat_name(state.to_move)} moves first."
