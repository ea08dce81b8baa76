"""Each scene's main interaction, end to end: trusted input in Chromium → WebSocket → GestureHost →
SVG back on the page."""
import json
import math
import os
import re
import subprocess

from playground import BLUE, GREEN, TEAL, YELLOW, Scene

REQUIRED_SCENES = [
    "draggable-circle", "tap-shape", "long-press-counter", "kuchi-learn", "tap-counter", "long-press-blur",
    "drag-offset", "drag-offset-state", "magnification", "rotation", "sequence", "simultaneous", "exclusive",
    "drag-values", "zoomable-image", "swipe-to-reveal", "range-slider", "bottom-sheet", "card-stack", "stage",
    "swipe-list",
]


def logo_transform(scene):
    """(scale, degrees) of the logo's transform."""
    t = scene.page.evaluate("""() => {
      const g = [...document.querySelectorAll('#stage [data-image]')].find(g => g.dataset.image === 'swiftui-logo');
      return g ? (g.getAttribute('transform') || '') : null; }""")
    assert t is not None, "no logo drawn"
    m = re.match(r"matrix\(([^)]*)\)", t)
    if not m:
        return 1.0, 0.0
    a, b = [float(v) for v in m.group(1).split()][:2]
    return math.hypot(a, b), math.degrees(math.atan2(b, a))


def test_index_lists_every_scene(page, base_url):
    page.goto(base_url + "/")
    page.wait_for_function("window.tactile && window.tactile.status === 'list'")
    ids = page.eval_on_selector_all("#scenes a", "els => els.map(a => a.dataset.scene)")
    for scene_id in REQUIRED_SCENES:
        assert scene_id in ids
    page.click("a[data-scene='tap-counter']")
    page.wait_for_function("window.tactile && window.tactile.status === 'open'")
    assert "scene=tap-counter" in page.url


def test_stage_is_sized_in_points(page, base_url):
    scene = Scene(page, base_url, "draggable-circle")
    box = page.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect();"
                        " return [r.width, r.height]; })()")
    assert (scene.width, scene.height) == (400, 800)
    assert box == [400, 800]
    assert page.text_content("#window-size") == "400 × 800"


def test_draggable_circle_long_press_drag_release_stays(page, base_url, artifacts):
    scene = Scene(page, base_url, "draggable-circle")
    x, y = scene.centre(f"path[fill='{BLUE}']")
    scene.mouse_down(x, y)
    # The long press ends on the server's own timer: no input between the down and this check.
    scene.wait_for("window.tactile.transitions.some(t => t.to === 'ended' && /LongPress/.test(t.gesture))",
                   timeout=2000)
    scene.mouse_move(x + 80, y + 60, steps=10)
    scene.settle()
    page.screenshot(path=str(artifacts / "draggable-circle-dragging.png"))
    assert scene.count("path[stroke='#ffffff']") == 1  # the white ring shows while dragging
    scene.mouse_up()
    scene.settle()
    page.wait_for_timeout(300)
    nx, ny = scene.centre(f"path[fill='{BLUE}']")
    assert abs(nx - (x + 80)) < 2 and abs(ny - (y + 60)) < 2
    assert scene.count("path[stroke='#ffffff']") == 0


def test_draggable_circle_short_press_does_not_move(page, base_url):
    scene = Scene(page, base_url, "draggable-circle")
    x, y = scene.centre(f"path[fill='{BLUE}']")
    scene.drag((x, y), (x + 80, y), steps=5)
    scene.settle()
    nx, _ = scene.centre(f"path[fill='{BLUE}']")
    assert abs(nx - x) < 1


def test_tap_shape(page, base_url):
    scene = Scene(page, base_url, "tap-shape")
    scene.click(*scene.centre(f"path[fill='{BLUE}']"))
    scene.wait_for("window.tactile.transitions.some(t => /Tap/.test(t.gesture) && t.to === 'ended')")


def test_long_press_counter_colours_while_pressed(page, base_url):
    scene = Scene(page, base_url, "long-press-counter")
    x, y = scene.centre(f"path[fill='{GREEN}']")
    scene.mouse_down(x, y)
    scene.settle()
    assert scene.count(f"path[fill='{YELLOW}']") == 1
    scene.mouse_up()
    scene.settle()
    assert scene.count(f"path[fill='{GREEN}']") == 1


