"""Play a friend by link (issue 18): two players in two browser contexts that share
nothing but the links play whole games, each offline after its first visit; after
every link both "Your games" lists say whose turn it is; every bent link is refused
with its reason and the game is kept.

Moves are typed in the page's move field (the dice by its Roll button); each player
keeps one page for the whole game (a link opened in it changes only the address's
fragment, so nothing is loaded again).
"""
from __future__ import annotations

import random
from urllib.parse import quote, unquote

import pytest

import engines
from conftest import BOOT_TIMEOUT_MS, wait_controlled, watch_page, watch_requests
from driver import open_home, page_moves, turn_animations_off
from games.abagio import choose as abagio_choose
from ui import share
from ui.friend_game import Sealed
from ui.session import Session

pytestmark = pytest.mark.after_boot

DIALOG = "#send-move-dialog[open]"
ACTED = """(ply) => { const p = document.getElementById('play');
    if (p.dataset.settled !== '1') return false;
    return Number(p.dataset.ply) > ply || p.dataset.turn === 'friend' || p.dataset.turn === 'over'
        || !!document.querySelector('#send-move-dialog[open]'); }"""


class Player:
    """One person: a browser context of their own, and its one page."""

    def __init__(self, browser, base_url, problems):
        self.context = browser.new_context(base_url=base_url, service_workers="allow")
        self.context.set_default_timeout(BOOT_TIMEOUT_MS)
        watch_requests(self.context, problems)
        self.page = self.context.new_page()
        watch_page(self.page, problems)
        open_home(self.page)
        wait_controlled(self.page)
        turn_animations_off(self.page)
        self.context.set_offline(True)  # from here on, nothing but the links

    def say(self) -> str:
        return self.page.inner_text("#status-event")

    def open(self, url: str) -> str:
        """Open a link (in the same page: only the fragment changes); what the page said."""
        self.page.evaluate("document.getElementById('status-event').textContent = ''")
        self.page.goto(url)
        self.page.wait_for_function("document.getElementById('status-event').textContent.length > 0")
        self.page.wait_for_selector("#play[data-settled='1']", state="attached")
        return self.say()

    def ply(self) -> int:
        return int(self.page.get_attribute("#play", "data-ply") or 0)

    def your_games(self) -> str:
        """The first line of "Your games" on the home page."""
        self.page.goto(self.page.url.split("#")[0] + "#/")
        self.page.wait_for_selector("#your-games-list li")
        return self.page.inner_text("#your-games-list li")

    def continue_game(self) -> None:
        """Back to the game from "Your games", as a person does."""
        self.page.click("#your-games-list button.saved-game")
        self.page.wait_for_selector("#play[data-settled='1']:not([hidden])", state="attached")

    def play_turn(self, game_id: str, choose, options=None):
        """Roll and move until the turn is done; the link to send (None: the game is over)."""
        page = self.page
        while True:
            if page.locator("#result-dialog[open]").count():  # (the game ended by this move)
                page.keyboard.press("Escape")
            if page.locator(DIALOG).count():
                link = page.input_value("#send-move-link")
                page.click("#send-move-dialog button[value='close']")
                return link
            turn = page.get_attribute("#play", "data-turn")
            ply = self.ply()
            if turn == "over":
                return None
            if turn == "chance":
                page.click("#view-actions button[data-action='roll']")
            elif turn == "human":
                state = engines.load({"game": game_id, "options": options or {}, "moves": page_moves(page)})
                page.fill("#move-input", str(choose(state)))
                page.press("#move-input", "Enter")
            else:
                page.wait_for_selector(DIALOG)
                continue
            page.wait_for_function(ACTED, arg=ply)


def params_of(url: str):
    query = url.split("?", 1)[1]
    return {k: unquote(v) for k, v in (part.split("=", 1) for part in query.split("&"))}


def url_with(url: str, params) -> str:
    return url.split("?", 1)[0] + "?" + "&".join(f"{k}={quote(v, safe='.,-_')}" for k, v in params.items())


def play_by_links(players, game_id, choose, first_link, options=None, bend=None):
    """Pass links back and forth to the end; check "Your games" on both sides at every
    step; `bend(step, receiver, link, links)` may try bent links on the way."""
    links = [first_link]
    sender, receiver = 0, 1
    while True:
        over = players[sender].page.get_attribute("#play", "data-turn") == "over"
        assert ("Review" if over else "their turn") in players[sender].your_games()
        if bend is not None:
            bend(len(links), players[receiver], links[-1], links)
        said = players[receiver].open(links[-1])
        assert "refused" not in said and "could not" not in said, said
        if players[receiver].page.get_attribute("#play", "data-turn") == "over":
            assert over and "Review" in players[receiver].your_games()
            return links
        if not players[receiver].page.locator(DIALOG).count():  # (else: nothing to do but send the dice's part)
            assert "your turn" in players[receiver].your_games()
            players[receiver].continue_game()
        link = players[receiver].play_turn(game_id, choose, options)
        assert link is not None
        if players[receiver].ply() <= 100:  # the bound: 300 characters for 100 moves (the dice,
            assert len(link) <= 300, link   # drawn from fresh secrets, make each game's length differ)
        links.append(link)
        sender, receiver = receiver, sender


