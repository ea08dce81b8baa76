"""Malformed, mistyped, oversized and binary messages, and frames that break RFC 6455.

Each is refused on its own connection with a clear error (an `error` message and close code 1008,
or the WebSocket layer's own close code for broken frames), while the healthy page keeps dragging.
"""
import json
import struct
import time

import pytest

from rawsocket import BINARY, CLOSE, CONTINUATION, PING, TEXT, RawWebSocket
from wire import event, frame_acking, input_message, open_scene, ping, refused

LIMIT = 16 * 1024   # SessionLimits.standard.maxMessageBytes


def padded_ping(seq, size):
    """A valid ping message of exactly `size` bytes."""
    text = ping(seq)
    return text[:-1] + " " * (size - len(text)) + "}"


REFUSED_WITH_AN_ERROR = [
    # (what, payloads, start of the error message)
    ("not JSON", ["{not json"], "not a valid message"),
    ("empty text", [""], "not a valid message"),
    ("a JSON array", ["[]"], "not a valid message"),
    ("JSON null", ["null"], "not a valid message"),
    ("type is a number", ['{"type": 5}'], "not a valid message"),
    ("events is a string", ['{"type": "input", "events": "x"}'], "not a valid message"),
    ("an event without fields", ['{"type": "input", "events": [{"time": 0}]}'], "not a valid message"),
    ("an unknown phase", [input_message(1, event(0, "hover", 1, 1))], "not a valid message"),
    ("an unknown pointer kind", [input_message(1, event(0, "down", 1, 1, kind="eye"))], "not a valid message"),
    ("seq is a string", ['{"type": "ping", "seq": "1"}'], "not a valid message"),
    ("a number too large for a double", ['{"type": "ping", "seq": 1e400}'], "not a valid message"),
    ("nesting 8000 deep", ['{"type": "ping", "x": ' + "[" * 8000 + "]" * 8000 + "}"], "not a valid message"),
    ("an unknown message type", ['{"type": "explode"}'], 'unknown message type "explode"'),
    ("a binary message", [b"\x00\x01\x02"], "binary messages are not accepted"),
    ("an empty binary message", [b""], "binary messages are not accepted"),
    ("17 events in one message", [input_message(1, *[event(0, "move", 1, 1)] * 17)], "more than 16 events"),
    ("one byte over the message limit", [padded_ping(1, LIMIT + 1)], f"message larger than {LIMIT} bytes"),
    ("a fragmented message over the limit", [["x" * 10000, "y" * 10000]], f"message larger than {LIMIT} bytes"),
]


@pytest.mark.parametrize("what,payloads,error", REFUSED_WITH_AN_ERROR, ids=[c[0] for c in REFUSED_WITH_AN_ERROR])
def test_a_bad_message_gets_an_error_and_close_1008(server, healthy, what, payloads, error):
    errors, code, reason = refused(server, "tap-shape", payloads)
    assert code == 1008, (errors, code, reason)
    assert len(errors) == 1 and errors[0].startswith(error), errors
    assert reason and errors[0].startswith(reason.rstrip("…")[:40]), reason
    healthy.checkpoint()


@pytest.mark.parametrize("size", [64 * 1024 + 1, 1024 * 1024])
def test_a_frame_over_64_kib_is_refused_unread_with_1009(server, healthy, size):
    errors, code, _ = refused(server, "tap-shape", ["x" * size])
    assert code == 1009 and errors == []
    healthy.checkpoint()


def test_a_frame_announcing_2_to_the_63_bytes_is_refused_with_1009(server, healthy):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=tap-shape")
    ws.send_frame(TEXT, b"", length=(1 << 63) - 1)
    _, code, _ = ws.until_close()
    assert code == 1009
    ws.drop()
    healthy.checkpoint()


def test_a_long_unknown_type_is_quoted_short_and_the_reason_fits_a_close_frame(server, healthy):
    errors, code, reason = refused(server, "tap-shape", [json.dumps({"type": "é" * 300})])
    assert code == 1008   # not 1002: the close frame itself is valid
    assert errors == ['unknown message type "' + "é" * 40 + '…"']
    assert len(reason.encode()) <= 123 and errors[0].startswith(reason)
    healthy.checkpoint()