def test_kuchi_tap_reveals_and_swipe_left_scores(page, base_url):
    scene = Scene(page, base_url, "kuchi-learn")
    texts = scene.texts()
    assert any(t.startswith("Remembered 0/") for t in texts)
    # The top card is the last one drawn; its question is the last large text before the score.
    card = scene.page.evaluate("""() => {
      const rects = [...document.querySelectorAll('#stage path')].filter(p => {
        const b = p.getBoundingClientRect(); return Math.abs(b.width - 320) < 40 && Math.abs(b.height - 210) < 40; });
      const b = rects[rects.length - 1].getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect();
      return [b.left - s.left + b.width / 2, b.top - s.top + b.height / 2]; }""")
    before = len(scene.texts())
    scene.click(*card)
    scene.wait_for(f"document.querySelectorAll('#stage text').length > {before}")
    scene.drag(card, (card[0] - 180, card[1]), steps=12)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => /^Remembered 1\\//.test(t.textContent))")


def test_tap_counter_plus_and_minus(page, base_url):
    scene = Scene(page, base_url, "tap-counter")
    plus = scene.centre(logo="symbol:plus.circle")
    minus = scene.centre(logo="symbol:minus.circle")
    scene.click(*plus)
    scene.click(*plus)
    scene.settle()
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '2')")
    scene.click(*minus)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '1')")


def test_double_tap_plus_adds_ten_in_the_right_order(page, base_url):
    scene = Scene(page, base_url, "tap-counter-double-single")
    plus = scene.centre(logo="symbol:plus.circle")
    scene.click(*plus)
    page.wait_for_timeout(80)
    scene.click(*plus)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '10')")
    page.wait_for_timeout(500)  # past the double-tap window: still 10, no single tap on top
    assert "10" in scene.texts()
    scene.click(*plus)  # a single tap runs once the double tap's window closes, on the server's timer
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '11')")


def test_long_press_blur(page, base_url):
    scene = Scene(page, base_url, "long-press-blur")
    x, y = scene.centre(logo="swiftui-logo")
    assert scene.count("feGaussianBlur") == 0
    scene.mouse_down(x, y)
    page.wait_for_timeout(650)
    scene.mouse_up()
    # easeInOut animates the blur: in-between frames first, then the final radius (40 → stdDeviation 20).
    scene.wait_for("[...document.querySelectorAll('#stage feGaussianBlur')].some(f => f.getAttribute('stdDeviation') === '20')")
    assert page.evaluate("window.tactile.lastCause") in ("animation", "input", "deadline")


def _drag_circle(page, base_url, scene_id):
    scene = Scene(page, base_url, scene_id)
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    scene.drag((x, y), (x + 60, y - 40), steps=10)
    scene.settle()
    page.wait_for_timeout(100)
    nx, ny = scene.centre(f"path[fill='{YELLOW}']")
    assert abs(nx - (x + 60)) < 2 and abs(ny - (y - 40)) < 2
    scene.drag((nx, ny), (nx - 30, ny + 30), steps=6)
    scene.settle()
    mx, my = scene.centre(f"path[fill='{YELLOW}']")
    assert abs(mx - (x + 30)) < 2 and abs(my - (y - 10)) < 2


def test_drag_offset(page, base_url):
    _drag_circle(page, base_url, "drag-offset")


def test_drag_offset_state(page, base_url):
    _drag_circle(page, base_url, "drag-offset-state")


def test_magnification_pinch_with_two_touches(page, base_url, artifacts):
    scene = Scene(page, base_url, "magnification")
    centre = scene.centre(logo="swiftui-logo")
    before = scene.box(logo="swiftui-logo")["width"]
    scene.two_fingers(centre, 40, 80)
    scene.settle()
    after = scene.box(logo="swiftui-logo")["width"]
    assert after / before > 1.8
    page.screenshot(path=str(artifacts / "magnification-pinched.png"))


def test_magnification_with_shift_mouse_emulation(page, base_url):
    scene = Scene(page, base_url, "magnification")
    cx, cy = scene.centre(logo="swiftui-logo")
    before = scene.box(logo="swiftui-logo")["width"]
    page.keyboard.down("Shift")
    scene.mouse_down(cx + 40, cy)
    scene.mouse_move(cx + 60, cy, steps=6)
    scene.mouse_up()
    page.keyboard.up("Shift")
    scene.settle()
    after = scene.box(logo="swiftui-logo")["width"]
    assert abs(after / before - 1.5) < 0.1


def test_rotation_with_two_touches(page, base_url):
    scene = Scene(page, base_url, "rotation")
    centre = scene.centre(logo="swiftui-logo")
    scene.two_fingers(centre, 60, 60, 0, 90, steps=15)
    scene.settle()
    _, degrees = logo_transform(scene)
    assert abs(degrees - 90) < 3


