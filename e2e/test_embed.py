"""Embeds in a blog post on another origin: the games load and play inside their
iframes, each frame grows to its game's height, events reach the host page, the
host's commands work, and anything else it sends is ignored. An embed keeps no copy
of the site in the reader's browser (no service worker, no cache), and removes the one
an older embed made; on Parlour's own site the offline copy stays."""
from __future__ import annotations

import time

import pytest

import engines
from conftest import ROOT, another_site, wait_controlled
from engines.apagos import Add
from games import driver
from ui.games.apagos.view import TRAY_BOXES

APAGOS = driver("apagos")


@pytest.fixture
def blog_url():
    """The sample blog post from the repo, on its own origin."""
    with another_site(ROOT / "samples") as url:
        yield url


@pytest.fixture
def host_url(tmp_path, base_url):
    """A bare host page on its own origin with one Apagos embed."""
    (tmp_path / "host.html").write_text(
        '<!doctype html><link rel="icon" href="data:,"><iframe id="f" width="640" height="600" '
        f'src="{base_url}/embed.html#/play/apagos?seats=human,human"></iframe>')
    with another_site(tmp_path, "host.html") as url:
        yield url


@pytest.fixture
def other_site_host_url(host_url):
    """The bare host page on another site ("localhost" is not "127.0.0.1"): the browser
    runs it in a process of its own, so it can post messages faster than the embed takes them."""
    return host_url.replace("//127.0.0.1:", "//localhost:", 1)


@pytest.fixture
def two_frames_url(tmp_path, base_url):
    """A host page on its own origin with embed-host.js and two frames of Parlour's
    origin: the embed the author pasted (#f), and one (#other) that shows a blog page
    until the test sends it to an embed (as a link or a script in it could). heard.js,
    listening after embed-host.js, marks the page once a height from #other came."""
    (tmp_path / "blank.html").write_text('<!doctype html><link rel="icon" href="data:,"><p>a page of the blog')
    (tmp_path / "heard.js").write_text(
        'addEventListener("message", function (event) {\n'
        '  var other = document.getElementById("other").contentWindow;\n'
        '  if (event.source === other && event.data && event.data.type === "parlour:height")\n'
        '    document.body.setAttribute("data-heard-other", "1");\n'
        '});\n')
    (tmp_path / "host.html").write_text(
        '<!doctype html><link rel="icon" href="data:,"><body>'
        f'<iframe id="f" width="640" height="300" src="{base_url}/embed.html#/play/apagos?seats=human,human"></iframe>'
        '<iframe id="other" width="640" height="300" src="blank.html"></iframe>'
        f'<script src="{base_url}/ui/embed-host.js"></script><script src="heard.js"></script></body>')
    with another_site(tmp_path, "host.html") as url:
        yield url


def frame_ready(page, index: int):
    # Chromium does not render cross-origin frames out of view: bring each into view
    page.locator("iframe.parlour").nth(index).scroll_into_view_if_needed()
    frame = page.frame_locator("iframe.parlour").nth(index)
    frame.locator("body[data-ready='1']").wait_for(state="attached")
    return frame


def click_in_frame(page, index: int, x: float, y: float) -> None:
    board = page.frame_locator("iframe.parlour").nth(index).locator("#board")
    page.mouse.click(*APAGOS.point(board, x, y))


def test_three_games_play_in_a_blog_post_on_another_origin(page, blog_url, base_url):
    page.goto(f"{blog_url}/blog-post.html?site={base_url}/")
    frames = [frame_ready(page, i) for i in range(3)]
    for index in range(3):
        page.wait_for_selector(f"#events li[data-type='parlour:ready'][data-board='{index + 1}']")
    # each frame follows its content's height (the host script got the messages)
    heights = page.evaluate("Array.from(document.querySelectorAll('iframe.parlour'), f => f.style.height)")
    assert all(h.endswith("px") for h in heights), heights
    # the Apagos frame: the computer (White) arranges, then a click plays Black's move
    apagos = frames[0]
    page.locator("iframe.parlour").nth(0).scroll_into_view_if_needed()
    apagos.locator("#play[data-turn='human']").wait_for(state="attached")
    click_in_frame(page, 0, *APAGOS.empty_spot(2))
    page.wait_for_selector("#events li[data-type='parlour:move'][data-board='1']:has-text('B2')")
    # the computer-against-computer Abalone frame plays on by itself
    page.locator("iframe.parlour").nth(2).scroll_into_view_if_needed()
    page.wait_for_selector("#events li[data-type='parlour:move'][data-board='3']")
    page.locator("iframe.parlour").nth(0).scroll_into_view_if_needed()
    # the host's commands: load a record, then a new game
    page.click("#load-first")
    apagos.locator("#move-list li .move-text", has_text="setup 3 3 5 1").wait_for(state="attached")
    assert apagos.locator("#move-list li .move-text").all_text_contents()[:4] == ["setup 3 3 5 1", "B4", "W2", "B2"]
    page.click("#new-first")
    # the record's moves go (the computer may arrange the new game's ramp 3 3 5 1 again)
    apagos.locator("#move-list li .move-text", has_text="B4").wait_for(state="detached")
    assert apagos.locator("#move-list li .move-text").count() <= 1


