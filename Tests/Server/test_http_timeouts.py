"""Plain HTTP connections cannot be held for ever: a connection that never finishes its request's
head is closed after the head timeout, one that went quiet after a request after the idle timeout,
and the server holds at most its bound of connections; more wait to be accepted until places free.

This module runs its own server with `--max-connections 200`, so that a few hundred sockets go past
the bound (the standard bound is 512; the timeouts are the standard ones).
"""
import os
import selectors
import socket
import time

import pytest

from playground_server import running_server

HEAD_TIMEOUT = 10   # seconds, ServerLimits.standard.requestHeadTimeout
IDLE_TIMEOUT = 15   # seconds, ServerLimits.standard.idleTimeout
BOUND = 200         # --max-connections below
ATTACKERS = 300     # half-sent heads: 100 more than the bound
MARGIN = 3          # seconds of slack for a loaded machine
HALF_A_HEAD = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Never-Finished: "


@pytest.fixture(scope="module")
def server():
    """This module's own server, with a bound a few hundred sockets can pass (conftest's `healthy`
    page then drags on it)."""
    yield from running_server("--max-connections", str(BOUND))


def sockets_held(pid):
    """How many sockets the process has open (/proc/PID/fd)."""
    count = 0
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:"):
                count += 1
        except OSError:
            pass   # closed while we looked
    return count


def closing_times(sockets, start, until, on_tick):
    """Seconds after `start` at which the server closed each socket (None if it did not by
    `until`); `on_tick()` runs about every 50 ms meanwhile."""
    selector = selectors.DefaultSelector()
    for index, sock in enumerate(sockets):
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, index)
    closed = [None] * len(sockets)
    while any(t is None for t in closed) and time.monotonic() < until:
        for key, _ in selector.select(timeout=0.05):
            try:
                data = key.fileobj.recv(4096)
            except ConnectionResetError:
                data = b""
            except BlockingIOError:
                continue
            if data == b"":
                closed[key.data] = time.monotonic() - start
                selector.unregister(key.fileobj)
        on_tick()
    selector.close()
    return closed


def test_half_sent_heads_and_idle_connections_are_closed_and_the_bound_holds(server, healthy):
    # The server's own sockets (the listener and its internals), apart from the healthy page's.
    own = sockets_held(server.proc.pid) - 1
    # A connection that finished one request and then says nothing more.
    idle = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    idle.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    answer = b""
    while not answer.endswith(b"ok"):
        answer += idle.recv(4096)
    assert answer.startswith(b"HTTP/1.1 200")
    idle_since = time.monotonic()

    start = time.monotonic()
    attackers = []
    for _ in range(ATTACKERS):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        sock.sendall(HALF_A_HEAD)
        attackers.append(sock)
    held = [sockets_held(server.proc.pid)]
    checked = []

    def tick():
        held.append(sockets_held(server.proc.pid))
        if not checked and time.monotonic() - start > HEAD_TIMEOUT / 2:
            checked.append(True)
            healthy.checkpoint()   # the open page keeps working while every place is taken

    try:
        closed = closing_times(attackers + [idle], start, start + 2 * HEAD_TIMEOUT + 2 * MARGIN, tick)
    finally:
        for sock in attackers + [idle]:
            sock.close()
    heads, idle_closed = closed[:-1], closed[-1]

    assert all(t is not None for t in heads), f"{heads.count(None)} half-sent heads still open"
    heads.sort()
    # None before its time; the ones accepted at once (all places but the healthy page's and the
    # idle connection's) within the timeout plus the margin; the rest, which waited to be accepted
    # until those places freed, within a second timeout.
    accepted_at_once = BOUND - 2
    assert heads[0] >= HEAD_TIMEOUT - 0.5, heads[0]
    assert heads[accepted_at_once - 1] <= HEAD_TIMEOUT + MARGIN, heads[accepted_at_once - 1]
    assert heads[-1] <= 2 * HEAD_TIMEOUT + 2 * MARGIN, heads[-1]
    # The connections beyond the bound were not held: the server's connections (the healthy page's,
    # the idle one, the attackers') never went past the bound, give or take the three more that one
    # read of the listening socket may accept (NIO accepts up to four connections per read, and the
    # bound is checked before each read).
    assert max(held) - own <= BOUND + 3, (max(held), own)
    assert max(held) - own >= BOUND - 5, (max(held), own)   # the attack did fill the places

    assert idle_closed is not None, "the idle connection is still open"
    idle_after = idle_closed - (idle_since - start)
    assert IDLE_TIMEOUT - 0.5 <= idle_after <= IDLE_TIMEOUT + MARGIN, idle_after

    healthy.checkpoint()
    # Every place is free again: a new request is answered at once.
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        assert sock.recv(4096).startswith(b"HTTP/1.1 200")
