"""A page that stops answering pings is closed after two ping intervals (5 s each), and its
session, scene and timers are freed: a vanished page does not hold one of the 128 places."""
import time

from rawsocket import PING, RawWebSocket
from wire import event, input_message

PING_INTERVAL = 5   # seconds, ServerLimits.standard.pingInterval


def test_a_page_that_never_answers_pings_is_closed_and_freed(server):
    ws = RawWebSocket("127.0.0.1", server.port, "/ws?scene=draggable-circle")
    ws.send_text(input_message(1, event(0, "down", 200, 400)))   # in the middle of a long press
    start = time.monotonic()
    pings, code, reason = 0, None, None
    while True:   # reads everything, answers nothing
        opcode, payload = ws.recv_frame()
        if opcode == PING:
            pings += 1
        elif opcode == 0x8:
            code, reason = int.from_bytes(payload[:2], "big"), payload[2:].decode()
            break
    elapsed = time.monotonic() - start
    ws.drop()
    assert (code, reason) == (1001, "Ping timeout")
    assert pings == 1
    assert 2 * PING_INTERVAL - 1 <= elapsed <= 2 * PING_INTERVAL + 3, elapsed
    stats = server.wait_for_stats(lambda s: s["sessions"] == 0 and s["liveSessions"] == 0)
    assert (stats["sessions"], stats["liveSessions"], stats["pendingTimers"]) == (0, 0, 0), stats
