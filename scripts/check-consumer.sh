#!/usr/bin/env bash
# Checks that a package depending on Tactile's library products with the `Tools` trait off
# (Tests/Consumer, `traits: []`) resolves only what those products need, and that it builds and
# works: its engine-only program runs a tap, its `@main` app draws its window, its test taps a view
# with TouchSimulator.
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
# The app: `swift run` of a SwiftUI `@main` app hosts its window and prints its first frame.
frame="$("$(swift build --show-bin-path)/consumer-app" --svg -)"
case "$frame" in
  "<svg"*"Likes: 0"*) echo "check-consumer: the app drew its window: Likes: 0" ;;
  *) echo "check-consumer: the app's first frame is not the window it declares:" >&2; echo "$frame" | head -5 >&2; exit 1 ;;
esac
swift test --skip-build
