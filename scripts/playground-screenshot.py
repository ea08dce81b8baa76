"""Takes Docs/playground.png: the draggable circle mid-drag, with the log, timeline and values.

Usage: python3 scripts/playground-screenshot.py http://127.0.0.1:8080 Docs/playground.png
(Needs Playwright and Debian's chromium, as the browser tests do.)
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
from playwright.sync_api import sync_playwright  # noqa: E402
from playground import BLUE, Scene  # noqa: E402

base, out = sys.argv[1].rstrip("/"), sys.argv[2]
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    scene = Scene(page, base, "draggable-circle")
    x, y = scene.centre(f"path[fill='{BLUE}']")
    scene.drag((x, y), (x + 60, y + 30), steps=4)  # too early: the long press fails, logged in red
    scene.settle()
    page.wait_for_timeout(400)
    scene.mouse_down(x, y)
    page.wait_for_timeout(650)
    scene.mouse_move(x + 70, y - 120, steps=20)
    scene.settle()
    page.wait_for_timeout(120)
    page.screenshot(path=out)
    scene.mouse_up()
    browser.close()
