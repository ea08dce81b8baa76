"""A session downloaded as a test, run in the package it came from.

On a copy of Examples/GestureGallery (Tests/Server/package_copy.py): the like button's preview is
tapped once in the browser, "Download as a test" saves the Swift Testing file the playground writes,
and the file goes into the copy's own test target, as a person would drop it into theirs. Then
`swift test` in the copy passes (with the package's own tests), and after a change of behaviour in
`LikeButton` (a tap adds 2) the downloaded test fails on the text the stage showed.

scripts/test-all.sh builds the copy's tests once beforehand, so the runs here only compile the new
file (and the changed view); without that, the first run builds Tactile and swift-syntax: minutes.
"""
import os
import pathlib
import re
import subprocess
import sys

import pytest

from playground import Scene

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Server"))
from package_copy import prepare_copy  # noqa: E402

LIKE = "GestureGallery/LikeButton.swift:Like button"
SWIFT_TEST_TIMEOUT = 1800  # seconds; a cold build of the copy's tests on two cores takes minutes


def swift_test(package, *arguments):
    """Runs `swift test` in `package`; returns (exit status, output)."""
    run = subprocess.run(["swift", "test", "--package-path", str(package), *arguments],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         timeout=SWIFT_TEST_TIMEOUT)
    return run.returncode, run.stdout


@pytest.fixture(scope="module")
def package():
    copy = prepare_copy()
    yield copy
    prepare_copy()  # the example's own sources again, without the downloaded test


def download_a_session(page, package, artifacts):
    """Taps the like button's preview once and saves "Download as a test" in the copy's tests."""
    binary = os.environ.get("TACTILE_PLAYGROUND_BIN", str(ROOT / ".build" / "debug" / "tactile-playground"))
    proc = subprocess.Popen([binary, "--package", str(package), "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, f"the previews did not start: {line!r}"
        scene = Scene(page, f"http://127.0.0.1:{match.group(1)}", LIKE)
        scene.click(scene.width / 2, scene.height / 2)
        scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Likes: 1')")
        # Past the double tap's window, so the session's outcome is decided.
        page.wait_for_timeout(600)
        with page.expect_download() as info:
            page.click("#download-test")
        download = info.value
        name = download.suggested_filename
        assert re.fullmatch(r"PlaygroundSession\w+Tests\.swift", name), name
        target = package / "Tests" / "GestureGalleryTests" / name
        download.save_as(str(target))
        download.save_as(str(artifacts / name))
        return target
    finally:
        proc.terminate()
        proc.wait(timeout=15)


def test_a_downloaded_session_passes_in_the_package_and_fails_when_the_view_changes(page, package, artifacts):
    test_file = download_a_session(page, package, artifacts)
    text = test_file.read_text()
    assert "import GestureGallery" in text and "sim.replay(" in text and '"Likes: 1"' in text, text
    function = re.search(r"func (playgroundSession\w+)\(", text).group(1)

    status, output = swift_test(package)
    assert status == 0, output[-4000:]
    # The package's own tests and the downloaded one ran, and passed.
    ran = re.search(r"Test run with (\d+) tests?(?: in \d+ suites?)? passed", output)
    assert ran and int(ran.group(1)) >= 4, output[-4000:]
    assert re.search(r'Test "Playground session: Like button, [^"]*" passed', output), output[-4000:]

    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    original = source.read_text()
    assert "likes += 1" in original
    source.write_text(original.replace("likes += 1", "likes += 2"))
    try:
        status, output = swift_test(package, "--filter", function)
    finally:
        source.write_text(original)
    assert status != 0, output[-4000:]
    # It fails on what the stage showed: one like, where the changed view now counts two.
    assert "Likes: 2" in output and "Likes: 1" in output, output[-4000:]
    assert re.search(r'Test "Playground session: Like button, [^"]*" failed', output), output[-4000:]
    assert re.search(r"Test run with 1 test(?: in \d+ suites?)? failed", output), output[-4000:]
