#!/usr/bin/env bash
# The CI malloc check of the benchmark suite (BENCHMARKS.md): builds the Benchmarks/ package in
# release, runs every benchmark counting mallocs only (exact counts; wall-clock time is too noisy
# to gate on), and compares each benchmark's mallocs per sample with the thresholds committed in
# Benchmarks/Thresholds/. Fails if any count rose, or if a benchmark has no threshold.
#
#   scripts/benchmark-check.sh            # check (CI runs this from scripts/test-all.sh)
#   scripts/benchmark-check.sh --update   # record the current counts as the thresholds
#
# After a change that removes allocations the check passes and says so: run --update and commit
# Benchmarks/Thresholds/ so that the lower counts are kept from then on.
set -euo pipefail
cd "$(dirname "$0")/.."

THRESHOLDS="$PWD/Benchmarks/Thresholds"
# Deterministic hashing: dictionary and set layouts, and so their allocations, are the same on
# every run.
export SWIFT_DETERMINISTIC_HASHING=1
bench() { swift package --package-path Benchmarks "$@"; }

if [ "${1:-}" = "--update" ]; then
  mkdir -p "$THRESHOLDS"
  rm -f "$THRESHOLDS"/*.p90.json
  bench --allow-writing-to-directory "$THRESHOLDS" benchmark thresholds update \
    --metric mallocCountTotal --path "$THRESHOLDS" --no-progress
  # The harness (1.38.1) writes a threshold file under the benchmark's name with spaces turned
  # into underscores, but `thresholds check` looks it up under the name as it is; our names have
  # no underscores, so turning them back gives the files the check finds.
  for file in "$THRESHOLDS"/*.p90.json; do
    name="$(basename "$file")"
    [ "$name" = "${name//_/ }" ] || mv "$file" "$THRESHOLDS/${name//_/ }"
  done
  echo "thresholds written to Benchmarks/Thresholds/; commit them"
  exit 0
fi

# Every benchmark must have a threshold: the harness silently skips those without one.
missing=""
while IFS= read -r name; do
  [ -f "$THRESHOLDS/TactileBenchmarks.$name.p90.json" ] || missing="$missing\n  $name"
done < <(bench benchmark list 2>/dev/null | awk '/available benchmarks:/ {on = 1; next} on && NF == 0 {on = 0} on')
if [ -n "$missing" ]; then
  printf "benchmarks without a malloc threshold:%b\nrun scripts/benchmark-check.sh --update and commit Benchmarks/Thresholds/\n" "$missing" >&2
  exit 1
fi

# The plugin exits 1 for a rise and for a fall alike (and for a build failure); the tool's last
# words tell them apart.
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
set +e
bench benchmark thresholds check --metric mallocCountTotal --path "$THRESHOLDS" --no-progress 2>&1 | tee "$LOG"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -eq 0 ]; then
  echo "benchmark malloc check: every count equals its threshold"
elif grep -q "is WORSE than the defined thresholds" "$LOG"; then
  echo "benchmark malloc check FAILED: mallocs per sample rose above the thresholds (see above)" >&2
  exit 1
elif grep -q "is BETTER than the defined thresholds" "$LOG"; then
  echo "benchmark malloc check: fewer mallocs than the thresholds (good): run" \
       "scripts/benchmark-check.sh --update and commit Benchmarks/Thresholds/ to keep them"
else
  echo "benchmark malloc check FAILED: the suite did not run to the end (exit status $status)" >&2
  exit 1
fi
