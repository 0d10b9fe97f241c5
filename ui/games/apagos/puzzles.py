"""Apagos puzzles: made by tools/make_puzzles.py (do not edit by hand; run it again).

7 positions with exactly one clearly best move: the only move that wins with perfect play, by the solved table and the exact solver.
Each is one move, `answer`, with the `line` that follows it. tests/test_puzzles.py
checks every one.
"""

# moves and line: notation, space-separated
PUZZLES = (
    {'moves': 'B1 W2 W1 B4 3>2', 'options': {'setup': [3, 3, 5, 3]}, 'answer': 'W1', 'line': '', 'task': 'White to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': 'W1 is the only move that wins with perfect play: after any other, Black wins.'},
    {'moves': 'B1 W2 W1 B4 3>2 W3', 'options': {'setup': [3, 3, 5, 3]}, 'answer': 'B1', 'line': '', 'task': 'Black to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': 'B1 is the only move that wins with perfect play: after any other, White wins.'},
    {'moves': 'B1 W2 W1 B4 3>2 W3 2>1 2>1', 'options': {'setup': [3, 3, 5, 3]}, 'answer': 'B3', 'line': '', 'task': 'Black to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': 'B3 is the only move that wins with perfect play: after any other, White wins.'},
    {'moves': 'B1 W2 W1 B4 3>2 W3 2>1 2>1 3>1 B1 W2 W4 W2 W1 B3 B4 B2', 'options': {'setup': [3, 3, 5, 3]}, 'answer': 'W3', 'line': '', 'task': 'White to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': 'W3 is the only move that wins with perfect play: after any other, Black wins.'},
    {'moves': 'B2 W4 B2 4>1 B1 2>1', 'options': {'setup': [5, 7, 3, 3]}, 'answer': '3>1', 'line': '', 'task': 'Black to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': '3>1 is the only move that wins with perfect play: after any other, White wins.'},
    {'moves': 'B2 W4 B2 4>1 B1 2>1 B3 W1 B1 W1 B4 B3 W4 W4', 'options': {'setup': [5, 7, 3, 3]}, 'answer': '3>2', 'line': '', 'task': 'Black to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': '3>2 is the only move that wins with perfect play: after any other, White wins.'},
    {'moves': 'B2 W4 B2 4>1 B1 2>1 B3 W1 B1 W1 B4 B3 W4 W4 4>2 W1 B2 4>3 B1 3>2 W3 4>3', 'options': {'setup': [5, 7, 3, 3]}, 'answer': '4>3', 'line': '', 'task': 'Black to move: find the only move that wins.', 'hint': 'Think about the top platform at the very end: who will fill its last hole, and which platforms can still swap with it?', 'why': '4>3 is the only move that wins with perfect play: after any other, White wins.'},
)
