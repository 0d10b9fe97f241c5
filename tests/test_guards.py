"""Every door input comes in by (issue 19): records, pasted text, links, addresses, storage,
messages from an embedding page, settings. Whatever arrives - arbitrary JSON, arbitrary
text, a megabyte of it, fifty thousand brackets deep - each parser answers with a value
or a ValueError whose message is short, and nothing else."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from engines.checked import json_value, nesting
from engines.notation import load_text
from tests.memory_store import MemoryStore
from ui import share
from ui.embed_commands import check_command, command_from_json
from ui.games import GAMES
from ui.router import parse_query, parse_route
from ui.saved_games import GAMES as KEPT, SavedGames
from ui.session import Session
from ui.settings import Settings

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)
GAME_IDS = st.sampled_from(sorted(GAMES) + ["chess", ""])
DEEP = "[" * 50_000 + "]" * 50_000
HUGE = json.dumps({"moves": ["a1b2"] * 150_000})  # about 1 MB


def deep_list(depth: int) -> list:
    """[[[...]]] `depth` lists deep, built without recursion."""
    top = inner = []
    for _ in range(depth - 1):
        inner.append([])
        inner = inner[0]
    return top


def short_value_error(call, *args):
    """Call; a ValueError is fine if its message is short; anything else raised fails."""
    try:
        return call(*args)
    except ValueError as exc:
        assert len(str(exc)) < 400, str(exc)[:200]
        return None


@SETTINGS
@given(st.one_of(JSON, st.fixed_dictionaries({"game": GAME_IDS, "options": JSON, "moves": JSON}),
                 st.fixed_dictionaries({"game": GAME_IDS, "options": st.dictionaries(st.text(max_size=10), JSON),
                                        "moves": st.lists(st.text(max_size=12), max_size=5)})))
def test_engines_load_raises_only_value_error(record):
    short_value_error(engines.load, record)


@pytest.mark.parametrize("options", [{"self": 1}, {"game_id": "x"}, {"options": {}}, {"setup": deep_list(50_000)}])
def test_options_that_collide_with_parameter_names_or_nest_deeply_are_refused(options):
    for game_id in GAMES:
        with pytest.raises(ValueError):
            engines.load({"game": game_id, "options": options, "moves": []})


@SETTINGS
@given(st.text(max_size=300), st.one_of(st.none(), GAME_IDS), JSON)
def test_pasted_text_loads_or_raises_only_value_error(text, game_id, options):
    short_value_error(load_text, text, game_id)
    short_value_error(load_text, f'[Game "{game_id}"]\n[Options "{json.dumps(options)}"]\n{text}')


def test_pasted_text_with_huge_or_deep_options_is_refused_with_a_reason():
    for options in (DEEP, "{" * 90_000, HUGE):
        with pytest.raises(ValueError):
            load_text(f'[Game "apagos"]\n[Options "{options}"]\n1. B3')


@SETTINGS
@given(GAME_IDS, st.dictionaries(st.sampled_from(["g", "s", "o", "r", "seats", "options", "clock", "replay"]),
                                 st.text(max_size=40)))
def test_links_and_addresses_open_a_game_or_raise_only_value_error(game_id, params):
    if game_id not in GAMES:
        return
    short_value_error(share.session_from_link, game_id, params)
    short_value_error(share.session_from_params, game_id, params)


@pytest.mark.parametrize("params", [{"o": DEEP}, {"options": DEEP}, {"o": HUGE}, {"g": "1." + "A" * 1_000_000},
                                    {"options": '{"self": 1}'}, {"o": '{"players": 1e999}'}, {"clock": "nan"}])
def test_crafted_links_are_refused_with_a_reason(params):
    for game_id in GAMES:
        with pytest.raises(ValueError):
            share.session_from_link(game_id, params) if "o" in params or "g" in params \
                else share.session_from_params(game_id, params)


@SETTINGS
@given(st.text(max_size=200))
def test_addresses_route_somewhere(fragment):
    route = parse_route(fragment, lambda text: text)
    assert route.page in ("home", "play", "rules")
    assert isinstance(parse_query(fragment, lambda text: text), dict)


@SETTINGS
@given(JSON)
def test_saved_games_in_any_shape_never_break_the_page(value):
    store = MemoryStore()
    store.save(KEPT, value)
    kept = SavedGames(store, GAMES)
    kept.entries()
    for game_id in GAMES:
        short_value_error(kept.restore, game_id)
    short_value_error(Session.from_saved, value)
    assert isinstance(Settings.from_saved(value), Settings)


def test_a_saved_redo_that_does_not_replay_is_dropped_not_trusted():
    session = Session("apagos", ["human", "human"])
    session.play("setup 5 3 7 1")
    saved = dict(session.to_saved(), redo=["zz"])
    assert Session.from_saved(saved).redo_stack == []


def test_damaged_storage_is_a_value_error():
    store = MemoryStore()
    for text in ("{not json", DEEP, "[" * 1_000_000):
        store.data[KEPT] = text
        with pytest.raises(ValueError):
            json_value(text, "the saved games", max_chars=4_000_000, max_depth=12)
        assert SavedGames(store, GAMES).entries() == []


@SETTINGS
@given(JSON)
def test_messages_from_an_embedding_page_are_commands_or_ignored(data):
    command = check_command(data)
    assert command is None or command["type"] in ("parlour:new-game", "parlour:load")
    assert command_from_json(json.dumps(data)) == command


def test_a_huge_or_deep_message_is_ignored():
    assert command_from_json(DEEP) is None
    assert command_from_json(json.dumps({"type": "parlour:load", "record": {"game": "apagos", "moves": ["B3"] * 60_000}})) is None


def test_nesting_is_measured_outside_strings():
    assert nesting('{"a": "[[[[", "b": [1, [2]]}') == 3
    assert nesting("7") == 0 and nesting(DEEP) == 50_000
    with pytest.raises(ValueError):
        json_value('"unclosed', "a test")
