"""Where the server listens: loopback unless told otherwise, and a notice when told otherwise.

Only loopback addresses are contacted: 127.0.0.1, and 127.0.0.2 (also loopback) to tell a socket
bound to 127.0.0.1 from one bound to every interface.
"""
import socket
import subprocess
import urllib.request

import pytest

from playground_server import BINARY, PlaygroundProcess


def listening_addresses(port):
    """The local addresses of the listening TCP sockets on `port`, from /proc/net/tcp and tcp6."""
    found = []
    for table, width in (("/proc/net/tcp", 8), ("/proc/net/tcp6", 32)):
        try:
            lines = open(table).read().splitlines()[1:]
        except FileNotFoundError:
            continue
        for line in lines:
            fields = line.split()
            address, hex_port = fields[1].split(":")
            if int(hex_port, 16) == port and fields[3] == "0A":   # 0A: LISTEN
                found.append(address)
    return found


def reachable(host, port):
    try:
        with socket.create_connection((host, port), timeout=2):
            return True
    except OSError:
        return False


@pytest.fixture
def started():
    processes = []

    def start(*args):
        process = PlaygroundProcess(*args)
        processes.append(process)
        return process

    yield start
    for process in processes:
        assert process.stop() == 0, process.output()


def test_by_default_it_listens_on_127_0_0_1_only_and_says_nothing(started):
    server = started()
    assert listening_addresses(server.port) == ["0100007F"]   # 127.0.0.1, little-endian hex
    assert reachable("127.0.0.1", server.port)
    assert not reachable("127.0.0.2", server.port)
    assert server.stderr_lines == []
    assert server.stdout_lines[0][1] == f"Tactile playground: http://127.0.0.1:{server.port}/  (Ctrl-C to stop)"


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_asked_for_loopback_it_says_nothing(started, host):
    server = started("--host", host)
    assert reachable("127.0.0.1", server.port)
    assert not reachable("127.0.0.2", server.port)
    assert not any("Notice" in line for _, line in server.stdout_lines + server.stderr_lines)


def test_asked_for_every_interface_it_says_so_before_it_serves(started):
    """Regression: the notice went through print's buffer and, with output to a pipe or file,
    appeared only when the program ended."""
    server = started("--host", "0.0.0.0")
    notice = [(t, line) for t, line in server.stderr_lines if line.startswith("Notice:")]
    assert len(notice) == 1, server.output()
    assert "listening on 0.0.0.0, not on loopback" in notice[0][1]
    assert "no authentication" in notice[0][1] and "--host 127.0.0.1" in notice[0][1]
    address_line_time = server.stdout_lines[0][0]
    assert notice[0][0] <= address_line_time
    assert listening_addresses(server.port) == ["00000000"]
    assert reachable("127.0.0.2", server.port)   # another loopback address: bound to all of them
    with urllib.request.urlopen(f"http://127.0.0.2:{server.port}/health", timeout=5) as response:
        assert response.read() == b"ok"


def test_a_taken_port_is_a_clear_error_and_exit_code_2(started):
    server = started()
    result = subprocess.run([BINARY, "--port", str(server.port)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert f"error: port {server.port} on 127.0.0.1 is already in use" in result.stderr
