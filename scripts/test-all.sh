#!/usr/bin/env bash
# Runs every test the project has, on a fresh Debian machine with only the Swift toolchain:
#   1. installs what the browser tests need: Debian's chromium and CJK and emoji fonts (apt), and
#      librsvg's rsvg-convert for the PNG snapshot tests (apt), and
#      Playwright, pytest and Pillow (PyPI,
#      in a virtual environment under .build/); never a downloaded browser (`playwright install`);
#   2. checks the formatting (scripts/check-format.sh, the toolchain's `swift format` with
#      .swift-format), builds once (`swift build --build-tests`), checks the target graph and the
#      folder tables in Docs/Architecture.md (scripts/check-architecture.sh), that every import is
#      of a module its target depends on (scripts/check-imports.sh), that no folder refers to a
#      layer above its own (scripts/check-layers.sh, Docs/layers.tsv), that no file points at the issue
#      tracker by number and every Docs/Decisions.md anchor the code names exists
#      (scripts/check-docs-drift.sh), that Docs/Coverage.md (which SwiftUI symbols Tactile
#      offers) is what the built modules' symbol graphs give (scripts/check-coverage.sh), fails on
#      any compiler warning in the package outside the seed examples (scripts/check-warnings.sh on
#      that build's log), and runs `swift test`;
#   3. checks that every code block of README.md and the DocC landing pages is true
#      (scripts/check-doc-examples.sh), and builds the DocC documentation of the library products
#      with warnings as errors (scripts/check-docs.sh, into .build/docs/);
#   4. checks that a package depending on the library products with the `Tools` trait off resolves
#      only what they need, builds and works (scripts/check-consumer.sh, Tests/Consumer);
#      runs the benchmark suite's malloc check (scripts/benchmark-check.sh: the Benchmarks/
#      package in release, mallocs per sample against Benchmarks/Thresholds/; see BENCHMARKS.md);
#   5. builds the preview host of a copy of Examples/GestureGallery once (`tactile-playground
#      --package COPY --build-only`), then runs the server tests (Tests/Server): each module starts
#      the built playground on a free loopback port (test_package_previews.py with --package on the
#      copy); measurements go to .build/server-artifacts/; and builds the copy's own tests once
#      (`swift build --build-tests` in it: Tests/Browser/test_downloaded_test.py runs them with a
#      test downloaded from the browser);
#   6. starts the playground on a free port and runs the browser tests (Tests/Browser) against it,
#      leaving screenshots, a downloaded trace and latency.json in .build/browser-artifacts/.
# Exits non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

echo "== setting up the browser and server test tools"
if [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi
# Fonts for the stage's text in every script (Tests/Browser/test_stage.py): Debian's chromium brings
# Latin, Greek and Cyrillic (DejaVu); Chinese, Japanese, Korean and emoji need these.
if ! fc-list :lang=ja family 2>/dev/null | grep -q .; then apt_install fonts-noto-cjk; fi
# Asked for by name: Debian's DejaVu Sans has a few monochrome emoticons (U+1F600 among them), so
# a check by character passed on a fresh machine and the stage's emoji were drawn as empty boxes.
if ! fc-list "Noto Color Emoji" family 2>/dev/null | grep -q .; then apt_install fonts-noto-color-emoji; fi
# The PNG snapshot strategies rasterize the SVG with librsvg (Sources/TactileSnapshotTesting).
command -v rsvg-convert >/dev/null 2>&1 || apt_install librsvg2-bin
command -v python3 >/dev/null 2>&1 || apt_install python3
VENV=.build/browser-venv
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV" 2>/dev/null || { apt_install python3-venv; rm -rf "$VENV"; python3 -m venv "$VENV"; }
fi
# Exact versions from Tests/requirements.txt; reinstalled whenever that file changes.
if ! cmp -s Tests/requirements.txt "$VENV/requirements.txt"; then
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r Tests/requirements.txt
  cp Tests/requirements.txt "$VENV/requirements.txt"
fi

echo "== swift format (scripts/check-format.sh)"
scripts/check-format.sh

echo "== swift build"
# One build, its output kept for the warnings check (pipefail: a failed build still fails here).
BUILD_LOG=.build/test-all-build.log
mkdir -p .build
swift build --build-tests 2>&1 | tee "$BUILD_LOG"
echo "== target graph and folder tables in Docs/Architecture.md (scripts/check-architecture.sh)"
scripts/check-architecture.sh
echo "== no folder refers to a layer above its own (scripts/check-layers.sh)"
scripts/check-layers.sh
echo "== every import is of a declared dependency (scripts/check-imports.sh)"
scripts/check-imports.sh
echo "== decisions and issue-tracker numbers in the docs (scripts/check-docs-drift.sh)"
scripts/check-docs-drift.sh
echo "== SwiftUI API coverage table, Docs/Coverage.md (scripts/check-coverage.sh)"
scripts/check-coverage.sh
echo "== compiler warnings (scripts/check-warnings.sh)"
scripts/check-warnings.sh "$BUILD_LOG"
echo "== README and DocC code blocks (scripts/check-doc-examples.sh)"
scripts/check-doc-examples.sh
echo "== swift test"
swift test
echo "== DocC documentation, warnings as errors (scripts/check-docs.sh)"
scripts/check-docs.sh

echo "== a package depending on the library products (scripts/check-consumer.sh)"
scripts/check-consumer.sh

echo "== benchmark malloc check"
scripts/benchmark-check.sh

BIN="$(swift build --show-bin-path)/tactile-playground"
echo "== package previews: a copy of Examples/GestureGallery and its preview host, built once"
# Tests/Server/test_package_previews.py edits this copy; its first build (Tactile, swift-syntax,
# Hummingbird from scratch in the copy's own .build) is done here, once, so the test only pays for
# incremental rebuilds. Later runs keep the copy's .build.
PREVIEW_COPY="$("$VENV/bin/python" Tests/Server/package_copy.py)"
time "$BIN" --package "$PREVIEW_COPY" --build-only
echo "== the copy's own tests (Tactile with its tools off, swift-syntax), built once"
# Tests/Browser/test_downloaded_test.py drops a downloaded session test into the copy's test
# target and runs `swift test` there; built here once, the test only compiles the new file.
time swift build --build-tests --package-path "$PREVIEW_COPY"
echo "== server tests"
TACTILE_PLAYGROUND_BIN="$BIN" "$VENV/bin/python" -m pytest Tests/Server -q -p no:cacheprovider

echo "== browser tests"
LOG="$(mktemp)"
"$BIN" --port 0 >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -f "$LOG"' EXIT
URL=""
for _ in $(seq 1 100); do
  URL="$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$LOG" || true)"
  [ -n "$URL" ] && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$LOG"; echo "the playground did not start" >&2; exit 1; }
  sleep 0.1
done
[ -n "$URL" ] || { cat "$LOG"; echo "the playground did not print its address" >&2; exit 1; }
echo "playground at $URL"
TACTILE_PLAYGROUND_URL="$URL" TACTILE_BIN="$(swift build --show-bin-path)/tactile" "$VENV/bin/python" -m pytest Tests/Browser -q -s -p no:cacheprovider
