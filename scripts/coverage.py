#!/usr/bin/env python3
"""Writes Docs/Coverage.md: which of SwiftUI's public symbols `import Tactile` offers.

Usage:
    coverage.py --modules                    # the modules `import Tactile` brings, one a line
    coverage.py SYMBOL_GRAPH_DIR > Docs/Coverage.md

SYMBOL_GRAPH_DIR holds the symbol graphs of the modules `import Tactile` brings
(`swift symbolgraph-extract`, as scripts/check-coverage.sh runs it). The script reads, from the
repository it sits in:

    Docs/Coverage/swiftui-symbols.tsv   every public declaration of iOS 18.1's SwiftUI (the list)
    Docs/Coverage/families.tsv          which family each row belongs to, and which count in the goal
    Docs/Coverage/not-built.tsv         why a symbol Tactile lacks is not built

Each row of the list is matched to a Tactile symbol by its container, name with argument labels,
kind and staticness, and gets one status: built, no effect on Linux (built, and its doc comment
says so; the marker is NO_EFFECT below), or not built (with the reason of the first matching rule
of not-built.tsv, else "not built yet"). Rows marked iOS-unavailable in the list are left out. The
output has no date and is sorted, so the same inputs give the same bytes.
"""

import glob
import json
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LIST = "Docs/Coverage/swiftui-symbols.tsv"
FAMILIES = "Docs/Coverage/families.tsv"
NOT_BUILT = "Docs/Coverage/not-built.tsv"

# Containers of the list that are another module's type keep that module's name
# (`Swift.Optional`); Tactile's symbol graphs name the extended type without it.
FOREIGN_MODULES = {"Swift", "Foundation", "CoreFoundation", "CoreGraphics", "UIKit", "Combine", "Symbols",
                   "Observation", "CoreTransferable", "UniformTypeIdentifiers"}

# The no-effect marker: a symbol is "no effect on Linux" when its own doc comment, or the doc
# comment of the extension block that declares it, says so in its summary or discussion (not in
# its `- Parameter` lines). The phrasings the sources use: "*No effect on Linux*: why",
# "Accepted with no effect: why", "*Accepted, not drawn*: why", "(accepted; why)".
NO_EFFECT = re.compile(r"no effect|\*accepted\b|\(accepted;", re.IGNORECASE)
DOC_SECTION_END = re.compile(r"^\s*-\s+(Parameters?|Returns|Throws|Note|Precondition)\b")

TYPE_KINDS = {"struct", "class", "enum", "protocol", "typealias", "associatedtype"}
GRAPH_KINDS = {
    "swift.struct": ("struct", False), "swift.class": ("class", False), "swift.enum": ("enum", False),
    "swift.protocol": ("protocol", False), "swift.typealias": ("typealias", False),
    "swift.associatedtype": ("associatedtype", False),
    "swift.func": ("func", False), "swift.method": ("func", False), "swift.type.method": ("func", True),
    "swift.func.op": ("op", None),
    "swift.var": ("var", False), "swift.property": ("var", False), "swift.type.property": ("var", True),
    "swift.enum.case": ("case", True), "swift.init": ("init", False),
    "swift.subscript": ("subscript", False), "swift.type.subscript": ("subscript", True),
    "swift.macro": ("macro", False),
}

# Conformance boilerplate: the list has the members a conformance brings (`==`, `hashValue`,
# `typealias Body`) as rows; a Swift type gets them from the conformance without writing them,
# so they count as present when the type conforms to the protocol that supplies them.
WITNESS_PROTOCOLS = {
    ("func", "==(_:_:)"): {"Equatable", "Hashable"},
    ("func", "hash(into:)"): {"Hashable"},
    ("var", "hashValue"): {"Hashable"},
    ("init", "init()"): {"OptionSet", "SetAlgebra"},
    ("typealias", "RawValue"): {"RawRepresentable", "OptionSet"},
    ("typealias", "AllCases"): {"CaseIterable"},
    ("typealias", "ID"): {"Identifiable"},
    ("typealias", "Element"): {"Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"},
    ("typealias", "Index"): {"Collection", "BidirectionalCollection", "RandomAccessCollection"},
    ("typealias", "Iterator"): {"Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"},
    ("typealias", "SubSequence"): {"Collection", "BidirectionalCollection", "RandomAccessCollection"},
    ("typealias", "Indices"): {"Collection", "BidirectionalCollection", "RandomAccessCollection"},
    ("typealias", "ArrayLiteralElement"): {"ExpressibleByArrayLiteral", "OptionSet", "SetAlgebra"},
    ("typealias", "StringLiteralType"): {"ExpressibleByStringLiteral"},
    ("typealias", "ExtendedGraphemeClusterLiteralType"): {"ExpressibleByStringLiteral"},
    ("typealias", "UnicodeScalarLiteralType"): {"ExpressibleByStringLiteral"},
    ("typealias", "FloatLiteralType"): {"ExpressibleByFloatLiteral"},
    ("typealias", "IntegerLiteralType"): {"ExpressibleByIntegerLiteral"},
}


