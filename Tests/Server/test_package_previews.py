"""`tactile-playground --package PATH` on a copy of Examples/GestureGallery (package_copy.py):
previews listed by file and name, one opened and played, a save rebuilt and reloaded (two quick
saves making one build), a broken save reported with file, line and column while the last good
build keeps serving, a crashing preview reported and survived, a package without previews, a
build past its time limit, and a path that is not a package (Docs/Playground.md, "Your previews");
the package's app (its executable target `GalleryApp`) run with its tabs, navigation and sheet, a
broken app file reported by its own path, and an app whose root view crashes.

The first build of the copy's preview host compiles Tactile and its server from scratch (minutes);
scripts/test-all.sh does it beforehand. Save-to-reload times go to
.build/server-artifacts/package-previews.json.
"""
import contextlib
import json
import pathlib
import re
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request

import pytest
import websockets

from package_copy import prepare_copy
from playground_server import BINARY, PlaygroundProcess
from wire import event, frame_acking, input_message, open_scene, until_closed

LIKE = "GestureGallery/LikeButton.swift:Like button"
APP = "app:GalleryApp"


def quoted(scene):
    """A scene id as the page puts it in a URL (`encodeURIComponent`)."""
    return urllib.parse.quote(scene, safe="")
FIRST_BUILD_TIMEOUT = 3600
REBUILD_TIMEOUT = 300


@pytest.fixture(scope="module")
def package():
    return prepare_copy()


@pytest.fixture(scope="module")
def previews(package):
    process = PlaygroundProcess("--package", str(package), expect_address=False)
    process._wait_for_address(timeout=FIRST_BUILD_TIMEOUT)
    yield process
    try:
        assert process.alive(), f"the command died:\n{process.output()}"
    finally:
        code = process.stop()
    assert code == 0, f"exit code {code} on SIGTERM:\n{process.output()}"


def get_json(server, path):
    with urllib.request.urlopen(server.url + path, timeout=10) as response:
        return json.loads(response.read())


def status(server):
    """The build status the page polls, or None while the host restarts."""
    try:
        return get_json(server, "/playground.json")["status"]
    except OSError:
        return None


def wait_for_status(server, predicate, timeout=REBUILD_TIMEOUT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        current = status(server)
        if current is not None and predicate(current):
            return current
        time.sleep(0.05)
    raise AssertionError(f"status never matched; last {status(server)}\n{server.output()[-3000:]}")


def texts(svg):
    """The texts the stage shows, each `<text>`'s content without its `<tspan>`s."""
    return [re.sub(r"<[^>]+>", "", text) for text in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)]


def edit(path, old, new):
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new))


def tap(ws, x, y, seq, time0=0.0):
    ws.send(input_message(seq, event(time0, "down", x, y)))
    ws.send(input_message(seq + 1, event(time0 + 0.05, "up", x, y)))


def wait_for_text(ws, wanted, timeout=20):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        message = json.loads(ws.recv(timeout=max(0.1, end - time.monotonic())))
        assert message["type"] != "error", message
        if message["type"] == "frame" and message.get("svg") and wanted in texts(message["svg"]):
            return message
    raise AssertionError(f"{wanted!r} never shown")


