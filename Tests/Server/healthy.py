"""A well-behaved page that keeps dragging while other clients attack the server.

It drags the circle of `drag-offset` back and forth, one message in flight at a time, and checks
every acknowledging frame: the readout's translation is exactly the pointer's, and the circle is
drawn exactly where the scene's two @State offsets put it. `checkpoint()` asserts that it made
progress since the previous checkpoint and never saw a wrong value.
"""
import contextlib
import re
import threading
import time

from wire import event, frame_acking, input_message, open_scene

TRANSLATE = re.compile(r'fill="#ffcc00" transform="translate\(([-\d.e]+) ([-\d.e]+)\)"')
STEPS = [(15 * i, 5 * i) for i in range(1, 9)]   # every step is past the drag's 10-point threshold
INTERVAL = 1 / 120   # seconds between messages: a 120 Hz pointer, well inside the rate limit


def circle_origin(svg):
    match = TRANSLATE.search(svg)
    assert match, svg
    return float(match.group(1)), float(match.group(2))


class HealthySession:
    def __init__(self, server):
        self.server = server
        self.errors = []
        self.round_trips = 0
        self.latencies = []
        self._stop = threading.Event()
        self._checked = 0
        self._last_send = 0.0
        self._scene = contextlib.ExitStack()
        self.ws, _, first = self._scene.enter_context(open_scene(server, "drag-offset"))
        self.origin = circle_origin(first["svg"])
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _send(self, seq, *events):
        wait = self._last_send + INTERVAL - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        start = self._last_send = time.monotonic()
        self.ws.send(input_message(seq, *events))
        frame = frame_acking(self.ws, seq)
        self.latencies.append(time.monotonic() - start)
        self.round_trips += 1
        return frame

    def _expect(self, what, actual, expected):
        if actual != expected:
            self.errors.append(f"{what}: {actual!r}, expected {expected!r}")

    def _run(self):
        seq, t = 0, 0.0
        try:
            while not self._stop.is_set():
                ox, oy = self.origin
                cx, cy = ox + 50, oy + 50
                sign = 1 if cx < 200 else -1
                seq += 1; t += 0.016
                self._send(seq, event(t, "down", cx, cy))
                for dx, dy in STEPS:
                    dx, dy = sign * dx, dy * sign
                    seq += 1; t += 0.016
                    frame = self._send(seq, event(t, "move", cx + dx, cy + dy))
                    readout = frame.get("readout") or {}
                    self._expect("translation", (readout.get("translationX"), readout.get("translationY")), (dx, dy))
                    self._expect("circle while dragging", circle_origin(frame["svg"]), (ox + dx, oy + dy))
                seq += 1; t += 0.016
                frame = self._send(seq, event(t, "up", cx + dx, cy + dy))
                self._expect("readout after the lift", frame.get("readout"), None)
                self.origin = circle_origin(frame["svg"])
                self._expect("circle after the lift", self.origin, (ox + dx, oy + dy))
        except Exception as error:  # the connection itself failing is the worst wrong value
            self.errors.append(f"healthy session failed: {error!r}")

    def checkpoint(self, minimum=5):
        """Asserts that the session kept working since the last checkpoint."""
        time.sleep(0.1)
        made = self.round_trips - self._checked
        self._checked = self.round_trips
        assert not self.errors, self.errors
        assert self.thread.is_alive(), "the healthy session stopped"
        assert made >= minimum, f"the healthy session made {made} round trips during the attack"

    def stop(self):
        self._stop.set()
        self.thread.join(timeout=30)
        self._scene.close()
        assert not self.errors, self.errors