def exported_modules():
    """Tactile and the modules of this package it re-exports (`@_exported import`), transitively:
    what `import Tactile` brings, found in the sources so that a new re-export is counted."""
    found, todo = [], ["Tactile"]
    while todo:
        module = todo.pop(0)
        if module in found:
            continue
        found.append(module)
        for path in sorted(glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True)):
            with open(path, encoding="utf-8") as f:
                for name in re.findall(r"^@_exported import (\w+)", f.read(), re.MULTILINE):
                    if glob.glob(os.path.join(ROOT, "Sources", name, "**", "*.swift"), recursive=True):
                        todo.append(name)
    return found


def read_tsv(path):
    """Rows of a tab-separated file, skipping blank lines and `#` comments."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f
                if line.strip() and not line.startswith("#")]


def strip_module(container):
    first, _, rest = container.partition(".")
    return rest if first in FOREIGN_MODULES and rest else container


def subject_of(container, name):
    """What family rules match: the outermost container (with its module, for another module's
    type), or the declared name itself at top level."""
    if not container:
        return name
    parts = container.split(".")
    return ".".join(parts[:2]) if parts[0] in FOREIGN_MODULES else parts[0]


def defaulted_names(symbol, name):
    """The other names a call can use: `f(_:including:)` with a default for `including` is also
    `f(_:)`. Read from the declaration's parameters (a `=` at the parameter list's own depth)."""
    if "(" not in name or not name.endswith(":)"):
        return []
    labels = name[name.index("(") + 1:-1].split(":")[:-1]
    defaults, depth, started, index = [], 0, False, -1
    for fragment in symbol.get("declarationFragments", []):
        if fragment["kind"] == "externalParam" and depth == 1:
            index += 1
            defaults.append(False)
            continue
        for i, ch in enumerate(fragment["spelling"] if fragment["kind"] == "text" else ""):
            if ch in "([":
                depth += 1
                started = True
            elif ch in ")]":
                depth -= 1
            elif ch == "=" and depth == 1 and defaults and fragment["spelling"][i - 1:i + 2] == " = ":
                defaults[-1] = True
        if started and depth == 0:
            break
    if len(defaults) != len(labels) or not any(defaults) or sum(defaults) > 8:
        return []
    base = name[:name.index("(")]
    optional = [i for i, d in enumerate(defaults) if d]
    names = set()
    for mask in range(1, 1 << len(optional)):
        dropped = {optional[b] for b in range(len(optional)) if mask >> b & 1}
        kept = [label for i, label in enumerate(labels) if i not in dropped]
        names.add(base + "(" + "".join(label + ":" for label in kept) + ")")
    return sorted(names)


def normalize_name(kind, name):
    return name[:-2] if kind == "macro" and name.endswith("()") else name


class Graph:
    """Tactile's public symbols, by (container, name), with conformances and aliases."""

    def __init__(self, directory):
        self.members = defaultdict(list)    # (container, name) -> [(kind, static, symbol)]
        self.paths = {}                      # precise id -> dotted path
        self.conformances = defaultdict(set)  # dotted path -> protocol names
        self.aliases = {}                    # dotted typealias path -> dotted target path
        self.sources = {}
        self.relationships = []              # every relationship of the graphs, as read
        symbols, relationships = [], []
        files = sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
        if not files:
            sys.exit(f"coverage.py: no symbol graphs in {directory}")
        for path in files:
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            symbols += graph["symbols"]
            relationships += graph["relationships"]
        self.relationships = relationships
        for symbol in symbols:
            kind = GRAPH_KINDS.get(symbol["kind"]["identifier"])
            if kind is None:
                continue
            components = symbol["pathComponents"]
            container, name = ".".join(components[:-1]), components[-1]
            self.paths[symbol["identifier"]["precise"]] = ".".join(components)
            self.members[(container, normalize_name(kind[0], name))].append((kind[0], kind[1], symbol))
            for shorter in defaulted_names(symbol, name):
                self.members[(container, shorter)].append((kind[0], kind[1], symbol))
        for symbol in symbols:
            if symbol["kind"]["identifier"] == "swift.typealias":
                target = self.alias_target(symbol)
                if target:
                    self.aliases[".".join(symbol["pathComponents"])] = target
        for rel in relationships:
            if rel["kind"] != "conformsTo":
                continue
            source = self.paths.get(rel["source"])
            target = self.paths.get(rel["target"]) or rel.get("targetFallback", "")
            if source and target:
                self.conformances[source].add(target.split(".")[-1])

    def alias_target(self, symbol):
        """The type a typealias names, when it is one of the graphs' own types."""
        fragments = symbol.get("declarationFragments", [])
        after = False
        for fragment in fragments:
            if fragment["kind"] == "text" and "=" in fragment["spelling"]:
                after = True
            elif after and fragment["kind"] == "typeIdentifier":
                return self.paths.get(fragment.get("preciseIdentifier", ""))
        return None

    def resolve(self, container):
        """A container path with typealiased components replaced by what they name."""
        parts = container.split(".") if container else []
        resolved = []
        for part in parts:
            resolved.append(part)
            joined = ".".join(resolved)
            if joined in self.aliases:
                resolved = self.aliases[joined].split(".")
        return ".".join(resolved)

    def candidates(self, container, name):
        found = list(self.members.get((container, name), []))
        other = self.resolve(container)
        if other != container:
            found += self.members.get((other, name), [])
        return found

    def has_type(self, container):
        if not container:
            return True
        parent, _, name = container.rpartition(".")
        return any(k in TYPE_KINDS for k, _, _ in self.candidates(parent, name))

    def protocols_of(self, container):
        """The protocols a type conforms to, with the protocols those inherit from."""
        found = set()
        todo = list(self.conformances.get(container, set()) | self.conformances.get(self.resolve(container), set()))
        while todo:
            name = todo.pop()
            if name not in found:
                found.add(name)
                todo += self.conformances.get(name, set())
        return found

    def wraps(self, container, name):
        """Whether `container` has a var `name` declared with a property wrapper attribute
        (`@Binding`, `@State`), whose projected value is `$name`."""
        for kind, _, symbol in self.candidates(container, name):
            fragments = symbol.get("declarationFragments", [])
            if kind == "var" and any(f["kind"] == "attribute" and f["spelling"].startswith("@") for f in fragments):
                return True
        return False

    def conforms(self, container, protocols):
        return bool(self.protocols_of(container) & protocols)

    def source_lines(self, uri):
        if uri not in self.sources:
            path = uri[len("file://"):] if uri.startswith("file://") else uri
            try:
                with open(path, encoding="utf-8") as f:
                    self.sources[uri] = f.read().split("\n")
            except OSError:
                self.sources[uri] = []
        return self.sources[uri]

    def extension_doc(self, symbol):
        """The doc comment of the top-level extension block around a member, if any."""
        location = symbol.get("location")
        if not location or len(symbol["pathComponents"]) < 2:
            return []
        lines = self.source_lines(location["uri"])
        index = location["position"]["line"]  # 0-based
        while index >= 0 and index < len(lines):
            line = lines[index]
            if re.match(r"(public |@\w+ )*extension\b", line):
                doc = []
                index -= 1
                while index >= 0 and lines[index].lstrip().startswith("///"):
                    doc.insert(0, lines[index].lstrip()[3:].strip())
                    index -= 1
                return doc
            if line and not line[0].isspace() and not line.startswith(("}", "//", "@", "#")):
                return []  # reached another top-level declaration: not inside an extension
            index -= 1
        return []


