"""Abalone rules, one test (or more) per sentence of the rulebook's move rules
(shared/seeds/abalone-quattro-rulebook.txt) and per decision of shared/rules/abalone.md.

Positions are set up by hand with `abalone.position({seat: "cells"}, ...)`; the rulebook
sentence each test checks is quoted in its docstring.
"""
from __future__ import annotations

import json
import random

import pytest

import engines
from engines import IllegalMove, abalone
from engines.abalone import PASS, position
from engines.notation import load_text


def legal(state):
    return {str(m) for m in state.legal_moves()}


def refused(state, text, *words):
    """`text` is illegal here and the reason mentions every one of `words`."""
    with pytest.raises(IllegalMove) as excinfo:
        state.play(text)
    message = str(excinfo.value).lower()
    for word in words:
        assert word.lower() in message, f"{text}: {message!r} lacks {word!r}"
    assert text not in legal(state)
    return message


def cells_of(state, seat):
    return sorted(abalone.hg.NAMES[c] for c in state.marbles(seat))


# ----- setup and turn order ------------------------------------------------------------------
def test_two_players_fourteen_each_black_starts_and_turns_alternate():
    """"Each player's fourteen marbles" ... "Players alternate turns. Black always starts.\""""
    state = engines.new_game("abalone")
    assert state.num_players == 2
    assert [len(state.marbles(s)) for s in (0, 1)] == [14, 14]
    assert state.seat_name(0) == "Black" and state.to_move == 0
    seen = []
    rng = random.Random(1)
    for _ in range(6):
        seen.append(state.to_move)
        state = state.play(rng.choice(state.legal_moves()))
    assert seen == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize("layout", ["standard", "belgian", "german"])
def test_layouts_are_symmetric(layout):
    """The three 2-player starts are fair: seat 1's marbles are seat 0's turned half round the
    board (standard) or seen in a mirror (the daisies, whose halves each turn onto themselves)."""
    state = engines.new_game("abalone", layout=layout)
    hg = abalone.hg
    coords = [hg.COORDS[c] for c in state.marbles(0)]
    turned = sorted(hg.NAMES[hg.index(8 - r, 8 - d)] for r, d in coords)
    mirrored = sorted(hg.NAMES[hg.index(r, r + 4 - d)] for r, d in coords)
    assert (turned if layout == "standard" else mirrored) == cells_of(state, 1)
    if layout != "standard":
        assert turned == cells_of(state, 0)


def test_three_players_eleven_marbles_and_clockwise_order():
    """"Each player has only 11 marbles (the row nearest the center ... is removed)\""""
    state = engines.new_game("abalone", players=3)
    assert [len(state.marbles(s)) for s in range(3)] == [11, 11, 11]
    assert cells_of(state, 0) == sorted("a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 b6".split())
    order = []
    rng = random.Random(2)
    for _ in range(6):
        order.append(state.to_move)
        state = state.play(rng.choice(state.legal_moves()))
    assert order == [0, 1, 2, 0, 1, 2]


def test_four_players_nine_marbles_teams_opposite_and_order():
    """"Each player has 9 marbles, arranged in a trapezoid shape (4-3-2)." "The players sitting
    opposite each other belong to the same team. Play proceeds around the table clockwise.\""""
    state = engines.new_game("abalone", players=4)
    assert [len(state.marbles(s)) for s in range(4)] == [9, 9, 9, 9]
    assert state.team(0) == (0, 2) and state.team(1) == (1, 3)
    order = []
    rng = random.Random(3)
    for _ in range(8):
        order.append(state.to_move)
        state = state.play(rng.choice(state.legal_moves()))
    assert order == [0, 1, 2, 3, 0, 1, 2, 3]


