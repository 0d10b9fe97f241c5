"""Screenshots of every game at phone and laptop size, for the README and for looking at
the play screen as a player sees it: `./parlour screenshots` (builds the site first).

    python3 tools/screenshots.py [--site site] [--out docs/screenshots]

Each game is shown at its view's sample position (a game in progress, the same one the
home page draws), opened through a share link with a person and the computer seated.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from serve import start_server  # noqa: E402
from ui import share  # noqa: E402
from ui.games import GAMES  # noqa: E402
from ui.session import Session  # noqa: E402

SIZES = {"phone": ((390, 844), 1), "laptop": ((1280, 800), 1)}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def game_address(game_id: str) -> str:
    """The share link of the game's sample position, a person to move."""
    state = GAMES[game_id].view.sample()
    seats = ["human" if seat == state.to_move else "easy" for seat in range(state.num_players)]
    return f"index.html#/play/{game_id}?{share.share_query(Session.from_state(state, seats))}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", default=str(ROOT / "site"), help="the built site (default: site/)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    server, base = start_server(Path(args.site), port=0)
    pages = {"home": "index.html#/", **{game_id: game_address(game_id) for game_id in GAMES}}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            for size_name, (viewport, scale) in SIZES.items():
                context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                              device_scale_factor=scale, service_workers="block",
                                              color_scheme="light", reduced_motion="reduce")
                page = context.new_page()
                for name, address in pages.items():
                    page.goto(f"{base}/{address}")
                    if name == "home":  # (a first visit's home page starts Python when the visitor heads for a game)
                        page.wait_for_function("[...document.querySelectorAll('#game-list img')]"
                                               ".every((i) => i.complete && i.naturalWidth > 0)", timeout=120_000)
                    else:
                        page.wait_for_selector("body[data-python='ready']", state="attached", timeout=120_000)
                    time.sleep(1.0)  # the thumbnails, the board's first frame
                    path = out / f"{name}-{size_name}.png"
                    page.screenshot(path=str(path))
                    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