def like_button_centre(svg):
    """The centre of the LikeButton: the window's centre (a device-layout preview centres its view)."""
    width, height = (float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
    return width / 2, height / 2


def test_lists_the_previews_by_file_and_name(previews):
    info = get_json(previews, "/playground.json")
    assert info["mode"] == "package"
    assert info["status"]["package"] == "GestureGallery" and info["status"]["state"] == "ok"
    everything = get_json(previews, "/scenes.json")
    apps = [s for s in everything if s.get("kind") == "app"]
    # The package's app (its executable target GalleryApp) comes first, in the window `swift run` gives it.
    assert everything[0] == apps[0] == {"id": APP, "title": "GalleryApp", "source": "GalleryApp", "width": 400,
                                        "height": 800, "kind": "app"}, everything
    scenes = [s for s in everything if s.get("kind") != "app"]
    listed = {(s["source"], s["title"]) for s in scenes}
    assert listed == {
        ("GestureGallery/DraggableBadge.swift", "Preview"),
        ("GestureGallery/LikeButton.swift", "Like button"),
        ("GestureGallery/HoldToConfirm.swift", "Hold to confirm"),
        ("GestureGallery/Ticker.swift", "Ticker"),
    }, scenes
    assert LIKE in {s["id"] for s in scenes}
    assert all((s["width"], s["height"]) == (390, 844) for s in scenes)
    with urllib.request.urlopen(previews.url + "/", timeout=10) as response:
        assert b'id="build"' in response.read()


def test_a_preview_is_live(previews):
    with open_scene(previews, quoted(LIKE)) as (ws, hello, first):
        assert hello["scene"]["title"] == "Like button"
        assert hello["scene"]["source"] == "GestureGallery/LikeButton.swift"
        assert "Likes: 0" in texts(first["svg"])
        x, y = like_button_centre(first["svg"])
        tap(ws, x, y, 1)
        # One tap counts once the double tap's window has passed.
        wait_for_text(ws, "Likes: 1")


def test_two_quick_saves_make_one_build_and_the_page_reloads(previews, package, artifacts):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    saved = time.monotonic()
    edit(source, 'Text("Likes: \\(likes)")', 'Text("Hearts: \\(likes)")')
    time.sleep(0.1)
    edit(source, 'Text("Hearts: \\(likes)")', 'Text("Loves: \\(likes)")')
    after = wait_for_status(previews, lambda s: s["build"] == before["build"] + 1 and s["state"] == "ok")
    reloaded = time.monotonic() - saved
    # The page reloads when it sees the new build number; the new host then serves the edit.
    with open_scene(previews, quoted(LIKE)) as (_, _, first):
        shown = time.monotonic() - saved
        assert "Loves: 0" in texts(first["svg"])
    assert after["attempt"] == before["attempt"] + 1, (before, after)
    record = {"saveToNewBuildSeconds": round(reloaded, 2), "saveToFirstFrameSeconds": round(shown, 2),
              "buildSeconds": after["buildSeconds"], "loadAverage": open("/proc/loadavg").read().split()[:3]}
    (artifacts / "package-previews.json").write_text(json.dumps(record, indent=2))
    print(f"\nsave to reload: {record}")


def test_save_to_pixels_breakdown_of_a_one_line_edit(previews, package, artifacts):
    """Where the time from a save to the new text goes: the quiet time and the build's start, the
    compile, the link, the host's restart, the first frame (Docs/Playground.md, "Save to reload")."""
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    original = source.read_text()
    label = re.search(r'Text\("(\w+): \\\(likes\)"\)', original).group(1)
    build_log = package / ".build" / "tactile-preview" / "build.log"
    marks = {}
    saved = time.monotonic()
    edit(source, f'Text("{label}: ', 'Text("Edited: ')
    try:
        end = saved + REBUILD_TIMEOUT
        while "host" not in marks and time.monotonic() < end:
            now = time.monotonic() - saved
            current = status(previews)
            if current and current["state"] == "building" and current["attempt"] > before["attempt"]:
                marks.setdefault("buildStarted", now)
            log = build_log.read_text() if build_log.exists() and "buildStarted" in marks else ""
            if "Compiling" in log:
                marks.setdefault("compileSeen", now)
            if "Linking" in log:
                marks.setdefault("linkStarted", now)
            if "complete!" in log:
                marks.setdefault("built", now)
            if current and current["build"] == before["build"] + 1:
                marks["host"] = now
            time.sleep(0.02)
        with open_scene(previews, quoted(LIKE)) as (_, _, first):
            marks["firstFrame"] = time.monotonic() - saved
            assert "Edited: 0" in texts(first["svg"])
        after = status(previews)
    finally:
        source.write_text(original)
    wait_for_status(previews, lambda s: s["build"] == before["build"] + 2 and s["state"] == "ok")
    assert set(marks) >= {"buildStarted", "linkStarted", "built", "host", "firstFrame"}, marks
    record = {"marksSecondsAfterSave": {k: round(v, 2) for k, v in marks.items()},
              "buildSeconds": after["buildSeconds"],
              "loadAverage": open("/proc/loadavg").read().split()[:3]}
    (artifacts / "save-to-pixels.json").write_text(json.dumps(record, indent=2))
    print(f"\nsave to pixels: {record}")


@contextlib.contextmanager
def open_reloaded(server, scene):
    """Connects to `scene` as a page does after a reload, for the `with` block: yields the socket,
    the `state` message that follows `hello` (None when the page was not carried over) and the
    first frame."""
    with websockets.sync.client.connect(
            f"{server.ws_url}/ws?scene={quoted(scene)}", max_size=None, open_timeout=20) as ws:
        hello = json.loads(ws.recv(timeout=20))
        assert hello["type"] == "hello", hello
        message = json.loads(ws.recv(timeout=20))
        state = None
        if message["type"] == "state":
            state, message = message, json.loads(ws.recv(timeout=20))
        assert message["type"] == "frame" and message["cause"] == "start", message
        yield ws, state, message


def test_reload_keeps_state_of_unchanged_views(previews, package, artifacts):
    """A body-only edit keeps the page's count; a state property added above it starts the view
    fresh; a reload with a finger down crashes nothing (Docs/Decisions.md, "State across a preview
    reload")."""
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    original = source.read_text()
    label = re.search(r'Text\("(\w+): \\\(likes\)"\)', original).group(1)
    try:
        with open_reloaded(previews, LIKE) as (ws, state, first):
            assert state is None
            x, y = like_button_centre(first["svg"])
            tap(ws, x, y, 1)
            wait_for_text(ws, f"{label}: 1")
            tap(ws, x, y, 3, time0=1.5)
            wait_for_text(ws, f"{label}: 2")
            saved = time.monotonic()
            edit(source, f'Text("{label}: ', 'Text("Kept: ')
            wait_for_status(previews, lambda s: s["build"] == before["build"] + 1 and s["state"] == "ok")
        with open_reloaded(previews, LIKE) as (ws, state, first):
            shown = time.monotonic() - saved
            assert state == {"type": "state", "carried": 1, "notCarried": 0}, state
            assert "Kept: 2" in texts(first["svg"]), texts(first["svg"])
            # A finger goes down and stays down while a declaration edit reloads the page.
            ws.send(input_message(1, event(0, "down", x, y)))
            frame_acking(ws, 1)
            edit(source, "    @State private var likes = 0",
                 "    @State private var extra = 0\n    @State private var likes = 0")
            wait_for_status(previews, lambda s: s["build"] == before["build"] + 2 and s["state"] == "ok")
        with open_reloaded(previews, LIKE) as (ws, state, first):
            # `likes` moved from the first state property to the second: the view starts fresh, and
            # its old value is not put into `extra`.
            assert state == {"type": "state", "carried": 0, "notCarried": 1}, state
            assert "Kept: 0" in texts(first["svg"]), texts(first["svg"])
            # The finger that went down on the old page moves and lifts on the new one: refused, reported.
            ws.send(input_message(2, event(0.1, "move", x + 5, y)))
            ws.send(input_message(3, event(0.2, "up", x + 5, y)))
            diagnostics = []
            while True:
                message = json.loads(ws.recv(timeout=20))
                assert message["type"] != "error", message
                diagnostics += message.get("diagnostics") or []
                if message["type"] == "frame" and message.get("ack") == 3:
                    break
            assert any("unknownPointer" in d for d in diagnostics), diagnostics
            assert previews.alive()
            tap(ws, x, y, 4, time0=1)
            wait_for_text(ws, "Kept: 1")
    finally:
        source.write_text(original)
    wait_for_status(previews, lambda s: s["build"] == before["build"] + 3 and s["state"] == "ok")
    record = {"saveToReloadedStateSeconds": round(shown, 2),
              "loadAverage": open("/proc/loadavg").read().split()[:3]}
    (artifacts / "reload-state.json").write_text(json.dumps(record, indent=2))


def test_a_broken_save_shows_the_errors_and_the_last_build_keeps_working(previews, package):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GestureGallery" / "LikeButton.swift"
    line = next(i for i, text in enumerate(source.read_text().splitlines(), 1) if "likes += 1" in text)
    edit(source, "likes += 1", "likes += undefinedThing")
    failed = wait_for_status(previews, lambda s: s["state"] == "failed")
    assert failed["build"] == before["build"]
    errors = failed["errors"]
    assert errors, failed
    first = errors[0]
    assert first["file"].endswith("Sources/GestureGallery/LikeButton.swift")
    assert first["line"] == line
    column = source.read_text().splitlines()[line - 1].index("undefinedThing") + 1
    assert first["column"] == column
    assert "undefinedThing" in first["message"]
    # The last good build still serves, and still plays.
    with open_scene(previews, quoted(LIKE)) as (ws, _, start):
        assert "Loves: 0" in texts(start["svg"])
        x, y = like_button_centre(start["svg"])
        tap(ws, x, y, 1)
        wait_for_text(ws, "Loves: 1")
    edit(source, "likes += undefinedThing", "likes += 1")
    wait_for_status(previews, lambda s: s["state"] == "ok")


def test_a_crashing_preview_is_reported_and_the_server_survives(previews, package):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    crash = package / "Sources" / "GestureGallery" / "Crasher.swift"
    crash.write_text(
        "import Tactile\n\n"
        "struct Crasher: View {\n"
        "    var body: some View {\n"
        "        let missing: Int? = nil\n"
        "        return Text(\"\\(missing!)\")\n"
        "    }\n"
        "}\n\n"
        "#Preview(\"Crash\") {\n"
        "    Crasher()\n"
        "}\n")
    try:
        wait_for_status(previews, lambda s: s["build"] == before["build"] + 1 and s["state"] == "ok")
        scene = "GestureGallery/Crasher.swift:Crash"
        assert scene in {s["id"] for s in get_json(previews, "/scenes.json")}
        with websockets.sync.client.connect(f"{previews.ws_url}/ws?scene={quoted(scene)}", open_timeout=20) as ws:
            messages, _, _ = until_closed(ws)
        assert not any(m.get("type") == "frame" for m in messages)
        crashed = wait_for_status(previews, lambda s: s.get("crash"), timeout=30)
        assert f"opening {scene}" in crashed["crash"]
        assert "nil" in crashed["crash"] or "Fatal error" in crashed["crash"], crashed["crash"]
        assert previews.alive()
        # Started again: the other previews work.
        with open_scene(previews, quoted(LIKE)) as (_, _, first):
            assert "Loves: 0" in texts(first["svg"])
    finally:
        crash.unlink()
    wait_for_status(previews, lambda s: s["build"] == before["build"] + 2 and s["state"] == "ok")


def test_a_package_without_previews_lists_none(previews, package):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    sources = package / "Sources" / "GestureGallery"
    originals = {path: path.read_text() for path in sources.glob("*.swift")}
    try:
        for path, text in originals.items():
            # Everything from the first preview on goes.
            cut = min(i for i in (text.find("#Preview"), text.find("/// The gallery's previews")) if i >= 0)
            path.write_text(text[:cut])
        wait_for_status(previews, lambda s: s["build"] == before["build"] + 1 and s["state"] == "ok")
        # The app stays: it is not a preview.
        assert [s["id"] for s in get_json(previews, "/scenes.json")] == [APP]
    finally:
        for path, text in originals.items():
            path.write_text(text)
    wait_for_status(previews, lambda s: s["build"] == before["build"] + 2 and s["state"] == "ok")


def test_a_build_past_its_time_limit_is_stopped(previews, package):
    # Loading the host's manifest alone takes longer than a tenth of a second.
    wait_for_status(previews, lambda s: s["state"] == "ok")
    started = time.monotonic()
    result = subprocess.run([BINARY, "--package", str(package), "--build-only", "--build-timeout", "0.1"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result
    assert "took longer than 0.1 s (--build-timeout) and was stopped" in result.stderr, result.stderr
    assert time.monotonic() - started < 60


def test_a_path_that_is_not_a_package_exits_2():
    with tempfile.TemporaryDirectory() as empty:
        result = subprocess.run([BINARY, "--package", empty, "--port", "0"], capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == 2, result
        assert "is not a Swift package" in result.stderr
        broken = pathlib.Path(empty) / "Package.swift"
        broken.write_text("this is not a manifest\n")
        result = subprocess.run([BINARY, "--package", empty, "--port", "0"], capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 2, result
        assert "is not a Swift package SwiftPM can read" in result.stderr


def text_centre(svg, wanted):
    """About the middle of the first `<text>` showing `wanted`, in window points: the display list
    places each text by its own transform (`translate(X Y)`), its line by a `<tspan>`."""
    for match in re.finditer(r"<text([^>]*)>(.*?)</text>", svg, re.S):
        if re.sub(r"<[^>]+>", "", match.group(2)) != wanted:
            continue
        attributes = match.group(1)
        size = float(re.search(r'font-size="([\d.]+)"', attributes).group(1))
        moved = re.search(r'transform="(?:translate\(|matrix\([-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ )([-\d.]+) ([-\d.]+)\)"',
                          attributes)
        x, y = (float(moved.group(1)), float(moved.group(2))) if moved else (0.0, 0.0)
        line_x = float(re.search(r'<tspan x="([-\d.]+)"', match.group(2)).group(1))
        # A glyph of body text is about half the font size wide; the line's middle is half its height down.
        return x + line_x + 0.25 * size * len(wanted), y + 0.6 * size
    raise AssertionError(f"{wanted!r} not on the stage: {texts(svg)}")


def test_the_app_runs_its_root_scene_with_tabs_navigation_and_a_sheet(previews):
    wait_for_status(previews, lambda s: s["state"] == "ok")
    with open_scene(previews, quoted(APP)) as (ws, hello, first):
        assert hello["scene"]["title"] == "GalleryApp" and hello["scene"]["width"] == 400
        shown = texts(first["svg"])
        assert {"Gallery", "Badge", "Counter", "Like button", "About"} <= set(shown), shown
        seq = 1
        opened = time.monotonic()

        def press(svg, label, wanted):
            nonlocal seq
            x, y = text_centre(svg, label)
            # On the page's clock as a page would stamp it: real time since the session opened.
            tap(ws, x, y, seq, time.monotonic() - opened)
            seq += 2
            return wait_for_text(ws, wanted)

        frame = press(first["svg"], "Counter", "Count: 0")
        frame = press(frame["svg"], "Add", "Count: 1")
        frame = press(frame["svg"], "Gallery", "About")
        # Pushed: the bar has its back button (the button's own text depends on earlier tests' edits).
        frame = press(frame["svg"], "Like button", "Back")
        frame = press(frame["svg"], "Back", "About")
        frame = press(frame["svg"], "About", "A gallery of gestures, written with Tactile.")
        frame = press(frame["svg"], "Close", "Like button")
        # The counter's tab kept its state while the others were used.
        press(frame["svg"], "Counter", "Count: 1")


def test_a_broken_app_file_is_named_by_its_own_path(previews, package):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GalleryApp" / "GalleryRoot.swift"
    edit(source, "count += 1", "count += notThere")
    try:
        failed = wait_for_status(previews, lambda s: s["state"] == "failed")
        assert failed["build"] == before["build"]
        first = failed["errors"][0]
        # Not the host's link to the sources (.build/tactile-preview/Apps/…): the file the person edits.
        assert first["file"] == str(source.resolve()), first
        assert "notThere" in first["message"]
    finally:
        edit(source, "count += notThere", "count += 1")
    wait_for_status(previews, lambda s: s["state"] == "ok" and s["build"] == before["build"] + 1)


def test_an_app_whose_root_view_crashes_is_reported_and_the_server_survives(previews, package):
    before = wait_for_status(previews, lambda s: s["state"] == "ok")
    source = package / "Sources" / "GalleryApp" / "GalleryApp.swift"
    original = source.read_text()
    edit(source, "GalleryRoot()", "CrashingRoot()")
    source.write_text(source.read_text() + (
        "\nstruct CrashingRoot: View {\n"
        "    var body: some View {\n"
        "        let missing: String? = nil\n"
        "        return Text(missing!)\n"
        "    }\n"
        "}\n"))
    try:
        wait_for_status(previews, lambda s: s["build"] == before["build"] + 1 and s["state"] == "ok")
        with websockets.sync.client.connect(f"{previews.ws_url}/ws?scene={quoted(APP)}", open_timeout=20) as ws:
            messages, _, _ = until_closed(ws)
        assert not any(m.get("type") == "frame" for m in messages)
        crashed = wait_for_status(previews, lambda s: s.get("crash"), timeout=30)
        assert f"opening {APP}" in crashed["crash"]
        assert previews.alive()
        # Started again: the previews still play.
        with open_scene(previews, quoted(LIKE)) as (_, _, first):
            assert any(t.endswith(": 0") for t in texts(first["svg"]))
    finally:
        source.write_text(original)
    wait_for_status(previews, lambda s: s["build"] == before["build"] + 2 and s["state"] == "ok")