def test_partners_play_twice_in_a_row_option():
    """"Alternative: The two partners of a team may instead always play two turns directly in a
    row, one after the other.\""""
    state = engines.new_game("abalone", players=4, partners_double_turn=True)
    order = []
    rng = random.Random(4)
    for _ in range(8):
        order.append(state.to_move)
        state = state.play(rng.choice(state.legal_moves()))
    assert order == [0, 2, 1, 3, 0, 2, 1, 3]


def test_options_are_checked_and_offered_in_the_dialog():
    info = engines.GAMES["abalone"]
    by_name = {opt.name: opt for opt in info.options}
    assert by_name["players"].choices == (2, 3, 4)
    assert by_name["layout"].choices == ("standard", "belgian", "german")
    assert by_name["partners_double_turn"].choices == (False, True)
    for opt in info.options:
        if opt.choices:
            assert opt.labels and len(opt.labels) == len(opt.choices)
    assert engines.new_game("abalone", players=3).num_players == 3
    for bad in ({"players": 5}, {"layout": "daisy"}, {"max_plies": 0}, {"partners_double_turn": 1}):
        with pytest.raises(ValueError) as excinfo:
            engines.new_game("abalone", **bad)
        assert list(bad)[0] in str(excinfo.value)


def test_layout_matters_only_with_two_players():
    """shared/rules/abalone.md: `layout` (2 players only); 3 and 4 players have one start,
    and a daisy asked for with them is refused, saying why, rather than silently ignored."""
    for players in (3, 4):
        for layout in ("belgian", "german"):
            with pytest.raises(ValueError, match="'layout' = '[a-z]+' would do nothing.*2 players"):
                engines.new_game("abalone", players=players, layout=layout)
            with pytest.raises(ValueError, match="layout"):
                engines.load({"game": "abalone", "options": {"players": players, "layout": layout}, "moves": []})
        assert engines.new_game("abalone", players=players, layout="standard").num_players == players


def test_partners_playing_twice_needs_four_players():
    for players in (2, 3):
        with pytest.raises(ValueError, match="'partners_double_turn' = True would do nothing.*4 players"):
            engines.new_game("abalone", players=players, partners_double_turn=True)
        assert engines.new_game("abalone", players=players, partners_double_turn=False).num_players == players


# ----- what a move is -------------------------------------------------------------------------
def test_you_move_only_your_own_marbles():
    """"On your turn you may make only one move — moving your own marbles.\""""
    state = engines.new_game("abalone")
    refused(state, "i5h5", "no marble")           # White's marble, Black to move
    refused(state, "e5e6", "no marble")           # an empty cell


def test_a_move_goes_one_space_only():
    """"A move covers the distance to the next space — no more.\""""
    state = position({0: "e5", 1: "a1"})
    refused(state, "e5e7", "not next to")
    assert "e5e6" in legal(state)


def test_six_directions():
    """"You can carry out a move in one of six possible directions.\""""
    state = position({0: "e5", 1: "a1"})
    assert legal(state) == {"e5e6", "e5f6", "e5f5", "e5e4", "e5d4", "e5d5"}


def test_only_into_a_free_space():
    """"You may only make a move if the adjacent space is free.\""""
    state = position({0: "e5", 1: "e6"})
    refused(state, "e5e6", "taken")
    state = position({0: "e5 e6 e7 e8"})
    refused(state, "e5e6", "at most 3")


def test_one_two_or_three_marbles_in_the_same_direction():
    """"A move can involve one, two, or three marbles. If you move two or three marbles at the
    same time, they must all be pushed in the same direction.\""""
    state = position({0: "c3 c4 c5", 1: "i5"})
    moves = legal(state)
    assert {"c5c6", "c4c5", "c3c4"} <= moves                   # three, two and one in-line east
    assert {"c3c5d4", "c3c4d4", "c4c5d5"} <= moves             # three and two sideways
    after = state.play("c3c5d4")
    assert cells_of(after, 0) == ["d4", "d5", "d6"]
    after = state.play("c3c4")
    assert cells_of(after, 0) == ["c4", "c5", "c6"]


