#!/usr/bin/env bash
# Runs the whole benchmark suite (release build, Benchmarks/ package) and prints the figures table
# of BENCHMARKS.md: time and mallocs per event, each goal beside its figure, and the
# machine it ran on. With --write, replaces the table in BENCHMARKS.md instead of printing it.
#
#   scripts/benchmark-figures.sh            # print
#   scripts/benchmark-figures.sh --write    # update BENCHMARKS.md
#
set -euo pipefail
cd "$(dirname "$0")/.."

WRITE=""
if [ "${1:-}" = "--write" ]; then WRITE="BENCHMARKS.md"; shift; fi

LOAD="$(cut -d" " -f1-3 /proc/loadavg)"
EXPORTS="$(mktemp -d)"
trap 'rm -rf "$EXPORTS"' EXIT
# Deterministic hashing: dictionary and set layouts (and so their allocations) are the same on
# every run.
SWIFT_DETERMINISTIC_HASHING=1 swift package --package-path Benchmarks --allow-writing-to-directory "$EXPORTS" \
  benchmark --format histogramPercentiles --time-units nanoseconds --path "$EXPORTS" --no-progress >&2

CPU="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
MEMORY="$(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
SWIFT="$(swift --version 2>/dev/null | head -1)"
MACHINE="Measured $(date -u +%Y-%m-%d) on $(nproc) × ${CPU:-unknown CPU}, ${MEMORY}, $(uname -sr); ${SWIFT}; commit $(git rev-parse --short HEAD); load average before the run ${LOAD} (the machine is shared)."
if [ -n "$WRITE" ]; then
  python3 scripts/benchmark_figures.py "$EXPORTS" --machine "$MACHINE" --write "$WRITE"
  echo "updated $WRITE" >&2
else
  python3 scripts/benchmark_figures.py "$EXPORTS" --machine "$MACHINE"
fi
