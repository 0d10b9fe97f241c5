"""QR codes, drawn here (no service, no library): a text in byte mode at error
correction level M (about 15% of the code may be lost), versions 1 to 20 (up to
666 bytes), following ISO/IEC 18004. Written for Parlour; no browser import.

    matrix = encode("https://...")   # rows of booleans, True for a dark module
"""
from __future__ import annotations

from typing import List, Tuple

# Per version at level M: error correction codewords per block, and the blocks'
# groups as (how many blocks, data codewords in each) (ISO/IEC 18004, table 9).
_BLOCKS_M = {
    1: (10, ((1, 16),)), 2: (16, ((1, 28),)), 3: (26, ((1, 44),)), 4: (18, ((2, 32),)),
    5: (24, ((2, 43),)), 6: (16, ((4, 27),)), 7: (18, ((4, 31),)), 8: (22, ((2, 38), (2, 39))),
    9: (22, ((3, 36), (2, 37))), 10: (26, ((4, 43), (1, 44))), 11: (30, ((1, 50), (4, 51))),
    12: (22, ((6, 36), (2, 37))), 13: (22, ((8, 37), (1, 38))), 14: (24, ((4, 40), (5, 41))),
    15: (24, ((5, 41), (5, 42))), 16: (28, ((7, 45), (3, 46))), 17: (28, ((10, 46), (1, 47))),
    18: (26, ((9, 43), (4, 44))), 19: (26, ((3, 44), (11, 45))), 20: (26, ((3, 41), (13, 42))),
}
_LEVEL_M = 0b00  # the format information's bits for level M
MAX_BYTES = 666

# ----- Reed-Solomon over GF(256), polynomial x^8 + x^4 + x^3 + x^2 + 1 -------------------
_EXP = [0] * 512
_LOG = [0] * 256
_value = 1
for _i in range(255):
    _EXP[_i] = _value
    _LOG[_value] = _i
    _value <<= 1
    if _value & 0x100:
        _value ^= 0x11D
for _i in range(255, 512):
    _EXP[_i] = _EXP[_i - 255]


def _multiply(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _generator(degree: int) -> List[int]:
    """The generator polynomial's coefficients, highest power first (its leading 1 left out)."""
    poly = [1]
    for i in range(degree):
        poly = [a ^ _multiply(b, _EXP[i]) for a, b in zip(poly + [0], [0] + poly)]
    return poly[1:]


def error_correction(data: List[int], degree: int) -> List[int]:
    """The `degree` Reed-Solomon codewords of `data`."""
    generator = _generator(degree)
    remainder = [0] * degree
    for byte in data:
        factor = byte ^ remainder[0]
        remainder = remainder[1:] + [0]
        for i, coefficient in enumerate(generator):
            remainder[i] ^= _multiply(coefficient, factor)
    return remainder


# ----- the codewords ---------------------------------------------------------------------
def _capacity(version: int) -> int:
    return sum(count * size for count, size in _BLOCKS_M[version][1])


def choose_version(length: int) -> int:
    """The smallest version holding `length` bytes (ValueError when none here does)."""
    for version in _BLOCKS_M:
        header_bits = 4 + (8 if version < 10 else 16)
        if header_bits + 8 * length <= 8 * _capacity(version):
            return version
    raise ValueError(f"a QR code here holds at most {MAX_BYTES} bytes")


def codewords(data: bytes, version: int) -> List[int]:
    """The data (byte mode) with its error correction, interleaved block by block."""
    bits: List[int] = []

    def put(value: int, width: int) -> None:
        bits.extend((value >> i) & 1 for i in range(width - 1, -1, -1))

    put(0b0100, 4)
    put(len(data), 8 if version < 10 else 16)
    for byte in data:
        put(byte, 8)
    capacity = _capacity(version) * 8
    put(0, min(4, capacity - len(bits)))
    put(0, -len(bits) % 8)
    words = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]
    pad = 0xEC
    while len(words) < capacity // 8:
        words.append(pad)
        pad ^= 0xEC ^ 0x11
    degree, groups = _BLOCKS_M[version]
    blocks, start = [], 0
    for count, size in groups:
        for _ in range(count):
            blocks.append(words[start:start + size])
            start += size
    out = [block[i] for i in range(max(map(len, blocks))) for block in blocks if i < len(block)]
    checks = [error_correction(block, degree) for block in blocks]
    return out + [check[i] for i in range(degree) for check in checks]


# ----- the matrix ------------------------------------------------------------------------
def alignment_positions(version: int) -> List[int]:
    """The rows (and columns) of the alignment patterns' centres."""
    if version == 1:
        return []
    count = version // 7 + 2
    size = 17 + 4 * version
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    return [6] + sorted(size - 7 - i * step for i in range(count - 1))


