"""Input-to-render latency: from the page sending a pointer event to the updated frame being on the
stage (the SVG parsed into the DOM). Measured by the page itself (`performance.now()` at
`WebSocket.send` and after the frame that acknowledges it is applied), over a long mouse drag with
one move in flight at a time.

Writes the numbers to $TACTILE_ARTIFACTS/latency.json and prints them. The goal is p99 under one
60 Hz frame (16 ms); the test fails only past generous bounds, since CI machines are shared.
"""
import json
import statistics

from playground import YELLOW, Scene

MOVES = 400


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def test_input_to_render_latency(page, base_url, artifacts):
    scene = Scene(page, base_url, "drag-offset")
    x, y = scene.centre(f"path[fill='{YELLOW}']")
    scene.mouse_down(x, y)
    scene.settle()
    page.evaluate("window.tactile.latencies = []; window.tactile.eventLatencies = []")
    for i in range(MOVES):
        # A figure of eight around the start, one point per move; wait for each frame.
        dx = 80 * ((i % 100) / 50 - 1)
        scene.mouse_move(x + dx, y + (i % 7))
        scene.settle()
    scene.mouse_up()
    scene.settle()
    sent = page.evaluate("window.tactile.latencies")[-MOVES:]
    from_event = page.evaluate("window.tactile.eventLatencies")[-MOVES:]
    result = {
        "scene": "drag-offset",
        "samples": len(sent),
        "send_to_render_ms": {"median": round(statistics.median(sent), 2), "p99": round(percentile(sent, 0.99), 2),
                              "max": round(max(sent), 2)},
        "event_to_render_ms": {"median": round(statistics.median(from_event), 2),
                               "p99": round(percentile(from_event, 0.99), 2)},
    }
    (artifacts / "latency.json").write_text(json.dumps(result, indent=2) + "\n")
    print("\nlatency:", json.dumps(result))
    assert len(sent) >= MOVES * 0.95
    assert result["send_to_render_ms"]["median"] < 16
    assert result["send_to_render_ms"]["p99"] < 50
    # From the DOM event's timestamp: 22-23.5 ms at p99 while moves were taken from frame-aligned
    # `pointermove`s, 9.7-10.4 ms with `pointerrawupdate` (Docs/Playground.md, "Latency"). Between
    # the two, with room for a shared machine.
    assert result["event_to_render_ms"]["p99"] < 20
