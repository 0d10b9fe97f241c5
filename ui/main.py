"""Start-up in the page: build the shell, show the page the URL asks for.

The start is a few steps, each its own task of the browser's (an `await` between them
hands the main thread back), so the page answers between them: importing the page's
parts, making the shell, showing the page the address asks for."""
import asyncio

import js

_shell = None

# What the page says when ui/boot-guard.js found, before Python started, that this
# browser's storage must not be used (globalThis.parlourStorageBlocked: the browser
# blocks it; globalThis.parlourNoSave: the address has ?nosave=1, "Open without
# saved games"). Either way the games play and nothing is kept.
BLOCKED = "This browser blocks this site's storage: games are not saved."
NO_SAVE = "Opened without saved games: nothing is read from or saved in this browser this time."


async def start() -> None:
    """Called once by index.html when Python is ready."""
    global _shell
    js.document.dispatchEvent(js.CustomEvent.new("parlour:stage", _detail("Setting up the games\u2026")))
    await _next_task()
    js.performance.mark("parlour:import")
    from ui.shell import Shell  # (here, not at the top: a task of its own)
    await _next_task()
    js.performance.mark("parlour:shell")
    _shell = Shell(embed=js.document.body.getAttribute("data-mode") == "embed")
    await _next_task()
    js.performance.mark("parlour:route")
    _shell.route()
    js.performance.mark("parlour:routed")
    _storage_notice()
    js.document.getElementById("loading").hidden = True
    js.document.body.dataset.python = "ready"
    js.document.dispatchEvent(js.CustomEvent.new("parlour:ready"))


def _storage_notice() -> None:
    """Say so at the top of the page when this visit keeps nothing."""
    if getattr(js.globalThis, "parlourStorageBlocked", False):
        text = BLOCKED
    elif getattr(js.globalThis, "parlourNoSave", False):
        text = NO_SAVE
    else:
        return
    from ui.dom import site_notice
    notice = site_notice("storage-notice", text)
    if text == NO_SAVE:  # the way back: the same address without ?nosave
        url = js.URL.new(js.location.href)
        url.searchParams.delete("nosave")
        link = js.document.createElement("a")
        link.href, link.textContent = url.href, "Open with saved games"
        notice.append(" ", link)


def _detail(text):
    from pyodide.ffi import to_js
    return to_js({"detail": text}, dict_converter=js.Object.fromEntries)


async def _next_task() -> None:
    """Hand the main thread back to the browser: Pyodide's event loop runs the rest in a
    new task (setTimeout)."""
    await asyncio.sleep(0)
