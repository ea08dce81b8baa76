"""Many connections, floods, session limits, and connections dropped in the middle of a gesture.

Throughout, the healthy page keeps dragging with exact values; after each attack the server's
/stats.json must show every other session closed, its scene freed and its timers stopped.
"""
import asyncio
import json
import time

import pytest
import websockets
from websockets.asyncio.client import connect as async_connect

from rawsocket import RawWebSocket
from wire import event, frame_acking, input_message, open_scene, ping, until_closed

MAX_SESSIONS = 128   # ServerLimits.standard.maxSessions


def only_the_healthy_page(server):
    """Waits until the healthy page's session is the only one, in memory too, and no timer runs
    (drag-offset has none)."""
    stats = server.wait_for_stats(lambda s: (s["sessions"], s["liveSessions"], s["pendingTimers"]) == (1, 1, 0))
    assert (stats["sessions"], stats["liveSessions"], stats["pendingTimers"]) == (1, 1, 0), stats


def scenes(server):
    import urllib.request
    with urllib.request.urlopen(server.url + "/scenes.json") as response:
        return [scene["id"] for scene in json.loads(response.read())]


def test_a_flood_from_one_connection_is_cut_off_and_others_carry_on(server, healthy):
    with open_scene(server, "tap-counter") as (bystander, _, _):
        ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=tap-shape")
        sent = 0
        try:
            for seq in range(2000):   # as fast as the socket takes them, nothing read
                ws.send_text(ping(seq))
                sent += 1
        except (BrokenPipeError, ConnectionResetError):
            pass
        texts, code, reason = ws.until_close()
        ws.drop()
        errors = [json.loads(t)["message"] for t in texts if json.loads(t)["type"] == "error"]
        assert errors == ["more than 600 messages per second"] and code == 1008, (errors, code, sent)
        acks = [json.loads(t).get("ack") for t in texts if json.loads(t)["type"] == "frame"]
        assert 300 <= len([a for a in acks if a is not None]) < 2000   # the burst, then the cut
        # The bystander's own session is untouched.
        bystander.send(ping(1))
        assert frame_acking(bystander, 1)["cause"] == "ping"
    healthy.checkpoint()
    only_the_healthy_page(server)


async def one_page(server, scene, index, hold):
    """Opens `scene`, presses and lifts at the window's centre with readout checks, then waits for
    `hold` before closing; returns the scene id the hello named."""
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
        await hold.wait()
        return hello["scene"]["id"]


def test_a_hundred_connections_at_once_all_get_their_scene(server, healthy):
    ids = scenes(server)

    async def run():
        hold = asyncio.Event()
        pages = [asyncio.create_task(one_page(server, ids[i % len(ids)], i, hold)) for i in range(100)]
        deadline = time.monotonic() + 60
        while server.stats()["sessions"] < 101 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        open_now = server.stats()["sessions"]
        hold.set()
        return open_now, await asyncio.gather(*pages)

    open_now, opened = asyncio.run(run())
    assert open_now == 101   # the hundred and the healthy page, all at once
    assert opened == [ids[i % len(ids)] for i in range(100)]
    healthy.checkpoint()
    only_the_healthy_page(server)


def test_one_page_over_the_session_limit_is_told_to_try_again_later(server, healthy):
    async def run():
        hold = asyncio.Event()
        pages = [asyncio.create_task(one_page(server, "tap-shape", i, hold)) for i in range(MAX_SESSIONS - 1)]
        deadline = time.monotonic() + 60
        while server.stats()["sessions"] < MAX_SESSIONS and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        messages = []
        async with async_connect(f"{server.ws_url}/ws?scene=tap-shape") as extra:
            try:
                while True:
                    messages.append(json.loads(await extra.recv()))
            except websockets.ConnectionClosed as closing:
                closed = closing.rcvd.code, closing.rcvd.reason
        stats = server.stats()
        hold.set()
        await asyncio.gather(*pages)
        return messages, closed, stats

    messages, (code, reason), stats = asyncio.run(run())
    busy = "the playground has 128 sessions open, its limit; close a page or try again later"
    assert messages == [{"type": "error", "message": busy}]
    assert code == 1013 and busy.startswith(reason)
    assert stats["sessions"] == MAX_SESSIONS and stats["maxSessions"] == MAX_SESSIONS
    only_the_healthy_page(server)
    # With places free again, a page gets its scene.
    with open_scene(server, "tap-shape") as (ws, hello, _):
        assert hello["scene"]["id"] == "tap-shape"
    healthy.checkpoint()


DROPS = [
    # (scene, the gesture in progress when the connection goes)
    ("draggable-circle", [event(0, "down", 200, 400)]),                          # long press pending
    ("long-press-counter", [event(0, "down", 200, 400)]),
    ("sequence", [event(0, "down", 200, 400)]),
    ("tap-counter", [event(0, "down", 200, 400)]),                               # double tap window
    ("magnification", [event(0, "down", 150, 400, pointer=1), event(0, "down", 250, 400, pointer=2),
                       event(0.05, "move", 100, 400, pointer=1)]),                # a pinch
    ("drag-offset", [event(0, "down", 200, 400), event(0.05, "move", 260, 420)]),  # a drag
]


@pytest.mark.parametrize("how", ["drop", "reset"])
@pytest.mark.parametrize("scene,gesture", DROPS, ids=[d[0] for d in DROPS])
def test_a_connection_dropped_mid_gesture_frees_its_scene_and_timers(server, healthy, scene, gesture, how):
    pages = []
    for _ in range(5):
        ws = RawWebSocket("127.0.0.1", server.port, f"/ws?scene={scene}")
        ws.send_text(input_message(1, *gesture))
        pages.append(ws)
    assert server.wait_for_stats(lambda s: s["sessions"] == 6)["sessions"] == 6
    for ws in pages:
        getattr(ws, how)()   # TCP FIN or RST; no WebSocket close frame either way
    only_the_healthy_page(server)
    healthy.checkpoint()


def test_a_page_that_never_reads_is_bounded_and_harmless(server, healthy):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=kuchi-learn")
    ws.sock.setsockopt(__import__("socket").SOL_SOCKET, __import__("socket").SO_RCVBUF, 4096)
    before = server.rss_kib()
    start, seq = time.monotonic(), 0
    while time.monotonic() - start < 3:   # 3 s of pings at 500 a second, within the rate limit
        ws.send_text(ping(seq))
        seq += 1
        time.sleep(max(0.0, start + seq / 500 - time.monotonic()))
    grown = server.rss_kib() - before
    healthy.checkpoint()
    ws.drop()
    only_the_healthy_page(server)
    assert grown < 16 * 1024, f"{grown} KiB for one page that does not read"
