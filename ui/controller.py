"""The game controller: one game at this screen, driven. No browser import.

It owns the turn loop (a person, the computer or the dice), the seats, the clock,
undo, redo and the review cursor, asks the computer for moves, decides what is
autosaved and when; the words for the status line are its TurnWords (ui/turn_words.py). It is also the host
of the game's view (`ui.view.ViewHost`): views ask it, and only it, who may move.

The page (ui/shell.py) gives it four small ports (ui/ports.py) and wires DOM events to
its methods; tests give it fakes (tests/test_controller.py):
    page      say(text), refresh(), redraw(), started(session), moved(before, move, after);
              it calls `settled()` when the board has no animation running any more
    computer  ask(request, callback(reply)) with reply {"move": notation} or {"error": why}
    timer     now() -> ms, later(ms, callback)
    saved     a ui.saved_games.SavedGames, or None (the embed page never saves)
While a lesson is shown (ui/lesson.py) it is the controller's `coach`: it says when the
board takes a move and judges every move played; nothing is saved meanwhile.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Tuple

import engines
from engines.core import shorten
from ui.games import GAMES
from ui.ports import Coach, Computer, Page, Timer
from ui.saved_games import ELSEWHERE, SavedGames
from ui.session import HUMAN, Session, default_seats
from ui.turn_words import TurnWords
from ui.fair_play import NO_HINT_BY_LINK, may_hint, may_show_solver
from ui.settings import Settings
from ui.view import View

ROLL_DELAY_MS = 350  # the dice roll by themselves this long after a computer's or nobody's turn
TAKE_OVER, ASK_AGAIN = "take-over-seat", "ask-computer-again"  # the ways on after a computer failed


class GameController(TurnWords):
    """One game at this screen: whose turn it is, what happens next, and what is kept."""

    def __init__(self, page: Page, computer: Computer, timer: Timer, saved: Optional[SavedGames],
                 settings: Settings, clock_iso: Callable[[], str] = lambda: ""):
        self.page = page
        self.computer = computer
        self.timer = timer
        self.saved = saved
        self.settings = settings
        self.clock_iso = clock_iso            # the time now as ISO text, for the history
        self.session: Optional[Session] = None
        self.view: Optional[View] = None
        self.viewing: Optional[int] = None    # the ply shown while reviewing; None: live
        self.read_only = False                # an embedded replay: review only
        self.thinking: Optional[int] = None   # the seat the computer is choosing a move for
        self.computer_failed: Optional[Tuple[int, str]] = None  # (seat, why) when its computer gave up
        self.not_saved: Optional[str] = None  # why the game shown is not being saved, None while it is
        self.result_pending = False           # the game just ended: the page shows the result once the board settles
        self.coach: Optional[Coach] = None    # the lesson shown, if a lesson is shown
        self._turn_started: Optional[float] = None
        self._after_animation: Optional[Callable[[], None]] = None

    # ----- the view's host (ui.view.ViewHost) ----------------------------------------------
    @property
    def show_hints(self) -> bool:
        """Light up where the selected piece may go (a setting)."""
        return self.settings.hints

    @property
    def show_solver(self) -> bool:
        """Show what the exact solver knows (Apagos): see ui.fair_play."""
        return may_show_solver(self)

    @property
    def animation_speed(self) -> float:
        """0 for no animation, else a speed factor (a setting)."""
        return self.settings.speed

    def human_to_move(self) -> bool:
        """True when a person at this screen may move now (live, not read-only)."""
        return (self.session is not None and self.viewing is None and not self.read_only
                and self.session.turn() == HUMAN and (self.coach is None or self.coach.takes_moves()))

    def is_human(self, seat: int) -> bool:
        """Does a person at this screen play `seat`?"""
        seats = self.session.seats if self.session is not None else []
        return 0 <= seat < len(seats) and seats[seat] == HUMAN

    def bottom_seat(self) -> int:
        """The seat drawn nearest the player: the one person's seat ("mine"), else the first."""
        if self.settings.orientation == "mine" and self.session is not None:
            humans = [seat for seat in range(len(self.session.seats)) if self.is_human(seat)]
            if len(humans) == 1:
                return humans[0]
        return 0

    def try_move(self, move) -> None:
        """Play a move the person made, or say why it is not allowed."""
        if not self.human_to_move():
            return
        reason = self.session.state.why_illegal(move)
        if reason is not None:
            self.say(reason)
            self.redraw()
            return
        self._apply(move)

    def roll(self) -> None:
        """A person here rolls their dice (the outcome drawn from the session's own seed and
        ply, so it is the same whoever rolls); nothing when these dice are not theirs."""
        if self.may_roll():
            self._apply(self.session.roll())

    def may_roll(self) -> bool:
        """May a person here roll now (the live game, their dice; by link, once both parts are in)?"""
        return (self.session is not None and self.session.turn() == "chance" and self.viewing is None
                and not self.read_only and self.view.human_rolls()
                and (self.coach is None or self.coach.takes_moves()))

    def demonstrate(self, move: str) -> None:
        """Play `move` (notation) for the person, to show how it is done (a lesson's Show
        me): a move of theirs, or the roll of the dice they are to roll."""
        if self.human_to_move():
            self.try_move(self.session.state.parse(move))
        elif self.may_roll():
            self._apply(move)

    def say(self, text: str, notice: bool = False) -> None:
        """A message in the status line (a `notice`: at the top of the page too, for a while)."""
        self.page.say(text, notice)

    def redraw(self) -> None:
        """Draw the board again (and the turn line and the view's buttons)."""
        self.page.redraw()

    # ----- starting a game -----------------------------------------------------------------
    def new_game(self, game_id: str, seats: List[str], options: Dict[str, Any],
                 clock_minutes: Optional[float] = None) -> None:
        """Begin a new game (anything the computer was thinking about is dropped)."""
        self.start(Session(game_id, seats, options, clock_minutes=clock_minutes))
        self.keep()

    def new_default_game(self, game_id: str, message: str = "") -> None:
        """A new game of `game_id` with the usual settings, and why (if `message`)."""
        self.new_game(game_id, default_seats(engines.GAMES[game_id].new().num_players), {})
        if message:  # (a link not opened, a saved game not restored: seen on a phone too)
            self.say(message, notice=True)

    def start(self, session: Session, message: str = "") -> None:
        """Show `session` (new, restored, loaded or shared) and carry on with its turn."""
        self.session = session
        self.viewing = None
        self.thinking = None
        self.computer_failed = None
        self.not_saved = None
        self.result_pending = False
        self._after_animation = None
        self.view = GAMES[session.game_id].view(self)  # a fresh view: nothing of the last game stays picked
        self._show()
        self.page.started(session)
        self.say(message)
        self.refresh()
        self._next_turn()

    def leave_lesson(self) -> None:
        """The lesson shown is left: no game is shown until the next one starts."""
        if self.coach is not None:
            self.coach = None
            self.session = self.view = None

    def load(self, state, message: str) -> None:
        """Continue from `state` (an imported record or an embedding page's record), keeping
        the seats when it is the same game, else with a person in every seat."""
        same = self.session is not None and self.session.game_id == state.game_id
        self.start(Session.from_state(state, self.session.seats if same else None), message)
        self.keep()

    def restore(self, game_id: str) -> bool:
        """Bring back the saved game of `game_id`; False if there is none to bring back."""
        if self.saved is None:
            return False
        try:
            session = self.saved.restore(game_id)
        except ValueError as exc:
            self.new_default_game(game_id, f"The saved game could not be restored ({exc}); here is a new one.")
            return True
        if session is None:
            return False
        self.start(session, "Welcome back: your game is as you left it.")
        return True

    def open_link(self, game_id: str, make_session: Callable[[], Session], opened: Callable[[Session], str],
                  failed: str, autosave: bool = False) -> None:
        """Start the game a link describes (`make_session`), saying `opened(session)`, and keep it at once
        if `autosave`; if the link is damaged, a new game instead, saying `failed` with the reason in {}."""
        try:
            session = make_session()
        except ValueError as exc:
            self.new_default_game(game_id, failed.format(exc))
            return
        self.start(session, opened(session))
        if autosave:
            self.keep()

    # ----- the turn loop -------------------------------------------------------------------
    def _next_turn(self) -> None:
        session = self.session
        turn = session.turn()
        self._turn_started = self.timer.now() if session.clock_running_for() is not None else None
        expected = (session, session.state.ply)
        self.computer_failed = None
        if turn == "chance" and not self.view.human_rolls():
            self.timer.later(ROLL_DELAY_MS, lambda: self._when_settled(lambda: self._roll_if_still(expected)))
        elif turn == "computer":
            self.thinking = session.state.to_move
            self.computer.ask(session.computer_request(),
                              lambda reply: self._when_settled(lambda: self._computer_replied(expected, reply)))
        self.redraw()

    def _when_settled(self, action: Callable[[], None]) -> None:
        """Do `action` now, or once the board's animation has landed (the other side's
        moves are shown one after the other, never on top of each other)."""
        if self.view is not None and self.view.animating():
            self._after_animation = action
        else:
            action()

    def settled(self) -> None:
        """The page's board has no animation running any more: go on with what waited."""
        action, self._after_animation = self._after_animation, None
        if action is not None:
            action()

    def _still(self, expected: Tuple[Session, int]) -> bool:
        session, ply = expected
        return session is self.session and session.state.ply == ply and session.turn() != "over"

    def _roll_if_still(self, expected) -> None:
        if self._still(expected) and self.session.turn() == "chance":
            self._apply(self.session.roll())

    def _computer_replied(self, expected, reply: Dict[str, Any]) -> None:
        if not self._still(expected):
            return  # a game that was left, a position that has moved on, or time ran out
        seat, self.thinking = self.thinking, None
        if "error" in reply:
            why = str(reply["error"])
            self.computer_failed = (self.session.state.to_move if seat is None else seat, why)
            self.say(f"{self.session.state.seat_name(self.computer_failed[0])}'s computer player could not move: "
                     f"{why}. Play this seat yourself, or try again.")
            self.refresh()
            return
        try:
            self._apply(reply["move"])
        except engines.IllegalMove as exc:
            self.say(f"The computer chose an illegal move ({exc}).")

    def _apply(self, move) -> None:
        if self._charge_clock():
            return  # the mover's time ran out before the move arrived
        before, move, after = self.session.play(move)
        if self.viewing is None:
            self.view.on_new_state(after, before, move)
        said = self.view.describe(before, move, after)
        if after.is_over():  # the live region says how the game ended, in words
            result = self.view.result(after)
            if result not in said:
                said = f"{said} {result}"
        self.say(said)
        self.result_pending = after.is_over() and self.coach is None  # (a lesson's end needs no dialog)
        self.page.moved(before, move, after)
        if self.coach is not None:
            self.coach.moved(before, move, after)
        self.keep()
        self.refresh()
        self._next_turn()

    def refresh(self) -> None:
        """Ask the page to bring its panels up to date."""
        self.page.refresh()

    def keep(self) -> None:
        """Save the game now (it becomes the most recent of the kept games), and say at
        once when it cannot be saved, and again when it is saved once more; the embed
        page and a lesson keep nothing."""
        session = self.session
        if self.saved is None or session is None or self.coach is not None:
            return
        state = session.state
        status = self.result_text() if session.turn() == "over" else (
            "Dice to roll" if state.is_chance() else f"{state.seat_name(state.to_move)} to move")
        was, self.not_saved = self.not_saved, self.saved.keep(session, status, self.clock_iso())
        if self.not_saved != ELSEWHERE:  # (another tab's game is that tab's to keep)
            self.page.kept(session.game_id, self.not_saved is None and session.turn() != "over")
        if self.not_saved is not None and self.not_saved != was:
            self.say(self.save_note())
        elif self.not_saved is None and was is not None:
            self.say("This game is being saved again.")

    def save_note(self) -> str:
        """Why the game shown is not being saved, in a sentence ("" while it is)."""
        if self.not_saved is None:
            return ""
        if self.not_saved == ELSEWHERE:
            return ("This game was continued in another tab or window, so moves made here are not "
                    "saved. Open the newer version to go on with it here.")
        return f"This game is not being saved: {self.not_saved}."

    def check_elsewhere(self) -> None:
        """The saved games changed in another tab: if this game was moved on there, say so
        now (before a move here is lost), rather than at the next save."""
        if (self.saved is not None and self.session is not None and self.coach is None
                and self.not_saved != ELSEWHERE and self.saved.changed_elsewhere(self.session)):
            self.not_saved = ELSEWHERE
            self.say(self.save_note())
            self.refresh()

    def open_newer(self) -> None:
        """Show this game as another tab saved it last."""
        if self.saved is None or self.session is None:
            return
        try:
            session = self.saved.restore_key(self.session.key)
        except ValueError as exc:
            self.say(f"The newer version could not be opened ({exc}).")
            return
        if session is not None:
            self.not_saved = None
            self.start(session, "This is the game as it was saved last, in another tab or window.")

    # ----- the end -------------------------------------------------------------------------
    def resigning_seat(self) -> Optional[int]:
        """The seat a person here would resign: the one to move (hot seat), or their only
        seat against the computer; None when nobody here may resign now."""
        session = self.session
        if session is None or session.turn() == "over" or self.read_only or session.friend is not None:
            return None  # (a game by link: links carry no resignation yet)
        if self.human_to_move():
            return session.state.to_move
        humans = [seat for seat in range(len(session.seats)) if self.is_human(seat)]
        return humans[0] if len(humans) == 1 else None

    def resign(self) -> None:
        """The person here gives the game up (the page has asked them to confirm)."""
        seat = self.resigning_seat()
        if seat is None:
            return
        self.session.resign(seat)
        self.thinking = None
        self.computer_failed = None
        self._after_animation = None
        self.viewing = None
        self._show()
        self.say(self.result_text())
        self.result_pending = True
        self.keep()
        self.refresh()
        self.redraw()

    def rematch(self) -> None:
        """The same game again, sides swapped; the finished game stays kept."""
        if self.session is not None:
            self.start(self.session.rematch())
            self.keep()

    def play_typed(self, text: str) -> bool:
        """A move typed in notation; True if it was played (the field may be cleared)."""
        text = text.strip()
        if not text or self.session is None:
            return False
        if not self.human_to_move():
            if self.coach is not None and not self.coach.takes_moves():
                self.say(self.coach.waiting())
            elif self.viewing is not None:
                self.say("Return to the game (End) to move.")
            elif self.computer_failed is not None:
                self.say("The computer player of this seat failed: choose \u201cPlay this seat yourself\u201d to move for it.")
            else:
                self.say("It is not your turn to move.")
            return False
        try:
            move = self.session.state.parse(text)
        except engines.IllegalMove as exc:
            self.say(f"{shorten(text)}: {exc}")
            return False
        self.try_move(move)
        return True

    def actions(self) -> List[Tuple[str, str]]:
        """The buttons under the board as (name, label): the view's own (Roll, Random
        arrangement, the sowing speed), and after a computer player failed, the ways on."""
        found = list(self.view.actions()) if self.view is not None else []
        if self.computer_failed is not None and self.viewing is None and self.session.turn() == "computer":
            found += [(TAKE_OVER, "Play this seat yourself"), (ASK_AGAIN, "Try again")]
        return found

    def action(self, name: str) -> None:
        """One of the buttons under the board was pressed; the view knows when each of its
        own applies, and moves still go through `try_move` and `roll`."""
        if self.session is None:
            return
        if name in (TAKE_OVER, ASK_AGAIN):
            self._after_computer_failed(take_over=name == TAKE_OVER)
        elif self.view is not None:
            self.view.action(name)

    def _after_computer_failed(self, take_over: bool) -> None:
        """A person takes the seat whose computer failed, or asks the computer again."""
        if self.computer_failed is None or self.session.turn() != "computer":
            self.computer_failed = None
            return
        seat, _why = self.computer_failed
        self.computer_failed = None
        if take_over:
            self.session.seats[seat] = HUMAN
            self.say(f"You play {self.session.state.seat_name(seat)} now.")
            self.keep()
        self.refresh()
        self._next_turn()

    def hint(self) -> None:
        """Ask the computer (at easy) for a move and light it up on the board."""
        why_not = (f"{NO_HINT_BY_LINK}." if not may_hint(self) else
                   "A hint is for your own turn." if not self.human_to_move() else "")
        if why_not:
            self.say(why_not)
            return
        session = self.session
        expected = (session, session.state.ply)
        self.say("Looking for a good move\u2026")

        def show(reply: Dict[str, Any]) -> None:
            if not self._still(expected):
                return
            if "move" not in reply:
                self.say(f"No hint this time: {reply.get('error', 'the computer had no answer')}.")
                return
            try:
                move = session.state.parse(reply["move"])
            except engines.IllegalMove:
                return
            self.view.suggest(move)
            self.say(f"Hint: {move} (lit up on the board).")
            self.redraw()

        self.computer.ask(dict(session.computer_request(), level="easy"), show)

    # ----- the clock -----------------------------------------------------------------------
    def _charge_clock(self) -> bool:
        """Charge the running clock up to now; True (and the game ends) if it ran out."""
        session = self.session
        seat = session.clock_running_for() if session else None
        if seat is None or self._turn_started is None:
            return False
        now = self.timer.now()
        flagged = session.charge(seat, now - self._turn_started)
        self._turn_started = now
        if flagged:
            self._turn_started = None
            self.thinking = None
            self.computer_failed = None
            self.result_pending = True
            self.say(f"{session.state.seat_name(seat)} ran out of time.")
            self.keep()
            self.refresh()
        return flagged

    def clock_left(self) -> List[float]:
        """Each seat's time left now, in ms (the running clock counted up to now)."""
        session = self.session
        left = list(session.remaining_ms) if session is not None else []
        running = session.clock_running_for() if session is not None else None
        if running is not None and self._turn_started is not None:
            left[running] -= self.timer.now() - self._turn_started
        return left

    def tick_clock(self) -> None:
        """Called a few times a second: end the game when the running clock reaches zero."""
        session = self.session
        if session is None or session.clock_minutes is None:
            return
        running = session.clock_running_for()
        if running is not None and self.clock_left()[running] <= 0:
            self._charge_clock()

    # ----- undo, redo and review -----------------------------------------------------------
    def undo(self) -> None:
        """Take back to the last position where a person here was to move."""
        if self.coach is not None:
            return  # a lesson's position is its step's (Try again)
        if self.session is None or self._charge_clock() or not self.session.undo():
            self.say("There is no move of yours to take back.")
            return
        self.viewing = None
        self._show()
        self.say(f"Taken back: {self.session.state.seat_name(self.session.state.to_move)} to move again.")
        self.keep()
        self.refresh()
        self._next_turn()

    def redo(self) -> None:
        """Play the undone moves again, up to the next turn of a person here."""
        session = self.session
        if session is None or not session.can_redo() or self.viewing is not None or self.coach is not None:
            return
        before, move, after = session.redo()
        while session.can_redo() and session.turn() in ("computer", "chance"):
            before, move, after = session.redo()
        self.view.on_new_state(after, before, move)
        self.say(self.view.describe(before, move, after))
        self.keep()
        self.refresh()
        self._next_turn()

    def can_undo(self) -> bool:
        """Is there a move of a person here to take back (and may they)?"""
        return self.session is not None and self.session.can_undo() and not self.read_only

    def can_redo(self) -> bool:
        """Is there an undone move to play again (in the live game)?"""
        return self.session is not None and self.session.can_redo() and self.viewing is None

    def shown_ply(self) -> int:
        """The number of moves played in the position shown."""
        return self.session.state.ply if self.viewing is None else self.viewing

    def shown_state(self):
        """The position shown: the live one, or the one being reviewed."""
        return self.session.states[self.shown_ply()]

    def review(self, ply: Optional[int]) -> None:
        """Show the board after `ply` moves (None, or the last ply: the live game); a step
        forward by one move is animated."""
        if self.session is None or self.coach is not None:
            return  # (a lesson shows its step's position)
        step_forward = ply is not None and ply == self.shown_ply() + 1
        if ply is not None and ply >= self.session.state.ply:
            ply = None
        self.viewing = None if ply is None else max(0, ply)
        self._show(animate=step_forward)
        self.refresh()

    def _show(self, animate: bool = False) -> None:
        """Hand the view the position shown and the move that led to it."""
        ply = self.shown_ply()
        state = self.session.states[ply]
        if ply == 0:
            self.view.on_new_state(state)
            return
        before = self.session.states[ply - 1]
        self.view.on_new_state(state, before, before.parse(state.moves[-1]), animate)
