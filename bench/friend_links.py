"""How long the links of a game with a friend by link get (issue 18: at most 300
characters for a game of 100 moves). Plays games by links in CPython (random moves,
seeded; Abagio with the hard turn planner's moves, as people play it), and measures
the whole link, `https://parlour.example/index.html#/play/<game>?g=...&f=...`, at
every hand-off. Run: .venv/bin/python bench/friend_links.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path
from urllib.parse import unquote

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engines.ai.abagio_turns import TurnPlanner  # noqa: E402
from ui import correspondence, share  # noqa: E402
from ui.session import FRIEND, HUMAN, Session  # noqa: E402

SITE = "https://parlour.example/index.html"  # a site's address of an ordinary length (35 characters)
GAMES = {"apagos": {}, "abcuazego": {}, "abalone": {}, "abagio": {}}
SEEDS = range(8)
PLIES = 100


def chooser(game_id, rng):
    if game_id == "abagio":
        return lambda state: TurnPlanner().choose(state, rng) or rng.choice(state.legal_moves())
    return lambda state: rng.choice(state.legal_moves())


def params_of(query):
    return {k: unquote(v) for k, v in (part.split("=", 1) for part in query.split("&"))}


def lengths(game_id, seed):
    """(link length at the hand-off nearest after move 100, its moves, the plain share link's length)"""
    rng = random.Random(seed)
    choose = chooser(game_id, rng)
    sides, holder = [Session(game_id, [HUMAN, FRIEND], GAMES[game_id]), None], 0
    while True:
        session = sides[holder]
        while session.turn() in (HUMAN, "chance"):
            session.play(session.roll() if session.turn() == "chance" else choose(session.state))
        query = correspondence.friend_query(session)
        url = f"{SITE}#/play/{game_id}?{query}"
        if session.state.ply >= PLIES or session.state.is_over():
            plain = f"{SITE}#/play/{game_id}?{share.share_query(session)}"
            return len(url), session.state.ply, len(plain)
        sides[1 - holder] = correspondence.receive(sides[1 - holder], game_id, params_of(query))[0]
        holder = 1 - holder


def main() -> None:
    print(f"| game | moves at the hand-off | link (characters): mean / longest | the Share link of the same game |")
    print("|---|---|---|---|")
    for game_id in GAMES:
        found = [lengths(game_id, seed) for seed in SEEDS]
        mean = sum(f[0] for f in found) / len(found)
        plies = f"{min(f[1] for f in found)}-{max(f[1] for f in found)}"
        print(f"| {game_id} | {plies} | {mean:.0f} / {max(f[0] for f in found)} | "
              f"{sum(f[2] for f in found) / len(found):.0f} |")


if __name__ == "__main__":
    main()
