"""Abcuazego: an evaluation learnt from self-play (Texel-style logistic regression) against
the shipped one (`engines.abcuazego.evaluate`), at equal search effort.

    # the recorded fit (WEIGHTS), about 20 minutes on one core:
    .venv/bin/python bench/abcuazego_tune.py gen --games 4000 --depth 3 --seed 1 --out /tmp/abz_d3.txt
    .venv/bin/python bench/abcuazego_tune.py fit --data /tmp/abz_d3.txt --out /tmp/abz_w1.json
    .venv/bin/python bench/abcuazego_tune.py gen --games 2000 --depth 4 --seed 2 --epsilon 0.03 \
        --weights /tmp/abz_w1.json --out /tmp/abz_d4w1.txt
    .venv/bin/python bench/abcuazego_tune.py fit --phase --data /tmp/abz_d3.txt,/tmp/abz_d4w1.txt \
        --out /tmp/abz_w2p.json
    # matches, the learnt evaluation (WEIGHTS, or --weights FILE) against the shipped one:
    .venv/bin/python bench/abcuazego_tune.py match --depth 4 --games 200 [--weights /tmp/abz_w2p.json]
    .venv/bin/python bench/abcuazego_tune.py match --depth 6 --games 100 --seed 1
    .venv/bin/python bench/abcuazego_tune.py match --nodes 20000 --games 100 --seed 3
    .venv/bin/python bench/abcuazego_tune.py match --nodes 20000 --shipped-nodes 28000 --games 60 --seed 4
    .venv/bin/python bench/abcuazego_tune.py speed [--weights /tmp/abz_w.json]

`gen` plays self-play games (alpha-beta at --depth with the shipped evaluation, or with
the learnt one given --weights; --opening seeded random plies, then a random move with
probability --epsilon) and writes every position reached with the game's result for the
side to move. `fit` computes the features below for each position and fits their weights
by logistic regression (Newton's method, a little L2) on the result (win 1, draw 0.5,
loss 0). `match` plays the learnt evaluation against the shipped one: alpha-beta to a
fixed --depth, or with a --nodes limit (no clock), pairs of games from the same seeded
random opening with the seats swapped; it prints the learnt evaluation's score, Elo and
a 95% interval (from the variance of the pair totals). `speed` prints evaluations and
search nodes per second of both. Without --weights the weights in `WEIGHTS` (the fit
recorded in the report) are used. Standard library only; one process.

Features (the game's own, `engines/ai/abcuazego_eval.py`, then chain_m; all from `seat`'s
point of view, antisymmetric; "mover" the side to move,
sgn = +1 when `seat` is the mover, -1 otherwise):
    store      store difference
    store_late store difference x (1 - grains on board / 100)
    race       max(0, my store - 24)^2 - the same for the other side, / 10
    row        grains in my row - in theirs
    gain_m     sgn x best gain of the mover (the shipped `best_gain`)
    gain_w     sgn x best gain of the waiting side
    gain2_m    sgn x second best gain of the mover (another move)
    gain2_w    sgn x second best gain of the waiting side
    nthreat_m  sgn x moves of the mover that capture something
    nthreat_w  sgn x the same for the waiting side
    extra_m    sgn x moves of the mover whose last grain ends in its own store
    extra_w    sgn x the same for the waiting side
    owed       sgn x owed turn
    tempo      sgn
    empty      my empty pits - theirs
    small      my pits holding 1-2 grains - theirs
    big        my pits holding 10+ grains - theirs
    home       grains in my pits 8-10 - theirs
    zipa       +1 for the Zipa, -1 for the Zaque (absorbs the first-move edge; a constant
               within a game, so it never changes a choice)
    chain_m    sgn x the most a move ending in the mover's own store, then the mover's best
               gain after it, adds (0 if it has no such move); computed only when used
               (fit --chain, or a non-zero weight)
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engines  # noqa: E402
from engines import abcuazego as A  # noqa: E402
from engines.ai import abcuazego_eval  # noqa: E402
from engines.ai.alphabeta import AlphaBeta  # noqa: E402
from ladder_games.yardsticks import opened  # noqa: E402
from ladder_rating import elo_gap  # noqa: E402

FEATURES = abcuazego_eval.FEATURES + ("chain_m",)
"""The shipped learnt evaluation's features (`engines/ai/abcuazego_eval.py`), and chain_m."""

LATE = tuple(f + "*late" for f in FEATURES if f != "zipa")
"""The same features times late = grains in the stores / 100 (0 at the start): weights that
change with the phase (fit --phase)."""
ALL = FEATURES + LATE

WEIGHTS = dict(abcuazego_eval.WEIGHTS, **{f + "*late": w for f, w in abcuazego_eval.LATE_WEIGHTS.items()
                                          if f != "zipa"})