def test_never_more_than_three():
    """"No more than three marbles of one color may be moved in a single turn.\""""
    state = position({0: "c3 c4 c5 c6", 1: "i5"})
    refused(state, "c3c4", "line of 4", "at most 3")
    assert "c4c5" in legal(state)                  # the front three may go
    with pytest.raises(IllegalMove):
        state.parse("c3c6d4")                      # four is not a line a move can name


def test_splitting_a_longer_row():
    """"You may split an existing longer row of marbles by moving one, two, or three marbles.\""""
    state = position({0: "c1 c2 c3 c4 c5", 1: "i5"})
    moves = legal(state)
    assert {"c5c6", "c4c5", "c3c4"} <= moves       # 1, 2 or 3 off the front of the row
    assert {"c1c2d2", "c1c3d2", "c4c5d5", "c3c5d4"} <= moves  # or sideways out of it
    assert "c2c3" not in moves                     # four would move


def test_in_line_move_pushes_straight_ahead():
    """"In-line move: The marbles are pushed straight ahead into the next space.\""""
    state = position({0: "e3 e4 e5", 1: "a1"})
    after = state.play("e3e4")
    assert cells_of(after, 0) == ["e4", "e5", "e6"]
    after = state.play("e5e4")                     # backwards along the line: e5 is the rear
    assert cells_of(after, 0) == ["e2", "e3", "e4"]


def test_side_step_move_needs_every_target_free():
    """"Side-step move: The marbles are shifted sideways into the next spaces.\""""
    state = position({0: "e3 e4 e5", 1: "f5"})
    refused(state, "e3e5f4", "f5 is taken")
    after = state.play("e3e5d3")
    assert cells_of(after, 0) == ["d3", "d4", "d5"]


def test_broadside_never_pushes():
    """Sumito only "by an in-line move": a sideways line facing an opposing marble is blocked."""
    state = position({0: "e3 e4 e5", 1: "f4"})
    refused(state, "e3e5f4", "taken", "never pushes")


def test_a_move_is_final():
    """"Once a move has been made, it cannot be changed." A state is immutable."""
    state = engines.new_game("abalone")
    snapshot = (state.masks, state.to_move, state.moves)
    state.play("a1b2")
    assert (state.masks, state.to_move, state.moves) == snapshot


# ----- sumito -----------------------------------------------------------------------------------
@pytest.mark.parametrize("mine, theirs, rear, after_mine, after_theirs", [
    ("e3 e4", "e5", "e3e4", ["e4", "e5"], ["e6"]),                       # 2-to-1
    ("e2 e3 e4", "e5", "e2e3", ["e3", "e4", "e5"], ["e6"]),              # 3-to-1
    ("e2 e3 e4", "e5 e6", "e2e3", ["e3", "e4", "e5"], ["e6", "e7"]),     # 3-to-2
])
def test_the_three_sumitos(mine, theirs, rear, after_mine, after_theirs):
    """"There are three types of Sumito: 2-to-1, 3-to-1, 3-to-2.\""""
    state = position({0: mine, 1: theirs})
    assert rear in legal(state)
    effect = state.effect(state.parse(rear))
    assert [abalone.CELL_NAMES[s.source] for s in effect.pushed] == theirs.split()
    after = state.play(rear)
    assert cells_of(after, 0) == after_mine
    assert cells_of(after, 1) == after_theirs
    assert after.scores() == [0, 0]


def test_sumito_needs_the_marbles_adjacent():
    """"When your marbles and your opponent's marbles are in spaces directly adjacent": with an
    empty space between, the move just closes the gap and pushes nothing."""
    state = position({0: "e2 e3", 1: "e5"})
    after = state.play("e2e3")
    assert cells_of(after, 0) == ["e3", "e4"] and cells_of(after, 1) == ["e5"]


