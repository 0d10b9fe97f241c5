"""Share links: a whole game in a URL fragment, short enough to paste in a chat.

    #/play/apagos?g=1.AgUDBA&s=human,human

`g` is a version, a dot, then each move as its index among that position's legal
moves (varints, base64url), so a record of 100 moves is about 140 characters and
can only ever replay legal moves. Options other than the defaults ride along as
`o=<JSON>`, the seats as `s`, and the dice seed (for games with dice) as `r`.
No server is involved: any static host serves it, and opening the link continues
the game from there (correspondence play by link).
"""
from __future__ import annotations

import base64
import json
from typing import Any, Dict, List

import engines

from engines.checked import json_value
from ui.session import Session, default_seats, parse_seats

VERSION = "1"
COMPACT = "2"  # the mixed-radix move list (links of games by link; every version opens)
EMBED_SIZES = {"small": (480, 470), "medium": (640, 600), "large": (820, 740)}
"""Iframe sizes offered in the embed dialog (width, starting height; the frame then
follows its content's height when the page includes ui/embed-host.js)."""
MAX_MOVES = 5000


def _quote(text: str) -> str:
    """Percent-encode for a URL query value (urllib.parse costs ~0.1 s to import in Pyodide)."""
    safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~"
    return "".join(c if c in safe else "".join(f"%{b:02X}" for b in c.encode()) for c in text)


def _varints(numbers: List[int]) -> bytes:
    out = bytearray()
    for number in numbers:
        while True:
            low = number & 0x7F
            number >>= 7
            out.append(low | (0x80 if number else 0))
            if not number:
                break
    return bytes(out)


def _read_varints(data: bytes) -> List[int]:
    numbers, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if shift > 28:
            raise ValueError("a move index in the link is too large")
        if not byte & 0x80:
            numbers.append(value)
            value, shift = 0, 0
    if shift:
        raise ValueError("the link's move list is cut short")
    return numbers


