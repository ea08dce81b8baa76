"""The inspector (Alt-click a view: its type, frame, modifiers, gestures with their phase, and
accessibility, beside the stage) and the time control (pause, step one frame, scrub back and
forth, resume) in the browser (Docs/Playground.md, "Inspector" and "Time control"). Screenshots go
to .build/browser-artifacts/.
"""
import json

from playground import Scene

# A scene with views the accessibility audit finds (small tap targets, unlabelled symbols).
AUDITED_SCENE = "tap-counter"


def test_alt_click_inspects_and_a_plain_click_still_plays(page, base_url, artifacts):
    scene = Scene(page, base_url, "tap-counter")
    plus = scene.centre(logo="symbol:plus.circle")
    px, py = scene.to_page(*plus)
    page.keyboard.down("Alt")
    page.mouse.click(px, py)
    page.keyboard.up("Alt")
    page.wait_for_function("window.tactile.inspection && window.tactile.inspection.views.length > 0")
    inspection = page.evaluate("window.tactile.inspection")
    assert inspection["views"][0]["type"].startswith("Image"), inspection["views"][0]
    assert any("TapGesture" in g["type"] for g in inspection["gestures"]), inspection["gestures"]
    # Each gesture with its own parameters, as GestureSummary writes them, in the panel too.
    summaries = [g["summary"] for g in inspection["gestures"]]
    assert any(s.startswith("tap(") for s in summaries), summaries
    rows = page.eval_on_selector_all("#inspector .gesture", "rs => rs.map(r => r.textContent)")
    assert any(row.startswith(summaries[0]) for row in rows), (rows, summaries)
    assert page.is_visible("#inspector .view .type")
    assert page.eval_on_selector_all("#highlight rect", "rs => rs.length") == 1
    # Inspecting is not touching: nothing was counted.
    assert "1" not in scene.texts()
    page.screenshot(path=str(artifacts / "inspector.png"))
    # Without the key, the tap plays as ever, and a second inspection shows the gesture's last phase.
    scene.click(*plus)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '1')")
    page.keyboard.down("Alt")
    page.mouse.click(px, py)
    page.keyboard.up("Alt")
    page.wait_for_function("window.tactile.inspection.gestures.some(g => g.phase === 'ended')")


def test_pause_step_scrub_and_resume(page, base_url, artifacts):
    # The long press ends at 0.5 s and blurs the view with an animation.
    scene = Scene(page, base_url, "long-press-blur")
    centre = (scene.width / 2, scene.height / 2)
    # A finger holds the view (the mouse stays free for the buttons).
    scene.touch("touchStart", [(1, *centre)])
    scene.settle()
    page.click("#time-pause")
    page.wait_for_function("window.tactile.timeControl !== null && window.tactile.timeControl !== undefined")
    assert page.text_content("#time-shown").startswith("paused at")
    page.wait_for_timeout(800)
    # Held: no deadline fired, so no blur yet.
    assert scene.count("[filter]") == 0
    for _ in range(45):
        page.click("#time-step")
    page.wait_for_function("window.tactile.lastCause === 'time' && window.tactile.lastAck >= window.tactile.seq")
    state = page.evaluate("window.tactile.timeControl")
    assert state["latest"] - state["earliest"] > 0.7, state
    page.wait_for_function("document.querySelectorAll('#stage [filter]').length > 0")
    page.screenshot(path=str(artifacts / "time-stepped.png"))
    # Scrub to the start: the stage as it was before the blur; back to the end: blurred again.
    page.eval_on_selector("#time-scrub", "(s) => { s.value = s.min; s.dispatchEvent(new Event('input')); }")
    page.wait_for_function("Math.abs(window.tactile.timeControl.shown - window.tactile.timeControl.earliest) < 1e-6")
    assert scene.count("[filter]") == 0
    page.screenshot(path=str(artifacts / "time-scrubbed-back.png"))
    page.eval_on_selector("#time-scrub", "(s) => { s.value = s.max; s.dispatchEvent(new Event('input')); }")
    page.wait_for_function("Math.abs(window.tactile.timeControl.shown - window.tactile.timeControl.latest) < 1e-6")
    page.click("#time-resume")
    page.wait_for_function("window.tactile.timeControl === null")
    assert page.text_content("#time-shown") == "live"
    scene.touch("touchEnd", [])
    scene.settle()
    assert page.is_enabled("#time-pause")


