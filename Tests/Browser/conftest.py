"""Fixtures for the playground's browser tests: a running server and Debian's Chromium.

The server is the one at $TACTILE_PLAYGROUND_URL when set; otherwise the tests start the built
binary ($TACTILE_PLAYGROUND_BIN, default .build/debug/tactile-playground) on a free port and stop it
at the end. The browser is the system's (/usr/bin/chromium, or $TACTILE_CHROMIUM): never a
downloaded one.
"""
import os
import pathlib
import re
import subprocess

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = pathlib.Path(os.environ.get("TACTILE_ARTIFACTS", ROOT / ".build" / "browser-artifacts"))


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("TACTILE_PLAYGROUND_URL")
    if url:
        yield url.rstrip("/")
        return
    binary = os.environ.get("TACTILE_PLAYGROUND_BIN", str(ROOT / ".build" / "debug" / "tactile-playground"))
    proc = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        proc.kill()
        raise RuntimeError(f"the playground did not start: {line!r}")
    yield f"http://127.0.0.1:{match.group(1)}"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("TACTILE_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, headless=True, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, has_touch=True, accept_downloads=True)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
