"""The e2e drivers (e2e/games/) click where the views draw, checked in CPython: every
game the site shows has one, and each move it clicks, fed to the game's own view
through a stand-in page, is the move the view plays (so a driver cannot rot between
runs of the browser suite)."""
import random
import sys
from pathlib import Path

import pytest

import engines
from fake_host import view_for
from ui.games import GAMES

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))

import driver as e2e_driver  # noqa: E402
from games import GAMES as DRIVEN, driver  # noqa: E402

ACTION = "#view-actions button[data-action='"


class FakePage:
    """The page as a driver uses it, wired to a view: the board's box is the view's
    design size at the origin, a mouse click is a tap, a button is a view action."""

    def __init__(self, view, size):
        self.view, self.size = view, size
        self.mouse = self

    def locator(self, selector):
        assert selector == "#board", selector
        return self

    def bounding_box(self):
        return {"x": 0, "y": 0, "width": self.size[0], "height": self.size[1]}

    def click(self, x, y=None):
        if isinstance(x, str):  # page.click(selector): one of the view's buttons
            assert x.startswith(ACTION) and x.endswith("']"), x
            name = x[len(ACTION):-2]
            assert name in [action for action, _ in self.view.actions()], (name, self.view.actions())
            self.view.action(name)
        else:               # page.mouse.click(x, y)
            self.view.tap(x, y)


def positions(game_id, count=30, seed=3):
    """Positions of seeded random games where a person moves or rolls."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = engines.new_game(game_id)
        while not state.is_over() and len(found) < count:
            if rng.random() < 0.1:
                found.append(state)
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
    return found


def test_every_game_shown_has_a_driver_of_its_views_size():
    assert set(DRIVEN) == set(GAMES)
    for game_id in GAMES:
        game = driver(game_id)
        assert game.game_id == game_id
        view = sys.modules[GAMES[game_id].view.__module__]
        assert game.size == (view.WIDTH, view.HEIGHT)


def clicked(game_id, state, move):
    """The host of a view of `state` after the driver clicked `move` on it."""
    game = driver(game_id)
    seats = ("human",) * state.num_players
    view, host = view_for(GAMES[game_id].view, state, seats=seats)
    game.click_move(FakePage(view, game.size), state, move)
    return host


def assert_plays(game_id, state, move):
    host = clicked(game_id, state, move)
    if state.to_move == engines.CHANCE:  # a roll: the view asks the page to roll its dice
        assert host.rolled == 1 and host.played == []
    elif str(move).startswith("setup"):  # the Random button: some arrangement
        assert len(host.played) == 1 and str(host.played[0]).startswith("setup"), host.said
    else:
        assert host.played == [move], (str(state), str(move), host.said)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_move_clicked_is_the_move_the_view_plays(game_id):
    for state in positions(game_id):
        rng = random.Random(state.ply)
        moves = state.legal_moves()
        for move in ([None] if state.to_move == engines.CHANCE else rng.sample(moves, min(4, len(moves)))):
            assert_plays(game_id, state, move)


def test_abagio_the_roll_off_and_two_dice_to_the_pond_told_apart_by_their_badges():
    assert_plays("abagio", engines.new_game("abagio", first="roll"), None)
    rng = random.Random(5)
    state = engines.new_game("abagio")
    while not (state.to_move != engines.CHANCE and state.phase == "leap"
               and len({(m.source, m.target) for m in state.leaps()}) < len(state.leaps())):
        moves = state.legal_moves()
        state = state.play(moves[rng.randrange(len(moves))])
    for move in state.leaps():
        assert_plays("abagio", state, move)


def test_apagos_arranges_a_chosen_ramp_platform_by_platform():
    game = driver("apagos")
    for holes in ((3, 5, 7, 5), (7, 5, 3, 1), (5, 3, 3, 5), (1, 3, 5, 7)):
        state = engines.new_game("apagos")
        view, host = view_for(GAMES["apagos"].view, state)
        game.click_move(FakePage(view, game.size), state, state.parse("setup " + " ".join(map(str, holes))),
                        arrange=True)
        assert [str(m) for m in host.played] == ["setup " + " ".join(map(str, holes))], host.said


def test_board_point_letterboxes_like_the_canvas():
    board = FakePage(None, (400, 100))  # a box twice as wide (for its height) as the view
    assert e2e_driver.board_point(board, (100, 50), 50, 25) == (200, 50)
    assert e2e_driver.board_point(board, (100, 50), 0, 0) == (100, 0)


class RecordedPage:
    """A page whose main-thread watcher (e2e/main_thread.py) has recorded these tasks and frames."""

    def __init__(self, tasks, frames):
        self.recorded = {"window.__longTasks": tasks, "window.__longFrames": frames}

    def evaluate(self, expression):
        return self.recorded[expression]


def test_a_freeze_is_named_by_the_frame_it_overlaps_most_or_said_to_have_no_script():
    import main_thread
    frames = [[90, 40, [[30, "BUTTON#go.onclick", ""]]],
              [205, 700, [[600, "Worker.onmessage", "ai_worker.js"], [20, "FrameRequestCallback", ""]]],
              [1000, 300, []]]
    page = RecordedPage([[100, 60], [200, 650], [1010, 280], [50, 400]], frames)
    tasks = main_thread.longest(page, 80)
    assert [t.duration for t in tasks] == [650, 280, 60]  # (the task before the moment is left out)
    assert tasks[0].scripts.startswith("Worker.onmessage ai_worker.js 600 ms")  # (it starts 5 ms before its frame)
    assert "no script" in tasks[1].scripts
    assert main_thread.worst(page, 80) == 650 and main_thread.worst(page, 2000) == 0
    assert "650 ms at 200 ms" in main_thread.freeze_report(tasks)
