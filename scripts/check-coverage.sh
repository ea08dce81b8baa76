#!/usr/bin/env bash
# Keeps Docs/Coverage.md, the table of which SwiftUI symbols `import Tactile` offers, true to the
# code: a new modifier, view or initializer changes the table, and CI fails until it is rewritten.
#
# It builds the Tactile target (a no-op after `swift build --build-tests`), extracts the public
# symbol graphs of the modules `import Tactile` brings (Tactile and what it re-exports, from
# `scripts/coverage.py --modules`) with `swift symbolgraph-extract`, and has scripts/coverage.py
# match them against Docs/Coverage/swiftui-symbols.tsv (the list, with its provenance in
# Docs/Coverage/README.md), Docs/Coverage/families.tsv and Docs/Coverage/not-built.tsv. The
# statuses and the denominator are explained in Docs/ViewLayer.md ("API coverage") and
# Docs/Decisions.md#coverage-denominator.
#
# From the same graphs, scripts/swiftui_namespace.py writes Sources/Tactile/Platform/SwiftUINamespace.swift,
# the `SwiftUI` namespace of typealiases that makes `SwiftUI.Color` resolve under `import Tactile`:
# a type Tactile gains is added there, and CI fails until the file is rewritten (and rebuilt).
#
# From the same graphs, scripts/concurrency_parity.py writes Docs/Concurrency.md: where Tactile's
# `Sendable` conformances and main-actor isolation differ from SwiftUI's (Docs/Coverage/sendable.tsv,
# the isolation column of the symbol list). It fails, with the list, when a type Tactile declares
# lacks SwiftUI's `Sendable` conformance and Docs/Coverage/sendable-exceptions.tsv does not explain
# why (Docs/ViewLayer.md, "Sendable and isolation parity").
#
#   scripts/check-coverage.sh           # fails, with the difference, when Docs/Coverage.md,
#                                       # Docs/Concurrency.md or the SwiftUI namespace is stale,
#                                       # or a Sendable is missing
#   scripts/check-coverage.sh --write   # rewrites the three (and still fails on a missing Sendable)
set -euo pipefail
cd "$(dirname "$0")/.."

WRITE=""
if [ "${1:-}" = "--write" ]; then WRITE=1; elif [ -n "${1:-}" ]; then
  echo "usage: scripts/check-coverage.sh [--write]" >&2
  exit 2
fi
DOC=Docs/Coverage.md
CONCURRENCY=Docs/Concurrency.md
NAMESPACE=Sources/Tactile/Platform/SwiftUINamespace.swift

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
swift build --target Tactile >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
BIN="$(swift build --show-bin-path)"
TARGET="$(uname -m)-unknown-linux-gnu"

# The C modules the Swift modules import (OpenCombine's helpers, the UIKit and Combine shims) are
# found through the module maps SwiftPM wrote beside their objects.
CLANG=()
for map in "$BIN"/*.build/module.modulemap; do CLANG+=(-Xcc "-fmodule-map-file=$map"); done
mkdir -p "$WORK/graphs"
for module in $(python3 scripts/coverage.py --modules); do
  swift symbolgraph-extract -module-name "$module" -target "$TARGET" -I "$BIN/Modules" "${CLANG[@]}" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$WORK/graphs"
done
python3 scripts/coverage.py "$WORK/graphs" >"$WORK/Coverage.md"
# Formatted as scripts/check-format.sh wants it (a long alias is wrapped), so that both checks agree.
python3 scripts/swiftui_namespace.py "$WORK/graphs" >"$WORK/namespace.swift"
swift format --configuration .swift-format "$WORK/namespace.swift" >"$WORK/SwiftUINamespace.swift"
PARITY=0
python3 scripts/concurrency_parity.py "$WORK/graphs" >"$WORK/Concurrency.md" || PARITY=$?

STALE=0
for pair in "$DOC:Coverage.md" "$CONCURRENCY:Concurrency.md" "$NAMESPACE:SwiftUINamespace.swift"; do
  doc="${pair%%:*}" made="$WORK/${pair#*:}"
  if [ -n "$WRITE" ]; then
    cp "$made" "$doc"
    echo "wrote $doc"
  elif ! diff -u "$doc" "$made"; then
    echo "$doc is stale: run scripts/check-coverage.sh --write and commit it" >&2
    STALE=1
  else
    echo "$doc is up to date"
  fi
done
[ "$PARITY" = 0 ] || exit "$PARITY"
exit "$STALE"
