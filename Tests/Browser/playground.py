"""A small driver for one open scene: trusted mouse input, DevTools touches, and reads of the stage.

Coordinates given to the driver are the scene's points (the stage's user units); it converts them
to the page's pixels.
"""
import math

# Colours as the SVG writer spells them.
BLUE = "#007aff"
YELLOW = "#ffcc00"
GREEN = "#34c759"
TEAL = "#30b0c7"

_BOX_OF = """(arg) => {
  const stage = document.getElementById('stage');
  const el = arg.logo ? [...stage.querySelectorAll('[data-image]')].find(g => g.dataset.image === arg.logo)
    : stage.querySelector(arg.selector);
  if (!el) return null;
  const s = stage.getBoundingClientRect(), b = el.getBoundingClientRect();
  const k = stage.viewBox.baseVal.width / s.width;
  return {x: (b.left - s.left) * k, y: (b.top - s.top) * k, width: b.width * k, height: b.height * k};
}"""


class Scene:
    def __init__(self, page, base_url, scene_id):
        self.page = page
        self.id = scene_id
        page.goto(f"{base_url}/?scene={scene_id}")
        page.wait_for_function("window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1")
        self.width = page.evaluate("document.getElementById('stage').viewBox.baseVal.width")
        self.height = page.evaluate("document.getElementById('stage').viewBox.baseVal.height")
        self._cdp = None

    # -- reading ---------------------------------------------------------------------------------

    def box(self, selector=None, logo=None):
        """The bounding box, in scene points, of the first element matching `selector` (or of the
        image named `logo`: `symbol:NAME` for a symbol), or None."""
        return self.page.evaluate(_BOX_OF, {"selector": selector, "logo": logo})

    def centre(self, selector=None, logo=None):
        b = self.box(selector, logo)
        assert b is not None, f"nothing matches {selector or logo} in {self.id}"
        return (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)

    def texts(self):
        return self.page.eval_on_selector_all("#stage text", "els => els.map(e => e.textContent)")

    def count(self, selector):
        return self.page.eval_on_selector_all(f"#stage {selector}", "els => els.length")

    def transitions(self):
        return self.page.evaluate("window.tactile.transitions")

    def settle(self, timeout=3000):
        """Waits until the server has answered every message sent so far."""
        self.page.wait_for_function("window.tactile.lastAck >= window.tactile.seq", timeout=timeout)

    def wait_for(self, expression, timeout=5000):
        self.page.wait_for_function(expression, timeout=timeout)

    # -- mouse -----------------------------------------------------------------------------------

    def to_page(self, x, y):
        s = self.page.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect();"
                               " return {x: r.left, y: r.top, w: r.width}; })()")
        k = s["w"] / self.width
        return (s["x"] + x * k, s["y"] + y * k)

    def mouse_move(self, x, y, steps=1):
        px, py = self.to_page(x, y)
        self.page.mouse.move(px, py, steps=steps)

    def mouse_down(self, x, y):
        self.mouse_move(x, y)
        self.page.mouse.down()

    def mouse_up(self):
        self.page.mouse.up()

    def click(self, x, y):
        self.mouse_down(x, y)
        self.mouse_up()

    def drag(self, start, end, steps=12, hold=0.0):
        self.mouse_down(*start)
        if hold:
            self.page.wait_for_timeout(int(hold * 1000))
        self.mouse_move(*end, steps=steps)
        self.mouse_up()

    # -- touch (DevTools) ------------------------------------------------------------------------

    def touch(self, kind, points):
        """Sends one DevTools touch event; `points` are (id, x, y) in scene points."""
        if self._cdp is None:
            self._cdp = self.page.context.new_cdp_session(self.page)
        touch_points = []
        for pid, x, y in points:
            px, py = self.to_page(x, y)
            touch_points.append({"x": px, "y": py, "id": pid})
        self._cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touch_points})

    def two_fingers(self, centre, start_radius, end_radius, start_angle=0.0, end_angle=0.0, steps=12):
        """Two touches on opposite sides of `centre`, moving from one radius and angle (degrees) to another."""
        cx, cy = centre

        def points(r, a):
            rad = math.radians(a)
            dx, dy = r * math.cos(rad), r * math.sin(rad)
            return [(1, cx - dx, cy - dy), (2, cx + dx, cy + dy)]

        self.touch("touchStart", points(start_radius, start_angle))
        for i in range(1, steps + 1):
            f = i / steps
            self.page.wait_for_timeout(16)
            self.touch("touchMove", points(start_radius + (end_radius - start_radius) * f,
                                           start_angle + (end_angle - start_angle) * f))
        self.touch("touchEnd", [])
