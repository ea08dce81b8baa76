"""Path traversal on the page's files, and plain HTTP garbage.

The page's files are served from a fixed list (index.html, app.js, style.css), so no path can
reach outside Public/; these tests hold the server to that from outside, with the request target
written byte for byte.
"""
import pathlib
import socket

import pytest

PUBLIC = pathlib.Path(__file__).resolve().parents[2] / "Sources" / "TactilePlayground" / "Public"
PUBLIC_FILES = {path.read_bytes() for path in PUBLIC.iterdir()}


def raw_request(server, data, timeout=5):
    """Sends `data` as is and reads until the server closes the connection or `timeout` passes;
    returns (status or None, body, whether the server closed)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as sock:
        sock.sendall(data)
        received, closed = b"", False
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    closed = True
                    break
                received += chunk
        except socket.timeout:
            pass
        except ConnectionResetError:
            closed = True
    if not received.startswith(b"HTTP/1.1 "):
        return None, received, closed
    head, _, body = received.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body, closed


def get(server, target):
    return raw_request(server, f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())


TRAVERSALS = [
    "/../Package.swift", "/../../../../etc/passwd", "/..%2fPackage.swift", "/%2e%2e/Package.swift",
    "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/%252e%252e/%252e%252e/etc/passwd", "/..%252fPackage.swift",
    "/..\\Package.swift", "/%5c..%5cPackage.swift", "/..%5c..%5cetc%5cpasswd", "//etc/passwd", "/etc/passwd",
    "/app.js/../../Package.swift", "/Public/app.js", "/TactilePlayground/Public/app.js", "/app.js%00.html",
    "/%c0%ae%c0%ae/Package.swift", "/.%2e/Package.swift", "/ws/../../Package.swift",
    "http://127.0.0.1/../../etc/passwd", "file:///etc/passwd", "/app.js?/../../Package.swift",
]


@pytest.mark.parametrize("target", TRAVERSALS)
def test_no_path_reaches_outside_public(server, healthy, target):
    status, body, closed = get(server, target)
    assert status in (200, 400, 404), status
    assert closed   # "Connection: close" was asked for
    if status == 200:
        assert body in PUBLIC_FILES, body[:200]
    assert b"root:" not in body and b"swift-tools-version" not in body
    healthy.checkpoint(minimum=1)


UNPARSABLE = [
    ("binary garbage", bytes(range(256)) * 4),
    ("a request line of 100 KB", b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
    ("a header of 100 KB", b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 100_000 + b"\r\n\r\n"),
    ("5000 headers", b"GET / HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(5000)) + b"\r\n"),
    ("an unknown method", b"BREW / HTTP/1.1\r\nHost: x\r\n\r\n"),
    ("HTTP/9", b"GET / HTTP/9.9\r\nHost: x\r\n\r\n"),
    ("a bad chunk size", b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"),
]


@pytest.mark.parametrize("what,data", UNPARSABLE, ids=[c[0] for c in UNPARSABLE])
def test_unparsable_http_gets_400_and_a_closed_connection(server, healthy, what, data):
    """Regression: such a first request used to be neither answered nor closed; the connection
    and its task stayed for ever."""
    status, _, closed = raw_request(server, data)
    assert status == 400 and closed, (status, closed)
    assert server.stats()["sessions"] <= 1   # only the healthy page; no session was built
    healthy.checkpoint(minimum=1)


BAD_UPGRADES = [
    ("an upgrade without a key", b"GET /ws?scene=tap-shape HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                                 b"Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n"),
    ("an upgrade to version 8", b"GET /ws?scene=tap-shape HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                                b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                                b"Sec-WebSocket-Version: 8\r\n\r\n"),
]


@pytest.mark.parametrize("what,data", BAD_UPGRADES, ids=[c[0] for c in BAD_UPGRADES])
def test_a_broken_upgrade_is_closed_without_a_session(server, healthy, what, data):
    status, _, closed = raw_request(server, data)
    assert closed and (status is None or 400 <= status < 500), (status, closed)
    assert server.stats()["sessions"] <= 1
    healthy.checkpoint(minimum=1)


def test_a_body_claiming_a_terabyte_is_not_read_into_memory(server, healthy):
    before = server.rss_kib()
    status, _, _ = raw_request(server, b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n\r\n"
                                       + b"a" * 1_000_000, timeout=1)
    assert status == 404   # no such route: answered without reading the body
    assert server.rss_kib() - before < 8 * 1024
    healthy.checkpoint(minimum=1)


def test_two_hundred_idle_connections_do_not_stop_the_others(server, healthy):
    sockets = [socket.create_connection(("127.0.0.1", server.port), timeout=5) for _ in range(200)]
    try:
        healthy.checkpoint()
        assert get(server, "/health") == (200, b"ok", True)
    finally:
        for s in sockets:
            s.close()
