"""Apagos: one test (or more) per sentence of the rulebook and of shared/rules/apagos.md.

Positions are built by real move sequences from `engines.new_game("apagos", ...)`.
`platforms` is a tuple bottom -> top of (holes, black, white); seat 0 is Black.
"""
from __future__ import annotations

import os
import random
import re
from itertools import permutations, product

import pytest

import engines
from engines import IllegalMove
from engines import apagos

BLACK, WHITE = 0, 1
FACES = [(1, 3), (3, 5), (3, 5), (5, 7)]


def game(*moves, setup=(5, 3, 7, 1)):
    """A position after these moves, from an arranged ramp (setup=None: from the very start)."""
    state = engines.new_game("apagos", setup=list(setup) if setup is not None else None)
    for move in moves:
        state = state.play(move)
    return state


def plats(state):
    return tuple(tuple(p) for p in state.platforms)


def legal(state):
    return sorted(str(m) for m in state.legal_moves())


def free_total(state):
    return sum(state.free_holes(p) for p in range(1, 5))


def refused(state, text, *words):
    """`text` is illegal here: IllegalMove whose message has these words; state unchanged."""
    before = (state.moves, str(state), state.key())
    with pytest.raises(IllegalMove) as excinfo:
        state.play(text)
    message = str(excinfo.value)
    assert message.strip()
    for word in words:
        assert word.lower() in message.lower(), f"{message!r} lacks {word!r}"
    assert (state.moves, str(state), state.key()) == before
    assert text.strip().lower() not in [m.lower() for m in legal(state)]
    return message


# ----- an independent model of the rules, for comparing whole games ------------------------

def ref_moves(platforms, seat):
    """Legal moves by the rules text: adds of either colour while in the tray, own balls down."""
    tray = [10 - sum(p[1] for p in platforms), 10 - sum(p[2] for p in platforms)]
    out = set()
    for colour in (BLACK, WHITE):
        for pos in range(1, 5):
            holes, b, w = platforms[pos - 1]
            if tray[colour] > 0 and b + w < holes:
                out.add(f"{'BW'[colour]}{pos}")
    for src in range(1, 5):
        if platforms[src - 1][1 + seat] > 0:
            for dst in range(1, src):
                holes, b, w = platforms[dst - 1]
                if b + w < holes:
                    out.add(f"{src}>{dst}")
    return out


def ref_play(platforms, seat, text):
    ps = [list(p) for p in platforms]
    if text[0] in "BW":
        colour, pos = "BW".index(text[0]), int(text[1])
        ps[pos - 1][1 + colour] += 1
        if pos < 4:
            ps[pos - 1], ps[pos] = ps[pos], ps[pos - 1]
    else:
        src, dst = int(text[0]), int(text[2])
        ps[src - 1][1 + seat] -= 1
        ps[dst - 1][1 + seat] += 1
    return tuple(tuple(p) for p in ps)


def random_games(count, seed=1):
    rng = random.Random(seed)
    arrangements = sorted(apagos.ARRANGEMENTS)
    for index in range(count):
        state = engines.new_game("apagos")
        state = state.play(f"setup {' '.join(map(str, rng.choice(arrangements)))}")
        states = [state]
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            states.append(state)
        yield states


# ----- components -----------------------------------------------------------------------------

def test_components_ten_balls_of_each_colour():
    assert engines.new_game("apagos").tray() == (10, 10)
    assert game().tray() == (10, 10)
    assert game("B1", "W1", "W2").tray() == (9, 8)


def test_every_face_is_odd_so_no_platform_can_tie():
    assert all(h % 2 == 1 for a in apagos.ARRANGEMENTS for h in a)


