#!/usr/bin/env bash
# Fails when a file imports a module its target does not depend on.
#
# SwiftPM builds into one module directory, so a test target that imports a module it never
# declared (say ArgumentParser) still compiles on a machine where an earlier build left that module
# there, and fails on a clean clone when the build happens to order it first. This check reads the
# manifest (`swift package dump-package`) and every Swift file of every target, and accepts an
# import only when the module is
#   - a target of this package the importing target reaches through its declared dependencies,
#   - a module of an external package whose product it reaches that way (the module names of a
#     package are the folders under its Sources/ in .build/checkouts, so run after a resolve), or
#   - a module of the toolchain (SYSTEM below).
# An import inside `#if canImport(M)` of the same module M is accepted: the file compiles without it.
#
#   scripts/check-imports.sh     # prints each offending import as FILE:LINE: and exits 1
set -euo pipefail
cd "$(dirname "$0")/.."

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
swift package --scratch-path "$WORK/scratch" dump-package >"$WORK/manifest.json"

python3 - "$WORK/manifest.json" <<'PY'
import json
import os
import re
import sys

SYSTEM = {
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization",
    "_Concurrency", "_StringProcessing", "Observation", "RegexBuilder", "Distributed", "CoreFoundation", "SwiftShims", "MachO",
}
manifest = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in manifest["targets"]}

def package_modules(identity):
    checkouts = os.path.join(".build", "checkouts")
    found = [d for d in (os.listdir(checkouts) if os.path.isdir(checkouts) else []) if d.lower() == identity]
    root = os.path.join(checkouts, found[0] if found else identity, "Sources")
    if not os.path.isdir(root):
        sys.exit(f"check-imports: {root} is missing; resolve the package first (swift package resolve)")
    return {name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name))}

def reachable(name, seen=None):
    """Modules the target may import: itself, its local dependencies' closure, external packages' modules."""
    seen = set() if seen is None else seen
    if name in seen:
        return set()
    seen.add(name)
    modules = {name}
    for entry in targets[name]["dependencies"]:
        if "product" in entry:
            product, package = entry["product"][0], entry["product"][1]
            modules.add(product)
            modules |= package_modules(package.lower())
            continue
        dep = (entry.get("byName") or entry.get("target"))[0]
        if dep in targets:
            modules |= reachable(dep, seen)
        else:
            modules.add(dep)
    return modules

IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?(\w+)")
CAN_IMPORT = re.compile(r"^\s*#(?:if|elseif)\b.*canImport\((\w+)")

problems = []
checked = 0
for name, target in sorted(targets.items()):
    if target["type"] in ("system", "binary", "plugin"):
        continue
    base = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
    allowed = reachable(name) | SYSTEM
    for directory, _, files in os.walk(base):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            guards = []  # module names of enclosing #if canImport(...)
            in_string = False  # inside a multi-line string literal, where `import` is text
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                stripped = line.strip()
                if line.count('"""') % 2 == 1:
                    in_string = not in_string
                    continue
                if in_string:
                    continue
                if stripped.startswith("#if"):
                    guard = CAN_IMPORT.match(line)
                    guards.append(guard.group(1) if guard else None)
                elif stripped.startswith("#elseif") and guards:
                    guard = CAN_IMPORT.match(line)
                    guards[-1] = guard.group(1) if guard else None
                elif stripped.startswith("#else") and guards:
                    guards[-1] = None
                elif stripped.startswith("#endif") and guards:
                    guards.pop()
                match = IMPORT.match(line)
                if not match:
                    continue
                checked += 1
                module = match.group(1)
                if module in allowed or module in guards:
                    continue
                problems.append(f"{path}:{number}: {name} imports {module}, which it does not depend on "
                                f"(add it to the target's dependencies in Package.swift, or move the code)")
if problems:
    print("\n".join(problems))
    sys.exit(f"\n{len(problems)} import(s) of undeclared modules")
print(f"check-imports: {checked} imports in {len(targets)} targets, each of a declared dependency")
PY