def test_sequence_long_press_then_drag(page, base_url):
    scene = Scene(page, base_url, "sequence")
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    scene.mouse_down(x, y)
    page.wait_for_timeout(700)
    scene.mouse_move(x + 50, y + 70, steps=10)
    scene.mouse_up()
    scene.settle()
    page.wait_for_timeout(100)
    nx, ny = scene.centre(f"path[fill='{YELLOW}']")
    assert abs(nx - (x + 50)) < 3 and abs(ny - (y + 70)) < 3


def test_simultaneous_rotates_and_scales(page, base_url):
    scene = Scene(page, base_url, "simultaneous")
    centre = scene.centre(logo="swiftui-logo")
    scene.two_fingers(centre, 40, 60, 0, 45, steps=15)
    scene.settle()
    scale, degrees = logo_transform(scene)
    assert abs(scale - 1.5) < 0.1
    assert abs(degrees - 45) < 3


def test_exclusive_follows_the_menu(page, base_url):
    scene = Scene(page, base_url, "exclusive")
    centre = scene.centre(logo="swiftui-logo")
    scene.two_fingers(centre, 50, 50, 0, 30, steps=10)
    scene.settle()
    scale, degrees = logo_transform(scene)
    assert abs(degrees - 30) < 3 and abs(scale - 1) < 0.02  # rotation first: no scaling
    # Switch the menu to magnification.
    button = page.evaluate("""() => { const t = [...document.querySelectorAll('#stage text')]
        .find(t => t.textContent.includes('Magnification')); const b = t.getBoundingClientRect(),
        s = document.getElementById('stage').getBoundingClientRect();
        return [b.left - s.left + b.width / 2, b.top - s.top + b.height / 2]; }""")
    scene.click(*button)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '● Magnification')")
    centre = scene.centre(logo="swiftui-logo")
    scene.two_fingers(centre, 40, 60, 0, 0, steps=10)
    scene.settle()
    scale, degrees = logo_transform(scene)
    assert abs(scale - 1.5) < 0.1 and abs(degrees - 30) < 3


def test_drag_values_and_the_readout(page, base_url):
    scene = Scene(page, base_url, "drag-values")
    x, y = scene.centre(f"path[fill='{TEAL}']")
    scene.mouse_down(x, y)
    scene.mouse_move(x + 100, y + 20, steps=10)
    scene.settle()
    readout = page.evaluate("window.tactile.readout")
    assert readout["pointers"] == 1
    assert abs(readout["translationX"] - 100) < 1 and abs(readout["translationY"] - 20) < 1
    assert page.text_content("#values dd[data-key='translation']") == "(100.0, 20.0)"
    scene.mouse_up()
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent.startsWith('callback: onEnded'))")
    assert "translation: (100.0, 20.0)" in scene.texts()


def test_log_and_timeline_show_phases(page, base_url):
    scene = Scene(page, base_url, "drag-offset")
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    scene.drag((x, y), (x + 40, y), steps=5)
    scene.settle()
    log = page.eval_on_selector_all("#log li", "els => els.map(e => e.textContent)")
    assert any("→ active" in line for line in log)
    assert any("→ ended" in line for line in log)
    painted = page.evaluate("""() => { const c = document.getElementById('timeline');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let blue = 0; for (let i = 0; i < d.length; i += 4) if (d[i] === 0 && d[i+1] === 122 && d[i+2] === 255) blue++;
        return blue; }""")
    assert painted > 0


def test_trace_download(page, base_url, artifacts):
    scene = Scene(page, base_url, "drag-offset")
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    scene.drag((x, y), (x + 40, y + 10), steps=4)
    scene.settle()
    with page.expect_download() as info:
        page.click("#download-trace")
    path = artifacts / "trace-drag-offset.json"
    info.value.save_as(str(path))
    trace = json.loads(path.read_text())
    assert trace["format"] == "tactile-trace" and trace["version"] == 1
    assert trace["source"].startswith("playground")
    # The download is a `tactile-trace`: the CLI replays it on the same scene, and the drag ends.
    tactile = os.environ.get("TACTILE_BIN")
    if tactile and os.path.exists(tactile):
        run = subprocess.run([tactile, "replay", str(path), "--json"], capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        outcome = json.loads(run.stdout)
        assert outcome["format"] == "tactile-outcome" and outcome["scene"] == "drag-offset"
        assert any(r.get("type") == "callback" and r.get("callback") == "ended" for r in outcome["log"])
    assert trace["scene"] == "drag-offset"
    assert trace["window"] == {"width": 400, "height": 800}
    phases = [e["phase"] for e in trace["events"]]
    assert phases[0] == "down" and phases[-1] == "up" and phases.count("move") >= 4
    times = [e["time"] for e in trace["events"]]
    assert times == sorted(times) and times[0] == 0
    assert all(e["kind"] == "mouse" for e in trace["events"])


def test_sessions_are_isolated(browser, base_url):
    a = browser.new_context(viewport={"width": 1280, "height": 900})
    b = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        sa = Scene(a.new_page(), base_url, "tap-counter")
        sb = Scene(b.new_page(), base_url, "tap-counter")
        sa.click(*sa.centre(logo="symbol:plus.circle"))
        sa.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '1')")
        assert "0" in sb.texts()
    finally:
        a.close()
        b.close()