def test_sumito_needs_a_free_space_behind():
    """"A Sumito attack is not possible when: There is no free space behind the opposing group.\""""
    state = position({0: "e2 e3 e4 e7", 1: "e5 e6"})                 # own marble behind them
    refused(state, "e2e3", "behind", "no free space")
    state = position({0: "e2 e3 e4 e7", 1: "e5", 2: "e6"}, players=3)  # two colours, then own
    refused(state, "e2e3", "behind")


def test_sumito_is_not_possible_across_a_gap():
    """"... when there is an empty space between your marbles and your opponent's marbles":
    nothing is pushed (the move is a plain move into the gap)."""
    state = position({0: "e1 e2 e3", 1: "e5 e6"})
    after = state.play("e1e2")
    assert cells_of(after, 1) == ["e5", "e6"]
    assert state.effect(state.parse("e1e2")).pushed == ()


def test_sumito_is_not_possible_out_of_line():
    """"... when the marbles are not lined up in a straight line": a group pushing sideways,
    or marbles at an angle, push nothing."""
    state = position({0: "d4 e4", 1: "e5"})       # d4-e4 is a NW line; e5 is east of e4
    assert "e4e5" not in legal(state)             # e4 alone (1-on-1) cannot push
    refused(state, "d4e4e5", "never pushes")      # and the line sideways is no push
    refused(state, "e4e5", "single marble never pushes")


def test_sumito_is_optional():
    """"Even when a Sumito attack is possible, it does not have to be carried out.\""""
    state = position({0: "e3 e4", 1: "e5"})
    moves = legal(state)
    assert "e3e4" in moves and len(moves) > 1


@pytest.mark.parametrize("mine, theirs, rear, kind", [
    ("e4", "e5", "e4e5", "single marble never pushes"),   # 1-to-1
    ("e3 e4", "e5 e6", "e3e4", "2-on-2 stalemate"),       # 2-to-2
    ("e2 e3 e4", "e5 e6 e7", "e2e3", "3-on-3 stalemate"),  # 3-to-3
])
def test_the_three_stalemates(mine, theirs, rear, kind):
    """"There are three types of stalemate situations: 1-to-1, 2-to-2, 3-to-3.\""""
    refused(position({0: mine, 1: theirs}), rear, kind)


def test_four_against_three_is_a_three_to_three_stalemate():
    """"A 4-to-3, for example, is therefore equivalent to a 3-to-3 stalemate.\""""
    state = position({0: "e1 e2 e3 e4", 1: "e5 e6 e7"})
    refused(state, "e1e2", "line of 4")           # the fourth marble does not count
    refused(state, "e2e3", "3-on-3 stalemate")


def test_outnumbered_pushes_are_refused():
    """Fewer marbles never push more: 2-to-3 (and 3 never push 3, the strongest is 3-to-2)."""
    refused(position({0: "e3 e4", 1: "e5 e6 e7"}), "e3e4", "cannot push 3")
    refused(position({0: "e1 e2 e3", 1: "e4 e5 e6 e7"}), "e1e2", "cannot push 4")


def test_a_stalemate_is_resolved_along_another_line():
    """"To resolve a stalemate, a player must launch an attack along a different line.\""""
    state = position({0: "e3 e4 c3 d4", 1: "e5 e6"})
    refused(state, "e3e4", "2-on-2 stalemate")
    after = state.play("c3d4")                    # c3-d4 hits e5 along the north-east line
    assert cells_of(after, 1) == ["e6", "f6"]


# ----- pushing off and winning ---------------------------------------------------------------------
def test_push_off_removes_the_marble_and_credits_the_pusher():
    """"A marble is out of the game when it is pushed off the board, over the rim.\""""
    state = position({0: "e7 e8", 1: "e9"})
    effect = state.effect(state.parse("e7e8"))
    assert abalone.CELL_NAMES[effect.pushed_off.source] == "e9"
    after = state.play("e7e8")
    assert cells_of(after, 1) == []
    assert after.scores() == [1, 0]


