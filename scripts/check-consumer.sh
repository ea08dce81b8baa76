#!/usr/bin/env bash
# Checks that a package depending on Tactile's library products with the `Tools` trait off
# (Tests/Consumer, `traits: []`) resolves only what those products need, and that it builds and
# works: its engine-only program runs a tap, its test taps a view with TouchSimulator.
# Docs/Architecture.md ("Depending on Tactile") explains the trait and this check.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Consumer"

# The packages the library products need besides Tactile itself, one identity a line, sorted: the
# view layer's OpenCombine and the `#Preview` macro's swift-syntax. A new library dependency must be
# added here on purpose.
EXPECTED="opencombine
swift-syntax"

rm -f Package.resolved
swift package resolve
resolved="$(python3 -c '
import json
pins = json.load(open("Package.resolved"))["pins"]
print("\n".join(sorted(pin["identity"] for pin in pins)))
')"
if [ "$resolved" != "$EXPECTED" ]; then
    echo "check-consumer: a package depending on Tactile's library products resolved:" >&2
    echo "$resolved" | sed 's/^/  /' >&2
    echo "expected only:" >&2
    echo "$EXPECTED" | sed 's/^/  /' >&2
    exit 1
fi
echo "check-consumer: resolved $(echo "$resolved" | wc -l) package(s) besides Tactile: $(echo $resolved)"

swift build --build-tests
"$(swift build --show-bin-path)/consumer-check"
swift test --skip-build