def test_a_message_exactly_at_the_limit_is_accepted(server, healthy):
    with open_scene(server, "tap-shape") as (ws, _, _):
        ws.send(padded_ping(7, LIMIT))
        assert frame_acking(ws, 7)["cause"] == "ping"
    healthy.checkpoint()


def test_a_fragmented_message_within_the_limit_is_accepted(server, healthy):
    with open_scene(server, "tap-shape") as (ws, _, _):
        ws.send(['{"type": "pi', 'ng", "seq"', ": 8}"])
        assert frame_acking(ws, 8)["cause"] == "ping"
    healthy.checkpoint()


BROKEN_FRAMES = [
    # (what, frames as send_frame keyword arguments)
    ("reserved bits set", [dict(opcode=TEXT, payload=ping(1), rsv=0b100)]),
    ("an unknown opcode", [dict(opcode=0x3, payload=b"?")]),
    ("a continuation with nothing to continue", [dict(opcode=CONTINUATION, payload=b"x")]),
    ("a text frame inside a fragmented message", [dict(opcode=TEXT, payload=b"{", fin=False),
                                                  dict(opcode=TEXT, payload=b"}")]),
    ("a ping of 200 bytes", [dict(opcode=PING, payload=b"p" * 200)]),
    ("a fragmented ping", [dict(opcode=PING, payload=b"p", fin=False)]),
    ("a close with code 999", [dict(opcode=CLOSE, payload=struct.pack("!H", 999))]),
    ("a close with a 1-byte payload", [dict(opcode=CLOSE, payload=b"\x03")]),
]


@pytest.mark.parametrize("what,frames", BROKEN_FRAMES, ids=[c[0] for c in BROKEN_FRAMES])
def test_a_frame_breaking_rfc_6455_closes_that_connection(server, healthy, what, frames):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=tap-shape")
    for frame in frames:
        ws.send_frame(**frame)
    _, code, _ = ws.until_close()
    assert code in (1002, 1008, None), code   # a protocol error, or the connection simply ends
    ws.drop()
    assert server.wait_for_stats(lambda s: s["sessions"] <= 1)["sessions"] <= 1   # only the healthy page
    healthy.checkpoint()


def test_events_far_out_of_range_are_dropped_and_the_session_carries_on(server, healthy):
    """Regression: an event stamped -1e300 used to stop the whole server."""
    with open_scene(server, "draggable-circle") as (ws, _, _):
        for seq, bad in enumerate([event(-1e300, "down", 200, 400), event(1e300, "down", 200, 400),
                                   event(0, "down", 1e308, 400), event(0, "down", 200, -1e308)], start=1):
            ws.send(input_message(seq, bad))
            frame = frame_acking(ws, seq)
            assert frame.get("readout") is None
            assert any("out of range" in d for d in frame["diagnostics"]), frame
        # Still a working session: a long press ends on the server's timer.
        ws.send(input_message(10, event(0, "down", 200, 400)))
        frame_acking(ws, 10)
        while json.loads(ws.recv(timeout=10)).get("cause") != "deadline":
            pass
    healthy.checkpoint()


@pytest.mark.parametrize("query,error", [
    ("scene=no-such-scene", 'unknown scene "no-such-scene"; /scenes.json lists the scenes'),
    ("scene=" + "%C3%A9" * 100, 'unknown scene "' + "é" * 40 + '…"; /scenes.json lists the scenes'),
    ("", "no scene given (/ws?scene=ID); /scenes.json lists the scenes"),
    ("scene=", 'unknown scene ""; /scenes.json lists the scenes'),
    ("scene=..%2F..%2Fetc%2Fpasswd", 'unknown scene "../../etc/passwd"; /scenes.json lists the scenes'),
])
def test_an_unknown_scene_gets_an_error_naming_it(server, healthy, query, error):
    """Regression: an unknown scene used to be refused with a bare HTTP 400 a page cannot read."""
    from websockets.sync.client import connect
    from wire import until_closed
    before = server.stats()["sessions"]
    with connect(f"{server.ws_url}/ws?{query}") as ws:
        messages, code, reason = until_closed(ws)
    assert messages == [{"type": "error", "message": error}]
    assert code == 1008 and error.startswith(reason)
    assert server.stats()["sessions"] == before
    healthy.checkpoint()


