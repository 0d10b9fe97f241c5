"""Game analysis: every position of a game evaluated, every move classified.

    >>> import engines
    >>> from engines.ai import analysis
    >>> state = engines.load({"game": "apagos", "moves": ["setup 5 3 7 1", "B2"]})
    >>> report = analysis.analyse_game(state.record(), budget=200)
    >>> [len(report["positions"]), report["marks"][0]["class"] in analysis.CLASSES]
    [3, True]

Pure and seeded: with the same record, `budget` and `seed` the result is the same
(searches stop on a node or iteration budget only, never on the clock).

Values are chances of winning, 0 to 1, one per seat (a draw counts half):
- Apagos: exact, from the solved table (engines/apagos_table.py): 1 or 0.
- two players without dice (Abalone, Abcuazego): alpha-beta over every root move; its
  value v in [-1, 1], from the mover's view, becomes a chance of winning
  `1 / (1 + exp(-k v))` with the game's steepness k (`STEEPNESS`: in Abalone a marble
  pushed off, 0.14, is then worth about 14 points of chance); a proven win is 1, a
  proven loss 0.
- dice (Abagio) and three or four players (Abalone): UCT with max-n backup (the same
  as the computer player); a seat's chance is the mean reward of the best move's node.

A played move's *loss* is the mover's chance with the best move less its chance with
the move played (from the same search when that move was explored enough, else from
the search of the next position), never below 0. Its class, by the game's thresholds
(`THRESHOLDS`: the least loss of an inaccuracy, a mistake and a blunder):
- "best": the best move, or a loss under 0.005 (alpha-beta: a value equal to the best);
- "good": a loss under the inaccuracy threshold;
- "inaccuracy", "mistake", "blunder": from each threshold up.
Apagos's losses are exact, 0 or 1: its moves are best or blunders. Abagio's thresholds
are wider (the search is sampled and dice make any position less certain). Dice rolls
are not classified.

The work is done position by position (`evaluate_position`, what the page's worker
runs, so it can report progress and be cancelled), then put together (`assemble`).
`analyse_game` does both at once.
"""
from __future__ import annotations

import math
import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .. import apagos_table
from ..core import CHANCE, Move, State
from . import mcts as _mcts
from .alphabeta import PROVEN, SCALE, AlphaBeta, OutOfBudget

CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
"""The classes of a played move, from no loss to the largest."""
SYMBOLS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The annotation symbols (as in chess) shown beside a move."""

THRESHOLDS: Dict[str, Tuple[float, float, float]] = {
    "apagos": (0.5, 0.5, 0.5),         # exact: a move that throws a won game away
    "abalone": (0.05, 0.10, 0.20),
    "abcuazego": (0.05, 0.10, 0.20),
    "abagio": (0.08, 0.15, 0.30),      # sampled search and dice: wider
}
"""Per game, the least loss (in chance of winning) of an inaccuracy, a mistake and a blunder."""
DEFAULT_THRESHOLDS = (0.05, 0.10, 0.20)
STEEPNESS = {"abalone": 4.0, "abcuazego": 4.0}
"""Per game, k in the chance of winning 1 / (1 + exp(-k v)) of an alpha-beta value v."""
BEST_LOSS = 0.005  # a loss this small is still the best move

DEFAULT_BUDGET = 4_000
"""The default budget per position: alpha-beta nodes, or 20 times the MCTS iterations."""
MCTS_PER_BUDGET = 0.05  # MCTS iterations per unit of budget (an iteration costs ~20 nodes)
MIN_VISITS = 8         # a played move explored this often is judged from the same search
LINE_PLIES = 6         # the length of the expected continuation shown
MAX_DEPTH = 32


def thresholds(game_id: str) -> Tuple[float, float, float]:
    """The game's (inaccuracy, mistake, blunder) thresholds."""
    return THRESHOLDS.get(game_id, DEFAULT_THRESHOLDS)


def classify(game_id: str, loss: float, is_best: bool = False) -> str:
    """The class of a move that lost `loss` (chance of winning) against the best move."""
    if is_best or loss < BEST_LOSS:
        return "best"
    inaccuracy, mistake, blunder = thresholds(game_id)
    if loss >= blunder:
        return "blunder"
    if loss >= mistake:
        return "mistake"
    if loss >= inaccuracy:
        return "inaccuracy"
    return "good"


def _two_seat(p_mover: float, mover: int) -> List[float]:
    values = [0.0, 0.0]
    values[mover] = p_mover
    values[1 - mover] = 1.0 - p_mover
    return values


def _terminal_values(state: State) -> List[float]:
    return _mcts.terminal_rewards(state, state.num_players)


