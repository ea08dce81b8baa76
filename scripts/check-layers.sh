#!/usr/bin/env bash
# Fails when a folder of a target refers to a folder of the same target in a layer above its own.
#
# Docs/layers.tsv orders the folders of each layered target into layers, bottom first; a folder
# may refer to its own layer and the ones below. A reference is a use of a type, protocol or
# typealias that the target declares at the top level of a file in another folder (comments and
# string literals do not count). Across targets the manifest already orders things: a target
# cannot name what a target above it declares, so the compiler is that check.
#
# The references up a layer that exist today, and are to be removed, are listed one per line in
# Docs/layer-exceptions.tsv (folder, folder it refers up to, the names it uses). The check fails on
# any upward reference not listed there (name the file and line), and on a listed one that no
# longer exists, so the list only shrinks.
#
#   scripts/check-layers.sh                     # check
#   scripts/check-layers.sh --write-exceptions  # rewrite Docs/layer-exceptions.tsv from the tree
set -euo pipefail
cd "$(dirname "$0")/.."

MODE=check
case "${1:-}" in
  "") ;;
  --write-exceptions) MODE=write ;;
  *) echo "usage: $0 [--write-exceptions]" >&2; exit 2 ;;
esac

python3 - "$MODE" <<'PY'
import collections
import os
import re
import sys

mode = sys.argv[1]
LAYERS = "Docs/layers.tsv"
EXCEPTIONS = "Docs/layer-exceptions.tsv"
DECL = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|"
                  r"nonisolated|indirect|open)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)")
IDENT = re.compile(r"\b[A-Z]\w*\b")
problems = []

# target -> folder -> layer number
layers = collections.defaultdict(dict)
for number, raw in enumerate(open(LAYERS, encoding="utf-8").read().split("\n"), 1):
    if not raw.strip() or raw.startswith("#"):
        continue
    fields = raw.split("\t")
    if len(fields) != 4 or not fields[1].isdigit():
        problems.append(f"{LAYERS}:{number}: expected target, layer number, folders, why (tab-separated): {raw!r}")
        continue
    target, layer, folders, _ = fields
    for folder in folders.split():
        if folder in layers[target]:
            problems.append(f"{LAYERS}:{number}: {target}/{folder} is in two layers")
        layers[target][folder] = int(layer)


def code_lines(path):
    """The file's lines with comments and string literals blanked (line numbers kept)."""
    out = []
    in_block = in_multiline = False
    for line in open(path, encoding="utf-8"):
        text = []
        i = 0
        while i < len(line):
            if in_block:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                    continue
                in_block, i = False, end + 2
            elif in_multiline:
                end = line.find('"""', i)
                if end < 0:
                    i = len(line)
                    continue
                in_multiline, i = False, end + 3
            elif line.startswith("//", i):
                break
            elif line.startswith("/*", i):
                in_block, i = True, i + 2
            elif line.startswith('"""', i):
                in_multiline, i = True, i + 3
            elif line[i] == '"':
                j = i + 1
                while j < len(line) and line[j] != '"':
                    j += 2 if line[j] == "\\" else 1
                i = j + 1
            else:
                text.append(line[i])
                i += 1
        out.append("".join(text))
    return out


found = {}  # (target, from, to) -> {name: first "file:line"}
for target, folder_layers in sorted(layers.items()):
    root = os.path.join("Sources", target)
    if not os.path.isdir(root):
        problems.append(f"{LAYERS}: no target {root}")
        continue
    present = {d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d))}
    for folder in sorted(present - set(folder_layers)):
        problems.append(f"{LAYERS}: {root}/{folder} is in no layer: add it to a line of {target}")
    for folder in sorted(set(folder_layers) - present):
        problems.append(f"{LAYERS}: {root}/{folder} does not exist any more")
    files = {}
    for folder in present:
        for directory, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    files[os.path.join(directory, name)] = folder
    owners = collections.defaultdict(set)
    for path, folder in files.items():
        for line in code_lines(path):
            match = DECL.match(line)
            if match:
                owners[match.group(1)].add(folder)
    for path, folder in sorted(files.items()):
        if folder not in folder_layers:
            continue
        for number, line in enumerate(code_lines(path), 1):
            for name in IDENT.findall(line):
                for owner in owners.get(name, ()):
                    if owner == folder or owner not in folder_layers:
                        continue
                    if folder_layers[owner] > folder_layers[folder]:
                        found.setdefault((target, folder, owner), {}).setdefault(name, f"{path}:{number}")

if mode == "write":
    if problems:
        sys.exit("\n".join(problems))
    lines = ["# References up a layer that exist today (scripts/check-layers.sh; Docs/layers.tsv), each to be",
             "# removed: target, folder, the folder above it that it refers to, the names it uses.",
             "# Rewritten by scripts/check-layers.sh --write-exceptions; a new line here needs a reason in review."]
    for (target, folder, owner), names in sorted(found.items()):
        lines.append(f"{target}\t{folder}\t{owner}\t{' '.join(sorted(names))}")
    open(EXCEPTIONS, "w", encoding="utf-8").write("\n".join(lines) + "\n")
    print(f"{EXCEPTIONS}: {len(found)} upward references between folders written")
    sys.exit(0)

allowed = {}
if os.path.exists(EXCEPTIONS):
    for number, raw in enumerate(open(EXCEPTIONS, encoding="utf-8").read().split("\n"), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if len(fields) != 4:
            problems.append(f"{EXCEPTIONS}:{number}: expected target, folder, folder above, names: {raw!r}")
            continue
        allowed[tuple(fields[:3])] = set(fields[3].split())
for key, names in sorted(found.items()):
    target, folder, owner = key
    new = sorted(set(names) - allowed.get(key, set()))
    for name in new:
        problems.append(f"{names[name]}: {target}/{folder} (layer {layers[target][folder]}) uses {name} from "
                        f"{owner} (layer {layers[target][owner]}), a layer above it: move one of them, or pass "
                        "what is needed down (a NodeContent marker, a protocol the lower layer declares)")
for key, names in sorted(allowed.items()):
    gone = sorted(names - set(found.get(key, {})))
    if gone:
        problems.append(f"{EXCEPTIONS}: {'/'.join(key[:2])} no longer uses {' '.join(gone)} from {key[2]}: "
                        "remove them from its line (scripts/check-layers.sh --write-exceptions)")
if problems:
    sys.exit("\n".join(problems))
count = sum(len(names) for names in found.values())
print(f"check-layers: every folder refers only to its own layer and below, except the {count} names "
      f"listed in {EXCEPTIONS}")
PY
