"""`tactile-playground --package` in the browser: the previews of a copy
of Examples/GestureGallery listed by file, one played with the mouse, a save that reloads the open
page on the same preview (save-to-reload time from the file's write to the new text on the stage,
written to .build/browser-artifacts/package-previews.json), and a broken save whose error shows on
the page while the preview keeps working.

It starts its own command on the copy (Tests/Server/package_copy.py; scripts/test-all.sh builds the
copy's preview host beforehand, otherwise the first build takes minutes).
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import time

import pytest

from playground import Scene

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Server"))
from package_copy import prepare_copy  # noqa: E402

LIKE = "GestureGallery/LikeButton.swift:Like button"


@pytest.fixture(scope="module")
def previews():
    package = prepare_copy()
    binary = os.environ.get("TACTILE_PLAYGROUND_BIN", str(ROOT / ".build" / "debug" / "tactile-playground"))
    proc = subprocess.Popen([binary, "--package", str(package), "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        proc.kill()
        raise RuntimeError(f"the previews did not start: {line!r}")
    yield f"http://127.0.0.1:{match.group(1)}", package
    proc.terminate()
    assert proc.wait(timeout=15) == 0


def edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def tap_like(scene, expected):
    scene.click(scene.width / 2, scene.height / 2)
    scene.wait_for(f"[...document.querySelectorAll('#stage text')].some(t => t.textContent === {json.dumps(expected)})")


def test_the_list_groups_the_previews_by_file(page, previews):
    url, _ = previews
    page.goto(url + "/")
    page.wait_for_function("window.tactile && window.tactile.status === 'list'")
    files = page.eval_on_selector_all("h2.file", "els => els.map(e => e.textContent)")
    assert sorted(files) == ["GestureGallery/DraggableBadge.swift", "GestureGallery/HoldToConfirm.swift",
                             "GestureGallery/LikeButton.swift", "GestureGallery/Ticker.swift"]
    assert page.text_content("#build").startswith("Build 1 of GestureGallery runs")
    page.click("a[data-scene='GestureGallery/LikeButton.swift:Like button']")
    page.wait_for_function("window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1")
    assert page.text_content("#scene-title").startswith("Like button")


TICKER = "GestureGallery/Ticker.swift:Ticker"

_TICKS = """() => {
  const t = [...document.querySelectorAll('#stage text')].map(e => e.textContent).find(s => s.startsWith('Ticks: '));
  return t === undefined ? -1 : Number(t.slice(7));
}"""


def test_pausing_the_stage_pauses_a_view_counting_with_task_sleep(page, previews, artifacts):
    """`Ticker` counts with `Task.sleep` every 0.25 s: the stage's time control pauses it, a step
    of 1/60 s moves it on by that much, and resume lets it count on (Docs/Playground.md, "Time
    control")."""
    url, _ = previews
    Scene(page, url, TICKER)
    page.wait_for_function(f"({_TICKS})() >= 2", timeout=20_000)
    page.click("#time-pause")
    page.wait_for_function("window.tactile.timeControl !== null && window.tactile.timeControl !== undefined")
    held = page.evaluate(_TICKS)
    # Four of its intervals of real time: not one tick.
    page.wait_for_timeout(1000)
    assert page.evaluate(_TICKS) == held
    page.screenshot(path=str(artifacts / "ticker-paused.png"))
    # Fifteen steps of 1/60 s are one interval: it ticks once more, and no more.
    for _ in range(15):
        page.click("#time-step")
    page.wait_for_function(f"({_TICKS})() === {held + 1}", timeout=10_000)
    page.wait_for_timeout(600)
    assert page.evaluate(_TICKS) == held + 1
    page.click("#time-resume")
    page.wait_for_function("window.tactile.timeControl === null")
    page.wait_for_function(f"({_TICKS})() >= {held + 3}", timeout=10_000)


def test_reload_keeps_the_count_and_an_error_shows_on_the_page(page, previews, artifacts):
    url, package = previews
    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    scene = Scene(page, url, LIKE)
    opened = page.url
    tap_like(scene, "Likes: 1")
    page.evaluate("window.beforeReload = true")
    saved = time.monotonic()
    edit(source, 'Text("Likes: \\(likes)")', 'Text("Taps: \\(likes)")')
    # The edit changed the body only: the reloaded page keeps the count (Docs/Decisions.md, "State
    # across a preview reload") and says so.
    page.wait_for_function(
        "[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Taps: 1')", timeout=300_000)
    reloaded = time.monotonic() - saved
    page.wait_for_function("window.tactile.carried !== undefined")
    assert page.evaluate("window.tactile.carried") == {"carried": 1, "notCarried": 0, "message": None}
    assert page.text_content("#carried-state") == "Reload kept 1 value of @State; 0 values started fresh."
    page.screenshot(path=str(artifacts / "reload-kept-state.png"))
    # A reloaded page (the mark is gone) on the same preview, its panels there, and live.
    assert page.evaluate("window.beforeReload === undefined")
    assert page.url == opened
    page.wait_for_function("window.tactile && window.tactile.status === 'open'")
    assert page.is_visible("#values") and page.is_visible("#timeline") and page.is_visible("#download-trace")
    tap_like(scene, "Taps: 2")
    (artifacts / "package-previews.json").write_text(json.dumps(
        {"saveToReloadSeconds": round(reloaded, 2), "loadAverage": open("/proc/loadavg").read().split()[:3]}))
    print(f"\nsave to reload in the browser: {reloaded:.2f} s")

    line = next(i for i, text in enumerate(source.read_text().splitlines(), 1) if "likes += 1" in text)
    edit(source, "likes += 1", "likes += notDefined")
    try:
        page.wait_for_selector(".build-errors li", timeout=300_000)
        error = page.text_content(".build-errors li")
        assert re.search(rf"LikeButton\.swift:{line}:\d+: .*notDefined", error), error
        # The last good build still plays.
        tap_like(scene, "Taps: 3")
    finally:
        edit(source, "likes += notDefined", "likes += 1")
    page.wait_for_function("window.tactile && window.tactile.build && window.tactile.build.state === 'ok'", timeout=300_000)