def _info(state: State):
    from .. import GAMES  # late import: engines/__init__ imports the games first
    return GAMES.get(state.game_id)


def _evaluation(state: State):
    from . import evaluation  # the game's leaf evaluation, as the computer player uses it
    return evaluation(state)


def _uses_mcts(state: State) -> bool:
    from . import uses_mcts
    return uses_mcts(state)


# ----- Apagos: exact -------------------------------------------------------------------------
def _apagos_position(state: State, played: Optional[Move]) -> Dict[str, Any]:
    mover = state.to_move
    values = apagos_table.move_values(state)
    moves = list(values)
    winning = [m for m in moves if values[m]]
    best = winning[0] if winning else moves[0]
    p = 1.0 if winning else 0.0
    line = [str(best)]
    node = state.play(best)
    while len(line) < LINE_PLIES and node.to_move is not None and node.platforms is not None:
        after = apagos_table.move_values(node)
        good = [m for m in after if after[m]] or list(after)
        node = node.play(good[0])
        line.append(str(good[0]))
    result = {"values": _two_seat(p, mover), "best": str(best), "line": line, "exact": True}
    if played is not None and played in values:
        result["played"] = 1.0 if values[played] else 0.0
    return result


# ----- alpha-beta: every root move's value ---------------------------------------------------
class _RootSearch(AlphaBeta):
    """Alpha-beta that keeps the exact value of every root move of its last complete depth."""

    def values(self, state: State, rng: random.Random) -> List[Tuple[Move, float]]:
        moves = state.legal_moves()
        order = list(range(len(moves)))
        rng.shuffle(order)
        last: List[Tuple[int, float]] = []
        for depth in range(1, self.max_depth + 1):
            self.leaves = 0
            try:
                results = self._root(state, moves, order, depth, True)
            except OutOfBudget:
                break
            last = sorted(results, key=lambda r: r[1], reverse=True)
            order = [r[0] for r in last]
            self.depth = depth
            if self.leaves == 0 or all(abs(v) > PROVEN for _, v in last):
                break  # every line reached the end of the game
        if not last:  # not even depth 1 fitted: the leaves as they are
            last = [(i, 0.0) for i in order]
        return [(moves[i], v) for i, v in last]

    def line(self, state: State, first: Move, plies: int) -> List[str]:
        """The expected continuation: `first`, then the table's best moves."""
        out = [str(first)]
        node = state._apply(first)
        while len(out) < plies and node.to_move is not None and node.to_move != CHANCE:
            entry = self.tt.get((node.key(), node.to_move))
            if entry is None or entry[3] is None or entry[3] not in node.legal_moves():
                break
            out.append(str(entry[3]))
            node = node._apply(entry[3])
        return out


def _chance_of(value: float, steepness: float = 2.0) -> float:
    """An alpha-beta value (mover's view, WIN scale) as the mover's chance of winning."""
    if value > PROVEN:
        return 1.0
    if value < -PROVEN:
        return 0.0
    return 1.0 / (1.0 + math.exp(-steepness * value / SCALE))


def _alphabeta_position(state: State, played: Optional[Move], budget: int,
                        rng: random.Random) -> Dict[str, Any]:
    mover = state.to_move
    search = _RootSearch(_evaluation(state), None, budget, MAX_DEPTH)
    ranked = search.values(state, rng)
    best, best_value = ranked[0]
    k = STEEPNESS.get(state.game_id, 2.0)
    result = {"values": _two_seat(_chance_of(best_value, k), mover), "best": str(best),
              "line": search.line(state, best, LINE_PLIES), "depth": search.depth}
    if played is not None:
        for move, value in ranked:
            if move == played:
                result["played"] = _chance_of(value, k)
                result["played_is_best"] = value >= best_value
                break
    return result


# ----- MCTS: chances per seat ----------------------------------------------------------------
class _TreeSearch(_mcts.MCTS):
    """UCT as the computer player runs it, keeping its tree (also from a chance node)."""

    def tree(self, state: State, rng: random.Random) -> "_mcts._Node":
        n = state.num_players
        root = _mcts._Node(state, n)
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        while self.iterations < self.iteration_limit:
            self.iterations += 1
            node, path = root, [root]
            while True:
                if node.reward is not None:
                    reward = node.reward
                    break
                if node.mover == CHANCE:
                    roll, index = rng.random(), len(node.cumulative) - 1
                    for i, edge in enumerate(node.cumulative):
                        if roll < edge:
                            index = i
                            break
                    child = node.children.get(index)
                    if child is None:
                        child = node.children[index] = _mcts._Node(node.state._apply(node.moves[index]), n)
                        path.append(child)
                        reward = child.reward or self._playout(child.state, rng, n)
                        break
                    node = child
                    path.append(node)
                    continue
                if node.untried:
                    index = node.untried.pop(rng.randrange(len(node.untried)))
                    child = _mcts._Node(node.state._apply(node.moves[index]), n)
                    node.children.append((index, child))
                    path.append(child)
                    reward = child.reward or self._playout(child.state, rng, n)
                    break
                seat, scale = node.mover, c * sqrt(log(node.visits))
                best, best_score = None, -1.0
                for _, child in node.children:
                    score = child.totals[seat] / child.visits + scale / sqrt(child.visits)
                    if score > best_score:
                        best, best_score = child, score
                if best is None:
                    reward = self._static_rewards(node.state, n)
                    break
                node = best
                path.append(node)
            for node in path:
                node.visits += 1
                for seat in range(n):
                    node.totals[seat] += reward[seat]
        return root


