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
from attacks import GESTURES_IN_PROGRESS, drop_mid_gesture, flood, one_page, pages_at_once, scene_ids
from wire import frame_acking, open_scene, ping

MAX_SESSIONS = 128   # ServerLimits.standard.maxSessions


def only_the_healthy_page(server):
    """Waits until the healthy page's session is the only one, in memory too, and no timer runs
    (drag-offset has none)."""
    stats = server.wait_for_stats(lambda s: (s["sessions"], s["liveSessions"], s["pendingTimers"]) == (1, 1, 0))
    assert (stats["sessions"], stats["liveSessions"], stats["pendingTimers"]) == (1, 1, 0), stats


def test_a_flood_from_one_connection_is_cut_off_and_others_carry_on(server, healthy):
    with open_scene(server, "tap-counter") as (bystander, _, _):
        texts, code, _ = flood(server, 2000)
        errors = [json.loads(t)["message"] for t in texts if json.loads(t)["type"] == "error"]
        assert errors == ["more than 600 messages per second"] and code == 1008, (errors, code)
        acks = [json.loads(t).get("ack") for t in texts if json.loads(t)["type"] == "frame"]
        assert 300 <= len([a for a in acks if a is not None]) < 2000   # the burst, then the cut
        # The bystander's own session is untouched.
        bystander.send(ping(1))
        assert frame_acking(bystander, 1)["cause"] == "ping"
    healthy.checkpoint()
    only_the_healthy_page(server)


def test_a_hundred_connections_at_once_all_get_their_scene(server, healthy):
    ids = scene_ids(server)
    seen = []

    async def all_open():
        deadline = time.monotonic() + 60
        while server.stats()["sessions"] < 101 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        seen.append(server.stats()["sessions"])

    opened = asyncio.run(pages_at_once(server, ids, 100, all_open))
    assert seen == [101]   # the hundred and the healthy page, all at once
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


@pytest.mark.parametrize("how", ["drop", "reset"])
@pytest.mark.parametrize("scene,gesture", GESTURES_IN_PROGRESS, ids=[g[0] for g in GESTURES_IN_PROGRESS])
def test_a_connection_dropped_mid_gesture_frees_its_scene_and_timers(server, healthy, scene, gesture, how):
    for _ in range(5):
        drop_mid_gesture(server, scene, gesture, how)   # TCP FIN or RST; no WebSocket close frame
    only_the_healthy_page(server)
    healthy.checkpoint()


def test_a_page_that_never_reads_is_bounded_and_harmless(server, healthy):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=kuchi-learn")
    ws.sock.setsockopt(__import__("socket").SOL_SOCKET, __import__("socket").SO_RCVBUF, 4096)
    before = server.rss_kib()
    start, seq = time.monotonic(), 0
    while time.monotonic() - start < 1.5:   # 1.5 s of pings at 500 a second, within the rate limit
        ws.send_text(ping(seq))
        seq += 1
        time.sleep(max(0.0, start + seq / 500 - time.monotonic()))
    grown = server.rss_kib() - before
    healthy.checkpoint()
    ws.drop()
    only_the_healthy_page(server)
    assert grown < 16 * 1024, f"{grown} KiB for one page that does not read"
