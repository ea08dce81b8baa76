"""The playground's WebSocket protocol from the page's side (Docs/Playground.md, "Protocol")."""
import contextlib
import json

import websockets
from websockets.sync.client import connect


def event(time, phase, x, y, pointer=1, kind="touch"):
    return {"time": time, "pointer": pointer, "phase": phase, "x": x, "y": y, "kind": kind}


def input_message(seq, *events):
    return json.dumps({"type": "input", "seq": seq, "events": list(events)})


def ping(seq):
    return json.dumps({"type": "ping", "seq": seq})


@contextlib.contextmanager
def open_scene(server, scene, **options):
    """Connects to `scene` for the `with` block; yields the socket, the hello and the first frame."""
    with connect(f"{server.ws_url}/ws?scene={scene}", max_size=None, open_timeout=20, **options) as ws:
        hello = json.loads(ws.recv(timeout=20))
        assert hello["type"] == "hello", hello
        first = json.loads(ws.recv(timeout=20))
        assert first["type"] == "frame" and first["cause"] == "start", first
        yield ws, hello, first


def frame_acking(ws, seq, timeout=20):
    """Reads messages until the frame that acknowledges `seq`."""
    while True:
        message = json.loads(ws.recv(timeout=timeout))
        assert message["type"] != "error", message
        if message["type"] == "frame" and message.get("ack") == seq:
            return message


def until_closed(ws, timeout=20):
    """Reads until the server closes; returns (messages, close code, close reason). The code is
    None when the connection ended without a close frame."""
    messages = []
    try:
        while True:
            messages.append(json.loads(ws.recv(timeout=timeout)))
    except websockets.ConnectionClosed as closed:
        code = closed.rcvd.code if closed.rcvd else None
        reason = closed.rcvd.reason if closed.rcvd else None
        return messages, code, reason


def refused(server, scene, payloads, timeout=20):
    """Opens `scene`, sends each payload (str: text, bytes: binary, list: fragments), and returns
    what came back until the server closed: (error messages, close code, close reason)."""
    with open_scene(server, scene) as (ws, _, _):
        try:
            for payload in payloads:
                ws.send(payload)
        except websockets.ConnectionClosed:
            pass
        messages, code, reason = until_closed(ws, timeout)
    return [m["message"] for m in messages if m["type"] == "error"], code, reason
