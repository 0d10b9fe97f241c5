"""The page's addresses (ui/router.py): which page an address shows, and what opening
a play address does (a shared game, a game from settings, a replay, the saved game)."""
from urllib.parse import unquote

from tests.test_controller import make
from ui import share
from ui.router import open_play, parse_query, parse_route
from ui.session import Session


def test_routes_name_a_page_and_a_known_game_or_fall_back_home():
    assert parse_route("", unquote).page == "home"
    route = parse_route("/play/abalone?seats=human,hard&options=%7B%22players%22%3A3%7D", unquote)
    assert (route.page, route.game_id) == ("play", "abalone")
    assert route.params == {"seats": "human,hard", "options": '{"players":3}'}
    assert parse_route("/rules/apagos", unquote).game_id == "apagos"
    unknown = parse_route("/play/chess", unquote)
    assert unknown.page == "home" and unknown.unknown == "/play/chess"


def test_a_malformed_escape_leaves_out_only_that_parameter():
    def strict(text):
        if "%" in text and "%25" not in text and "%2" not in text:
            raise ValueError("URIError")
        return unquote(text)
    assert parse_query("a=%E0%A4%A&b=2&=3&c", strict) == {"b": "2"}


def test_a_share_link_opens_the_game_and_a_damaged_one_a_new_game():
    c, page, _, _, store = make()
    played = Session("apagos", ["human", "human"])
    for text in ("setup 5 3 7 1", "B2", "W1"):
        played.play(text)
    params = dict(part.split("=", 1) for part in share.share_query(played).split("&"))
    open_play(c, "apagos", params, embed=False)
    assert c.session.state == played.state and "after 3 moves" in page.said[-1]
    assert store.data == {}  # kept only once the player moves
    open_play(c, "apagos", {"g": "1.fw"}, embed=False)
    assert c.session.state.ply == 0 and "could not be opened" in page.said[-1]
    assert page.notices[-1] == page.said[-1]  # at the top of the page too (below the board on a phone)


def test_a_finished_game_opened_by_a_share_link_says_how_to_go_through_it():
    c, page, _, _, _ = make()
    played = Session("apagos", ["human", "human"])
    while not played.state.is_over():
        played.play(played.state.legal_moves()[0])
    params = dict(part.split("=", 1) for part in share.share_query(played).split("&"))
    open_play(c, "apagos", params, embed=False)
    assert page.said[-1] == (f"Opened a finished game of {played.state.ply} moves: use the move list or the "
                             "arrow keys to go through it.")


def test_settings_in_the_address_start_that_game_or_say_what_was_wrong():
    c, page, _, _, _ = make()
    open_play(c, "abalone", {"seats": "human,easy,easy", "options": '{"players": 3}'}, embed=False)
    assert c.session.seats == ["human", "easy", "easy"] and c.session.state.num_players == 3
    open_play(c, "abalone", {"options": '{"players": 9}'}, embed=False)
    assert c.session.state.num_players == 2 and "not understood" in page.said[-1]


def test_an_embedded_replay_is_review_only_from_the_start():
    c, _, _, _, _ = make(embed=True)
    played = Session("apagos", ["human", "human"])
    for text in ("setup 5 3 7 1", "B2"):
        played.play(text)
    params = dict(part.split("=", 1) for part in share.share_query(played).split("&"))
    open_play(c, "apagos", dict(params, replay="1"), embed=True)
    assert c.read_only and c.viewing == 0 and not c.human_to_move() and not c.can_undo()


def test_the_saved_game_comes_back_else_a_new_game_with_the_usual_seats():
    c, _, _, _, store = make()
    open_play(c, "apagos", {}, embed=False)
    assert c.session.seats == ["human", "medium"]
    again, page, _, _, _ = make(store)
    open_play(again, "apagos", {}, embed=False)
    assert page.said[-1] == "Welcome back: your game is as you left it."


def test_a_learn_address_names_a_game_with_a_tutorial_and_maybe_a_step():
    from ui.router import lesson_step
    route = parse_route("/learn/abagio?step=4", unquote)
    assert (route.page, route.game_id) == ("learn", "abagio") and lesson_step(route.params) == 3
    assert lesson_step(parse_route("/learn/apagos", unquote).params) is None
    for bad in ("0", "-2", "x", "1e3", "99999"):
        assert lesson_step({"step": bad}) is None
    assert parse_route("/learn/chess", unquote).page == "home"
