"""A package's whole app in the browser: `tactile-playground --package` on a copy of
Examples/GestureGallery lists its app (the executable target GalleryApp, `@main struct GalleryApp:
App`) above the previews, and opening it runs the root scene with its tabs, navigation stack,
sheet and state, driven by the mouse and by touch (Docs/Playground.md, "Apps"). Screenshots go to
.build/browser-artifacts/.

It starts its own command on the copy (Tests/Server/package_copy.py; scripts/test-all.sh builds the
copy's preview host beforehand, otherwise the first build takes minutes).
"""
import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Server"))
from package_copy import prepare_copy  # noqa: E402

BOX_OF_TEXT = """(wanted) => {
  const stage = document.getElementById('stage');
  const el = [...stage.querySelectorAll('text')].find(t => t.textContent === wanted);
  if (!el) return null;
  const b = el.getBoundingClientRect();
  return {x: b.left + b.width / 2, y: b.top + b.height / 2};
}"""


@pytest.fixture(scope="module")
def app_server():
    package = prepare_copy()
    binary = os.environ.get("TACTILE_PLAYGROUND_BIN", str(ROOT / ".build" / "debug" / "tactile-playground"))
    proc = subprocess.Popen([binary, "--package", str(package), "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        proc.kill()
        raise RuntimeError(f"the previews did not start: {line!r}")
    yield f"http://127.0.0.1:{match.group(1)}"
    proc.terminate()
    assert proc.wait(timeout=15) == 0


def shows(page, text, timeout=10_000):
    page.wait_for_function(
        f"[...document.querySelectorAll('#stage text')].some(t => t.textContent === {json.dumps(text)})",
        timeout=timeout)


def press(page, label, then, touch=False):
    """Clicks (or taps with a finger) the text `label` on the stage, then waits for `then` to show."""
    point = page.evaluate(BOX_OF_TEXT, label)
    assert point, f"{label!r} is not on the stage"
    if touch:
        page.touchscreen.tap(point["x"], point["y"])
    else:
        page.mouse.click(point["x"], point["y"])
    shows(page, then)


def test_the_app_is_listed_and_runs_its_root_scene(page, app_server, artifacts):
    page.goto(app_server + "/")
    page.wait_for_function("window.tactile && window.tactile.status === 'list'")
    assert page.text_content("h2.apps") == "Apps"
    assert page.eval_on_selector_all("ul[data-kind=app] a", "as => as.map(a => a.dataset.scene)") == ["app:GalleryApp"]
    assert "apps and previews of GestureGallery" in page.text_content("#intro")
    page.screenshot(path=str(artifacts / "app-list.png"), full_page=True)
    page.click("a[data-scene='app:GalleryApp']")
    page.wait_for_function("window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1")
    assert page.text_content("#scene-title") == "GalleryApp (app:GalleryApp)"
    shows(page, "Gestures")

    press(page, "Counter", "Count: 0")
    press(page, "Add", "Count: 1")
    press(page, "Add", "Count: 2", touch=True)
    press(page, "Gallery", "About")
    press(page, "Like button", "Likes: 0")
    page.screenshot(path=str(artifacts / "app-navigation.png"))
    press(page, "Back", "About", touch=True)
    press(page, "About", "A gallery of gestures, written with Tactile.")
    page.screenshot(path=str(artifacts / "app-sheet.png"))
    press(page, "Close", "Hold to confirm")
    # The counter's tab kept its state while the other tabs were used.
    press(page, "Counter", "Count: 2")
    page.screenshot(path=str(artifacts / "app-counter.png"))


def test_keys_reach_the_app_while_the_stage_has_focus(page, app_server):
    """Return runs the counter's default-action button and Escape the sheet's cancel button
    (keyboardShortcut), once a press on the stage has given it focus; keys typed elsewhere on the
    page stay there."""
    page.goto(app_server + "/?scene=app%3AGalleryApp")
    page.wait_for_function("window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1")
    shows(page, "Gestures")
    press(page, "Counter", "Count: 0")
    assert page.evaluate("document.activeElement && document.activeElement.id") == "stage"
    page.keyboard.press("Enter")
    shows(page, "Count: 1")
    page.keyboard.press("Enter")
    shows(page, "Count: 2")
    press(page, "Gallery", "About")
    press(page, "About", "A gallery of gestures, written with Tactile.")
    page.keyboard.press("Escape")
    shows(page, "Hold to confirm")
    page.wait_for_function("![...document.querySelectorAll('#stage text')]"
                           ".some(t => t.textContent === 'A gallery of gestures, written with Tactile.')")
    # Focus elsewhere: Enter no longer reaches the scene.
    press(page, "Counter", "Count: 2")
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    texts = page.evaluate("[...document.querySelectorAll('#stage text')].map(t => t.textContent)")
    assert "Count: 2" in texts and "Count: 3" not in texts


def test_the_app_has_variants_too(page, app_server):
    page.goto(app_server + "/?scene=app%3AGalleryApp&grid=appearance")
    page.wait_for_function("document.querySelectorAll('.variant-cell iframe').length === 2")
    for cell in page.query_selector_all(".variant-cell"):
        frame = cell.query_selector("iframe").content_frame()
        frame.wait_for_function("window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1",
                                timeout=20_000)
        assert "Gestures" in frame.evaluate("[...document.querySelectorAll('#stage text')].map(t => t.textContent)")
