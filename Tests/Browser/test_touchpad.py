"""Touchpad input (issue 14, item 5): a pinch arrives as ctrl+wheel (Chromium, Firefox) or as Safari's
gesture events; the page plays two touches about the cursor, so MagnifyGesture and RotateGesture see
a real two-finger pinch. The wheel pinch is trusted input (Playwright holds Control and turns the
wheel); Safari's gesture events do not exist in Chromium, so they are dispatched from the page."""
import math

from playground import Scene
from test_scenes import logo_transform

PLAYED = "window.tactile.transitions"


def wheel_pinch(scene, centre, deltas):
    """Holds Control over `centre` and turns the wheel by each of `deltas` (negative: fingers apart)."""
    page = scene.page
    page.mouse.move(*scene.to_page(*centre))
    page.keyboard.down("Control")
    for dy in deltas:
        page.mouse.wheel(0, dy)
        page.wait_for_timeout(16)
    page.keyboard.up("Control")
    # The played fingers lift after 150 ms without a wheel event.
    scene.wait_for(f"{PLAYED}.some(t => /Magnif/.test(t.gesture) && (t.to === 'ended' || t.to === 'failed'))")
    scene.settle()


def test_ctrl_wheel_pinch_scales_the_magnification_scene(page, base_url):
    scene = Scene(page, base_url, "magnification")
    centre = scene.centre(logo="swiftui-logo")
    before = scene.box(logo="swiftui-logo")["width"]
    wheel_pinch(scene, centre, [-20, -20, -20, -20])
    after = scene.box(logo="swiftui-logo")["width"]
    # Each -20 scales by exp(0.2): four of them by exp(0.8) ≈ 2.23.
    assert abs(after / before - math.exp(0.8)) < 0.05, after / before
    assert page.evaluate("window.visualViewport.scale") == 1, "the browser must not zoom the page"


def test_ctrl_wheel_pinch_in_shrinks(page, base_url):
    scene = Scene(page, base_url, "magnification")
    centre = scene.centre(logo="swiftui-logo")
    before = scene.box(logo="swiftui-logo")["width"]
    wheel_pinch(scene, centre, [20, 20])
    after = scene.box(logo="swiftui-logo")["width"]
    assert abs(after / before - math.exp(-0.4)) < 0.05, after / before


def test_a_plain_wheel_is_not_a_pinch(page, base_url):
    scene = Scene(page, base_url, "magnification")
    page.mouse.move(*scene.to_page(*scene.centre(logo="swiftui-logo")))
    page.mouse.wheel(0, -40)
    page.wait_for_timeout(300)
    assert page.evaluate("window.tactile.seq") == 0, "nothing sent for a plain wheel"


SAFARI_GESTURE = """([type, x, y, scale, rotation]) => {
  const stage = document.getElementById('stage');
  const r = stage.getBoundingClientRect(), k = r.width / stage.viewBox.baseVal.width;
  const e = new UIEvent(type, {bubbles: true, cancelable: true});
  Object.defineProperties(e, {
    clientX: {value: r.left + x * k}, clientY: {value: r.top + y * k},
    scale: {value: scale}, rotation: {value: rotation}});
  stage.dispatchEvent(e);
}"""


def test_safari_gesture_events_rotate_the_rotation_scene(page, base_url):
    scene = Scene(page, base_url, "rotation")
    x, y = scene.centre(logo="swiftui-logo")
    page.evaluate(SAFARI_GESTURE, ["gesturestart", x, y, 1, 0])
    for step in range(1, 16):
        page.wait_for_timeout(16)
        page.evaluate(SAFARI_GESTURE, ["gesturechange", x, y, 1, 6 * step])
    page.evaluate(SAFARI_GESTURE, ["gestureend", x, y, 1, 90])
    scene.settle()
    _, degrees = logo_transform(scene)
    assert abs(degrees - 90) < 3, degrees
