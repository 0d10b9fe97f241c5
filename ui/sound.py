"""Short synthesized clicks for moves (on unless the player turns sound off)."""
from __future__ import annotations

import js

_context = None


def click(pitch: float = 660.0, seconds: float = 0.05) -> None:
    """A soft click: a short sine blip that fades out; silent if audio is unavailable."""
    global _context
    try:
        if _context is None:
            _context = js.AudioContext.new()
        now = _context.currentTime
        oscillator = _context.createOscillator()
        gain = _context.createGain()
        oscillator.frequency.value = pitch
        gain.gain.setValueAtTime(0.15, now)
        gain.gain.exponentialRampToValueAtTime(0.001, now + seconds)
        oscillator.connect(gain)
        gain.connect(_context.destination)
        oscillator.start(now)
        oscillator.stop(now + seconds)
    except Exception:  # no audio device, or the browser refuses: play on silently
        pass
