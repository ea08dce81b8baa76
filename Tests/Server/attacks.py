"""Workloads shared by the load and memory tests: many pages at once, many one after another,
drops in the middle of gestures, floods and malformed messages."""
import asyncio
import json
import urllib.request

from websockets.asyncio.client import connect as async_connect

from rawsocket import RawWebSocket
from wire import event, input_message, ping


def scene_ids(server):
    with urllib.request.urlopen(server.url + "/scenes.json") as response:
        return [scene["id"] for scene in json.loads(response.read())]


async def one_page(server, scene, index, hold=None):
    """Opens `scene`, presses and lifts near the window's centre checking the readout, then waits
    for `hold` (if any) before closing; returns the scene id the hello named."""
    async with async_connect(f"{server.ws_url}/ws?scene={scene}", open_timeout=60) as ws:
        hello = json.loads(await ws.recv())
        await ws.recv()
        x, y = 150 + index % 100, 300 + index % 50
        await ws.send(input_message(1, event(0, "down", x, y, pointer=index)))
        while (frame := json.loads(await ws.recv())).get("ack") != 1:
            pass
        assert frame["readout"]["x"] == x and frame["readout"]["y"] == y, frame["readout"]
        await ws.send(input_message(2, event(0.05, "up", x, y, pointer=index)))
        while json.loads(await ws.recv()).get("ack") != 2:
            pass
        if hold is not None:
            await hold.wait()
        return hello["scene"]["id"]


async def pages_at_once(server, scenes, count, until_open=None):
    """`count` pages open together, cycling through `scenes`; `until_open(count)` is awaited
    while all are open. Returns the scene ids the hellos named."""
    hold = asyncio.Event()
    pages = [asyncio.create_task(one_page(server, scenes[i % len(scenes)], i, hold)) for i in range(count)]
    if until_open is not None:
        await until_open()
    hold.set()
    return await asyncio.gather(*pages)


async def pages_in_lanes(server, scenes, count, lanes=10):
    """`count` pages, `lanes` at a time: each lane opens its pages one after another."""
    async def lane(first):
        for i in range(first, count, lanes):
            await one_page(server, scenes[i % len(scenes)], i)
    await asyncio.gather(*(lane(first) for first in range(lanes)))


GESTURES_IN_PROGRESS = [
    ("draggable-circle", [event(0, "down", 200, 400)]),                          # long press pending
    ("long-press-counter", [event(0, "down", 200, 400)]),
    ("sequence", [event(0, "down", 200, 400)]),
    ("tap-counter", [event(0, "down", 200, 400)]),                               # double tap window
    ("magnification", [event(0, "down", 150, 400, pointer=1), event(0, "down", 250, 400, pointer=2),
                       event(0.05, "move", 100, 400, pointer=1)]),                # a pinch
    ("drag-offset", [event(0, "down", 200, 400), event(0.05, "move", 260, 420)]),  # a drag
]


def drop_mid_gesture(server, scene, gesture, how="drop"):
    """Opens `scene`, starts `gesture`, and ends the TCP connection without a close frame
    (`drop`: FIN, `reset`: RST)."""
    ws = RawWebSocket("127.0.0.1", server.port, f"/ws?scene={scene}")
    ws.send_text(input_message(1, *gesture))
    ws.recv_frame()   # the hello: the session exists
    getattr(ws, how)()


def flood(server, count=2000):
    """Pings as fast as the socket takes them without reading; returns what came back."""
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=tap-shape")
    try:
        for seq in range(count):
            ws.send_text(ping(seq))
    except (BrokenPipeError, ConnectionResetError):
        pass
    result = ws.until_close()
    ws.drop()
    return result


def malformed(server):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=tap-shape")
    ws.send_text("{not json")
    result = ws.until_close()
    ws.drop()
    return result
