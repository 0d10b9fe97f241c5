"""Computer players for every game, through the engine contract only.

    >>> import random, engines
    >>> from engines import ai
    >>> state = engines.new_game("apagos", setup=[5, 3, 7, 1])
    >>> move = ai.choose_move(state, level="easy", rng=random.Random(7), time_budget=0)
    >>> move in state.legal_moves()
    True

Two-player games without chance are searched with iterative-deepening alpha-beta
(`alphabeta.py`); games with dice or more than two players with MCTS (`mcts.py`).
A game steers this through its `GameInfo` and through the two tables below:

- `GameInfo.evaluate(state, seat) -> float in [-1, 1]`: the leaf evaluation (else scores()).
- `EVALUATIONS[game_id]`: the leaf evaluation of a game whose computer player lives here
  in engines/ai rather than beside its rules (the rules never import engines.ai); it
  takes the place of `GameInfo.evaluate`. Abagio's: `abagio_turns.evaluate` (for MCTS;
  its levels plan instead).
- `TURN_PLANNERS[game_id]`: a planner, `choose(state, rng) -> Move or None`, asked first
  at the levels that plan (`plan`: hard and expert, unless GAME_LEVELS says otherwise);
  None lets the search decide. One planner per game for the whole process. Apagos's:
  `apagos_table.PerfectPlayer` (a winning move from the solved table), for its expert.
- `LEVEL_PLANNERS[game_id]`: `planner(level)`, a planner of the game's own for every
  level, given the level's clock and work limit before each choice (one per level for
  the process: it remembers the turn it planned between the moves of that turn).
  Abagio's: `abagio_levels.planner` (`abagio_search.TurnSearch`: whole turns of leaps,
  expectimax over the 21 rolls deepened while time remains, then the Top Frog).

Think time: a level never thinks longer than its `seconds` (or `time_budget`); a
forced move is played at once, Abagio's search stops when one turn stands out or there
is one end of the leaps, alpha-beta starts no depth it cannot finish in the time left
(`alphabeta.SOFT_STOP`), and MCTS stops once its most visited move cannot be overtaken.
- `extras["opening"]`: `opening(state, rng) -> Move or None`, a book consulted first at
  the levels that use it (hard): e.g. a known winning arrangement.
- `extras["chance"]`: True/False, whether the game has chance nodes (else probed).
- `extras["search"]`: "alphabeta" or "mcts" to force the algorithm.
- `extras["playout_plies"]`: MCTS playout length before the evaluation is used (0: at once).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from time import perf_counter
from typing import Any, Dict, Optional

from .. import apagos_table
from ..core import CHANCE, Move, State
from . import abagio_levels, abagio_turns, abcuazego_eval
from .alphabeta import AlphaBeta, Evaluator
from .mcts import MCTS
from .random_player import random_move
from . import analysis  # game analysis: every position evaluated, every move classified (analysis.py)

LEVELS = ("beginner", "easy", "medium", "hard", "expert")
"""The levels in rising strength (ids kept in share links and saved games: "easy",
"medium" and "hard" keep their places on the ladder, though the settings under them
were spaced again by measurement; "beginner" and "expert" were added around them)."""

_SETTINGS: Dict[str, Dict[str, Any]] = {
    # seconds: default think time; nodes: alpha-beta node limit; max_depth: its depth cap;
    # margin: random choice among root moves this close to the best (evaluation scale);
    # slip: the share of moves where the margin applies (the others: the best found);
    # iterations / playout_plies: MCTS limits; opening: consult the game's opening book;
    # plan: ask the game's turn planner (TURN_PLANNERS); evaluate: the level's own leaf
    # evaluation (None: the game's, `evaluation`).
    "beginner": {"seconds": 0.1, "nodes": 300, "max_depth": 1, "margin": 0.35, "slip": 1.0,
                 "iterations": 60, "playout_plies": 4, "opening": False, "plan": False, "evaluate": None},
    "easy": {"seconds": 0.2, "nodes": 2_000, "max_depth": 2, "margin": 0.2, "slip": 1.0,
             "iterations": 200, "playout_plies": 6, "opening": False, "plan": False, "evaluate": None},
    "medium": {"seconds": 0.7, "nodes": 20_000, "max_depth": 4, "margin": 0.03, "slip": 1.0,
               "iterations": 2_000, "playout_plies": 10, "opening": False, "plan": False, "evaluate": None},
    "hard": {"seconds": 2.0, "nodes": 300_000, "max_depth": 64, "margin": 0.0, "slip": 1.0,
             "iterations": 20_000, "playout_plies": 12, "opening": True, "plan": True, "evaluate": None},
    "expert": {"seconds": 4.0, "nodes": 900_000, "max_depth": 64, "margin": 0.0, "slip": 1.0,
               "iterations": 50_000, "playout_plies": 12, "opening": True, "plan": True, "evaluate": None},
}

GAME_LEVELS: Dict[str, Dict[str, Dict[str, Any]]] = {
    # Apagos is solved: expert plays from the table (perfect). The arrangement decides so
    # much that a search from a winning one (hard's book) is close to perfect at 100,000
    # nodes, so hard reads 10,000 nodes a move: it arranges a ramp that wins, then may
    # go wrong.
    "apagos": {
        "hard": {"plan": False, "nodes": 10_000},
    },
    # Abalone is long (up to a hundred moves a side) and a marble is 0.14 of its evaluation:
    # a slip on a few moves in a hundred, or a ply of search, is worth hundreds of rating
    # points there. Its beginner plays its best two-ply move but slips on 5% of its moves,
    # easy reads three plies and slips on 5% (a level that slips searches every root move
    # exactly), medium reads three plies without slipping; hard and expert stop at a node
    # count, so they play as strongly as their ratings say wherever the clock lets them
    # reach it (this machine's Pyodide searches about 33,000 nodes a second). Expert at
    # its whole clock (about 190,000 nodes here) was some 400 points above hard: too far
    # for the next rung; at 80,000 nodes it is about 240 above.
    "abalone": {
        "beginner": {"seconds": 1.0, "nodes": 8_000, "max_depth": 2, "margin": 0.1, "slip": 0.05},
        "easy": {"seconds": 2.0, "nodes": 30_000, "max_depth": 3, "margin": 0.1, "slip": 0.05},
        "medium": {"seconds": 1.0, "nodes": 7_000, "max_depth": 3, "margin": 0.0},
        "hard": {"nodes": 20_000},
        "expert": {"nodes": 80_000},
    },
    # Abcuazego is short (a dozen moves a side): its lower levels slip more often, by
    # a few grains (a grain is 1/40 of its evaluation), and medium plays its best move
    # four plies deep. Hard and expert judge with an evaluation learnt from self-play
    # (abcuazego_eval), which beats the game's own by about 90 points at equal depth, and
    # stop at a node count: hard at 20,000 (64% against the depth-6 yardstick), expert at
    # 320,000 with 8 seconds, about what this machine's Pyodide searches in its longest
    # moves, so it plays as strongly on any machine whose clock lets it get there (at
    # 160,000 nodes and 4 s it was only about 100 above hard).
    "abcuazego": {
        "beginner": {"nodes": 8_000, "max_depth": 2, "margin": 0.15, "slip": 0.6},
        "easy": {"nodes": 8_000, "max_depth": 2, "margin": 0.1, "slip": 0.3},
        "medium": {"margin": 0.0},
        "hard": {"nodes": 20_000, "evaluate": abcuazego_eval.evaluate},
        "expert": {"seconds": 8.0, "nodes": 320_000, "evaluate": abcuazego_eval.evaluate},
    },
}
"""A game's own values for some levels' settings, over `_SETTINGS`: game id -> level ->
{setting: value}. The margins are on each game's evaluation scale, so a margin that makes
natural mistakes in one game gives pieces away in another; the values here were spaced by
measurement (BENCHMARKS.md, "Issue 17, 2026-12-02 (fifth session)" and "Issue 17,
2026-12-03 (seventh session)")."""

EVALUATIONS: Dict[str, Evaluator] = {
    "abagio": abagio_turns.evaluate,
}
"""Leaf evaluations kept here rather than in the game's GameInfo: game id -> evaluate."""

TURN_PLANNERS: Dict[str, Any] = {
    "apagos": apagos_table.PerfectPlayer(),
}
"""Planners the planning levels ask first: game id -> an object with
`choose(state, rng) -> Move or None` (one per game, kept for the whole process)."""

LEVEL_PLANNERS: Dict[str, Any] = {
    "abagio": abagio_levels.planner,
}
"""Games whose every level has a planner of its own: game id -> `planner(level)`, a new
planner with `choose(state, rng)` and `seconds`, `node_limit` and `positions`
attributes (or None: that level searches as the other games do). One per level and
game is kept for the process (`planner_for`)."""

_PLANNERS: Dict[tuple, Any] = {}


def planner_for(game_id: str, level: str):
    """The planner of `level` in `game_id` (kept for the process), or None."""
    key = (game_id, level)
    if key not in _PLANNERS:
        make = LEVEL_PLANNERS.get(game_id)
        _PLANNERS[key] = make(level) if make is not None else None
    return _PLANNERS[key]


def level_settings(level: str, game_id: Optional[str] = None) -> Dict[str, Any]:
    """A copy of the settings of `level`, with `game_id`'s own values (GAME_LEVELS) over
    the common ones (ValueError for an unknown level)."""
    if level not in _SETTINGS:
        raise ValueError(f"unknown level {level!r}; the levels are: {', '.join(LEVELS)} (or 'random')")
    settings = dict(_SETTINGS[level])
    settings.update(GAME_LEVELS.get(game_id, {}).get(level, {}))
    return settings


@dataclass
class Choice:
    """A chosen move and how it was found (for benchmarks, logs and hints)."""

    move: Move
    algorithm: str  # "alphabeta", "mcts", "opening", "plan", "random" or "only"
    nodes: int = 0
    depth: int = 0  # alpha-beta: last completed depth; MCTS: iterations
    seconds: float = 0.0
    value: float = 0.0  # alpha-beta: WIN-scaled value for the mover; MCTS: mean reward


def _info(state: State):
    from .. import GAMES  # late import: engines/__init__ imports the games first
    return GAMES.get(state.game_id)


def evaluation(state: State) -> Optional[Evaluator]:
    """The leaf evaluation of `state`'s game: EVALUATIONS, else GameInfo.evaluate (None: scores)."""
    if state.game_id in EVALUATIONS:
        return EVALUATIONS[state.game_id]
    info = _info(state)
    return info.evaluate if info is not None else None


_USES_MCTS: Dict[tuple, bool] = {}


def uses_mcts(state: State) -> bool:
    """True when `state`'s game wants MCTS: more than two players, or chance nodes
    (found once per game and number of players, then remembered)."""
    key = (state.game_id, state.num_players)
    if key not in _USES_MCTS:
        _USES_MCTS[key] = _wants_mcts(state)
    return _USES_MCTS[key]


def _wants_mcts(state: State) -> bool:
    info = _info(state)
    extras = info.extras if info is not None else {}
    forced = extras.get("search")
    if forced in ("alphabeta", "mcts"):
        return forced == "mcts"
    if state.num_players > 2:
        return True
    if "chance" in extras:
        return bool(extras["chance"])
    # probe: the children of this position, then a short fixed-seed random line
    for move in state.legal_moves():
        if state._apply(move).to_move == CHANCE:
            return True
    probe = random.Random(0)
    node = state
    for _ in range(40):
        if node.to_move is None:
            break
        if node.to_move == CHANCE:
            return True
        moves = node.legal_moves()
        node = node._apply(moves[probe.randrange(len(moves))])
    return False


def analyse(state: State, level: str = "hard", rng: Optional[random.Random] = None,
            time_budget: Optional[float] = None, node_limit: Optional[int] = None) -> Choice:
    """Choose a move for the seat to move, with the statistics of the search.

    `time_budget` (seconds) replaces the level's think time; 0 means no clock at all
    (only the node or iteration limit), so the same `rng` seed gives the same move.
    `node_limit` replaces the level's node limit (MCTS: its iteration limit).
    """
    if state.to_move is None:
        raise ValueError("the game is over: there is no move to choose")
    if state.to_move == CHANCE:
        raise ValueError("a chance outcome (dice) is due: roll it, do not ask a player")
    if rng is None:
        rng = random.Random()
    start = perf_counter()
    if level == "random":
        return Choice(random_move(state, rng), "random")
    settings = level_settings(level, state.game_id)
    moves = state.legal_moves()
    if len(moves) == 1:
        return Choice(moves[0], "only")
    info = _info(state)
    if settings["opening"] and info is not None:
        opening = info.extras.get("opening")
        if opening is not None:
            move = opening(state, rng)
            if move is not None and move in moves:
                return Choice(move, "opening", seconds=perf_counter() - start)
    seconds = settings["seconds"] if time_budget is None else time_budget
    own = planner_for(state.game_id, level)
    if own is not None:
        own.seconds = seconds
        own.node_limit = abagio_levels.work_limit(level) if node_limit is None else node_limit
        move = own.choose(state, rng)
        if move is not None and move in moves:
            return Choice(move, "plan", own.positions, getattr(own, "depth", 0), perf_counter() - start)
    planner = TURN_PLANNERS.get(state.game_id) if settings["plan"] else None
    if planner is not None:
        move = planner.choose(state, rng)
        if move is not None and move in moves:
            return Choice(move, "plan", seconds=perf_counter() - start)
    evaluate = settings["evaluate"] or evaluation(state)
    mcts = uses_mcts(state)
    if seconds:  # the time already spent (the book, the planner, the probe) counts too
        seconds = max(0.01, seconds - (perf_counter() - start))
    if mcts:
        iterations = settings["iterations"] if node_limit is None else node_limit
        plies = info.extras.get("playout_plies", settings["playout_plies"]) if info is not None \
            else settings["playout_plies"]
        search = MCTS(evaluate, seconds, iterations, playout_plies=plies)
        move = search.choose(state, rng)
        return Choice(move, "mcts", search.nodes, search.iterations, perf_counter() - start, search.value)
    nodes = settings["nodes"] if node_limit is None else node_limit
    search = AlphaBeta(evaluate, seconds, nodes, settings["max_depth"])
    move = search.choose(state, rng, settings["margin"], settings["slip"])
    return Choice(move, "alphabeta", search.nodes, search.depth, perf_counter() - start, search.value)


def choose_move(state: State, level: str = "hard", rng: Optional[random.Random] = None,
                time_budget: Optional[float] = None, node_limit: Optional[int] = None) -> Move:
    """A legal move of `state` for the seat to move, at `level` (see `analyse`).

    `level` is one of LEVELS, or "random" for a uniformly random move. Raises
    ValueError at a chance node or once the game is over.
    """
    return analyse(state, level, rng, time_budget, node_limit).move


__all__ = ["EVALUATIONS", "GAME_LEVELS", "LEVELS", "LEVEL_PLANNERS", "TURN_PLANNERS", "planner_for", "Choice", "analyse", "choose_move", "evaluation",
           "level_settings", "random_move", "uses_mcts"]