"""The recorded fit, as the game ships it: fit --phase on /tmp/abz_d3.txt (4000 games, depth
3, shipped evaluation) and /tmp/abz_d4w1.txt (2000 games, depth 4, the first fit), 136,340
positions; chain_m 0."""

USE_CHAIN = False


def chain_gain(state):
    """The most the side to move adds with a move ending in its own store (1) then its best
    gain, 0 when it has no such move (or its row is empty after it)."""
    seat = state.to_move
    best = 0
    for move in state.legal_moves():
        sowing = state.effect(move)
        if sowing.next_turn == "again" and any(sowing.board[seat * 11:seat * 11 + A.PITS]):
            best = max(best, 1 + A.best_gain(sowing.board, seat))
    return best


def features(state, seat):
    """The feature vector of a position in play for `seat`: the game's, then chain_m."""
    chain = 0
    if USE_CHAIN:
        chain = (1 if state.to_move == seat else -1) * chain_gain(state)
    return abcuazego_eval.features(state, seat) + (chain,)


_ZIPA = FEATURES.index("zipa")


def phased(f):
    """The features that have a weight times the phase: all but zipa (LATE's order)."""
    return f[:_ZIPA] + f[_ZIPA + 1:]


def extend(f, board):
    """The base features and each (but zipa) times late."""
    late = (board[10] + board[21]) / 100.0
    return tuple(f) + tuple(x * late for x in phased(f))


def make_evaluate(weights):
    """An evaluation in (-0.95, 0.95) for `seat`: 0.95 x (2 sigmoid(w . f) - 1), i.e.
    0.95 x tanh(z / 2): monotone in the fitted log-odds, so nothing is clamped flat.
    `weights` has len(FEATURES) or len(ALL) entries (the latter: phase-dependent)."""
    global USE_CHAIN
    nb = len(FEATURES)
    w = tuple(weights[:nb])
    v = tuple(weights[nb:]) if len(weights) > nb and any(weights[nb:]) else None
    USE_CHAIN = bool(w[FEATURES.index("chain_m")] or (v and v[LATE.index("chain_m*late")]))

    def evaluate(state, seat):
        if state.to_move is None:
            winners = state.winners()
            return 0.0 if not winners else (1.0 if winners == [seat] else -1.0)
        f = features(state, seat)
        z = 0.0
        for a, b in zip(w, f):
            z += a * b
        if v is not None:
            board = state.board
            y = 0.0
            for a, b in zip(v, phased(f)):
                y += a * b
            z += y * (board[10] + board[21]) / 100.0
        return 0.95 * math.tanh(0.5 * z)
    return evaluate


SHIPPED = A.evaluate


# ----- self-play data ------------------------------------------------------------------
def gen(args):
    evaluate = make_evaluate(load_weights(args.weights)) if args.weights else SHIPPED
    rng = random.Random(f"gen/{args.seed}")
    t0 = time.time()
    n_pos = 0
    results = [0, 0, 0]
    with open(args.out, "w") as out:
        for g in range(args.games):
            state = engines.new_game("abcuazego")
            positions = []
            plies = rng.randint(0, args.opening)
            while not state.is_over():
                moves = state.legal_moves()
                if state.plies >= plies:
                    positions.append(state)
                if state.plies < plies or rng.random() < args.epsilon:
                    move = moves[rng.randrange(len(moves))]
                elif len(moves) == 1:
                    move = moves[0]
                else:
                    move = AlphaBeta(evaluate, 0, 10**12, args.depth).choose(state, rng)
                state = state._apply(move)
            winners = state.winners()
            results[0 if winners == [0] else (1 if winners == [1] else 2)] += 1
            for s in positions:
                seat = s.to_move
                label = 0.5 if not winners else (1.0 if winners == [seat] else 0.0)
                out.write(json.dumps([list(s.board), seat, int(s.owed), label]) + "\n")
                n_pos += 1
            if (g + 1) % 200 == 0:
                print(f"  {g + 1} games, {n_pos} positions, {time.time() - t0:.0f} s", flush=True)
    print(f"gen: {args.games} games (Zipa {results[0]}, Zaque {results[1]}, draws {results[2]}), "
          f"{n_pos} positions -> {args.out}, {time.time() - t0:.0f} s")


# ----- the fit -------------------------------------------------------------------------
def load_rows(path, phase=False):
    opts = {"max_plies": A.DEFAULT_MAX_PLIES}
    xs, ys = [], []
    with open(path) as f:
        for line in f:
            board, seat, owed, label = json.loads(line)
            state = A.AbcuazegoState._make(opts, tuple(board), seat, bool(owed), 0)
            f = features(state, seat)
            xs.append(extend(f, state.board) if phase else f)
            ys.append(label)
    return xs, ys