def test_118_arrangements_exactly_the_faces_of_four_different_platforms():
    expected = {tuple(FACES[p][f] for p, f in zip(order, sides))
                for order in permutations(range(4)) for sides in product((0, 1), repeat=4)}
    assert len(expected) == 118
    assert set(apagos.ARRANGEMENTS) == expected
    start = engines.new_game("apagos")
    setups = {str(m) for m in start.legal_moves()}
    assert setups == {"setup " + " ".join(map(str, a)) for a in expected}
    for arrangement in sorted(expected):
        text = "setup " + " ".join(map(str, arrangement))
        after = start.play(text)
        assert plats(after) == tuple((h, 0, 0) for h in arrangement)
        assert after.to_move == BLACK and not after.in_setup()
        assert after.moves == (text,)
        # the same ramp as an option
        assert plats(engines.new_game("apagos", setup=list(arrangement))) == plats(after)


@pytest.mark.parametrize("text, why", [
    ("setup 7 7 1 1", "only one platform has a 7 face and only one a 1 face"),
    ("setup 1 1 3 5", "only one platform shows 1"),
    ("setup 7 5 5 5", "the 5|7 platform cannot show both 7 and 5"),
    ("setup 3 3 3 3", "the 5|7 platform has no 3"),
    ("setup 5 5 5 5", "the 1|3 platform has no 5"),
    ("setup 1 7 3 1", "two 1s"),
    ("setup 2 4 3 5", "counts that are no face"),
    ("setup 5 3 7 0", "no face has 0 holes"),
    ("setup 5 3 7 9", "no face has 9 holes"),
    ("setup 5 3 7", "three counts"),
    ("setup 5 3 7 1 3", "five counts"),
    ("setup", "no counts"),
    ("setup a b c d", "not numbers"),
    ("setup 5 3 7 -1", "negative"),
    ("setup 5,3,7,1", "commas"),
])
def test_illegal_setups(text, why):
    start = engines.new_game("apagos")
    refused(start, text)


@pytest.mark.parametrize("value", [[7, 7, 1, 1], [1, 1, 3, 5], [2, 4, 3, 5], [5, 3, 7], [5, 3, 7, 1, 3],
                                   [5, 3, 7, True], [5.0, 3, 7, 1], "5 3 7 1", 5371, {"a": 1}])
def test_illegal_setup_option(value):
    with pytest.raises(ValueError) as excinfo:
        engines.new_game("apagos", setup=value)
    assert "setup" in str(excinfo.value)


def test_setup_option_accepts_a_tuple_and_records_a_list():
    state = engines.new_game("apagos", setup=(5, 3, 7, 1))
    assert state.record() == {"game": "apagos", "options": {"setup": [5, 3, 7, 1]}, "moves": []}
    assert engines.load(state.record()) == state


# ----- seats and setup --------------------------------------------------------------------------

def test_white_seat_1_arranges_first():
    start = engines.new_game("apagos")
    assert start.in_setup()
    assert start.to_move == WHITE
    assert start.platforms is None
    assert all(str(m).startswith("setup ") for m in start.legal_moves())
    assert start.winners() is None and start.scores() == [0, 0]
    refused(start, "B1", "arrange")
    refused(start, "W1", "arrange")
    refused(start, "2>1", "arrange")


def test_then_black_seat_0_makes_the_first_playing_move():
    state = engines.new_game("apagos").play("setup 5 3 7 1")
    assert not state.in_setup()
    assert state.to_move == BLACK
    refused(state, "setup 5 3 7 1", "already")
    refused(state, "setup 1 3 5 7", "already")
    assert state.play("B1").to_move == WHITE
    assert state.play("B1").play("W1").to_move == BLACK


def test_setup_option_starts_at_black_with_no_setup_move_recorded():
    state = engines.new_game("apagos", setup=[5, 3, 7, 1])
    assert state.to_move == BLACK
    assert not state.in_setup()
    assert state.moves == ()
    assert plats(state) == ((5, 0, 0), (3, 0, 0), (7, 0, 0), (1, 0, 0))
    refused(state, "setup 5 3 7 1", "already")
    after = state.play("B2")
    assert after.moves == ("B2",)
    assert after.record()["moves"] == ["B2"]


def test_players_alternate_turns():
    for states in random_games(30, seed=11):
        for before, after in zip(states, states[1:-1]):
            assert after.to_move == 1 - before.to_move


