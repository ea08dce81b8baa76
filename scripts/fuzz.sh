#!/usr/bin/env bash
# Fuzzes the gesture engine and the seed scenes for a given time, checking the invariants of
# Docs/Robustness.md on every input:
#   scripts/fuzz.sh SECONDS [extra libFuzzer flags…]
# Builds the `tactile-fuzz` target with libFuzzer's coverage instrumentation and AddressSanitizer in
# its own scratch path (.build-fuzz: the flags apply to the whole build, so they must not touch
# .build), runs it for SECONDS on the corpus in .build-fuzz/corpus (kept between runs), saves any
# input that breaks an invariant or crashes in .build-fuzz/artifacts/, and prints the number of
# executions. Exits non-zero if an input failed. Replay a saved input in an ordinary build with
#   swift run tactile-fuzz .build-fuzz/artifacts/crash-…
#
# How the build is made, and why (2026-11-28). Swift 6.3.1's native build system gives every flag
# of `swift build` — `--sanitize`, `-Xswiftc`, `-Xlinker` — to the build tools as well as to the
# targets (there is `-Xbuild-tools-swiftc` for flags meant only for the tools, nothing for the
# reverse), and `Tactile` depends on the `TactileMacros` compiler plugin, an executable built for
# the host. `-sanitize=fuzzer` links libFuzzer, `main` included, into every executable: the
# plugin's link failed with "multiple definition of 'main'" (its own and libFuzzer's
# FuzzerMain.cpp.o). So the script no longer asks for libFuzzer by `-sanitize=fuzzer`:
#   - the instrumentation is asked for directly, as AddressSanitizer plus the coverage libFuzzer
#     reads (`-sanitize-coverage=` with the values `-sanitize=fuzzer` sets, below);
#   - libFuzzer comes from its `fuzzer_no_main` archive, which has no `main`, and the fuzz entry's
#     own `@main` (built with `-D FUZZING`) hands the command line to `LLVMFuzzerRunDriver`.
# The plugin is compiled with the same instrumentation and linked with the same archive, and
# neither does harm: nothing in it calls libFuzzer, so no member of the archive is linked in (the
# coverage hooks it calls are AddressSanitizer's empty weak ones), and it runs as its own process
# under the compiler. Every executable keeps the entry point SwiftPM gives it (SwiftPM renames
# entry points unless `--sanitize fuzzer` is given), so no `-parse-as-library` is needed either.
# Rejected: per-target flags in Package.swift (a trait or an environment variable the manifest
# reads would add a switch to the package every consumer sees, and leave the dependencies
# uninstrumented), and a graph without the plugin (`Tactile` declares `#Preview`).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:?usage: scripts/fuzz.sh SECONDS [libFuzzer flags…]}"
shift
SCRATCH=.build-fuzz
# Inputs longer than this decode to no more steps (ScenarioLimits.maximumSteps caps them).
MAX_LEN=1024
# From the first input on (-len_control=0): a generated scene takes 10 to 40 bytes before its
# first step, so libFuzzer's default of growing the length slowly would spend the run on scenarios
# without input.
LEN_CONTROL=0
# A single input runs in milliseconds; ten seconds means a hang.
TIMEOUT=10
# Memory growth is caught by libFuzzer's RSS limit (2 GB by default) and the oracle's bounds, not
# by LeakSanitizer: Swift keeps the pointer to a weak reference's side table encoded in the
# object's header, where LeakSanitizer cannot see it, so every weak reference (the view layer
# holds several) is reported as a 32-byte leak.
LEAKS=0
# Every this many inputs the fuzz entry prints the heap in use (AddressSanitizer's count of live
# allocations, libFuzzer's own included) and the resident size to the log: a long run shows there
# whether memory levels off (Docs/Robustness.md, "Memory"). A thousand inputs is a line every
# 30 to 90 s at this machine's rates.
MEMORY_EVERY=1000

