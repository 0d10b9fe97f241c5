"""Make the puzzles (issue 16): positions with exactly one clearly best move, found in
games the computer played against itself (engines.ai, seeded) and, for Apagos, in the
exact solver; written as data beside each game, `ui/games/<game>/puzzles.py`.

    .venv/bin/python tools/make_puzzles.py [--game apagos] [--count 60]

Every puzzle is ONE move: the position, whose turn, a task, a hint, the answer, and
the line that follows it (the rest of an Abagio turn, an Abcuazego extra-turn chain) as
notation. Each is found by a shallow search and kept only if a deeper one agrees:

- Abalone: the best move at depth 2 pushes a marble off, beats every other move by a
  clear margin (0.06 of the evaluation's range), and depth 3 says the same.
- Abcuazego: the best move at depth 3 captures or earns an extra turn, beats every other
  by a margin, and depth 6 agrees.
- Abagio: at the start of the leaps after a roll, the first leap of the best turn (each
  first leap scored by the best end of the turn it allows, 1-ply) beats every other first
  leap by 4 pips, and the 2-ply score (the other colour's best answer to each of its 21
  rolls) of the four best by 1-ply agrees. The puzzle is that first leap; the rest of the turn is its line.
- Apagos: exactly one legal move wins with perfect play (engines.apagos_table), at least
  three moves to choose from, checked again by the exact solver (engines.apagos.solved_value).

Deterministic: the same engines give the same file. tests/test_puzzles.py checks that
every puzzle loads and its answer is legal and the only winning / clearly best move.
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines import ai, apagos, apagos_table  # noqa: E402
from engines.ai import abagio_turns  # noqa: E402
from engines.ai.alphabeta import PROVEN, AlphaBeta  # noqa: E402
from engines.core import CHANCE  # noqa: E402

COUNT = 60
GAMES = ("abalone", "abcuazego", "abagio", "apagos")


# ----- searching -----------------------------------------------------------------------------
def root_values(state, depth: int) -> List[Tuple[Any, float]]:
    """Every legal move of `state` with its value for the mover at `depth` (exact, full
    window, no clock), best first."""
    moves = state.legal_moves()
    search = AlphaBeta(ai.evaluation(state), None, 10**9, depth)
    results = search._root(state, moves, range(len(moves)), depth, True)
    return sorted(((moves[i], v) for i, v in results), key=lambda r: -r[1])


def clear_best(values: Sequence[Tuple[Any, float]], margin: float) -> Optional[Any]:
    """The best move if it beats the second by `margin` (any proven win beats a non-win)."""
    if len(values) < 2:
        return None
    (best, first), (_, second) = values[0], values[1]
    if first > PROVEN and second <= PROVEN:
        return best
    return best if first - second >= margin else None


def self_play(game_id: str, seed: int, level: str, options: Dict[str, Any], max_plies: int) -> Iterator[Any]:
    """The positions of one seeded game of the computer against itself (chance by the seed)."""
    rng = random.Random(seed)
    state = engines.new_game(game_id, **options)
    for _ in range(max_plies):
        if state.is_over():
            return
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            state = state.play(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        yield state
        state = state.play(ai.choose_move(state, level, rng, time_budget=0))


def record(state) -> Dict[str, Any]:
    """The puzzle's position: its game's options and the moves from the start."""
    return {"options": dict(state.record()["options"]), "moves": list(state.moves)}


# ----- the games --------------------------------------------------------------------------------
def abalone_puzzles(seed: int) -> Iterator[Dict[str, Any]]:
    """The puzzles found in the game played with `seed`."""
    layout = abalone_layout(seed)
    last, answers = -99, set()
    for state in self_play("abalone", seed, "easy", {"layout": layout}, 300):
        if state.ply - last < 8:  # one puzzle per tactic, not the same one twice
            continue
        offs = [m for m in state.legal_moves() if state.effect(m).pushed_off is not None]
        if not offs or all(str(m) in answers for m in offs):
            continue
        values = root_values(state, 2)
        best = clear_best(values, 60)
        if best is None or state.effect(best).pushed_off is None or str(best) in answers:
            continue
        deep = root_values(state, 3)
        if clear_best(deep, 60) != best:
            continue
        last = state.ply
        answers.add(str(best))
        if len(answers) > 3:
            return  # a few from each game: more games, more kinds of position
        who = state.seat_name(state.to_move)
        yield dict(record(state), answer=str(best), line=[],
                   task=f"{who} to move: find the push that wins a marble.",
                   hint="Count the marbles in a line: three push two, two push one, and a marble "
                        "pushed over the edge is lost.",
                   why=f"{best} pushes a marble off the board, and nothing else comes close.")


def abalone_layout(seed: int) -> str:
    from engines.abalone import LAYOUTS
    return LAYOUTS[seed % len(LAYOUTS)]


def abcuazego_puzzles(seed: int) -> Iterator[Dict[str, Any]]:
    """The puzzles found in the game played with `seed`."""
    last = -99
    for state in self_play("abcuazego", seed, "easy", {}, 200):
        if state.ply - last < 4:
            continue
        values = root_values(state, 3)
        best = clear_best(values, 120)
        if best is None:
            continue
        effect = state.effect(best)
        if not effect.captures and not effect.extra_turn:
            continue
        deep = root_values(state, 6)
        if clear_best(deep, 120) != best:
            continue
        last = state.ply
        line, node = [], state.play(best)
        while not node.is_over() and node.to_move == state.to_move and len(line) < 6:
            reply = root_values(node, 6)[0][0]
            line.append(str(reply))
            node = node.play(reply)
        who = state.seat_name(state.to_move)
        gains = []
        if effect.captures:
            gains.append(f"captures {sum(c.grains for c in effect.captures)} grains")
        if effect.extra_turn:
            gains.append("ends in your own store, so you move again")
        yield dict(record(state), answer=str(best), line=line,
                   task=f"{who} to move: find the best sowing.",
                   hint="Count the grains in each pit: where does the last grain fall? A capture, or "
                        "your own store for another turn?",
                   why=f"{best} {' and '.join(gains)}.")


def abagio_first_leaps(state, leaps: Sequence[Any], deep: bool) -> List[Tuple[Any, float, Tuple]]:
    """Each of `leaps` (first leaps of the turn) with the score of the best end of the turn
    it allows: 1-ply (the end itself) or, `deep`, 2-ply (the other colour's best answer to
    each of its rolls, over the three best ends by 1-ply)."""
    planner = abagio_turns.TurnPlanner(work_limit=10**9)
    colour = state.player
    scored = []
    for leap in leaps:
        after = state.play(leap)
        if after.phase == "leap" and after.player == colour:
            endings = abagio_turns.turn_endings(after.board, after.root, after.pond, after.top_frog, colour,
                                                after.dice)
        else:
            endings = {(after.board, after.root, after.pond): ()}
        ranked = sorted(endings.items(), key=lambda e: -abagio_turns.ending_value(e[0], colour))
        if deep:
            ranked = ranked[:3]
            best = max(((planner._replies(end, colour, 10**9), seq) for end, seq in ranked), key=lambda r: r[0])
        else:
            end, seq = ranked[0]
            best = (abagio_turns.ending_value(end, colour), seq)
        scored.append((leap, best[0], best[1]))
    return sorted(scored, key=lambda r: -r[1])


def abagio_puzzles(seed: int) -> Iterator[Dict[str, Any]]:
    """The puzzles found in the game played with `seed`."""
    for state in self_play("abagio", seed, "easy", {}, 400):
        if state.phase != "leap" or len(state.dice) < 2 or len(set(state.legal_moves())) < 3:
            continue
        if state.moves and not state.moves[-1][0].isdigit() or "-" not in state.moves[-1]:
            continue  # only at the start of the leaps, just after the roll
        shallow = abagio_first_leaps(state, state.legal_moves(), False)
        if shallow[0][1] - shallow[1][1] < 4.0 or shallow[0][1] >= 10_000:
            continue
        deep = abagio_first_leaps(state, [leap for leap, _, _ in shallow[:4]], True)
        if deep[0][0] != shallow[0][0] or deep[0][1] - deep[1][1] < 1.0:
            continue
        best, _, rest = shallow[0]
        who = state.seat_name(state.to_move)
        roll = state.moves[-1]
        yield dict(record(state), answer=str(best), line=[str(leap) for leap in rest],
                   task=f"{who} rolled {roll}: find the first leap of the best turn.",
                   hint="Look for a hit on a lone frog, a safe stack, or a frog that reaches the Pond; "
                        "use both dice.",
                   why=f"{best} starts the best turn with this roll"
                       + (f" (then {', '.join(map(str, rest))})." if rest else "."))


APAGOS_RAMPS = ((3, 3, 5, 3), (1, 3, 3, 5), (3, 1, 5, 3), (5, 3, 1, 3), (3, 5, 3, 3), (5, 3, 3, 1), (1, 5, 3, 7),
                (5, 3, 7, 1))
"""The ramps the Apagos puzzles are played on (small ones, so the exact solver's check stays quick)."""


def apagos_puzzles(seed: int) -> Iterator[Dict[str, Any]]:
    """The puzzles found in the game played with `seed`."""
    rng = random.Random(seed)
    state = engines.new_game("apagos", setup=list(APAGOS_RAMPS[seed % len(APAGOS_RAMPS)]))
    kept = False
    while not state.is_over():
        values = apagos_table.move_values(state)
        winning = [m for m, wins in values.items() if wins]
        if len(values) >= 3 and len(winning) == 1 and not kept and state.ply >= 3:
            best = winning[0]
            after = state.play(best)
            assert after.is_over() or apagos.solved_value(after) < 0
            assert all(state.play(m).is_over() or apagos.solved_value(state.play(m)) > 0
                       for m in values if m != best)
            who = state.seat_name(state.to_move)
            yield dict(record(state), answer=str(best), line=[],
                       task=f"{who} to move: find the only move that wins.",
                       hint="Think about the top platform at the very end: who will fill its last hole, "
                            "and which platforms can still swap with it?",
                       why=f"{best} is the only move that wins with perfect play: after any other, "
                           f"{state.seat_name(1 - state.to_move)} wins.")
            kept = rng.random() < 0.5  # at most a couple from one game
        else:
            kept = False if rng.random() < 0.3 else kept
        state = state.play(rng.choice(state.legal_moves()))


MAKERS = {"abalone": abalone_puzzles, "abcuazego": abcuazego_puzzles, "abagio": abagio_puzzles,
          "apagos": apagos_puzzles}


def _found(job: Tuple[str, int]) -> List[Dict[str, Any]]:
    game_id, seed = job
    return list(MAKERS[game_id](seed))


def make(game_id: str, count: int, workers: int = 3) -> List[Dict[str, Any]]:
    """`count` puzzles of `game_id`, each position new: the games of seeds 1, 2, ... in
    order (played by `workers` processes at once; the result does not depend on how many)."""
    found, seen = [], set()
    jobs = ((game_id, seed) for seed in range(1, 100_000))
    with multiprocessing.Pool(workers) as pool:
        for puzzles in pool.imap(_found, jobs):
            for puzzle in puzzles:
                key = tuple(puzzle["moves"])
                if key in seen:
                    continue
                seen.add(key)
                found.append(puzzle)
                print(f"{game_id}: {len(found)}/{count} (ply {len(key)}: {puzzle['answer']})", file=sys.stderr)
                if len(found) >= count:
                    pool.terminate()
                    return found
    return found


HEADER = '''"""{name} puzzles: made by tools/make_puzzles.py (do not edit by hand; run it again).

{count} positions with exactly one clearly best move: {kind}.
Each is one move, `answer`, with the `line` that follows it. tests/test_puzzles.py
checks every one.
"""
'''
KINDS = {"abalone": "push-off tactics, depth 2 found, depth 3 confirmed, a margin of 0.06",
         "abcuazego": "captures and extra-turn chains, depth 3 found, depth 6 confirmed",
         "abagio": "the first leap of the best turn with the roll, 1-ply found, 2-ply confirmed",
         "apagos": "the only move that wins with perfect play, by the solved table and the exact solver"}


def write(game_id: str, puzzles: List[Dict[str, Any]]) -> Path:
    """ui/games/<game>/puzzles.py holding `puzzles`, one a line (the moves as one string)."""
    path = ROOT / "ui" / "games" / game_id / "puzzles.py"
    text = HEADER.format(name=engines.GAMES[game_id].name, count=len(puzzles), kind=KINDS[game_id])
    rows = []
    for puzzle in puzzles:
        row = dict(puzzle, moves=" ".join(puzzle["moves"]), line=" ".join(puzzle["line"]))
        rows.append("    " + repr(row) + ",\n")
    text += "\n# moves and line: notation, space-separated\nPUZZLES = (\n" + "".join(rows) + ")\n"
    path.write_text(text)
    return path


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--rewrite", action="store_true", help="write the puzzles there are again (the format)")
    args = parser.parse_args(argv)
    for game_id in args.game or GAMES:
        if args.rewrite:
            from ui.puzzles import puzzles_of
            print(write(game_id, [dict(moves=list(p.moves), options=p.options, answer=p.answer, line=list(p.line),
                                       task=p.task, hint=p.hint, why=p.why) for p in puzzles_of(game_id)]))
            continue
        workers = 1 if game_id == "apagos" else 3  # (the exact solver's cache is per process)
        print(write(game_id, make(game_id, args.count, workers)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
