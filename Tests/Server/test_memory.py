"""Memory comes back to its baseline after heavy attacks (Docs/Playground.md, "Memory").

The same attack runs twice on this module's own server. The first warms up: the allocator's
arenas, the session stores, Foundation's, NIO's and the runtime's caches grow to what the
workload needs. The baseline is taken after it, once every session is gone and one ping interval
has passed (on Linux a closed connection's cancelled ping timer is freed only when it would have
fired). After the second, identical attack and the same wait, two readings must be back near the
baseline:

- the C heap's bytes in use (/stats.json, glibc's mallinfo2), which falls as soon as memory is
  freed: within HEAP_TOLERANCE_KIB;
- resident memory (VmRSS in /proc/PID/status), read after the server has handed the allocator's
  free memory back (`/stats.json?trim=1`, glibc's malloc_trim): within RSS_TOLERANCE_KIB.

Anything a page failed to free would come on top, once per page of the attack.
"""
import asyncio
import json
import time

from attacks import (GESTURES_IN_PROGRESS, drop_mid_gesture, flood, malformed, pages_at_once,
                     pages_in_lanes, scene_ids)

PING_INTERVAL = 5   # seconds, ServerLimits.standard.pingInterval
LANE_PAGES = 1000   # ten lanes of pages opened one after another
CONCURRENT_PAGES = 100
DROPPED_PAGES = 2 * len(GESTURES_IN_PROGRESS) * 3
FLOODS, MALFORMED = 3, 10
PAGES_PER_ATTACK = LANE_PAGES + CONCURRENT_PAGES + DROPPED_PAGES + FLOODS + MALFORMED   # 1149

# 512 KiB of heap. Measured on the 2-core machine over seven runs, the second attack left the heap
# +54 to +305 KiB above the baseline (caches that scale with concurrency, libdispatch's and NIO's,
# settling; a few ping timers of the warm-up not yet due). A leak of anything per page comes on
# top, times 1149. Planted to check (and removed): keeping each page's scene (its GestureHost,
# ~19.5 KiB) gave +22,338 KiB; one UserDefaults suite per session (the leak fixed in
# AppStorageSuites, ~1 KiB) gave +1,221 and +1,226 KiB. The router upgrade's reference cycle
# (2.2 KB a connection, fixed) would give about +2,500 KiB.
HEAP_TOLERANCE_KIB = 512

# 8 MiB of resident memory. Measured before the trim: +680 to +2,764 KiB over the same seven runs on
# an idle machine, +5,172 KiB once in CI and +14,284 KiB once in a clean-clone run (heap +259 and
# +305 KiB in those runs, so nothing leaked): glibc keeps freed memory for reuse, one arena per
# thread up to 8 per core, and concurrency on a loaded machine scatters long- and short-lived
# blocks, so resident memory crept by more than the heap moved. With the trim, two runs read +1,832
# and +416 KiB: what glibc keeps for reuse no longer counts, only fragmentation. The bound still
# catches a scene per page (planted: +22,776 KiB, nearly three times the bound); small leaks
# hide in the creep (the suite per session: +2,104 and +2,712 KiB), which is why the heap bound is
# there.
RSS_TOLERANCE_KIB = 8 * 1024


def attack(server):
    scenes = scene_ids(server)
    asyncio.run(pages_at_once(server, scenes, CONCURRENT_PAGES))
    asyncio.run(pages_in_lanes(server, scenes, LANE_PAGES))
    for how in ("drop", "reset"):
        for scene, gesture in GESTURES_IN_PROGRESS:
            for _ in range(3):
                drop_mid_gesture(server, scene, gesture, how)
    for _ in range(FLOODS):
        flood(server, 1000)
    for _ in range(MALFORMED):
        malformed(server)


def settle(server):
    """Waits until only the healthy page's session is left, in memory too, with no timer, then for
    the ping timers of the closed connections to be freed; returns (RSS KiB, heap KiB)."""
    stats = server.wait_for_stats(lambda s: (s["sessions"], s["liveSessions"], s["pendingTimers"]) == (1, 1, 0))
    assert (stats["sessions"], stats["liveSessions"], stats["pendingTimers"]) == (1, 1, 0), stats
    time.sleep(PING_INTERVAL + 1)
    # The healthy page keeps allocating and freeing its frames: the least of a few readings is the
    # memory the server holds at rest.
    readings = []
    for _ in range(5):
        heap = server.stats(trim=True)["heapInUseBytes"] // 1024
        readings.append((server.rss_kib(), heap))
        time.sleep(0.2)
    return min(r[0] for r in readings), min(r[1] for r in readings)


def test_memory_returns_to_its_baseline_after_the_attacks(server, healthy, artifacts):
    start = server.rss_kib(), server.stats()["heapInUseBytes"] // 1024
    attack(server)
    baseline = settle(server)
    began = time.monotonic()
    attack(server)
    seconds = time.monotonic() - began
    final = settle(server)
    healthy.checkpoint()
    latencies = sorted(healthy.latencies)
    report = {
        "pagesPerAttack": PAGES_PER_ATTACK, "attackSeconds": round(seconds, 1),
        "rssKiB": {"start": start[0], "baseline": baseline[0], "final": final[0], "growth": final[0] - baseline[0],
                   "tolerance": RSS_TOLERANCE_KIB},
        "heapKiB": {"start": start[1], "baseline": baseline[1], "final": final[1], "growth": final[1] - baseline[1],
                    "tolerance": HEAP_TOLERANCE_KIB},
        "healthyPage": {"roundTrips": healthy.round_trips,
                        "medianMs": round(1000 * latencies[len(latencies) // 2], 1),
                        "p99Ms": round(1000 * latencies[int(0.99 * len(latencies))], 1),
                        "maxMs": round(1000 * latencies[-1], 1)},
    }
    (artifacts / "server-memory.json").write_text(json.dumps(report, indent=2) + "\n")
    print("\n" + json.dumps(report))
    assert final[1] - baseline[1] <= HEAP_TOLERANCE_KIB, report
    assert final[0] - baseline[0] <= RSS_TOLERANCE_KIB, report
