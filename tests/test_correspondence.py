"""Play a friend by link without a browser (ui/correspondence.py, ui/friend_game.py): two
players who share nothing but links play whole games, and every bent link is refused
with its reason while the game here stays as it was."""
import json
import random
from urllib.parse import unquote

import pytest

import engines
from tests.memory_store import MemoryStore
from ui import correspondence
from ui.fair_play import NO_HINT_BY_LINK, may_hint
from ui.friend_game import WATCHING, FriendGame, Sealed
from ui.games import GAMES
from ui.saved_games import SavedGames
from ui.session import FRIEND, HUMAN, Session

SITE = "https://parlour.example/index.html"


def params_of(query):
    return {k: unquote(v) for k, v in (part.split("=", 1) for part in query.split("&"))}


def play_turn(session, rng):
    """Play this side's turn (its rolls and random moves) until it must send a link."""
    while session.turn() in (HUMAN, "chance"):
        session.play(session.roll() if session.turn() == "chance" else pick(session.state, rng))


def pick(state, rng):
    """A random move, but an Abagio frog leaps as far as it can (a game ends sooner)."""
    moves = state.legal_moves()
    far = max((getattr(m, "target", -1) for m in moves), default=-1)
    return rng.choice([m for m in moves if getattr(m, "target", -1) == far])


def round_trip(session):
    """As kept in the browser's storage and read back."""
    return Session.from_saved(json.loads(json.dumps(session.to_saved())))


def play_by_links(game_id, options=None, seed=3, max_links=2000):
    rng = random.Random(seed)
    a = Session(game_id, [HUMAN, FRIEND], options or {})
    sides, links = [a, None], []
    holder = 0
    while True:
        play_turn(sides[holder], rng)
        assert sides[holder].turn() in (FRIEND, "over") and sides[holder].friend.sent
        query = correspondence.friend_query(sides[holder])
        links.append(query)
        receiver, said, keep = correspondence.receive(sides[1 - holder], game_id, params_of(query))
        assert keep, said
        sides[1 - holder] = round_trip(receiver) if len(links) % 8 == 1 else receiver  # (kept and read back now and then)
        assert sides[0].state.moves[:min(len(sides[0].state.moves), len(sides[1].state.moves))] == \
            sides[1].state.moves[:min(len(sides[0].state.moves), len(sides[1].state.moves))]
        holder = 1 - holder
        if sides[holder].state.is_over() or len(links) >= max_links:
            break
    return sides, links


@pytest.mark.parametrize("game_id,options", [("abagio", {}), ("apagos", {}), ("abcuazego", {})])
def test_two_players_finish_a_game_by_links_and_agree_on_every_move(game_id, options):
    (a, b), links = play_by_links(game_id, options)
    assert a.state.is_over() and b.state.moves == a.state.moves
    assert {a.friend.seat, b.friend.seat} == {0, 1}
    steps = [Sealed.parse(params_of(q)["f"]).step for q in links]
    assert steps == list(range(1, len(links) + 1))


def test_a_roll_off_is_drawn_from_both_secrets_once_both_are_in():
    (a, b), links = play_by_links("abagio", {"first": "roll"}, max_links=6)
    assert a.state.moves[0] in ("first red", "first purple") and b.state.moves[:1] == a.state.moves[:1]
    assert [len(correspondence.share.decode_moves(a.states[0], params_of(q)["g"]).moves) for q in links[:2]] == [0, 0]


def test_each_side_moves_only_its_own_seat_and_rolls_only_its_own_dice():
    session = Session("abagio", [HUMAN, FRIEND])  # Red rolls first, but nothing of Bob's is in yet
    assert session.turn() == FRIEND and session.friend.sent and session.state.ply == 0
    b, _, _ = correspondence.receive(None, "abagio", params_of(correspondence.friend_query(session)))
    assert b.friend.seat == 1 and b.turn() == FRIEND  # Red's roll is Red's browser's
    with pytest.raises(ValueError):
        b.friend.outcome(b)


def test_the_first_links_say_they_start_the_game_or_carry_the_dice_and_what_a_link_brought():
    a = Session("abagio", [HUMAN, FRIEND])  # nothing done yet: the link carries Purple's part of the dice
    assert a.friend.waiting(a.state) == "Send the link to your friend to start the game: it carries your part of the dice."
    title, words = a.friend.sending(a.state)
    assert title == "Send the link" and "starts the game with your part of the dice" in words
    b, said, _ = correspondence.receive(None, "abagio", params_of(correspondence.friend_query(a)))
    assert "joined" in said and b.friend.waiting(b.state).startswith("Send the link back to your friend: it carries")
    a, said, _ = correspondence.receive(a, "abagio", params_of(correspondence.friend_query(b)))
    assert said == "Your friend's part of the dice is in. Your turn."
    play_turn(a, random.Random(1))
    assert a.friend.waiting(a.state).startswith("Your turn is done") and a.friend.sending(a.state)[0] == "Send your move"
    b, said, _ = correspondence.receive(b, "abagio", params_of(correspondence.friend_query(a)))
    assert said in ("Your friend has moved. Your turn.", "Your friend has rolled. Your turn.")  # (one turn, however many leaps)
    second = Session("apagos", [HUMAN, FRIEND])  # White, the friend, arranges the ramp first: no dice, no move in the first link
    assert second.friend.waiting(second.state) == "Send the link to your friend to start the game: they move first."
    assert "part of the dice" not in second.friend.sending(second.state)[1]