def test_three_push_two_off_the_edge_one_leaves():
    state = position({0: "a1 b1 c1", 1: "d1 e1"})      # up the lower-left edge: e1 is its last cell
    after = state.play("a1b1")
    assert cells_of(after, 0) == ["b1", "c1", "d1"]
    assert cells_of(after, 1) == ["e1"]
    assert after.scores() == [1, 0]


def test_push_off_along_the_edge():
    state = position({0: "a3 a4", 1: "a5"})
    after = state.play("a3a4")
    assert cells_of(after, 1) == [] and after.scores() == [1, 0]


def test_six_push_offs_win():
    """"The player who first pushes six of the opponent's marbles off the board wins the game!\""""
    state = position({0: "e7 e8", 1: "e9 a1"}, credit=(5, 0))
    after = state.play("e7e8")
    assert after.is_over() and after.winners() == [0]
    assert after.legal_moves() == []
    refused(after, "a1b1", "over")
    state = position({0: "e7 e8", 1: "e9 a1"}, credit=(4, 0))
    after = state.play("e7e8")
    assert not after.is_over() and after.winners() is None


def test_you_never_move_your_own_marble_off():
    state = position({0: "e9", 1: "a1"})
    assert not any(m.endswith("e10") for m in legal(state))
    state = position({0: "e8 e9", 1: "a1"})
    assert "e8e9" not in legal(state)
    refused(state, "e8e9", "leave the board")


# ----- three players -----------------------------------------------------------------------------
def test_three_players_push_at_most_two_and_mixed_colours():
    """"3 marbles of the same color can push at most 2 marbles of a different color." shared/rules:
    a pushed run may mix both opponents."""
    state = position({0: "e1 e2 e3", 1: "e4", 2: "e5"}, players=3)
    after = state.play("e1e2")
    assert cells_of(after, 1) == ["e5"] and cells_of(after, 2) == ["e6"]
    state = position({0: "e1 e2 e3", 1: "e4 e6", 2: "e5"}, players=3)
    refused(state, "e1e2", "cannot push 3")


def test_three_players_push_offs_kept_by_the_pusher_whatever_the_colour():
    """"Marbles pushed off the board are kept by the player who pushed them off. To win, a player
    must push off 6 marbles, regardless of color.\""""
    state = position({0: "e7 e8", 2: "e9", 1: "a1"}, players=3, credit=(3, 2, 0))
    after = state.play("e7e8")
    assert after.scores() == [4, 2, 0]
    state = position({0: "e7 e8", 1: "e9", 2: "a1"}, players=3, credit=(5, 0, 0))
    after = state.play("e7e8")
    assert after.is_over() and after.winners() == [0]


# ----- four players ---------------------------------------------------------------------------------
def test_four_players_may_move_partner_marbles_in_a_line():
    """"Each player may also use their partner's marbles" (a line must hold one of your own)."""
    state = position({0: "e3", 2: "e4", 1: "a1", 3: "i9"}, players=4)
    moves = legal(state)
    assert "e3e4" in moves and "e3e4d3" in moves
    after = state.play("e3e4")
    assert cells_of(after, 0) == ["e4"] and cells_of(after, 2) == ["e5"]
    refused(position({0: "a1", 2: "e3 e4", 1: "a5", 3: "i9"}, players=4), "e3e4", "one of your own")
    refused(position({0: "a1", 2: "e3", 1: "a5", 3: "i9"}, players=4), "e5e6", "no marble of your side")


def test_four_players_sumito_rear_marble_must_be_your_own():
    """"... as long as the first marble moved in a Sumito is their own.\""""
    ok = position({0: "e3", 2: "e4", 1: "e5", 3: "i9"}, players=4)
    after = ok.play("e3e4")
    assert cells_of(after, 1) == ["e6"]
    bad = position({2: "e3", 0: "e4", 1: "e5", 3: "i9"}, players=4)
    refused(bad, "e3e4", "rear marble", "your own")
    # the partner in front with two of your own behind is fine (3-to-1, rear own)
    fine = position({0: "e2 e3", 2: "e4", 1: "e5", 3: "i9"}, players=4)
    assert "e2e3" in legal(fine)


