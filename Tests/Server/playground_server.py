"""The built `tactile-playground` binary run as a child process on a free loopback port.

Each test module starts its own (see conftest.py), so that a module's memory readings belong to
its own attacks. The server is read through what it prints, `/stats.json` and /proc/PID.
"""
import json
import os
import pathlib
import re
import subprocess
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("TACTILE_PLAYGROUND_BIN", str(ROOT / ".build" / "debug" / "tactile-playground"))


class PlaygroundProcess:
    def __init__(self, *args, expect_address=True):
        self.proc = subprocess.Popen([BINARY, "--port", "0", *args], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.stdout_lines, self.stderr_lines = [], []
        self._threads = [threading.Thread(target=self._drain, args=(self.proc.stdout, self.stdout_lines), daemon=True),
                         threading.Thread(target=self._drain, args=(self.proc.stderr, self.stderr_lines), daemon=True)]
        for t in self._threads:
            t.start()
        self.host, self.port = None, None
        if expect_address:
            self._wait_for_address()

    @staticmethod
    def _drain(stream, lines):
        for line in stream:
            lines.append((time.monotonic(), line.rstrip("\n")))

    def _wait_for_address(self, timeout=20):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for _, line in self.stdout_lines:
                match = re.search(r"http://(\[[^\]]+\]|[^:/]+):(\d+)/", line)
                if match:
                    self.host, self.port = match.group(1), int(match.group(2))
                    return
            if self.proc.poll() is not None:
                break
            time.sleep(0.02)
        raise RuntimeError(f"the playground did not start: {self.output()}")

    # -- addresses -------------------------------------------------------------------------------

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self):
        return f"ws://127.0.0.1:{self.port}"

    # -- observing -------------------------------------------------------------------------------

    def output(self):
        return "\n".join(line for _, line in sorted(self.stdout_lines + self.stderr_lines))

    def alive(self):
        return self.proc.poll() is None

    def stats(self, trim=False):
        """/stats.json; with `trim`, the server first returns the allocator's free memory to the
        system (glibc's malloc_trim), so that resident memory read after it is what is held."""
        with urllib.request.urlopen(self.url + "/stats.json" + ("?trim=1" if trim else ""), timeout=10) as response:
            return json.loads(response.read())

    def wait_for_stats(self, predicate, timeout=15):
        """Polls /stats.json until `predicate(stats)` holds; returns the last stats either way."""
        end = time.monotonic() + timeout
        stats = self.stats()
        while not predicate(stats) and time.monotonic() < end:
            time.sleep(0.05)
            stats = self.stats()
        return stats

    def idle(self, timeout=15):
        """Waits until no session is open, none is left in memory and no timer is pending."""
        stats = self.wait_for_stats(lambda s: s["sessions"] == 0 and s["liveSessions"] == 0
                                    and s["pendingTimers"] == 0, timeout)
        assert stats["sessions"] == 0 and stats["liveSessions"] == 0 and stats["pendingTimers"] == 0, stats
        return stats

    def rss_kib(self):
        """Resident memory in KiB (VmRSS in /proc/PID/status)."""
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    # -- stopping --------------------------------------------------------------------------------

    def stop(self, timeout=15):
        """SIGTERM, then waits; returns the exit code."""
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def running_server(*args):
    """A fixture body: starts a playground with `args`, yields it, and afterwards checks it is still
    running with nothing left over, and that it stops cleanly on SIGTERM."""
    process = PlaygroundProcess(*args)
    yield process
    try:
        assert process.alive(), f"the server died:\n{process.output()}"
        process.idle()
    finally:
        code = process.stop()
    assert code == 0, f"exit code {code} on SIGTERM:\n{process.output()}"