# The coverage `-sanitize=fuzzer` gives (Swift 6.3.1's frontend, checked on the object code of a
# small file): edges, with libFuzzer's inline 8-bit counters and table of PCs, indirect calls and
# comparisons. The one thing missing is stack-depth tracing, which `-sanitize=fuzzer` adds on
# Linux and `-sanitize-coverage=` has no value for: libFuzzer then does not count a deeper stack
# as new coverage.
COVERAGE=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
# libFuzzer without its `main`, where the Swift driver finds the full library for
# `-sanitize=fuzzer`: the toolchain's clang runtime directory beside the Swift runtime's resources.
RESOURCES="$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p')"
LIBFUZZER="$RESOURCES/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a"
if [ ! -f "$LIBFUZZER" ]; then
  echo "== libFuzzer not found at $LIBFUZZER" >&2
  exit 2
fi
# One -sanitize= option: the Swift driver keeps only the last one. libFuzzer is C++: -lstdc++
# after the archive.
FLAGS=(-Xswiftc -sanitize=address -Xswiftc "-sanitize-coverage=$COVERAGE" -Xswiftc -DFUZZING
       -Xlinker "$LIBFUZZER" -Xlinker -lstdc++
       --product tactile-fuzz --scratch-path "$SCRATCH")
echo "== building tactile-fuzz (libFuzzer coverage + AddressSanitizer) in $SCRATCH"
swift build "${FLAGS[@]}"
BINDIR="$(swift build "${FLAGS[@]}" --show-bin-path)"
BIN="$BINDIR/tactile-fuzz"

# Check that the engine's code is instrumented for both: coverage counters (the fuzz entry alone has
# about a hundred; the libraries tens of thousands) and AddressSanitizer's checks.
COUNTERS=$((16#$(objdump -h "$BIN" | awk '$2 == "__sancov_cntrs" { print $3 }')))
OBJECT="$BINDIR/TactileGestures.build/GestureEngine.swift.o"
# grep -c reads all of nm's output (grep -q would stop early, and nm's SIGPIPE fail the pipeline).
ASAN_CHECKS="$(nm "$OBJECT" | grep -c __asan_report || true)"
if [ "$COUNTERS" -lt 10000 ] || [ "$ASAN_CHECKS" -eq 0 ]; then
  echo "== the build is not instrumented for coverage and AddressSanitizer ($COUNTERS counters)" >&2
  exit 2
fi
echo "== instrumented: $COUNTERS coverage counters, AddressSanitizer checks in the engine"

mkdir -p "$SCRATCH/corpus" "$SCRATCH/artifacts"
LOG="$SCRATCH/last-run.log"
echo "== fuzzing for ${DURATION}s (log: $LOG)"
set +e
# SWIFT_BACKTRACE=enable=no: otherwise a Swift trap is reported as a bogus ASan error in the
# runtime's backtracer instead of the trap itself.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=$LEAKS" TACTILE_FUZZ_MEMORY_EVERY="$MEMORY_EVERY" "$BIN" "$SCRATCH/corpus" \
  -max_total_time="$DURATION" -max_len="$MAX_LEN" -timeout="$TIMEOUT" -detect_leaks="$LEAKS" \
  -len_control="$LEN_CONTROL" \
  -artifact_prefix="$SCRATCH/artifacts/" -print_final_stats=1 "$@" >"$LOG" 2>&1
STATUS=$?
set -e
grep -E "^(INFO: Seed|#[0-9]+ *(INITED|DONE)|memory:|stat::|==[0-9]+==|Fatal error|.*invariant violated|artifact_prefix|Test unit written)" "$LOG" || true
EXECUTIONS="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$LOG" | tail -1 | grep -o '[0-9]*$' || echo "?")"
echo "== executions: $EXECUTIONS in ${DURATION}s; corpus: $(ls "$SCRATCH/corpus" | wc -l) inputs; exit status $STATUS"
if [ "$STATUS" -ne 0 ]; then
  echo "== an input failed: see $LOG and $SCRATCH/artifacts/" >&2
fi
exit "$STATUS"