def test_hostile_messages_are_ignored(page, base_url, host_url):
    page.goto(host_url)
    frame = page.frame_locator("#f")
    frame.locator("body[data-ready='1']").wait_for(state="attached")
    page.evaluate("""(origin) => {
        const target = document.getElementById('f').contentWindow;
        for (const junk of [
            'parlour:new-game', 42, null, [1, 2], {type: 'parlour:eval', code: 'alert(1)'},
            {type: 'parlour:load', record: {game: 'apagos', moves: ['B9']}},
            {type: 'parlour:load', record: {game: 'apagos', moves: [{toString: 1}]}},
            {type: 'parlour:load', record: 'setup 1 3 3 5'},
            {type: 'parlour:new-game', extra: true},
            {type: 'parlour:load', record: {game: 'chess', options: {}, moves: []}},
            {type: 'parlour:load', record: {game: 'apagos', moves: ['x'.repeat(200000)]}},
            {type: 'parlour:load', record: {game: 'apagos', moves: new Array(50000000)}},
            {type: 'parlour:load', record: {game: 'apagos', moves: new Uint8Array(1000)}},
            {type: 'parlour:load', record: new Map([['game', 'apagos']])},
        ]) target.postMessage(junk, origin);
        const cycle = {type: 'parlour:load'};
        cycle.record = cycle;
        target.postMessage(cycle, origin);
    }""", base_url)
    page.wait_for_timeout(1500)
    assert frame.locator("#move-list .move-text").count() == 0
    assert frame.locator("#play[data-ply='0']").count() == 1
    said = frame.locator("#status-event").inner_text()
    assert said == "" or "could not be loaded" in said or "cannot be shown" in said, said


def test_only_the_embeds_the_author_pasted_are_resized(page, base_url, two_frames_url):
    page.goto(two_frames_url)
    other = page.query_selector("#other").content_frame()
    other.goto(f"{base_url}/embed.html#/play/apagos?seats=human,human")  # its src stays blank.html
    page.wait_for_selector("body[data-heard-other='1']", state="attached")
    page.wait_for_function("document.getElementById('f').style.height.endsWith('px')")
    assert page.evaluate("document.getElementById('other').style.height") == ""


FLOOD = """async ([origin, seconds]) => {
    const target = document.getElementById('f').contentWindow;
    const junk = [
        'x'.repeat(1000), 42, null, [1, 2, 3], {type: 'parlour:eval'}, {type: 'parlour:height', height: 1},
        {type: 'parlour:load', record: {game: 'apagos', moves: ['B2'], extra: 'x'.repeat(1000)}},
        {type: 'parlour:load', record: {game: 'chess', moves: []}},
        {type: 'parlour:new-game'},
        {type: 'parlour:load', record: {game: 'apagos', moves: ['setup 5 3 7 1', 'B2']}},
    ];
    const end = performance.now() + seconds * 1000;
    let sent = 0;
    while (performance.now() < end) {
        for (let i = 0; i < 100; i++) target.postMessage(junk[sent++ % junk.length], origin);
        await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return sent;
}"""
LOAD = """(origin) => document.getElementById('f').contentWindow.postMessage({type: 'parlour:load',
    record: {game: 'apagos', options: {}, moves: ['setup 3 3 5 1', 'B4', 'W2', 'B2']}}, origin)"""