def test_the_audit_marks_the_offending_views(page, base_url, artifacts):
    scene = Scene(page, base_url, AUDITED_SCENE)
    page.click("#run-audit")
    page.wait_for_function("window.tactile.audit !== undefined")
    findings = page.evaluate("window.tactile.audit")
    assert findings, "the scene has views the audit finds"
    assert {f["rule"] for f in findings} <= {"tapTargetTooSmall", "missingLabel", "insufficientContrast"}
    # One red outline per finding, where the view is, the finding as its tooltip; one line each in the panel.
    marks = page.eval_on_selector_all(
        "#highlight rect.audit-mark",
        "rs => rs.map(r => [r.dataset.rule, ...['x', 'y', 'width', 'height'].map(a => Number(r.getAttribute(a))),"
        " r.querySelector('title').textContent])")
    assert [m[0] for m in marks] == [f["rule"] for f in findings]
    assert [m[1:5] for m in marks] == [f["frame"] for f in findings]
    assert all(m[5].endswith(f["detail"]) for m, f in zip(marks, findings))
    assert page.eval_on_selector_all("#audit .audit-finding", "rs => rs.length") == len(findings)
    page.screenshot(path=str(artifacts / "audit.png"))
    # An Alt-click afterwards keeps the marks beside the inspected view's outline.
    x, y = scene.to_page(scene.width / 2, scene.height / 2)
    page.keyboard.down("Alt")
    page.mouse.click(x, y)
    page.keyboard.up("Alt")
    page.wait_for_function("window.tactile.inspection !== undefined")
    assert page.eval_on_selector_all("#highlight rect.audit-mark", "rs => rs.length") == len(findings)


# A scene whose audited views move: the carousels' captions fail the contrast rule, and a drag
# scrolls a carousel sideways.
MOVING_SCENE = "carousel-list"

_MARKS = """() => [...document.querySelectorAll('#highlight rect.audit-mark')].map(r =>
  [r.dataset.rule, ...['x', 'y', 'width', 'height'].map(a => Number(r.getAttribute(a)))])"""


def test_the_audit_outlines_follow_a_view_that_moves(page, base_url, artifacts):
    scene = Scene(page, base_url, MOVING_SCENE)
    page.click("#run-audit")
    page.wait_for_function("window.tactile.audit !== undefined")
    before = page.evaluate(_MARKS)
    row_y = 278
    row = sorted(m[1] for m in before if m[2] == row_y)
    assert len(row) >= 2, before
    page.screenshot(path=str(artifacts / "audit-before-scroll.png"))
    # Scroll the second carousel 120 points to the left, slowly, and hold still before lifting so
    # that it does not coast.
    scene.mouse_down(300, row_y + 10)
    scene.mouse_move(180, row_y + 10, steps=24)
    page.wait_for_timeout(300)
    scene.mouse_up()
    scene.settle()
    # The outlines of that row moved with their captions; the other rows' stayed.
    page.wait_for_function(
        f"(({_MARKS})()).filter(m => m[2] === {row_y}).every(m => !{json.dumps(row)}.includes(m[1]))", timeout=10_000)
    # Let a snap or deceleration end.
    page.wait_for_timeout(1500)
    after = page.evaluate(_MARKS)
    moved = sorted(m[1] for m in after if m[2] == row_y)
    assert any(x < row[0] - 50 for x in moved), (row, moved)
    assert [m for m in after if m[2] != row_y] == [m for m in before if m[2] != row_y]
    # The outlines are the session's latest audit (read together: a coasting scroll still commits),
    # and the panel lists it.
    shown, findings = page.evaluate(f"[({_MARKS})(), window.tactile.audit]")
    assert [m[1:5] for m in shown] == [f["frame"] for f in findings]
    assert page.eval_on_selector_all("#audit .audit-finding", "rs => rs.length") == len(findings)
    page.screenshot(path=str(artifacts / "audit-after-scroll.png"))