def solve(m, v):
    """Gaussian elimination with partial pivoting: m x = v."""
    n = len(v)
    a = [list(m[i]) + [v[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        piv = a[c][c]
        for r in range(c + 1, n):
            f = a[r][c] / piv
            if f:
                for k in range(c, n + 1):
                    a[r][k] -= f * a[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][k] * x[k] for k in range(r + 1, n))) / a[r][r]
    return x


def logloss(w, xs, ys):
    total = 0.0
    for x, y in zip(xs, ys):
        z = sum(a * b for a, b in zip(w, x))
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(xs)


def newton(xs, ys, l2, iters=12, mask=None):
    """Logistic regression by Newton's method; `mask` keeps only some features."""
    n = len(xs[0])
    keep = [i for i in range(n) if mask is None or mask[i]]
    xk = [[x[i] for i in keep] for x in xs]
    k = len(keep)
    w = [0.0] * k
    for it in range(iters):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(xk, ys):
            z = 0.0
            for a, b in zip(w, x):
                z += a * b
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            d = p - y
            h = p * (1 - p)
            for i in range(k):
                xi = x[i]
                if xi:
                    grad[i] += d * xi
                    hx = h * xi
                    row = hess[i]
                    for j in range(i, k):
                        row[j] += hx * x[j]
        m = len(xk)
        for i in range(k):
            grad[i] = grad[i] / m + l2 * w[i]
            for j in range(i, k):
                hess[i][j] /= m
                hess[j][i] = hess[i][j]
            hess[i][i] += l2
        step = solve(hess, grad)
        w = [a - s for a, s in zip(w, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    full = [0.0] * n
    for i, j in enumerate(keep):
        full[j] = w[i]
    return full


def fit(args):
    global USE_CHAIN
    USE_CHAIN = args.chain
    t0 = time.time()
    xs, ys = [], []
    for path in args.data.split(","):
        a, b = load_rows(path, args.phase)
        xs += a
        ys += b
    print(f"fit: {len(xs)} positions, features {time.time() - t0:.0f} s", flush=True)
    # hold out every 10th game-chunk of positions for a check
    test = [i for i in range(len(xs)) if (i // 50) % 10 == 0]
    train = [i for i in range(len(xs)) if (i // 50) % 10 != 0]
    xtr, ytr = [xs[i] for i in train], [ys[i] for i in train]
    xte, yte = [xs[i] for i in test], [ys[i] for i in test]
    w = newton(xtr, ytr, args.l2)
    # the shipped evaluation's terms alone, refitted, for comparison
    names = ALL if args.phase else FEATURES
    ship_mask = [f in ("store", "gain_m", "gain_w", "owed", "zipa") for f in names]
    ws = newton(xtr, ytr, args.l2, mask=ship_mask)
    print(f"  test log-loss: all features {logloss(w, xte, yte):.4f}, shipped terms refitted "
          f"{logloss(ws, xte, yte):.4f}, (train {logloss(w, xtr, ytr):.4f})")
    w = newton(xs, ys, args.l2)
    for name, a, b in zip(names, w, ws):
        print(f"  {name:10s} {a:+.4f}   (shipped terms only: {b:+.4f})")
    with open(args.out, "w") as f:
        json.dump(dict(zip(names, w)), f, indent=1)
    print(f"fit: -> {args.out}, {time.time() - t0:.0f} s")


def load_weights(path):
    if path is None:
        if WEIGHTS is None:
            raise SystemExit("no --weights and no WEIGHTS recorded in the script")
        return [WEIGHTS.get(f, 0.0) for f in ALL]
    with open(path) as f:
        d = json.load(f)
    return [d.get(f, 0.0) for f in ALL]


# ----- matches -------------------------------------------------------------------------
def play(index, evals, args, stats):
    """One game: the learnt evaluation in seat index % 2; its result in [0, 1]."""
    new_seat = index % 2
    state = opened(engines.new_game("abcuazego"), index, args.opening, args.seed, "tune-opening")
    rngs = [random.Random(f"tune/{args.seed}/{index}/{s}") for s in (0, 1)]
    while not state.is_over():
        seat = state.to_move
        moves = state.legal_moves()
        if len(moves) == 1:
            move = moves[0]
        else:
            who = 0 if seat == new_seat else 1
            nodes = args.nodes if who == 0 or not args.shipped_nodes else args.shipped_nodes
            search = AlphaBeta(evals[who], 0, nodes or 10**12, args.depth or 64)
            t = time.perf_counter()
            move = search.choose(state, rngs[seat])
            stats[who][0] += search.nodes
            stats[who][1] += time.perf_counter() - t
            stats[who][2] += search.depth
            stats[who][3] += 1
        state = state._apply(move)
    winners = state.winners()
    return 0.5 if not winners else (1.0 if winners == [new_seat] else 0.0)


def match(args):
    new = make_evaluate(load_weights(args.weights))
    evals = (new, SHIPPED)
    stats = [[0, 0.0, 0, 0], [0, 0.0, 0, 0]]
    scores = []
    t0 = time.time()
    by_seat = [[0.0, 0], [0.0, 0]]
    for index in range(args.games):
        r = play(index, evals, args, stats)
        scores.append(r)
        by_seat[index % 2][0] += r
        by_seat[index % 2][1] += 1
        if args.verbose or (index + 1) % 20 == 0:
            print(f"  {index + 1} games: {sum(scores):.1f}, {time.time() - t0:.0f} s", flush=True)
    n = len(scores)
    total = sum(scores)
    p = total / n
    pairs = [scores[i] + scores[i + 1] for i in range(0, n - 1, 2)]
    mp = sum(pairs) / len(pairs)
    var = sum((x - mp) ** 2 for x in pairs) / max(1, len(pairs) - 1)
    se = math.sqrt(var / len(pairs)) / 2.0  # of the per-game mean
    lo, hi = p - 1.96 * se, p + 1.96 * se
    limit = ", ".join(x for x in (f"depth {args.depth}" if args.depth else "",
                                  f"{args.nodes} nodes" if args.nodes else "",
                                  f"shipped {args.shipped_nodes} nodes" if args.shipped_nodes else "") if x)
    print(f"match ({limit}, {args.opening} opening plies, seed {args.seed}): learnt scored "
          f"{total:.1f}/{n} = {100 * p:.1f}% (95%: {100 * lo:.1f}-{100 * hi:.1f}%), "
          f"Elo {elo_gap(p):+.0f} ({elo_gap(lo):+.0f} .. {elo_gap(hi):+.0f}); as Zipa {by_seat[0][0]:.1f}/{by_seat[0][1]}, "
          f"as Zaque {by_seat[1][0]:.1f}/{by_seat[1][1]}; {time.time() - t0:.0f} s")
    for name, s in zip(("learnt", "shipped"), stats):
        if s[3]:
            print(f"  {name}: {s[0] / s[3]:.0f} nodes/move, depth {s[2] / s[3]:.1f}, "
                  f"{s[0] / s[1]:.0f} nodes/s")


# ----- speed ---------------------------------------------------------------------------
def speed(args):
    new = make_evaluate(load_weights(args.weights))
    rng = random.Random(5)
    states = []
    for g in range(30):
        s = engines.new_game("abcuazego")
        while not s.is_over():
            states.append(s)
            moves = s.legal_moves()
            s = s._apply(moves[rng.randrange(len(moves))])
    for name, ev in (("shipped", SHIPPED), ("learnt", new)):
        t = time.perf_counter()
        for _ in range(3):
            for s in states:
                ev(s, 0)
        dt = time.perf_counter() - t
        evs = 3 * len(states) / dt
        sample = states[::max(1, len(states) // 40)][:40]
        t = time.perf_counter()
        nodes = 0
        for s in sample:
            search = AlphaBeta(ev, 0, 20_000, 64)
            search.choose(s, random.Random(1))
            nodes += search.nodes
        dt = time.perf_counter() - t
        print(f"{name:8s}: {evs:8.0f} evaluations/s; search {nodes / dt:7.0f} nodes/s "
              f"({len(sample)} positions, 20,000 nodes each)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("--games", type=int, default=2000)
    g.add_argument("--depth", type=int, default=2)
    g.add_argument("--opening", type=int, default=6, help="up to this many random plies (uniform)")
    g.add_argument("--epsilon", type=float, default=0.05)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--weights", default=None, help="self-play with the learnt evaluation")
    g.add_argument("--out", default="/tmp/abz_pos.txt")
    f = sub.add_parser("fit")
    f.add_argument("--data", default="/tmp/abz_pos.txt", help="comma list of gen files")
    f.add_argument("--l2", type=float, default=1e-4)
    f.add_argument("--phase", action="store_true", help="also fit each feature times late")
    f.add_argument("--chain", action="store_true", help="also fit chain_m")
    f.add_argument("--out", default="/tmp/abz_w.json")
    m = sub.add_parser("match")
    m.add_argument("--depth", type=int, default=0)
    m.add_argument("--nodes", type=int, default=0)
    m.add_argument("--shipped-nodes", type=int, default=0,
                   help="the shipped evaluation's node limit (default --nodes): equal time")
    m.add_argument("--games", type=int, default=200)
    m.add_argument("--opening", type=int, default=2)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--weights", default=None)
    m.add_argument("--verbose", action="store_true")
    s = sub.add_parser("speed")
    s.add_argument("--weights", default=None)
    args = parser.parse_args(argv)
    if args.cmd == "match" and not (args.depth or args.nodes):
        parser.error("match needs --depth and/or --nodes")
    {"gen": gen, "fit": fit, "match": match, "speed": speed}[args.cmd](args)


if __name__ == "__main__":
    main()