def says_no_effect(graph, symbol):
    doc = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
    for text in (doc, graph.extension_doc(symbol)):
        prose = []
        for line in text:
            if DOC_SECTION_END.match(line):
                break
            prose.append(line)
        if NO_EFFECT.search(" ".join(prose)):
            return True
    return False


def relative_file(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    marker = "/Sources/"
    return path[path.index(marker) + 1:] if marker in path else os.path.basename(path)


def kind_matches(row_kind, row_static, kind, static):
    if row_kind in TYPE_KINDS:
        return kind in TYPE_KINDS
    if row_kind == "func":
        return kind == "op" or (kind == "func" and static == row_static) or (kind == "case" and row_static)
    if row_kind == "var":
        return (kind == "var" and static == row_static) or (kind == "case" and row_static)
    if row_kind == "case":
        return kind == "case" or (kind in ("var", "func") and static)
    return kind == row_kind and (row_kind != "subscript" or static == row_static)


def match(graph, row):
    """(status, where) for one row: status is built, no-effect or None (not built)."""
    container, kind, name, static = strip_module(row["container"]), row["kind"], row["name"], row["static"]
    name = normalize_name(kind, name)
    found = [s for k, st, s in graph.candidates(container, name) if kind_matches(kind, static, k, st)]
    if found:
        plain = [s for s in found if not says_no_effect(graph, s)]
        if plain:
            return "built", ""
        return "no-effect", sorted({relative_file(s) for s in found})[0]
    if kind == "var" and name.startswith("$") and graph.wraps(container, name[1:]):
        # A property wrapper's projected value (`$isOn` of `@Binding var isOn`) is implicit: the
        # symbol graphs leave it out, and Swift reserves the `$` names, so it cannot be written.
        return "built", ""
    if container and graph.has_type(container):
        protocols = WITNESS_PROTOCOLS.get((kind, name))
        if protocols and graph.conforms(container, protocols):
            return "built", ""
        # What a protocol of the graphs declares or implements in an extension, a conforming type
        # has: `Button.body` (a requirement of `View`), `Button.Body` (an associated type the type
        # infers from its members).
        for protocol in sorted(graph.protocols_of(container)):
            if any(kind_matches(kind, static, k, st) for k, st, _ in graph.candidates(protocol, name)):
                return "built", ""
    return None, ""


def load_rules(path, columns):
    rules = []
    for fields in read_tsv(path):
        if len(fields) != columns:
            sys.exit(f"coverage.py: {path}: expected {columns} tab-separated fields: {fields}")
        rules.append(fields)
    return rules


def first_rule(rules, subject, member, patterns):
    for rule in rules:
        if all(re.fullmatch(rule[i], text) for i, text in zip(patterns, (subject, member))):
            return rule
    return None


def main():
    if sys.argv[1:] == ["--modules"]:
        print("\n".join(exported_modules()))
        return
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    graph = Graph(sys.argv[1])
    header, *lines = read_tsv(LIST)
    rows = [dict(zip(header, fields)) for fields in lines]
    for row in rows:
        row["static"] = row["static"] == "yes"
    family_rules = load_rules(FAMILIES, 4)       # family, in goal, subject regex, member regex
    reason_rules = load_rules(NOT_BUILT, 3)      # subject regex, member regex, reason
    in_goal = {}
    order = []
    for family, goal, _, _ in family_rules:
        if family not in in_goal:
            order.append(family)
        if in_goal.setdefault(family, goal) != goal:
            sys.exit(f"coverage.py: {FAMILIES}: family {family} is both in and out of the goal")

    unavailable = sum(1 for r in rows if r["ios_unavailable"] == "yes")
    symbols = {}  # one entry per (container, kind, name, static): overloads share their labels
    for row in rows:
        if row["ios_unavailable"] == "yes":
            continue
        key = (row["container"], row["kind"], row["name"], row["static"])
        entry = symbols.setdefault(key, {"row": row, "count": 0, "deprecated": False})
        entry["count"] += 1
        entry["deprecated"] |= row["deprecated"] == "yes"

    by_family = defaultdict(list)
    for key, entry in symbols.items():
        container, kind, name, _ = key
        subject = subject_of(container, name)
        rule = first_rule(family_rules, subject, name, (2, 3))
        family = rule[0] if rule else "Other"
        if not rule and "Other" not in in_goal:
            in_goal["Other"] = "no"
            order.append("Other")
        status, where = match(graph, entry["row"])
        if status is None:
            reason_rule = first_rule(reason_rules, subject, name, (0, 1))
            status, where = "not-built", reason_rule[2] if reason_rule else "not built yet"
        entry.update(status=status, where=where)
        by_family[family].append((key, entry))

    write(order, in_goal, by_family, len(rows), unavailable, exported_modules())


def percent(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "–"


def write(order, in_goal, by_family, total_rows, unavailable, modules):
    out = sys.stdout
    counts = {}
    for family in order:
        entries = by_family.get(family, [])
        c = {s: sum(1 for _, e in entries if e["status"] == s) for s in ("built", "no-effect", "not-built")}
        c["all"] = len(entries)
        counts[family] = c

    def summary_line(name, c):
        present = c["built"] + c["no-effect"]
        return (f"| {name} | {c['all']:,} | {c['built']:,} | {c['no-effect']:,} | {c['not-built']:,} "
                f"| {percent(present, c['all'])} |")

    def total(families):
        t = {"all": 0, "built": 0, "no-effect": 0, "not-built": 0}
        for family in families:
            for k in t:
                t[k] += counts[family][k]
        return t

    goal = [f for f in order if in_goal[f] == "yes"]
    rest = [f for f in order if in_goal[f] != "yes"]
    print("# SwiftUI API coverage", file=out)
    print(file=out)
    print("<!-- Generated by scripts/check-coverage.sh --write (scripts/coverage.py); do not edit. -->",
          file=out)
    print(file=out)
    print(f"""Which of SwiftUI's public symbols `import Tactile` offers. The list is every public declaration of
iOS 18.1's SwiftUI and SwiftUICore ([Coverage/README.md](Coverage/README.md)): {total_rows:,} rows, of which
{unavailable:,} are unavailable on iOS (macOS-, watchOS-, tvOS- or visionOS-only) and left out. Overloads
with the same container, name, argument labels and staticness are one symbol here (the list cannot
tell them apart by type); the count after a name says how many declarations it stands for.

Each symbol is matched to the public symbol graphs of the modules `import Tactile` brings
({", ".join(modules)}):

- **built**: Tactile declares it (or, for `==`, `hashValue` and the typealiases a conformance
  supplies, the type conforms);
- **no effect**: Tactile declares it and its doc comment says it has no effect on Linux (the
  file is given); the marker is in [ViewLayer.md](ViewLayer.md#api-coverage);
- **not built**: with the reason from [Coverage/not-built.tsv](Coverage/not-built.tsv), or
  "not built yet".

Families come from the rules in [Coverage/families.tsv](Coverage/families.tsv). The goal (95 %
present) counts the families SwiftUI code uses; the others are listed below them but are not in
its denominator (why: [Decisions.md](Decisions.md#coverage-denominator)). Deprecated symbols are
counted (marked †): real code still calls them. To regenerate after a change to the API:
`scripts/check-coverage.sh --write` (CI fails while this file is stale).
""", file=out)
    print("## Summary", file=out)
    print(file=out)
    print("| Family | Symbols | Built | No effect | Not built | Present |", file=out)
    print("|---|---:|---:|---:|---:|---:|", file=out)
    for family in goal:
        print(summary_line(family, counts[family]), file=out)
    print(summary_line("**In the goal**", total(goal)), file=out)
    print(file=out)
    print("Not in the goal's denominator:", file=out)
    print(file=out)
    print("| Family | Symbols | Built | No effect | Not built | Present |", file=out)
    print("|---|---:|---:|---:|---:|---:|", file=out)
    for family in rest:
        print(summary_line(family, counts[family]), file=out)
    print(summary_line("**All families**", total(order)), file=out)
    print(file=out)
    label = {"built": "built", "no-effect": "no effect", "not-built": "not built"}
    for family in order:
        entries = sorted(by_family.get(family, []), key=lambda item: (item[0][0], item[0][2], item[0][1], item[0][3]))
        c = counts[family]
        goal_note = "" if in_goal[family] == "yes" else " (not in the goal)"
        print(f"## {family}{goal_note}", file=out)
        print(file=out)
        print(f"{c['all']:,} symbols, {percent(c['built'] + c['no-effect'], c['all'])} present.", file=out)
        print(file=out)
        print("| Symbol | Kind | Status | Where / why |", file=out)
        print("|---|---|---|---|", file=out)
        for (container, kind, name, static), entry in entries:
            title = (f"{container}.{name}" if container else name).replace("|", "\\|")
            extra = ("static " if static else "")
            marks = (" †" if entry["deprecated"] else "") + (f" ×{entry['count']}" if entry["count"] > 1 else "")
            where = f"`{entry['where']}`" if entry["status"] == "no-effect" else entry["where"]
            print(f"| `{title}`{marks} | {extra}{kind} | {label[entry['status']]} | {where} |", file=out)
        print(file=out)


if __name__ == "__main__":
    main()
