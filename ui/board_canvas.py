"""The board canvas: sized to its container at the device pixel ratio, pointer input
turned into board coordinates, and animation frames on demand.

A view draws in its own design space (`view.SIZE`, e.g. 720 x 900 units); this module
sizes the canvas to that shape, as large as its container allows, and maps pointer
positions back into it, so views never see pixels, ratios or events.
"""
from __future__ import annotations

from typing import Callable, Optional, Tuple

import js

from ui.dom import callback, listen

TAP_SLOP = 12  # CSS pixels a pointer may travel and still count as a tap


def _px(css: str) -> float:
    """'560px' -> 560.0; anything else (none, a percentage) -> 0."""
    text = str(css)
    try:
        return float(text[:-2]) if text.endswith("px") else 0.0
    except ValueError:
        return 0.0


class BoardCanvas:
    """One `<canvas>` element that a view draws into and taps come out of."""

    def __init__(self, canvas, draw: Callable[[object, float], bool],
                 tap: Callable[[float, float], None], hover: Optional[Callable[[float, float], None]] = None,
                 drag: Optional[Callable[[float, float, float, float], None]] = None):
        self.canvas = canvas
        self.ctx = canvas.getContext("2d")
        self._draw = draw
        self._tap = tap
        self._hover = hover
        self._drag = drag
        # The view's design size, None until a view gives one: until then the canvas keeps
        # the size ui/first-paint.js gave it (the board's picture), never a stand-in shape
        # (the resize observer's first call comes at the next frame: a jump of the board).
        self.design: Optional[Tuple[float, float]] = None
        self._scale = self._ratio = 1.0
        self._frame_pending = False
        self._down = None
        listen(canvas, "pointerdown", self._on_down)
        listen(canvas, "pointerup", self._on_up)
        listen(canvas, "pointermove", self._on_move)
        listen(canvas, "pointercancel", self._on_cancel)
        self._frame_proxy = callback(self._on_frame)
        self._observer = js.ResizeObserver.new(callback(lambda *_: self.fit()))
        self._observer.observe(canvas.parentElement)

    def set_design_size(self, width: float, height: float) -> None:
        """The view's coordinate space; the canvas keeps that aspect ratio."""
        self.design = (float(width), float(height))
        self.fit()

    def fit(self) -> None:
        """Size the canvas to the largest box of the view's shape that fits its container's
        width and the container's CSS max-height, at the device pixel ratio, and redraw."""
        if self.design is None:
            return
        parent = self.canvas.parentElement
        design_w, design_h = self.design
        room_w = max(1.0, float(parent.clientWidth))
        room_h = _px(js.window.getComputedStyle(parent).maxHeight) or float(js.window.innerHeight) * 0.8
        scale = max(0.05, min(room_w / design_w, max(160.0, room_h) / design_h))
        width, height = design_w * scale, design_h * scale
        ratio = float(js.window.devicePixelRatio or 1)
        self.canvas.style.width = f"{width}px"
        self.canvas.style.height = f"{height}px"
        self.canvas.width = round(width * ratio)
        self.canvas.height = round(height * ratio)
        self._scale = scale
        self._ratio = ratio
        self.request_frame()

    def to_design(self, client_x: float, client_y: float) -> Tuple[float, float]:
        """A pointer position (client pixels) in the view's design space."""
        rect = self.canvas.getBoundingClientRect()
        x = (client_x - rect.left) / self._scale
        y = (client_y - rect.top) / self._scale
        return x, y

    def request_frame(self) -> None:
        """Draw on the next animation frame (once, however often asked)."""
        if not self._frame_pending:
            self._frame_pending = True
            js.window.requestAnimationFrame(self._frame_proxy)

    def _on_frame(self, now) -> None:
        self._frame_pending = False
        if self.design is None:  # no view yet: the board's picture stays
            return
        ctx = self.ctx
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.clearRect(0, 0, self.canvas.width, self.canvas.height)
        s = self._scale * self._ratio
        ctx.setTransform(s, 0, 0, s, 0, 0)
        if self._draw(ctx, float(now)):
            self.request_frame()

    # --- pointer input: a tap is a press and release without much travel ---
    def _on_down(self, event) -> None:
        if event.button not in (0, None) and event.pointerType == "mouse":
            return
        self._down = (event.pointerId, event.clientX, event.clientY)

    def _on_up(self, event) -> None:
        down, self._down = self._down, None
        if down is None or down[0] != event.pointerId:
            return
        if abs(event.clientX - down[1]) > TAP_SLOP or abs(event.clientY - down[2]) > TAP_SLOP:
            if self._drag is not None:  # a press that travelled: a drag from there to here
                event.preventDefault()
                self._drag(*self.to_design(down[1], down[2]), *self.to_design(event.clientX, event.clientY))
            return
        event.preventDefault()
        self._tap(*self.to_design(event.clientX, event.clientY))

    def _on_move(self, event) -> None:
        if self._hover is not None and event.pointerType == "mouse":
            self._hover(*self.to_design(event.clientX, event.clientY))

    def _on_cancel(self, event) -> None:
        self._down = None
