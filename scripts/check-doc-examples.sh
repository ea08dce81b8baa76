#!/usr/bin/env bash
# Checks that every code block in README.md and the DocC landing pages (Sources/*/*.docc/*.md) is
# true: each Swift block is the verbatim text of a file the build compiles (Docs/Examples/), programs
# print exactly what the text shows, test examples pass, and each shell transcript (`$ swift run
# tactile …`) prints what it shows. How blocks are marked: scripts/check_doc_examples.py.
# Needs a finished `swift build --build-tests` (scripts/test-all.sh runs it after its build).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/check_doc_examples.py