def stepwise(seed=11, links_wanted=7):
    """A game by link after `links_wanted` links, the holder's next link, and the receiver."""
    rng = random.Random(seed)
    sides = [Session("abagio", [HUMAN, FRIEND]), None]
    holder, queries = 0, []
    while len(queries) < links_wanted:
        play_turn(sides[holder], rng)
        queries.append(correspondence.friend_query(sides[holder]))
        sides[1 - holder] = round_trip(correspondence.receive(sides[1 - holder], "abagio", params_of(queries[-1]))[0])
        holder = 1 - holder
    play_turn(sides[holder], rng)
    return sides[holder], sides[1 - holder], correspondence.friend_query(sides[holder]), queries


def bent(query, **changes):
    params = params_of(query)
    f = Sealed.parse(params["f"])
    params["f"] = Sealed(**{**f.__dict__, **changes}).text()
    return params


def test_a_link_whose_reveal_does_not_open_its_commitment_is_refused():
    sender, receiver, query, _ = stepwise()
    before = receiver.state.moves
    reveal = Sealed.parse(params_of(query)["f"]).reveal
    other = ("A" if reveal[0] != "A" else "B") + reveal[1:]
    with pytest.raises(ValueError, match="does not match what your friend committed"):
        correspondence.receive(receiver, "abagio", bent(query, reveal=other))
    assert receiver.state.moves == before and not receiver.friend.holding()
    session, said, keep = correspondence.receive(receiver, "abagio", params_of(query))  # the true link still opens
    assert keep and session.friend.holding()


def test_a_link_with_edited_moves_or_a_changed_roll_is_refused():
    sender, receiver, query, _ = stepwise()
    params = params_of(query)
    moves = list(sender.state.moves)
    # an earlier move changed: the moves no longer extend the game here
    for index, text in enumerate(moves[:receiver.state.ply]):
        state = receiver.states[index]
        others = [m for m in state.legal_moves() if str(m) != text]
        if not state.is_chance() and others:
            try:
                edited = Session.from_state(state.play(others[0]))
                break
            except ValueError:
                continue
    edited_params = dict(params, g=correspondence.share.encode_moves(edited))
    with pytest.raises(ValueError, match="edited"):
        correspondence.receive(receiver, "abagio", edited_params)
    # the friend's own roll swapped for another
    new_plies = range(receiver.state.ply, sender.state.ply)
    chance_ply = next(p for p in new_plies if sender.states[p].is_chance())
    state = sender.states[chance_ply]
    other_roll = next(m for m in state.legal_moves() if str(m) != moves[chance_ply])
    forged = Session.from_state(state.play(other_roll))
    with pytest.raises(ValueError, match="not the one the two of you rolled"):
        correspondence.receive(receiver, "abagio", dict(params, g=correspondence.share.encode_moves(forged)))
    assert receiver.friend.sent and list(receiver.state.moves) == moves[:receiver.state.ply]


def test_an_older_link_says_so_and_keeps_the_newer_game():
    sender, receiver, query, queries = stepwise()
    session, said, keep = correspondence.receive(receiver, "abagio", params_of(queries[-3]))
    assert session is receiver and not keep and "older" in said
    session, said, keep = correspondence.receive(receiver, "abagio", params_of(queries[-1]))
    assert "the link you sent" in said and not keep
    # a replayed older step with its number raised does not open the commitment either
    old = params_of(queries[-2])
    with pytest.raises(ValueError):
        correspondence.receive(receiver, "abagio", bent(queries[-2], step=Sealed.parse(params_of(query)["f"]).step))
    assert old


def test_a_link_from_the_middle_of_someone_elses_game_opens_to_watch():
    sender, receiver, query, _ = stepwise()
    session, said, keep = correspondence.receive(None, "abagio", params_of(query))
    assert session.friend.seat == WATCHING and not keep and "watch" in said
    assert session.turn() == FRIEND and not session.can_undo()