def _most_visited(node) -> Optional[Tuple[int, Any]]:
    if node.mover == CHANCE or not node.children:
        return None
    return max(node.children, key=lambda item: (item[1].visits, item[1].totals[node.mover]))


def _mcts_position(state: State, played: Optional[Move], budget: int, rng: random.Random) -> Dict[str, Any]:
    n = state.num_players
    info = _info(state)
    plies = info.extras.get("playout_plies", 8) if info is not None else 8
    search = _TreeSearch(_evaluation(state), None, max(20, int(budget * MCTS_PER_BUDGET)), playout_plies=plies)
    root = search.tree(state, rng)
    if state.to_move == CHANCE:
        values = [t / root.visits for t in root.totals] if root.visits else [1.0 / n] * n
        return {"values": values, "best": None, "line": []}
    top = _most_visited(root)
    if top is None:
        return {"values": [1.0 / n] * n, "best": str(state.legal_moves()[0]), "line": [str(state.legal_moves()[0])]}
    index, child = top
    values = [t / child.visits for t in child.totals]
    line, node = [str(root.moves[index])], child
    while len(line) < LINE_PLIES:
        nxt = _most_visited(node)
        if nxt is None or nxt[1].visits < 2:
            break
        line.append(str(node.moves[nxt[0]]))
        node = nxt[1]
    result = {"values": values, "best": line[0], "line": line}
    if played is not None:
        for i, node in root.children:
            if root.moves[i] == played and node.visits >= MIN_VISITS:
                result["played"] = node.totals[state.to_move] / node.visits
                break
        result["played_is_best"] = root.moves[index] == played
    return result


# ----- one position, then the whole game -----------------------------------------------------
def evaluate_position(state: State, played: Optional[Move] = None, budget: int = DEFAULT_BUDGET,
                      seed: int = 0) -> Dict[str, Any]:
    """One position's analysis, JSON-safe: `values` (each seat's chance of winning),
    `best` (notation; None at a dice roll or at the end), `line` (the expected
    continuation from the best move, notation) and, when `played` (the move played
    here) was judged by the same search, `played` (the mover's chance after it)."""
    rng = random.Random(seed * 1_000_003 + state.ply)
    budget = max(1, int(budget))
    if state.to_move is None:
        return {"values": _terminal_values(state), "best": None, "line": []}
    if state.to_move != CHANCE and len(state.legal_moves()) == 1:
        only = state.legal_moves()[0]
        return {"values": None, "best": str(only), "line": [str(only)], "only": True,
                **({"played_is_best": True} if played == only else {})}
    if state.game_id == "apagos" and getattr(state, "platforms", None) is not None:
        return _apagos_position(state, played)
    if state.game_id == "apagos" and state.to_move != CHANCE:  # the arrangement: which ramps win
        return _apagos_position(state, played)
    if _uses_mcts(state) or state.to_move == CHANCE:
        return _mcts_position(state, played, budget, rng)
    return _alphabeta_position(state, played, budget, rng)


def _fill_forced(positions: List[Dict[str, Any]]) -> None:
    """A position with one legal move is worth what the next one is."""
    for ply in range(len(positions) - 1, -1, -1):
        if positions[ply].get("values") is None:
            nxt = positions[ply + 1]["values"] if ply + 1 < len(positions) else None
            positions[ply]["values"] = list(nxt) if nxt is not None else None