def test_a_flood_of_messages_leaves_the_embed_answering(page, base_url, other_site_host_url):
    """5 s of small messages (junk, commands that do not check out, and real ones: about
    70,000), then the host's own command: the game it sends is on the board within
    seconds (what the reader sees), not minutes later (two, when Python heard every
    message), and the board plays on."""
    page.goto(other_site_host_url)
    frame = page.frame_locator("#f")
    frame.locator("body[data-ready='1']").wait_for(state="attached")
    assert page.evaluate(FLOOD, [base_url, 5]) > 1000
    page.evaluate(LOAD, base_url)
    moves = frame.locator("#move-list li .move-text")
    moves.filter(has_text="setup 3 3 5 1").wait_for(state="attached", timeout=20_000)  # seconds, not minutes
    assert moves.all_text_contents() == ["setup 3 3 5 1", "B4", "W2", "B2"]
    state = engines.load({"game": "apagos", "moves": ["setup 3 3 5 1", "B4", "W2", "B2"]})
    move = next(m for m in state.legal_moves() if isinstance(m, Add))
    x, y, w, h = TRAY_BOXES[move.colour]
    board = frame.locator("#board")
    page.mouse.click(*APAGOS.point(board, x + w / 2, y + h / 2))
    page.mouse.click(*APAGOS.point(board, *APAGOS.empty_spot(move.position)))
    frame.locator("#play[data-ply='5']").wait_for(state="attached")


def test_read_only_replay_embed(page, base_url):
    page.goto(f"{base_url}/embed.html#/play/apagos?g=1.AAAA&s=human,human&replay=1")
    page.wait_for_selector("body[data-ready='1']")
    assert page.get_attribute("#play", "data-viewing") == "0"
    assert page.is_hidden(".topbar")
    page.click("#review-next")
    assert page.get_attribute("#play", "data-viewing") == "1"
    page.click("#review-live")
    box = page.locator("#board").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert page.locator("#move-list .move-text").count() == 3  # "AAAA": three moves, each the first legal one


def embed_frame(page):
    """The embed's frame of the host page (another origin), once its game is up."""
    page.frame_locator("#f").locator("body[data-ready='1']").wait_for(state="attached")
    return next(f for f in page.frames if "/embed.html" in f.url)


OUR_COPY = """async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).filter((name) => name.startsWith('parlour-')).length,
})"""


def wait_for_copy(frame, workers: int, caches: int, timeout_s: float = 120) -> None:
    """Wait until `frame` sees that many service workers and caches of ours."""
    deadline = time.monotonic() + timeout_s
    while (copy := frame.evaluate(OUR_COPY)) != {"workers": workers, "caches": caches}:
        assert time.monotonic() < deadline, copy
        frame.wait_for_timeout(250)


def test_an_embed_keeps_no_copy_of_the_site_in_the_readers_browser(page, host_url):
    page.goto(host_url)
    frame = embed_frame(page)
    frame.wait_for_timeout(2000)  # the main page registers its worker as soon as it is up
    assert frame.evaluate(OUR_COPY) == {"workers": 0, "caches": 0}


def test_an_older_embeds_copy_of_the_site_is_removed(page, host_url):
    """Readers of a blog whose embed installed the service worker (before issue 19) get
    the space back at their next visit, and the game still plays."""
    page.goto(host_url)
    frame = embed_frame(page)
    frame.evaluate("navigator.serviceWorker.register('./sw.js').then(() => navigator.serviceWorker.ready)"
                   ".then(() => true)")  # what the older embed did
    wait_for_copy(frame, workers=1, caches=1)
    page.reload()
    wait_for_copy(embed_frame(page), workers=0, caches=0)
    page.frame_locator("#f").locator("#view-actions button[data-action='random']").click()
    page.frame_locator("#f").locator("#play[data-ply='1']").wait_for(state="attached")


def test_the_share_dialogs_preview_leaves_the_sites_offline_copy_alone(page):
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector("body[data-ready='1']", state="attached")
    wait_controlled(page)
    page.click("#share-button")
    preview = page.frame_locator("#embed-preview")
    preview.locator("body[data-ready='1']").wait_for(state="attached")
    page.wait_for_timeout(2000)  # an embed in another site's page removes our copy as soon as it is up
    assert page.evaluate(OUR_COPY) == {"workers": 1, "caches": 1}
    assert page.evaluate("!!navigator.serviceWorker.controller")