def test_a_game_by_link_is_kept_with_whose_turn_it_is():
    store = MemoryStore()
    saved = SavedGames(store, GAMES)
    mine = Session("apagos", [HUMAN, FRIEND])
    saved.keep(mine, "White to move", "2026-12-01T10:00:00Z")
    rng = random.Random(1)
    play_turn(mine, rng)
    saved.keep(mine, "Black to move", "2026-12-01T10:01:00Z")
    [entry] = saved.entries()
    assert "their turn" in entry.detail
    again = saved.restore_friend("apagos", mine.friend.game)
    assert again.friend == mine.friend and again.state.moves == mine.state.moves
    theirs, _, _ = correspondence.receive(None, "apagos", params_of(correspondence.friend_query(mine)))
    other = SavedGames(MemoryStore(), GAMES)
    other.keep(theirs, "", "")
    assert "your turn" in other.entries()[0].detail


def test_links_stay_short():
    (a, b), links = play_by_links("abagio", {}, seed=2, max_links=30)
    for query in links:
        moves = len(Sealed.parse(params_of(query)["f"]).text())
        assert moves < 80
    assert FriendGame.from_saved(a.friend.to_saved()) == a.friend
    with pytest.raises(ValueError):
        FriendGame.from_saved({"seat": "x"})


@pytest.mark.parametrize("game_id", ["abalone", "abagio", "apagos", "abcuazego"])
def test_compact_move_lists_replay_the_same_game_and_old_links_still_open(game_id):
    rng = random.Random(9)
    session = Session(game_id, [HUMAN, HUMAN])
    for _ in range(120):
        if session.state.is_over():
            break
        session.play(rng.choice(session.state.legal_moves()))
    start = session.states[0]
    compact = correspondence.share.encode_moves(session, "2")
    old = correspondence.share.encode_moves(session)
    assert compact.startswith("2.") and old.startswith("1.") and len(compact) <= len(old)
    for text in (compact, old):
        assert correspondence.share.decode_moves(start, text).moves == session.state.moves
    for bad in ("2.", "2.gICAgA", compact + "AAAA", "3.AA"):
        with pytest.raises(ValueError):
            correspondence.share.decode_moves(start, bad)


def test_in_the_page_a_game_by_link_waits_for_the_friend_and_a_bent_link_keeps_the_game():
    from tests.test_controller import make
    from ui.router import open_play

    alice, a_page, computer, timer, _ = make()
    alice.new_game("abalone", [HUMAN, FRIEND], {})
    assert alice.human_to_move() and alice.resigning_seat() is None  # (links carry no resignation)
    alice.try_move(alice.session.state.legal_moves()[0])
    assert not alice.human_to_move() and "send the link" in alice.turn_text()
    assert not computer.asked and not alice.can_undo()  # nobody computes the friend's move; the move is sealed
    link = params_of(correspondence.friend_query(alice.session))

    bob, b_page, _, _, b_store = make()
    open_play(bob, "abalone", link, embed=False)
    assert "You joined" in b_page.said[-1] and bob.human_to_move()
    assert not bob.is_human(0) and bob.is_human(1)
    bob.try_move(bob.session.state.legal_moves()[3])
    reply = params_of(correspondence.friend_query(bob.session))

    shown = alice.session
    open_play(alice, "abalone", dict(reply, f=reply["f"].replace(".", ".x", 1)), embed=False)
    assert "could not be opened" in a_page.said[-1] and alice.session is shown  # (nothing else shown instead)
    edited = dict(reply, g=correspondence.share.encode_moves(Session.from_state(
        engines.new_game("abalone").play(engines.new_game("abalone").legal_moves()[1])), "2"))
    open_play(alice, "abalone", edited, embed=False)
    assert "refused" in a_page.said[-1] and "kept" in a_page.said[-1] and alice.session.state.ply == 1
    assert a_page.notices[-1] == a_page.said[-1]  # at the top of the page too (below the board on a phone)
    open_play(alice, "abalone", reply, embed=False)
    assert a_page.said[-1] == "Your friend has moved. Your turn." and alice.human_to_move() and alice.session.state.ply == 2
    # no hint from the computer while the game by link goes on (nor the analysis, the bar, the solver)
    assert not may_hint(alice) and not may_hint(bob)
    alice.hint()
    assert a_page.said[-1] == f"{NO_HINT_BY_LINK}." and not computer.asked
    # the Share link of a game by link opens as a game at one screen
    shared = share_params = params_of(correspondence.share.share_query(alice.session))
    assert correspondence.share.session_from_link("abalone", share_params).seats == [HUMAN, HUMAN]
    assert shared["s"] == "human,human"


def test_a_rematch_of_a_game_by_link_is_a_new_game_by_link_with_the_sides_swapped():
    (a, b), _ = play_by_links("apagos", {}, seed=4)
    again = a.rematch()
    assert again.friend is not None and again.friend.game != a.friend.game
    assert again.friend.seat == 1 - a.friend.seat and again.seats == list(reversed(a.seats))
    watched = Session.from_state(a.state, correspondence.seats_for(WATCHING))
    assert watched.rematch().seats == [HUMAN, HUMAN]