def test_four_players_mixed_opponent_runs_and_partner_blocks():
    """"Two opposing marbles of different colors may be pushed together." A partner's marble
    behind them blocks like your own."""
    state = position({0: "e1 e2 e3", 1: "e4", 3: "e5", 2: "i9"}, players=4)
    after = state.play("e1e2")
    assert cells_of(after, 1) == ["e5"] and cells_of(after, 3) == ["e6"]
    blocked = position({0: "e1 e2 e3", 1: "e4", 3: "e5", 2: "e6"}, players=4)
    refused(blocked, "e1e2", "behind")


def test_four_players_team_wins_with_six_between_them():
    """"The goal of the game is to push 6 opposing marbles off the board" (the team's total)."""
    state = position({0: "e7 e8", 1: "e9", 2: "a1", 3: "a5"}, players=4, credit=(2, 0, 3, 0))
    after = state.play("e7e8")
    assert after.is_over() and after.winners() == [0, 2]
    assert after.scores() == [3, 0, 3, 0]


def test_four_players_a_partner_is_never_pushed():
    state = position({0: "e2 e3", 2: "e4", 1: "i9", 3: "a1"}, players=4)
    after = state.play("e2e3")                  # e2 e3 e4 move together, nothing pushed
    assert cells_of(after, 2) == ["e5"]


# ----- passing, the move limit ------------------------------------------------------------------
def test_pass_only_when_nothing_else_is_legal():
    """shared/rules: a seat with no legal move passes; this is the only time `pass` is legal."""
    state = engines.new_game("abalone")
    refused(state, "pass", "only when")
    # White's lone marble in the corner a1, walled in by Black lines it cannot push
    boxed = position({1: "a1", 0: "a2 a3 b1 c1 b2 c3"}, to_move=1)
    assert [str(m) for m in boxed.legal_moves()] == ["pass"]
    after = boxed.play("pass")
    assert after.to_move == 0 and after.moves == ("pass",)
    assert PASS in boxed.legal_moves()


def test_max_plies_ends_the_game_by_push_offs():
    """`max_plies`: the game stops there; the side that pushed off more wins, equal is a draw."""
    state = engines.new_game("abalone", max_plies=4)
    for text in ("a1b2", "i5h5", "a2b3"):
        state = state.play(text)
        assert not state.is_over()
    state = state.play("i6h6")
    assert state.is_over() and state.winners() == []
    ahead = position({0: "e7 e8", 1: "e9 a1"}, max_plies=1)
    done = ahead.play("e7e8")
    assert done.is_over() and done.winners() == [0]


# ----- notation --------------------------------------------------------------------------------
def test_in_line_notation_is_rear_cell_then_target():
    state = engines.new_game("abalone")
    move = state.parse("A1B2")
    assert str(move) == "a1b2" and move.is_inline
    assert state.parse(" a1b2 ") == move


def test_broadside_notation_both_orders_printed_low_end_first():
    """`c3c5d4`; parsing accepts the ends in either order (`b1a1b2`); printing puts the end
    with the lower row first (lower diagonal on ties)."""
    state = position({0: "c3 c4 c5 a1 b1", 1: "i5"})
    assert str(state.parse("c5c3d6")) == "c3c5d4"
    assert str(state.parse("b1a1b2")) == "a1b1a2"
    assert "c3c5d4" in legal(state) and "a1b1a2" in legal(state)
    for move in state.legal_moves():
        if move.is_broadside:
            first, second = move.text[:2], move.text[2:4]
            assert (first[0], int(first[1])) < (second[0], int(second[1]))