# ----- adding a ball -----------------------------------------------------------------------------

def test_add_own_colour_into_a_free_hole_and_the_platform_swaps_up():
    state = game("B1")
    assert plats(state) == ((3, 0, 0), (5, 1, 0), (7, 0, 0), (1, 0, 0))
    assert state.to_move == WHITE
    assert state.tray() == (9, 10)


def test_add_the_opponents_colour_too():
    state = game("W1")  # Black places a white ball
    assert plats(state) == ((3, 0, 0), (5, 0, 1), (7, 0, 0), (1, 0, 0))
    assert state.tray() == (10, 9)
    state = state.play("B3")  # White places a black ball
    assert plats(state) == ((3, 0, 0), (5, 0, 1), (1, 0, 0), (7, 1, 0))
    # both colours are offered to both players
    assert {"B1", "W1", "B2", "W2", "B3", "W3", "B4", "W4"} <= set(legal(game()))
    assert {"B1", "W1", "B2", "W2", "B3", "W3"} <= set(legal(game("B1")))


def test_add_at_each_position_swaps_with_the_one_above():
    start = game()
    assert plats(start.play("B2")) == ((5, 0, 0), (7, 0, 0), (3, 1, 0), (1, 0, 0))
    assert plats(start.play("W3")) == ((5, 0, 0), (3, 0, 0), (1, 0, 0), (7, 0, 1))


def test_add_at_the_top_nothing_moves():
    state = game("W4")
    assert plats(state) == ((5, 0, 0), (3, 0, 0), (7, 0, 0), (1, 0, 1))
    state = game(setup=(1, 3, 5, 7)).play("B4").play("W4")
    assert plats(state) == ((1, 0, 0), (3, 0, 0), (5, 0, 0), (7, 1, 1))


def test_add_into_a_partly_filled_platform():
    state = game("B1", "W2")  # the 5-hole platform climbs again
    assert plats(state) == ((3, 0, 0), (7, 0, 0), (5, 1, 1), (1, 0, 0))
    assert state.free_holes(3) == 3


def test_no_add_when_that_colours_tray_is_empty():
    state = game(setup=(7, 5, 5, 3))  # 20 holes: the black balls run out first
    while state.tray()[BLACK]:
        free = [p for p in range(1, 5) if state.free_holes(p)]
        state = state.play(f"B{free[0]}")
    assert state.tray() == (0, 10)
    assert not state.is_over()
    assert not any(m.startswith("B") for m in legal(state))
    assert any(m.startswith("W") for m in legal(state))
    for pos in range(1, 5):
        if state.free_holes(pos):
            refused(state, f"B{pos}", "black", "tray")
    # and the same for white
    state = game(setup=(7, 5, 5, 3))
    while state.tray()[WHITE]:
        free = [p for p in range(1, 5) if state.free_holes(p)]
        state = state.play(f"W{free[-1]}")
    assert not any(m.startswith("W") for m in legal(state))
    refused(state, f"W{[p for p in range(1, 5) if state.free_holes(p)][0]}", "white", "tray")


def test_no_add_onto_a_full_platform():
    state = game("B4")  # the 1-hole platform on top is now full
    assert state.free_holes(4) == 0
    refused(state, "W4", "full")
    refused(state, "B4", "full")
    state = game("B1", setup=(1, 3, 5, 7))  # the full 1-hole platform climbs to position 2
    assert plats(state) == ((3, 0, 0), (1, 1, 0), (5, 0, 0), (7, 0, 0))
    refused(state, "W2", "full", "2")
    refused(state, "B2", "full")
    assert "W2" not in legal(state) and "B2" not in legal(state)


# ----- moving a ball ----------------------------------------------------------------------------------