def assemble(record: Dict[str, Any], positions: Sequence[Dict[str, Any]], states: Sequence[State],
             budget: int = DEFAULT_BUDGET, seed: int = 0) -> Dict[str, Any]:
    """The game's analysis from each position's (`evaluate_position` of `states[i]` with
    the move played there): the positions, each played move's mark, a summary per seat."""
    positions = [dict(p) for p in positions]
    _fill_forced(positions)
    n = states[0].num_players
    for p in positions:
        if p.get("values") is None:
            p["values"] = [1.0 / n] * n
    game_id = states[0].game_id
    marks: List[Dict[str, Any]] = []
    for ply in range(1, len(states)):
        before = states[ply - 1]
        mover = before.to_move
        move = record["moves"][ply - 1]
        if mover == CHANCE or mover is None:
            marks.append({"ply": ply, "seat": None, "move": move, "class": None, "loss": 0.0})
            continue
        here = positions[ply - 1]
        best_chance = here["values"][mover]
        is_best = bool(here.get("played_is_best")) or here.get("only", False)
        if "played" in here:
            after = here["played"]
        else:
            after = positions[ply]["values"][mover]
        loss = 0.0 if is_best else max(0.0, best_chance - after)
        marks.append({"ply": ply, "seat": mover, "move": move, "loss": round(loss, 4),
                      "class": classify(game_id, loss, is_best), "best": here.get("best")})
    summary = []
    for seat in range(n):
        mine = [m for m in marks if m["seat"] == seat]
        counts = {name: sum(1 for m in mine if m["class"] == name) for name in CLASSES}
        average = sum(m["loss"] for m in mine) / len(mine) if mine else 0.0
        summary.append({"seat": seat, "moves": len(mine), "counts": counts, "average_loss": round(average, 4)})
    for p in positions:
        p["values"] = [round(float(v), 4) for v in p["values"]]
    return {"version": 1, "game": game_id, "moves": list(record["moves"]), "budget": int(budget),
            "seed": int(seed), "seats": n, "positions": positions, "marks": marks, "summary": summary,
            "thresholds": list(thresholds(game_id))}


def analyse_game(record: Dict[str, Any], budget: int = DEFAULT_BUDGET, seed: int = 0,
                 progress=None) -> Dict[str, Any]:
    """Analyse a whole game record (`{"game", "options", "moves"}`; dice included):
    `progress(done, total)` is called after each position. ValueError for a bad record."""
    from .. import load  # late import: engines/__init__ imports engines.ai's games first
    final = load(record)
    states = positions_of(final)
    line = final.line()
    positions = []
    for ply, state in enumerate(states):
        played = line[ply] if ply < len(line) else None
        positions.append(evaluate_position(state, played, budget, seed))
        if progress is not None:
            progress(ply + 1, len(states))
    return assemble(final.record(), positions, states, budget, seed)


def positions_of(final: State) -> List[State]:
    """Every position of `final`'s game, from the start."""
    from .. import new_game
    state = new_game(final.game_id, **final.record()["options"])
    out = [state]
    for move in final.line():
        state = state.after(move)
        out.append(state)
    return out


def matches(analysis: Any, record: Dict[str, Any]) -> bool:
    """True when `analysis` (as kept with a saved game, so not trusted) is a well-formed
    analysis of `record`'s moves."""
    try:
        if not (isinstance(analysis, dict) and analysis.get("version") == 1
                and analysis.get("game") == record.get("game")
                and analysis.get("moves") == list(record.get("moves", []))):
            return False
        seats, positions, marks = analysis["seats"], analysis["positions"], analysis["marks"]
        if not (isinstance(seats, int) and 2 <= seats <= 4 and isinstance(positions, list)
                and isinstance(marks, list) and len(positions) == len(analysis["moves"]) + 1 == len(marks) + 1):
            return False
        for p in positions:
            values, best, line = p["values"], p.get("best"), p.get("line", [])
            if not (isinstance(values, list) and len(values) == seats
                    and all(isinstance(v, (int, float)) and 0 <= v <= 1 for v in values)
                    and (best is None or isinstance(best, str)) and isinstance(line, list)
                    and all(isinstance(m, str) for m in line)):
                return False
        for ply, m in enumerate(marks, start=1):
            if not (m["ply"] == ply and m["class"] in CLASSES + (None,) and isinstance(m["loss"], (int, float))
                    and isinstance(m["move"], str) and (m["seat"] is None or m["seat"] in range(seats))):
                return False
        summary = analysis["summary"]
        return (isinstance(summary, list) and len(summary) == seats
                and all(isinstance(s["counts"], dict) and all(isinstance(s["counts"].get(c), int) for c in CLASSES)
                        and isinstance(s["average_loss"], (int, float)) and s["seat"] == i
                        for i, s in enumerate(summary)))
    except (KeyError, TypeError, AttributeError):
        return False


__all__ = ["CLASSES", "DEFAULT_BUDGET", "STEEPNESS", "SYMBOLS", "THRESHOLDS", "analyse_game", "assemble", "classify",
           "evaluate_position", "matches", "positions_of", "thresholds"]
