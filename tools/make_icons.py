#!/usr/bin/env python3
"""Draw Parlour's app icons (a black and a white ball on a wooden tile) as PNG files.

    python3 tools/make_icons.py      # writes assets/icons/*.png (committed)

Pure Python (zlib + struct), anti-aliased by supersampling, so no image library is needed.
"""
from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "icons"
WOOD, WOOD_EDGE = (107, 68, 35), (84, 52, 26)


def _png(width: int, height: int, rows) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _ball(x: float, y: float, cx: float, cy: float, r: float, light, dark):
    d = math.hypot(x - cx, y - cy)
    if d > r:
        return None
    t = min(1.0, math.hypot(x - (cx - 0.35 * r), y - (cy - 0.35 * r)) / (1.3 * r))
    return tuple(round(light[i] + (dark[i] - light[i]) * t) for i in range(3))


def _pixel(u: float, v: float, maskable: bool):
    """Colour at (u, v) in [0, 1]^2, or None for transparent."""
    inset = 0.0 if maskable else 0.04
    radius = 0.0 if maskable else 0.2
    x, y = u - 0.5, v - 0.5
    half = 0.5 - inset
    qx, qy = max(abs(x) - (half - radius), 0), max(abs(y) - (half - radius), 0)
    if math.hypot(qx, qy) > radius or abs(x) > half or abs(y) > half:
        return None
    scale = 0.8 if maskable else 1.0  # keep the balls inside the maskable safe zone
    for cx, cy, light, dark in ((0.36, 0.62, (110, 110, 110), (8, 8, 8)), (0.64, 0.38, (255, 255, 255), (170, 170, 170))):
        cx, cy = 0.5 + (cx - 0.5) * scale, 0.5 + (cy - 0.5) * scale
        r = 0.2 * scale
        if math.hypot(u - cx, v - cy) <= r + 0.012 * scale:
            colour = _ball(u, v, cx, cy, r, light, dark)
            return colour if colour else (20, 12, 6)
    edge = min(half - abs(x), half - abs(y))
    return WOOD_EDGE if edge < 0.03 and not maskable else WOOD


def icon(size: int, maskable: bool = False, samples: int = 3) -> bytes:
    """The icon as PNG bytes."""
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            total, alpha = [0, 0, 0], 0
            for sy in range(samples):
                for sx in range(samples):
                    colour = _pixel((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, maskable)
                    if colour is not None:
                        alpha += 1
                        for i in range(3):
                            total[i] += colour[i]
            if alpha:
                row += [total[0] // alpha, total[1] // alpha, total[2] // alpha, 255 * alpha // samples ** 2]
            else:
                row += [0, 0, 0, 0]
        rows.append(row)
    return _png(size, size, rows)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(icon(size))
        (OUT / f"maskable-{size}.png").write_bytes(icon(size, maskable=True))
    (OUT / "apple-touch-icon.png").write_bytes(icon(180, maskable=True))
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("*.png"))))


if __name__ == "__main__":
    main()