@pytest.fixture
def two_players(browser, base_url):
    problems: list = []
    players = [Player(browser, base_url, problems), Player(browser, base_url, problems)]
    yield players
    for player in players:
        player.context.close()
    assert not problems, problems


def test_a_whole_abalone_game_by_links_with_every_bent_link_refused(two_players):
    alice, bob = two_players
    rng = random.Random(4)
    options = {"max_plies": 40}  # the engine's move limit: the game ends at move 40 by its rules

    def choose(state):
        moves = state.legal_moves()
        pushes = [m for m in moves if state.effect(m).pushed_off is not None]
        return rng.choice(pushes or moves)

    alice.page.goto("/index.html#/play/abalone?seats=human,friend&options=" + quote('{"max_plies":40}'))
    alice.page.wait_for_selector("#play[data-settled='1']:not([hidden])", state="attached")
    first = alice.play_turn("abalone", choose, options)

    refused = []

    def bend(step, receiver, link, links):
        if step != 6:
            return
        before, moves = receiver.ply(), None
        params = params_of(link)
        f = Sealed.parse(params["f"])
        # 1. the dice secret does not open the friend's commitment
        reveal = ("A" if f.reveal[0] != "A" else "B") + f.reveal[1:]
        bad = dict(params, f=Sealed(**{**f.__dict__, "reveal": reveal}).text())
        refused.append(receiver.open(url_with(link, bad)))
        notice = receiver.page.locator("#game-notice")  # said above the board too, where a phone shows it
        assert notice.inner_text() == refused[0]
        assert notice.bounding_box()["y"] < receiver.page.locator("#board").bounding_box()["y"]
        # 2. an earlier move edited
        state = engines.load({"game": "abalone", "options": options, "moves": page_moves(receiver.page)})
        start = engines.new_game("abalone", **options)
        other = next(m for m in start.legal_moves() if str(m) != state.moves[0])
        edited = start.play(other)
        for text in state.moves[1:]:
            try:
                edited = edited.play(text)
            except ValueError:
                break
        refused.append(receiver.open(url_with(link, dict(params, g=share.encode_moves(Session.from_state(edited))))))
        # 3. an older link replayed with a newer link's number
        old = params_of(links[-3])
        g = Sealed.parse(old["f"])
        refused.append(receiver.open(url_with(link, dict(old, f=Sealed(**{**g.__dict__, "step": f.step}).text()))))
        # 4. an older link as it was: it says so, and the newer game stays
        refused.append(receiver.open(links[-3]))
        assert receiver.page.locator("#game-notice").count() == 0  # (the last refusal's notice went with the page)
        assert receiver.ply() == before
        moves = page_moves(receiver.page)
        assert len(moves) == before

    links = play_by_links(two_players, "abalone", choose, first, options, bend)
    assert "does not match what your friend committed to" in refused[0]
    assert "edited" in refused[1]
    assert "refused" in refused[2]
    assert "older" in refused[3]
    assert all("kept" in text for text in refused)
    assert page_moves(alice.page) == page_moves(bob.page) and len(page_moves(alice.page)) == 40
    for link in links:
        assert len(link.split("#", 1)[1]) <= 250
    # someone with none of this game (here: Alice's storage emptied) opens a link of it: a game to watch
    alice.page.evaluate("localStorage.clear()")
    assert "watch" in alice.open(links[10])
    assert alice.page.get_attribute("#play", "data-turn") == "friend"
    watched = share.decode_moves(engines.new_game("abalone", **options), params_of(links[10])["g"])
    assert page_moves(alice.page) == list(watched.moves)


def test_a_whole_abagio_game_by_links_with_fair_dice(two_players):
    alice, bob = two_players
    rng = random.Random(7)
    placed = []

    def choose(state):
        move = abagio_choose(state, rng, len(placed))
        if str(move).startswith("T") and str(move) != "T-":
            placed.append(move)
        return move

    alice.page.click("#game-list [data-game='abagio']")
    alice.page.check("#by-link")
    alice.page.click("#new-game-start")
    alice.page.wait_for_selector(DIALOG)  # Red rolls first, and needs Bob's secret for it: no Roll yet
    assert alice.page.inner_text("#send-move-title") == "Send the link"
    assert "to start the game: it carries your part of the dice" in alice.page.inner_text("#status-turn")
    assert alice.page.locator("#view-actions button").count() == 0
    assert alice.page.is_disabled("#hint-button")  # no help from the computer in a game by link
    first = alice.play_turn("abagio", choose)
    assert params_of(first)["g"] == "2.AA"  # (no moves yet)
    links = play_by_links(two_players, "abagio", choose, first)
    final = engines.load({"game": "abagio", "options": {}, "moves": page_moves(alice.page)})
    assert final.is_over() and page_moves(bob.page) == page_moves(alice.page)
    assert len(links) > 20