def test_move_own_ball_down_into_a_free_hole_nothing_swaps():
    state = game("B1", "W3")
    assert plats(state) == ((3, 0, 0), (5, 1, 0), (1, 0, 0), (7, 0, 1))
    state = state.play("2>1")  # Black moves its own ball down
    assert plats(state) == ((3, 1, 0), (5, 0, 0), (1, 0, 0), (7, 0, 1))
    assert state.to_move == WHITE
    state = state.play("4>1")  # White moves its own ball down two positions
    assert plats(state) == ((3, 1, 1), (5, 0, 0), (1, 0, 0), (7, 0, 0))
    assert state.tray() == (9, 9)
    assert state.to_move == BLACK


def test_move_offers_every_lower_free_platform():
    state = game("W3", "W4")  # White has a ball on the top (7) platform
    assert plats(state) == ((5, 0, 0), (3, 0, 0), (1, 0, 0), (7, 0, 2))
    assert state.to_move == BLACK
    state = state.play("B1")
    assert {"4>1", "4>2", "4>3"} <= set(legal(state))
    assert not any(">" in m for m in legal(game("W3", "W4")))  # Black has no ball on the ramp


def test_cannot_move_the_opponents_ball():
    state = game("B1")  # White to move; only a black ball on the ramp
    assert not any(">" in m for m in legal(state))
    refused(state, "2>1", "no white ball")
    state = game("W2", "W2")  # Black to move: two white balls, no black one
    assert not any(">" in m for m in legal(state))
    refused(state, "3>1", "no black ball")
    refused(state, "3>2")


def test_cannot_move_up_or_sideways():
    state = game("B1", "B4")  # Black to move, with balls at positions 2 and 4
    assert plats(state) == ((3, 0, 0), (5, 1, 0), (7, 0, 0), (1, 1, 0))
    assert state.to_move == BLACK
    refused(state, "2>3", "down")
    refused(state, "2>4", "down")
    refused(state, "2>2", "down")
    refused(state, "4>4", "down")
    assert {m for m in legal(state) if ">" in m} == {"2>1", "4>1", "4>2", "4>3"}


def test_cannot_move_into_a_full_platform():
    state = game("B1", "W3", "B4", setup=(1, 5, 3, 7))
    assert plats(state) == ((5, 0, 0), (1, 1, 0), (7, 0, 0), (3, 1, 1))
    assert state.to_move == WHITE
    refused(state, "4>2", "full")
    assert "4>1" in legal(state) and "4>3" in legal(state)


def test_cannot_move_from_an_empty_platform():
    state = game("B1", "W2")
    refused(state, "4>1")
    refused(state, "2>1")


# ----- the end -----------------------------------------------------------------------------------------

def fill_all_but_one(setup):
    """Adds (highest free first) until one hole is left; returns the position."""
    state = game(setup=setup)
    colour = 0
    while free_total(state) > 1:
        pos = max(p for p in range(1, 5) if state.free_holes(p))
        state = state.play(f"{'BW'[colour]}{pos}")
        colour = 1 - colour
    return state


@pytest.mark.parametrize("setup", [(1, 3, 3, 5), (5, 3, 7, 1), (7, 5, 5, 3), (3, 1, 3, 5), (3, 5, 7, 1)])
def test_the_game_ends_when_every_hole_is_full_and_the_last_platform_climbs(setup):
    state = fill_all_but_one(setup)
    assert not state.is_over() and state.to_move is not None and state.winners() is None
    (last,) = [p for p in range(1, 5) if state.free_holes(p)]
    ball = "B" if state.tray()[BLACK] else "W"
    moving = state.platforms[last - 1]
    end = state.play(f"{ball}{last}")
    assert end.is_over() and end.to_move is None
    assert end.legal_moves() == []
    assert all(end.free_holes(p) == 0 for p in range(1, 5))
    filled = (moving[0], moving[1] + (ball == "B"), moving[2] + (ball == "W"))
    if last < 4:
        assert end.platforms[last] == filled  # it climbed one position
        assert end.platforms[last - 1] == state.platforms[last]  # the one above slid down
    else:
        assert end.platforms[3] == filled and end.platforms[:3] == state.platforms[:3]
    refused(end, "B1", "over")
    refused(end, "2>1", "over")