def test_rotation_with_shift_mouse_emulation(page, base_url):
    scene = Scene(page, base_url, "rotation")
    cx, cy = scene.centre(logo="swiftui-logo")
    page.keyboard.down("Shift")
    scene.mouse_down(cx + 60, cy)
    for i in range(1, 11):  # a quarter turn around the centre, clockwise on screen
        a = math.radians(9 * i)
        scene.mouse_move(cx + 60 * math.cos(a), cy + 60 * math.sin(a))
    scene.mouse_up()
    page.keyboard.up("Shift")
    scene.settle()
    _, degrees = logo_transform(scene)
    assert abs(degrees - 90) < 3


def test_pen_drags_like_a_finger(page, base_url):
    scene = Scene(page, base_url, "drag-offset")
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    cdp = page.context.new_cdp_session(page)

    def pen(kind, px, py, buttons):
        qx, qy = scene.to_page(px, py)
        cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": qx, "y": qy, "button": "left", "buttons": buttons,
                                              "clickCount": 1, "pointerType": "pen"})

    pen("mousePressed", x, y, 1)
    for i in range(1, 9):
        pen("mouseMoved", x + 5 * i, y + 5 * i, 1)
    pen("mouseReleased", x + 40, y + 40, 0)
    scene.settle()
    nx, ny = scene.centre(f"path[fill='{YELLOW}']")
    assert abs(nx - (x + 40)) < 2 and abs(ny - (y + 40)) < 2
    with page.expect_download() as info:
        page.click("#download-trace")
    trace = json.loads(open(info.value.path()).read())
    assert {e["kind"] for e in trace["events"]} == {"pen"}


def test_the_download_is_what_the_host_ran(page, base_url, artifacts):
    """The server records the trace from what its host ran: an event it ran late is in the download
    at the time it ran at, and one it refused is not there at all."""
    scene = Scene(page, base_url, "draggable-circle")
    x, y = scene.centre(f"path[fill='{BLUE}']")
    page.evaluate("""() => document.getElementById('stage').addEventListener('pointerdown',
        (e) => { window.mousePointer = e.pointerId; }, { once: true })""")
    scene.mouse_down(x, y)
    scene.settle()
    # A move stamped now (its timeStamp is when it is made) but delivered after the long press's
    # deadline has fired on the server's clock at host time 0.5: the host runs it at 0.5.
    sx, sy = scene.to_page(x + 10, y)
    page.evaluate("""([px, py]) => { window.lateMove = new PointerEvent('pointermove', {
        pointerId: window.mousePointer, pointerType: 'mouse', clientX: px, clientY: py, bubbles: true }); }""",
                  [sx, sy])
    scene.wait_for("window.tactile.transitions.some(t => t.to === 'ended' && /LongPress/.test(t.gesture))",
                   timeout=3000)
    page.evaluate("document.getElementById('stage').dispatchEvent(window.lateMove)")
    # A touch far outside the host's bounds (x over 1,000,000 points): refused, with a diagnostic.
    page.evaluate("""() => document.getElementById('stage').dispatchEvent(new PointerEvent('pointerdown', {
        pointerId: 77, pointerType: 'touch', clientX: 5000000, clientY: 100, bubbles: true }))""")
    scene.settle()
    log = page.eval_on_selector_all("#log li", "els => els.map(e => e.textContent)")
    assert any(line.startswith("rejected: outOfBounds") for line in log), log
    scene.mouse_up()
    scene.settle()
    with page.expect_download() as info:
        page.click("#download-trace")
    path = artifacts / "trace-draggable-circle-late-and-refused.json"
    info.value.save_as(str(path))
    trace = json.loads(path.read_text())
    events = trace["events"]
    assert [e["phase"] for e in events] == ["down", "move", "up"], events
    assert events[1]["time"] == 0.5                      # the page stamped it well before 0.5
    assert events[1]["x"] == events[0]["x"] + 10
    assert all(e["pointer"] != 77 and abs(e["x"]) <= 1_000_000 for e in events)
    assert trace["version"] == 1