def _format_bits(mask: int) -> int:
    data = _LEVEL_M << 3 | mask
    remainder = data
    for _ in range(10):
        remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
    return (data << 10 | remainder) ^ 0x5412


def _version_bits(version: int) -> int:
    remainder = version
    for _ in range(12):
        remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25)
    return version << 12 | remainder


_MASKS = (
    lambda x, y: (x + y) % 2 == 0, lambda x, y: y % 2 == 0, lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0, lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0, lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


class _Grid:
    def __init__(self, version: int):
        self.version = version
        self.size = size = 17 + 4 * version
        self.dark = [[False] * size for _ in range(size)]
        self.fixed = [[False] * size for _ in range(size)]
        self._function_patterns()

    def set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.fixed[y][x] = True

    def _function_patterns(self) -> None:
        size = self.size
        for i in range(size):
            self.set(6, i, i % 2 == 0)
            self.set(i, 6, i % 2 == 0)
        for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
            for dy in range(-4, 5):
                for dx in range(-4, 5):
                    x, y = cx + dx, cy + dy
                    if 0 <= x < size and 0 <= y < size:
                        ring = max(abs(dx), abs(dy))
                        self.set(x, y, ring not in (2, 4))
        positions = alignment_positions(self.version)
        last = len(positions) - 1
        for i, cy in enumerate(positions):
            for j, cx in enumerate(positions):
                if (i, j) in ((0, 0), (0, last), (last, 0)):
                    continue  # where the finders are
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        self.set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
        self.format(0)  # reserve the format areas (drawn again with the mask chosen)
        if self.version >= 7:
            bits = _version_bits(self.version)
            for i in range(18):
                dark = bool(bits >> i & 1)
                a, b = size - 11 + i % 3, i // 3
                self.set(a, b, dark)
                self.set(b, a, dark)

    def format(self, mask: int) -> None:
        size, bits = self.size, _format_bits(mask)
        bit = [bool(bits >> i & 1) for i in range(15)]
        for i in range(6):
            self.set(8, i, bit[i])
        self.set(8, 7, bit[6])
        self.set(8, 8, bit[7])
        self.set(7, 8, bit[8])
        for i in range(9, 15):
            self.set(14 - i, 8, bit[i])
        for i in range(8):
            self.set(size - 1 - i, 8, bit[i])
        for i in range(8, 15):
            self.set(8, size - 15 + i, bit[i])
        self.set(8, size - 8, True)  # the dark module

    def place(self, words: List[int]) -> None:
        size, index, total = self.size, 0, len(words) * 8
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5
            upward = (right + 1) & 2 == 0
            for vertical in range(size):
                y = size - 1 - vertical if upward else vertical
                for x in (right, right - 1):
                    if not self.fixed[y][x]:
                        self.dark[y][x] = index < total and bool(words[index >> 3] >> (7 - (index & 7)) & 1)
                        index += 1
            right -= 2

    def masked(self, mask: int) -> List[List[bool]]:
        test = _MASKS[mask]
        self.format(mask)
        return [[self.dark[y][x] ^ (not self.fixed[y][x] and test(x, y)) for x in range(self.size)]
                for y in range(self.size)]


def penalty(matrix: List[List[bool]]) -> int:
    """The standard's penalty of a masked matrix (lower reads better)."""
    size, score = len(matrix), 0
    lines = matrix + [list(column) for column in zip(*matrix)]
    finder = ([True, False, True, True, True, False, True, False, False, False, False],
              [False, False, False, False, True, False, True, True, True, False, True])
    for line in lines:
        run, previous = 0, None
        for module in line:
            run = run + 1 if module == previous else 1
            previous = module
            if run == 5:
                score += 3
            elif run > 5:
                score += 1
        for start in range(size - 10):
            if line[start:start + 11] in finder:
                score += 40
    for y in range(size - 1):
        for x in range(size - 1):
            if matrix[y][x] == matrix[y][x + 1] == matrix[y + 1][x] == matrix[y + 1][x + 1]:
                score += 3
    dark, total = sum(map(sum, matrix)), size * size
    return score + 10 * ((abs(dark * 20 - total * 10) + total - 1) // total - 1)


def encode(text: str, mask: int = -1) -> List[List[bool]]:
    """The QR code of `text` (UTF-8, byte mode, level M) as rows of booleans, with the
    mask of the lowest penalty (or `mask`, 0 to 7)."""
    data = text.encode()
    version = choose_version(len(data))
    grid = _Grid(version)
    grid.place(codewords(data, version))
    masks = range(8) if mask < 0 else (mask,)
    scored: List[Tuple[int, int]] = [(penalty(grid.masked(m)), m) for m in masks]
    return grid.masked(min(scored)[1])
