"""An automated accessibility check (axe-core, from the npm registry, injected from
node_modules) finds no serious or critical problem on the home, game and rules
pages and a lesson, in the light and the dark theme."""
from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS, ROOT, watch_page, watch_requests

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PAGES = {
    "home": ("/index.html#/", "#game-list .game-card"),
    "game": ("/index.html#/play/apagos?seats=human,human", "body[data-ready='1']"),
    "rules": ("/index.html#/rules/apagos", "#rules-body figure"),
    "learn": ("/index.html#/learn/abcuazego?step=2", "#lesson[data-step='1']:not([hidden])"),
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", sorted(PAGES))
def test_no_serious_accessibility_violations(browser, base_url, name, scheme):
    # axe is injected as a script: the test context bypasses the page's CSP to do it
    context = browser.new_context(base_url=base_url, bypass_csp=True, color_scheme=scheme)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    problems: list[str] = []
    watch_requests(context, problems)
    page = context.new_page()
    watch_page(page, problems)
    try:
        url, ready = PAGES[name]
        page.goto(url)
        page.wait_for_selector(ready, state="attached")
        page.add_script_tag(path=str(AXE))
        result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    finally:
        context.close()
    serious = [f"{v['id']} ({v['impact']}): {v['help']} -> {[n['target'] for n in v['nodes'][:3]]}"
               for v in result["violations"] if v["impact"] in ("serious", "critical")]
    assert not serious, "\n".join(serious)
    assert not problems, problems
