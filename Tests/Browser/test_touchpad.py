"""Touchpad input: a pinch arrives as ctrl+wheel (Chromium, Firefox) or as Safari's
gesture events; the page plays two touches about the cursor, so MagnifyGesture and RotateGesture see
a real two-finger pinch. A plain wheel (two-finger scroll) is sent as a `wheel` message and scrolls
the scene's scroll views. The wheel pinch is trusted input (Playwright holds Control and turns the
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


def plain_wheel(scene, at, dx, dy):
    """Turns the wheel (or scrolls with two fingers) by (dx, dy) CSS pixels over `at`, trusted input,
    and waits until the server has answered the `wheel` message the page sends on the next frame."""
    page = scene.page
    sent = page.evaluate("window.tactile.seq")
    page.mouse.move(*scene.to_page(*at))
    page.mouse.wheel(dx, dy)
    scene.wait_for(f"window.tactile.seq > {sent}")
    scene.settle()


def points_per_pixel(scene):
    """Scene points per CSS pixel of the stage (the page converts wheel deltas by it)."""
    return scene.width / scene.page.evaluate("document.getElementById('stage').getBoundingClientRect().width")


def test_a_plain_wheel_is_not_a_pinch(page, base_url):
    scene = Scene(page, base_url, "magnification")
    before = scene.box(logo="swiftui-logo")
    plain_wheel(scene, scene.centre(logo="swiftui-logo"), 0, -40)
    page.wait_for_timeout(300)
    scene.settle()
    assert not any("Magnif" in t["gesture"] for t in scene.transitions()), "no pinch for a plain wheel"
    assert scene.box(logo="swiftui-logo") == before
    assert page.evaluate("window.visualViewport.scale") == 1


def test_a_two_finger_scroll_scrolls_the_list_of_the_carousel_scene(page, base_url):
    scene = Scene(page, base_url, "carousel-list")
    before, deserts = scene.box("[data-id='Rivers-2']"), scene.box("[data-id='Deserts-1']")
    k = points_per_pixel(scene)
    plain_wheel(scene, scene.centre("[data-id='Mountains-2']"), 0, 60)
    after = scene.box("[data-id='Rivers-2']")
    # A vertical wheel over a shelf scrolls the page's list (the shelf scrolls only sideways).
    assert abs(after["y"] - (before["y"] - 60 * k)) < 1, (before, after, k)
    assert abs(after["x"] - before["x"]) < 1
    # Far past the end: the list stops at its end with the last shelf in view (where a finger's
    # scroll rests too), and a further wheel does not move it: no rubber band.
    plain_wheel(scene, scene.centre("[data-id='Rivers-2']"), 0, 3000)
    end = scene.box("[data-id='Deserts-1']")
    assert end["y"] < deserts["y"] - 60 * k - 1, (deserts, end)
    assert end["y"] + end["height"] <= scene.height, end
    page.wait_for_timeout(400)  # a new sequence
    plain_wheel(scene, scene.centre("[data-id='Rivers-2']"), 0, 500)
    assert scene.box("[data-id='Deserts-1']") == end
    assert page.evaluate("window.scrollY") == 0, "the page itself must not scroll"
    assert "Tap a card" in scene.texts(), "a wheel is never a tap"


def test_a_sideways_two_finger_scroll_scrolls_the_shelf_under_it(page, base_url):
    scene = Scene(page, base_url, "carousel-list")
    rivers, mountains = scene.box("[data-id='Rivers-2']"), scene.box("[data-id='Mountains-2']")
    k = points_per_pixel(scene)
    plain_wheel(scene, scene.centre("[data-id='Rivers-2']"), 120, 0)
    after = scene.box("[data-id='Rivers-2']")
    assert abs(after["x"] - (rivers["x"] - 120 * k)) < 1, (rivers, after, k)
    assert abs(after["y"] - rivers["y"]) < 1
    assert scene.box("[data-id='Mountains-2']") == mountains


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
