"""Start-up in the page: build the shell, show the page the URL asks for."""
import js

from ui.shell import Shell

_shell = None


def start() -> None:
    """Called once by index.html when Python is ready."""
    global _shell
    js.document.dispatchEvent(js.CustomEvent.new("parlour:stage", _detail("Setting up the games\u2026")))
    _shell = Shell(embed=js.document.body.getAttribute("data-mode") == "embed")
    _shell.route()
    js.document.getElementById("loading").hidden = True
    js.document.body.dataset.python = "ready"
    js.document.dispatchEvent(js.CustomEvent.new("parlour:ready"))


def _detail(text):
    from pyodide.ffi import to_js
    return to_js({"detail": text}, dict_converter=js.Object.fromEntries)