def test_bad_notation_explained():
    state = engines.new_game("abalone")
    assert "not on the board" in refused(state, "a9b9")
    assert "not next to" in refused(state, "a1c1")
    assert "along itself" in refused(state, "c3c5c2")
    assert "not an abalone move" in refused(state, "hello")
    assert "not the two ends" in refused(state, "a1c2a2")


def test_record_round_trip_and_json():
    state = engines.new_game("abalone", players=3)
    rng = random.Random(9)
    for _ in range(30):
        state = state.play(rng.choice(state.legal_moves()))
    record = json.loads(json.dumps(state.record()))
    assert engines.load(record) == state


# ----- importing a pasted record --------------------------------------------------------------------
def test_pasted_record_loads():
    """A record pasted with move numbers (engines.notation.load_text, as the page uses it)."""
    text = "1.a1b2 i5h5 2.a5b5 i9h8 3.b1b2c1 g5g6"
    state = load_text(text, game_id="abalone")
    assert state.moves == ("a1b2", "i5h5", "a5b5", "i9h8", "b1b2c1", "g5g6")
    assert engines.load({"game": "abalone", "options": {}, "moves": list(state.moves)}) == state


def test_pasted_record_with_an_illegal_move_names_the_move_and_the_reason():
    text = "1.a1b2 i5h5 2.a5b5 i5h4 3.c3c4"
    with pytest.raises(IllegalMove) as excinfo:
        load_text(text, game_id="abalone")
    message = str(excinfo.value)
    assert "move 4" in message and "i5h4" in message and "no marble" in message.lower()


# ----- consistency of the two rule paths -------------------------------------------------------------
@pytest.mark.parametrize("options", [{}, {"players": 3}, {"players": 4}, {"layout": "belgian"}])
def test_why_illegal_agrees_with_legal_moves(options):
    """The explaining check (for a player's move) and the fast generator (for search) agree on
    every notation, in positions from random games."""
    rng = random.Random(str(options))
    state = engines.new_game("abalone", **options)
    checked = 0
    while not state.is_over() and state.plies < 400:
        if state.plies % 20 == 0:
            moves = set(state.legal_moves())
            for move in abalone.ALL_MOVES:
                assert (state.why_illegal(move) is None) == (move in moves), (str(move), str(state))
            checked += 1
        state = state._apply(rng.choice(state.legal_moves()))
    assert checked >= 5


def test_evaluation_prefers_marbles_pushed_off_and_the_centre():
    even = engines.new_game("abalone")
    assert abs(abalone.evaluate(even, 0)) < 0.05
    assert abalone.evaluate(even, 0) == pytest.approx(-abalone.evaluate(even, 1))
    ahead = position({0: "e5 e4 e6", 1: "a1 a2 a3"}, credit=(2, 0))
    assert abalone.evaluate(ahead, 0) > 0.3 > -0.3 > abalone.evaluate(ahead, 1)
    centre = position({0: "e5 e4 e6", 1: "a1 a2 a3"})
    assert abalone.evaluate(centre, 0) > 0


# ----- whole random games to six push-offs (natural ends) -----------------------------------------
@pytest.mark.parametrize("options", [{}, {"players": 3}, {"players": 4}, {"players": 4, "partners_double_turn": True}])
def test_random_games_end_by_six_push_offs(options):
    """Random games end by push-offs (the conformance suite runs them with a move limit);
    the winner's side has six, and the record replays to the same end."""
    for seed in range(2):
        rng = random.Random(seed)
        state = engines.new_game("abalone", **options)
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
        winners = state.winners()
        assert winners and state.side_credit(winners[0]) == 6
        assert set(winners) == set(state.team(winners[0]))
        assert sum(state.lost(s) for s in range(state.num_players)) == sum(state.scores())
        assert engines.load(json.loads(json.dumps(state.record()))) == state
        assert "won" in str(state)