def encode_moves(session: Session, version: str = VERSION) -> str:
    """The moves as `1.<base64url varints of legal-move indices>`, or (`version` "2", the
    compact form of the links of games by link) `2.<base64url of the move count (a
    varint), then the indices as one number in mixed radix>`: each move costs the bits
    of its number of choices (log2 of the legal moves), a forced one nothing."""
    indices, radices = [], []
    for before, text in zip(session.states, session.state.moves):
        legal = before.legal_moves()
        indices.append(legal.index(before.parse(text)))
        radices.append(len(legal))
    if version == COMPACT:
        number = 0
        for index, radix in zip(reversed(indices), reversed(radices)):
            number = number * radix + index
        data = _varints([len(indices)]) + number.to_bytes((number.bit_length() + 7) // 8, "big")
    else:
        data = _varints(indices)
    packed = base64.urlsafe_b64encode(data).decode().rstrip("=")
    return f"{version}.{packed}"


def decode_moves(state, text: str):
    """Replay `encode_moves` output from `state`; ValueError naming the first bad move."""
    if len(text) > MAX_MOVES * 3:  # a varint of a legal-move index is at most 2 bytes, base64 4/3 of that
        raise ValueError("the link holds more moves than any game has")
    version, dot, packed = text.partition(".")
    if version not in (VERSION, COMPACT) or not dot:
        raise ValueError("this link was made by another version of Parlour, or is damaged")
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
    except ValueError:
        raise ValueError("the link's move list is damaged") from None
    if version == COMPACT:
        return _decode_compact(state, data)
    indices = _read_varints(data)
    if len(indices) > MAX_MOVES:
        raise ValueError("the link holds more moves than any game has")
    for number, index in enumerate(indices, start=1):
        legal = state.legal_moves()
        if index >= len(legal):
            raise ValueError(f"move {number} in the link is not a legal move there: the link is damaged")
        state = state.play(legal[index])
    return state


def _decode_compact(state, data: bytes):
    """Replay the compact form (version 2) from `state`."""
    end = next((i + 1 for i, byte in enumerate(data[:4]) if not byte & 0x80), None)
    if end is None:
        raise ValueError("the link's move list is damaged")
    count = _read_varints(data[:end])[0]
    if data[end:end + 1] == b"\0":  # (the number is written in as few bytes as it takes)
        raise ValueError("the link's move list is damaged")
    if count > MAX_MOVES:
        raise ValueError("the link holds more moves than any game has")
    number = int.from_bytes(data[end:], "big")
    for move_number in range(1, count + 1):
        legal = state.legal_moves()
        if not legal:
            raise ValueError(f"move {move_number} in the link comes after the end of the game: the link is damaged")
        number, index = divmod(number, len(legal))
        state = state.play(legal[index])
    if number:
        raise ValueError("the link's move list is damaged")
    return state


def share_query(session: Session) -> str:
    """The query part of a share link for this game (after `#/play/<game>?`)."""
    seats = ("human" if seat == "friend" else seat for seat in session.seats)  # (a game by link: both people)
    parts = [f"g={encode_moves(session)}", "s=" + ",".join(seats)]
    options = changed_options(session)
    if options:
        parts.append(f"o={options}")
    if _has_chance(session):
        parts.append(f"r={session.seed}")
    return "&".join(parts)


def changed_options(session: Session) -> str:
    """The game's options other than the defaults, as a link's `o=` value ("" if none)."""
    defaults = {opt.name: opt.default for opt in session.info.options}
    options = {k: v for k, v in session.state.record()["options"].items() if v != defaults.get(k)}
    return _quote(json.dumps(options, separators=(",", ":"))) if options else ""


def _has_chance(session: Session) -> bool:
    return any(state.to_move == engines.CHANCE for state in session.states) or bool(
        session.info.extras.get("chance"))


def session_from_link(game_id: str, params: Dict[str, str]) -> Session:
    """The session a share link describes; ValueError with a reason a player can read."""
    info = engines.GAMES.get(game_id)
    if info is None:
        raise ValueError(f"there is no game {game_id!r}")
    options: Any = {}
    if "o" in params:
        try:
            options = json_value(params["o"], "the link's game options", max_chars=2_000, max_depth=6)
        except ValueError:
            raise ValueError("the link's game options are damaged") from None
        if not isinstance(options, dict):
            raise ValueError("the link's game options are damaged")
    start = info.new(**options)
    seats = parse_seats(params.get("s", "human," * (start.num_players - 1) + "human"), start.num_players)
    seed = params.get("r", "0")
    if not seed.isdigit() or len(seed) > 10:
        raise ValueError("the link's dice seed is damaged")
    final = decode_moves(start, params.get("g", f"{VERSION}."))
    return Session.from_state(final, seats, int(seed) % (1 << 31))


def session_from_params(game_id: str, params: Dict[str, str]) -> Session:
    """A new game from an address's settings (`seats=human,hard`, `options={json}`,
    `clock=<minutes>`); ValueError with a reason a player can read."""
    info = engines.GAMES[game_id]
    options = json_value(params["options"], "the options", max_chars=2_000, max_depth=6) if "options" in params else {}
    if not isinstance(options, dict):
        raise ValueError("options must be a JSON object")
    start = info.new(**options)
    seats = parse_seats(params["seats"], start.num_players, friend=True) if "seats" in params \
        else default_seats(start.num_players)
    if "friend" in seats and sorted(seats) != ["friend", "human"]:  # (a game by link: ui/correspondence.py)
        raise ValueError("a game with a friend by link has two seats: human (you) and friend")
    clock = float(params["clock"]) if "clock" in params else None
    if clock is not None and not 0 < clock <= 24 * 60:
        raise ValueError("clock is minutes per side, more than 0")
    if "friend" in seats:
        clock = None  # (no clock between links)
    return Session.from_state(start, seats, clock_minutes=clock)


def embed_src(site: str, game_id: str, query: str, replay: bool = False, analysis: bool = False) -> str:
    """The address of the embed page showing this game (what the iframe loads); with
    `analysis`, a replay that shows its evaluation graph and marked moves."""
    return (f"{site.rstrip('/')}/embed.html#/play/{game_id}?{query}" + ("&replay=1" if replay or analysis else "")
            + ("&analysis=1" if analysis else ""))


def embed_snippet(site: str, game_id: str, query: str, size: str, title: str, replay: bool = False,
                  analysis: bool = False) -> str:
    """The HTML a blogger pastes: the iframe, and the one-line script that sizes it."""
    from html import escape  # only when the share dialog opens (the import costs ~40 ms in Pyodide)

    width, height = EMBED_SIZES[size]
    src = embed_src(site, game_id, query, replay, analysis)
    return (f'<iframe src="{escape(src)}" width="{width}" height="{height}" '
            f'style="border:0;max-width:100%" title="{escape(title)}" loading="lazy"></iframe>\n'
            f'<script src="{escape(site.rstrip("/"))}/ui/embed-host.js" async></script>')
