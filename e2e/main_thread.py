"""Freezes of the page a player would feel: the main thread's long tasks, each named by
what ran in it.

`watch(page)` (before the page loads) records every long task (over 50 ms) and every long
animation frame (Chrome's Long Animation Frames API: a frame's work over 50 ms, with the
scripts that ran in it: their invoker, e.g. `DedicatedWorker.onmessage` or
`FrameRequestCallback`, and source). `longest(page, after_ms)` gives the worst tasks since
a moment, and `freeze_report` says them in words for an assertion's message, so a freeze
seen once on a loaded CI machine says what it was.
"""
from __future__ import annotations

from typing import List, NamedTuple

WATCH = """
window.__longTasks = [];
window.__longFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longFrames.push([entry.startTime, entry.duration, (entry.scripts || []).map((s) =>
        [Math.round(s.duration), s.invoker || s.invokerType || '?',
         (s.sourceURL || '').split('/').pop() + (s.sourceFunctionName ? ':' + s.sourceFunctionName : '')])]);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
} catch (e) { /* a browser without the API: the tasks alone */ }
"""


class LongTask(NamedTuple):
    duration: float  # ms
    start: float     # ms since the page's start
    scripts: str     # what ran in it, longest first ("" when unknown)


def watch(page) -> None:
    """Record the page's long tasks and long animation frames from its first script on."""
    page.add_init_script(WATCH)


def longest(page, after_ms: float, count: int = 3) -> List[LongTask]:
    """The `count` longest tasks that started after `after_ms`, longest first, each with the
    scripts of the animation frame it fell in."""
    tasks = page.evaluate("window.__longTasks")
    frames = page.evaluate("window.__longFrames")
    out = []
    for start, duration in tasks:
        if start <= after_ms:
            continue
        # the frame that overlaps the task most (a task and its frame need not line up exactly)
        overlap, scripts = 0.0, None
        for frame_start, frame_duration, frame_scripts in frames:
            shared = min(start + duration, frame_start + frame_duration) - max(start, frame_start)
            if shared > overlap:
                overlap, scripts = shared, sorted(frame_scripts, key=lambda s: -s[0])
        if scripts is None:
            words = ""
        elif not scripts:
            words = "no script of the page ran over 5 ms in it: the browser's own work or a stall"
        else:
            words = ", ".join(f"{invoker} {source} {ms} ms".replace("  ", " ") for ms, invoker, source in scripts[:3])
        out.append(LongTask(duration, start, words))
    return sorted(out, reverse=True)[:count]


def worst(page, after_ms: float) -> float:
    """The longest task's duration (ms) since `after_ms`; 0 when none was long."""
    tasks = longest(page, after_ms, 1)
    return tasks[0].duration if tasks else 0.0


def freeze_report(tasks: List[LongTask]) -> str:
    """The tasks in words: 'a task blocked the page for N ms (...)'."""
    if not tasks:
        return "no long task"
    head = tasks[0]
    parts = [f"{t.duration:.0f} ms at {t.start:.0f} ms" + (f" [{t.scripts}]" if t.scripts else "") for t in tasks]
    return f"a task blocked the page for {head.duration:.0f} ms (the longest: {'; '.join(parts)})"
