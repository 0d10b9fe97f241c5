"""The few DOM helpers every page module uses: find an element, make one, listen to
an event (keeping the Python callback alive for as long as the page lives)."""
from __future__ import annotations

from typing import Callable, List

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

_proxies: List[object] = []  # callbacks handed to JavaScript must outlive this call


def nothing_to_none(value):
    """`value`, or None for JavaScript's null and undefined (which Pyodide 314 hands
    over as objects of their own, not as None)."""
    return None if value is None or value is jsnull else value


def el(element_id: str):
    """The element with this id (None if there is none)."""
    return nothing_to_none(js.document.getElementById(element_id))


def query(root, selector: str):
    """The first element under `root` matching a CSS selector (None if there is none)."""
    return nothing_to_none(root.querySelector(selector))


def make(tag: str, text: str = "", **attributes):
    """A new element with `text` and attributes (`class_` -> class, `data_x` -> data-x)."""
    element = js.document.createElement(tag)
    if text:
        element.textContent = text
    for name, value in attributes.items():
        element.setAttribute(name.rstrip("_").replace("_", "-"), str(value))
    return element


def listen(target, name: str, handler: Callable) -> None:
    """Call `handler(event)` on every `name` event of `target`."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    target.addEventListener(name, proxy)


def callback(handler: Callable):
    """`handler` as a JavaScript function that stays alive (for timers and observers)."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    return proxy


def site_notice(notice_id: str, text: str, passing: bool = False):
    """Show `text` at the top of the page (in #site-notices) as the notice `notice_id`, in
    place of its last one; a `passing` one goes at the player's next click or tap, or the
    next page. Returns the notice."""
    old = el(notice_id)
    if old is not None:
        old.remove()
    notice = make("p", text, id=notice_id, class_="site-notice")
    el("site-notices").append(notice)
    if passing:  # (from the next event on: not the click or the page change being handled now)
        def go_at_the_next() -> None:
            once = to_js({"once": True}, dict_converter=js.Object.fromEntries)
            for target, name in ((js.document, "click"), (js.window, "hashchange")):
                target.addEventListener(name, create_once_callable(lambda event: notice.remove()), once)
        js.setTimeout(create_once_callable(go_at_the_next), 0)
    return notice
