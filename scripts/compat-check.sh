#!/usr/bin/env bash
# Measures how much public SwiftUI code type-checks against Tactile: each unit of the compatibility
# corpus (Tests/Compat/README.md) has `import SwiftUI` replaced by `import Tactile` and is
# type-checked with swiftc against the built debug modules (.build/debug/Modules, the C modules'
# module maps and the `#Preview` macro plugin). Prints PASS/FAIL per unit with its first three
# distinct errors, the pass rates of single files, whole apps and library targets, and the most frequent first
# errors; writes the same to .build/compat-report-swift<N>.txt (and per-unit errors as .json).
#
#   scripts/compat-check.sh [--swift-version 5|6] [--only TEXT] [--timeout SECONDS] [FOLDER]
#   scripts/compat-check.sh --verify      # only compare the corpus folder with the manifest
#   scripts/compat-check.sh --download    # fetch missing corpus files first (needs the network)
#
# FOLDER defaults to .build/compat-corpus/units. Units run one after another, each limited to 120 s.
# Builds nothing, except `swift build --build-tests` when no Tactile module is built yet.
# Exits 0 whatever the pass rate (a measurement); non-zero only when it cannot run.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/compat_check.py "$@"
