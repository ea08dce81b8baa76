#!/usr/bin/env bash
# Usage: scripts/check-warnings.sh BUILD_LOG [PACKAGE_ROOT]
#
# Fails (exit 1) when the compiler warned about any file of this package outside
# Sources/TactileExamples (whose seed examples keep their deprecated calls as written, on purpose),
# and lists each such warning once (the compiler repeats a file's warnings for every job that
# parses it). Warnings in dependencies (.build/) and SwiftPM's notes about a dependency's unhandled
# files are ignored.
#
# A warning inside an `#expect`/`#require` expansion ("result of call to … is unused") means the
# macro dropped the check: the assertion cannot fail. Those are attributed to the line the macro is
# written on and called out loudly.
#
# BUILD_LOG is the output of `swift build --build-tests` (scripts/test-all.sh tees its build into
# one). PACKAGE_ROOT is where the log was built (default: this checkout); only files under it count.
#
# The log must be of a build that compiled every file: an incremental build does not print again the
# warnings of files it does not recompile, so a second build can look clean when it is not. CI builds
# from a fresh clone, so its log has them all; locally, `rm -rf .build` first, or touch the files.
set -euo pipefail
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 BUILD_LOG [PACKAGE_ROOT]" >&2; exit 2; }
log="$1"
[ -r "$log" ] || { echo "check-warnings: cannot read $log" >&2; exit 2; }
root="$(cd "${2:-$(dirname "$0")/..}" && pwd -P)"

# Prints, deduplicated, "KIND<TAB>path:line:col: message" for every warning that counts; KIND is
# `dropped` for a warning inside an #expect/#require expansion, `warning` otherwise.
found="$(
    sed 's/\x1b\[[0-9;]*m//g' "$log" | awk -v root="$root/" '
        function ours(path) {
            return index(path, root) == 1 && path !~ ("^" root "(\\.build|Sources/TactileExamples)/")
        }
        # A warning in a macro expansion; the next line says where the expansion originates.
        /^macro expansion #[A-Za-z]+:[0-9]+:[0-9]+: warning: / {
            macro = $0; sub(/^macro expansion #/, "", macro); sub(/:.*/, "", macro)
            message = $0; sub(/^[^:]*:[0-9]+:[0-9]+: warning: /, "", message)
            pending = 1
            next
        }
        pending && /^`- \/.*: note: expanded code originates here/ {
            pending = 0
            place = $0; sub(/^`- /, "", place); sub(/: note: expanded code originates here.*$/, "", place)
            path = place; sub(/:[0-9]+:[0-9]+$/, "", path)
            if (!ours(path)) next
            kind = (macro == "expect" || macro == "require") ? "dropped" : "warning"
            print kind "\t" substr(place, length(root) + 1) ": (in #" macro ") " message
            next
        }
        { pending = 0 }
        # An ordinary warning: /path/File.swift:12:5: warning: message
        /^\/[^:]+(:[0-9]+)*: warning: / {
            place = $0; sub(/: warning: .*$/, "", place)
            message = $0; sub(/^[^:]+(:[0-9]+)*: warning: /, "", message)
            path = place; sub(/(:[0-9]+)+$/, "", path)
            if (ours(path)) print "warning\t" substr(place, length(root) + 1) ": " message
        }
    ' | sort -u
)"

# A log built in another checkout names none of this one's files: say so rather than pass.
elsewhere="$(sed -n 's#^\(/[^:]*/\)\(Sources\|Tests\)/[^:]*:[0-9:]*: warning: .*#\1#p' "$log" |
    grep -v -e '/\.build/' -e '/checkouts/' | grep -v -x -F "$root/" | sort -u || true)"
if [ -z "$found" ] && [ -n "$elsewhere" ]; then
    echo "check-warnings: the log's warnings are in another checkout ($(echo $elsewhere)); pass it as PACKAGE_ROOT" >&2
    exit 2
fi

if [ -z "$found" ]; then
    echo "check-warnings: no compiler warnings in the package outside Sources/TactileExamples"
    exit 0
fi

dropped="$(printf '%s\n' "$found" | awk -F '\t' '$1 == "dropped" { print $2 }')"
if [ -n "$dropped" ]; then
    echo "!!! check-warnings: a warning inside an #expect/#require expansion: the macro dropped the check,"
    echo "!!! so these assertions can never fail. Rewrite each so the macro checks a Bool (e.g. a == b,"
    echo "!!! or bind the call's result to a let first):"
    printf '%s\n' "$dropped" | sed 's/^/!!!   /'
fi
echo "check-warnings: $(printf '%s\n' "$found" | wc -l) distinct compiler warning(s) in the package:" >&2
printf '%s\n' "$found" | cut -f 2 | sed 's/^/  /' >&2
exit 1
