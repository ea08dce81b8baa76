#!/usr/bin/env bash
# Checks that the Swift sources follow the package's format: `swift format lint --strict` (the
# toolchain's swift-format, 6.3.1) with the configuration in `.swift-format`, over Sources, Tests,
# Benchmarks, Docs/Examples (the README's Swift examples), Examples (our example packages) and Package.swift. Exits non-zero on any finding.
#
# Skipped: the seed examples (files whose first line starts with `// Seed `, in
# Sources/TactileExamples): they are the seed documents' code kept as written, whitespace and all.
#
# To fix what it finds: `swift format -i --configuration .swift-format FILE…` (the same file list:
# `scripts/check-format.sh --list | xargs swift format -i --configuration .swift-format`).
#
# The configuration matches the code as it was when it was adopted: 4-space indentation, 120 columns,
# `#if` bodies not indented, `case` labels level with their `switch`. Rules the code deliberately
# does not follow are off:
#   DoNotUseSemicolons, OneVariableDeclarationPerLine  short statements share a line on purpose
#                                                      (`lock.lock(); defer { lock.unlock() }`).
#   GroupNumericLiterals          colours are written as 0xRRGGBBAA, one byte per two digits.
#   DontRepeatTypeInStaticProperties  SwiftUI's own names (`Color.accentColor`) are kept.
#   OnlyOneTrailingClosureArgument    SwiftUI's API shapes (`pressing:` then a trailing `perform`).
#   OneCasePerLine, UseLetInEveryBoundCaseVariable  short enums and `case let .x(a, b)` read better.
# The rules that catch real problems (unsafe or misleading code) stay on: NoAssignmentInExpressions,
# AmbiguousTrailingClosureOverload, UseSynthesizedInitializer, AlwaysUseLowerCamelCase,
# IdentifiersMustBeASCII, NoCasesWithOnlyFallthrough, FileScopedDeclarationPrivacy, and the rest that
# swift-format enables by default.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every Swift file the format covers, one per line.
list_files() {
    find Sources Tests Benchmarks Docs/Examples Examples Package.swift -name '*.swift' -not -path '*/.build/*' | sort |
        while IFS= read -r file; do
            head -n 1 "$file" | grep -q '^// Seed ' || printf '%s\n' "$file"
        done
}

if [ "${1:-}" = "--list" ]; then
    list_files
    exit 0
fi

files="$(list_files)"
echo "swift format lint --strict: $(printf '%s\n' "$files" | wc -l) files"
printf '%s\n' "$files" | xargs swift format lint --strict --parallel --configuration .swift-format
echo "format: no findings"
