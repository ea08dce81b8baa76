"""Fixtures for the server attack tests (Docs/Playground.md, "Tests").

Every module gets its own playground process from the built binary ($TACTILE_PLAYGROUND_BIN,
default .build/debug/tactile-playground) on a free loopback port, and a healthy page dragging on
it throughout. After the module, the server must still be running (nothing crashed it), must
report no session, scene or timer left, and must stop cleanly on SIGTERM.
"""
import pytest

from healthy import HealthySession
from playground_server import running_server


@pytest.fixture(scope="module")
def server():
    yield from running_server()


@pytest.fixture(scope="module")
def healthy(server):
    session = HealthySession(server)
    yield session
    session.stop()


@pytest.fixture(scope="session")
def artifacts():
    """Where measurements go: .build/server-artifacts (or $TACTILE_ARTIFACTS)."""
    import os
    import pathlib
    path = pathlib.Path(os.environ.get("TACTILE_SERVER_ARTIFACTS",
                                       pathlib.Path(__file__).resolve().parents[2] / ".build" / "server-artifacts"))
    path.mkdir(parents=True, exist_ok=True)
    return path
