#!/usr/bin/env python3
"""Make the sounds of a move: two short soft clicks as WAV files.

    python3 tools/make_sounds.py      # writes assets/sounds/*.wav (committed)

A sine blip that fades out in 50 ms (660 Hz for a move, 880 Hz for the move that ends the
game), 16-bit mono at 22,050 Hz: about 2 kB each, written by the standard library's `wave`.
tests/test_build.py checks that the committed files are what this makes.
"""
from __future__ import annotations

import io
import math
import struct
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
RATE = 22_050
SECONDS = 0.05
VOLUME = 0.15  # of full scale, at the start; the blip fades to a thousandth of that
SOUNDS = {"move": 660.0, "end": 880.0}


def click(pitch: float) -> bytes:
    """The WAV file of one blip at `pitch` Hz."""
    count = int(RATE * SECONDS)
    fade = 0.001 / VOLUME
    samples = (VOLUME * math.sin(2 * math.pi * pitch * i / RATE) * fade ** (i / count) for i in range(count))
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(b"".join(struct.pack("<h", round(32767 * s)) for s in samples))
    return out.getvalue()


def sounds() -> dict:
    """{file name: its bytes} for every sound."""
    return {f"{name}.wav": click(pitch) for name, pitch in SOUNDS.items()}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in sounds().items():
        (OUT / name).write_bytes(data)
        print(f"{OUT / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