def test_the_last_ball_on_the_top_leaves_the_ramp_as_it_is():
    seen = 0
    for states in random_games(200, seed=3):
        before, end = states[-2], states[-1]
        if end.moves[-1][1] == "4":
            seen += 1
            assert end.platforms[:3] == before.platforms[:3]
            assert end.top()[0] == before.top()[0] and sum(end.top()[1:]) == sum(before.top()[1:]) + 1
    assert seen


def test_the_game_only_ends_after_an_add():
    for states in random_games(60, seed=5):
        final = states[-1]
        assert re.fullmatch(r"[BW][1-4]", final.moves[-1])
        for state in states[1:-1]:
            assert free_total(state) > 0 and not state.is_over()


def test_winner_has_more_balls_on_top_rulebook_example_white_3_to_2():
    moves = ['W1', 'W3', 'W3', '4>3', 'B2', 'B1', 'B1', 'W4', 'W3', '4>3', 'W3', '4>3', 'B4', 'B4', 'W4']
    end = game(*moves, setup=(3, 1, 3, 5))
    assert end.is_over()
    assert end.top() == (5, 2, 3)
    assert end.winners() == [WHITE]
    assert end.scores() == [2, 3]
    assert str(end).splitlines()[0] == "Apagos: over, White wins 3-2 on the top platform"


def test_winner_and_scores_in_random_games():
    wins = [0, 0]
    for states in random_games(200, seed=7):
        for state in states[1:]:
            holes, black, white = state.platforms[-1]
            assert state.scores() == [black, white]  # balls of each seat's colour on top
        end = states[-1]
        holes, black, white = end.top()
        assert black + white == holes and holes % 2 == 1
        assert end.winners() == ([BLACK] if black > white else [WHITE])
        assert len(end.winners()) == 1  # never a tie
        wins[end.winners()[0]] += 1
    assert min(wins) > 0


def test_a_player_always_has_a_legal_move_while_a_hole_is_free():
    for states in random_games(200, seed=9):
        for state in states[1:-1]:
            assert sum(state.tray()) >= free_total(state) > 0
            assert state.legal_moves()


def test_platforms_are_never_flipped_only_reordered():
    for states in random_games(60, seed=17):
        faces = sorted(p[0] for p in states[0].platforms)
        for state in states:
            assert sorted(p[0] for p in state.platforms) == faces


def test_engine_matches_an_independent_model_of_the_rules():
    for states in random_games(150, seed=13):
        for state, nxt in zip(states[1:], states[2:]):
            assert set(legal(state)) == ref_moves(state.platforms, state.to_move), state.moves
            assert plats(nxt) == ref_play(state.platforms, state.to_move, nxt.moves[-1]), nxt.moves


def test_the_arranger_has_twenty_winning_arrangements_listed():
    wins = getattr(apagos, "ARRANGER_WINS", None)
    if wins is None:
        pytest.skip("engines.apagos has no ARRANGER_WINS table")
    assert len(wins) == len(set(wins)) == 20
    assert set(wins) <= set(apagos.ARRANGEMENTS)


@pytest.mark.skipif(not os.environ.get("PARLOUR_SLOW"), reason="solves every arrangement (minutes); PARLOUR_SLOW=1")
def test_twenty_arrangements_win_for_the_arranger():
    wins = [a for a in apagos.ARRANGEMENTS if apagos.solved_value(game(setup=a)) < 0]
    assert len(wins) == 20
    if hasattr(apagos, "ARRANGER_WINS"):
        assert set(wins) == set(apagos.ARRANGER_WINS)
    assert apagos.solved_value(engines.new_game("apagos")) == 1


# ----- notation ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("B3", "B3"), ("W1", "W1"), ("b3", "B3"), (" w1 ", "W1"), ("B 3", "B3"), ("\tW4\n", "W4"),
])
def test_notation_add(text, expected):
    state = game()
    move = state.parse(text)
    assert str(move) == expected
    assert state.play(text) == state.play(expected)
    assert state.play(text).moves == (expected,)