def test_a_velocity_too_large_for_json_still_gets_its_frame(server, healthy):
    """Regression: two moves 5e-324 s apart gave an infinite velocity, JSON could not encode the
    frame, and the server dropped it without a word: the page waited for its ack for ever."""
    with open_scene(server, "drag-values") as (ws, _, _):
        ws.send(input_message(1, event(0, "down", 100, 400)))
        frame_acking(ws, 1)
        ws.send(input_message(2, event(5e-324, "move", 100 + 1e5, 400)))
        frame = frame_acking(ws, 2, timeout=5)
        readout = frame["readout"]
        assert readout["translationX"] == 1e5
        assert readout["velocityX"] == 0 and readout["predictedX"] == readout["x"]
        ws.send(ping(3))
        assert frame_acking(ws, 3, timeout=5)["cause"] == "ping"
    healthy.checkpoint()


def _event(t, phase, x, y, pointer=1, kind="mouse", button=0):
    e = event(t, phase, x, y, pointer=pointer, kind=kind)
    if button is not None:
        e["button"] = button
    return e


ODD_SEQUENCES = {
    "up without down": [_event(0, "up", 200, 400)],
    "move without down": [_event(0, "move", 200, 400)],
    "down twice": [_event(0, "down", 200, 400), _event(0.01, "down", 200, 400)],
    "cancel of an unknown pointer": [_event(0, "cancel", 1, 1, pointer=77)],
    "the largest pointer id": [_event(0, "down", 200, 400, pointer=2**63 - 1), _event(0.1, "up", 200, 400, pointer=2**63 - 1)],
    "the smallest pointer id": [_event(0, "down", 200, 400, pointer=-2**63), _event(0.1, "up", 200, 400, pointer=-2**63)],
    "a huge button": [_event(0, "down", 200, 400, button=2**62), _event(0.1, "up", 200, 400, button=2**62)],
    "a negative button": [_event(0, "down", 200, 400, button=-5)],
    "time running backwards": [_event(5, "down", 200, 400), _event(1, "move", 250, 400), _event(0, "up", 250, 400)],
    "one pointer changing kind": [_event(0, "down", 200, 400, kind="touch", button=None),
                                  _event(0.01, "move", 210, 400, kind="pen", button=None)],
    "ten fingers": [_event(0, "down", 100 + 10 * i, 400, pointer=i, kind="touch", button=None) for i in range(10)],
}
ODD_SCENES = ["draggable-circle", "simultaneous", "sequence", "exclusive", "kuchi-learn", "tap-counter", "magnification"]


@pytest.mark.parametrize("scene", ODD_SCENES)
def test_odd_but_well_formed_input_never_breaks_a_session(server, healthy, scene):
    for name, events in ODD_SEQUENCES.items():
        with open_scene(server, scene) as (ws, _, _):
            for seq, e in enumerate(events):
                ws.send(input_message(seq, e))
            ws.send(ping(99))
            assert frame_acking(ws, 99)["cause"] == "ping", name
    healthy.checkpoint()


def test_thousands_of_pointers_down_at_once_stay_cheap(server, healthy):
    with open_scene(server, "simultaneous") as (ws, _, _):
        start = time.monotonic()
        for m in range(280):   # within the burst: 4,480 distinct touches down
            ws.send(input_message(m, *[event(m * 0.001, "down", 100 + i, 100 + m, pointer=m * 16 + i) for i in range(16)]))
        # The readout shows the pointers the host runs: the engine takes 20 at once
        # (GestureConfiguration.maximumPointerCount) and refuses the rest with a diagnostic.
        assert frame_acking(ws, 279, timeout=30)["readout"]["pointers"] == 20
        assert time.monotonic() - start < 15
    healthy.checkpoint()