@pytest.mark.parametrize("text", ["4>1", " 4 > 1 ", "4 >1", "4>  1", "\t4>1\n"])
def test_notation_move(text):
    state = game("B3", "W1")  # Black to move with a ball on the top
    assert plats(state) == ((3, 0, 0), (5, 0, 1), (1, 0, 0), (7, 1, 0))
    move = state.parse(text)
    assert str(move) == "4>1"
    assert state.play(text) == state.play("4>1")
    assert plats(state.play(text)) == ((3, 1, 0), (5, 0, 1), (1, 0, 0), (7, 0, 0))


@pytest.mark.parametrize("text", ["setup 5 3 7 1", "SETUP 5 3 7 1", "  Setup  5 3  7 1 ", "setup\t5 3 7 1"])
def test_notation_setup(text):
    start = engines.new_game("apagos")
    move = start.parse(text)
    assert str(move) == "setup 5 3 7 1"
    assert start.play(text).moves == ("setup 5 3 7 1",)


@pytest.mark.parametrize("text", [
    "", "   ", "X3", "B5", "B0", "W9", "B", "W", "B33", "BB", "3", "3>", ">1", "5>1", "0>1", "3>0",
    "1>3", "3>3", "hello", "B3;", "B-1", "3<1", "3-1", "add B3", "setup", "setup 5 3 7", "B\u00b2",
    "W\u00b9", "3>\u00b9", "setup \u00b2 3 7 1", "\u00b3>1", "b\uff13x",
])
def test_notation_garbage_rejected_with_illegal_move(text):
    state = game("B3", "W1")
    with pytest.raises(IllegalMove) as excinfo:
        state.parse(text)
    assert str(excinfo.value).strip()
    with pytest.raises(IllegalMove):
        state.play(text)


@pytest.mark.parametrize("thing", [None, 3, 3.0, ["B3"], b"B3"])
def test_notation_non_text_rejected(thing):
    with pytest.raises(IllegalMove):
        game().play(thing)
    with pytest.raises(IllegalMove):
        game().parse(thing)


def test_move_values_print_their_notation():
    assert sorted(legal(game())) == ["B1", "B2", "B3", "B4", "W1", "W2", "W3", "W4"]
    state = game("B3", "W1")
    assert set(legal(state)) == {"B1", "B2", "B3", "B4", "W1", "W2", "W3", "W4",
                                  "4>1", "4>2", "4>3"}


# ----- the plain-text picture ------------------------------------------------------------------------

def test_str_before_the_arrangement():
    assert str(engines.new_game("apagos")) == "Apagos: White to arrange the ramp\ntray: 10 black, 10 white"


def test_str_during_play():
    assert str(game("B1")) == "\n".join([
        "Apagos: White to move",
        "4 (top) [.]",
        "3       [. . . . . . .]",
        "2       [B . . . .]",
        "1       [. . .]",
        "tray: 9 black, 10 white",
    ])
    assert str(game()).startswith("Apagos: Black to move\n")


def test_str_at_the_end_names_the_winner():
    moves = ['W1', 'W3', 'W3', '4>3', 'B2', 'B1', 'B1', 'W4', 'W3', '4>3', 'W3', '4>3', 'B4', 'B4', 'W4']
    assert str(game(*moves, setup=(3, 1, 3, 5))) == "\n".join([
        "Apagos: over, White wins 3-2 on the top platform",
        "4 (top) [B B W W W]",
        "3       [B W W]",
        "2       [B W W]",
        "1       [B]",
        "tray: 5 black, 3 white",
    ])


# ----- helpers the view uses ----------------------------------------------------------------------------

def test_state_helpers():
    state = game("B1", "W2")
    assert state.platforms == ((3, 0, 0), (7, 0, 0), (5, 1, 1), (1, 0, 0))
    assert [state.free_holes(p) for p in range(1, 5)] == [3, 7, 3, 1]
    assert state.top() == (1, 0, 0)
    assert state.tray() == (9, 9)
    assert not state.in_setup() and engines.new_game("apagos").in_setup()
