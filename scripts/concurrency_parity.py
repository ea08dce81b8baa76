#!/usr/bin/env python3
"""Writes Docs/Concurrency.md: where Tactile's `Sendable` conformances and main-actor isolation
differ from SwiftUI's, and fails when a type Tactile has lacks SwiftUI's `Sendable` conformance.

Usage:
    concurrency_parity.py SYMBOL_GRAPH_DIR > Docs/Concurrency.md

SYMBOL_GRAPH_DIR holds the symbol graphs scripts/check-coverage.sh extracts (the modules
`import Tactile` brings). The script reads, from the repository it sits in:

    Docs/Coverage/sendable.tsv             SwiftUI's Sendable conformances (extract_swiftui_sendable.py)
    Docs/Coverage/swiftui-symbols.tsv      SwiftUI's declarations, with their isolation as written
    Docs/Coverage/sendable-exceptions.tsv  SwiftUI Sendable conformances Tactile leaves out, and why

Sendable: each conformance of the list whose type Tactile declares is compared with Tactile's
`conformsTo Sendable` relationship (a protocol's, through what it refines). A type without it is
*missing* and fails the check (exit status 1, after the report is written) unless the exceptions
list names it. A conformance whose `X: Sendable` requirements differ (SwiftUI conditional, Tactile
not, or the reverse) is a *conditional mismatch*; a Tactile conformance where SwiftUI opts out
(`@available(*, unavailable)`) is *Sendable here only*. Those two are reported, not failed: both
accept more code than SwiftUI does, which breaks no app.

Isolation: for SwiftUI's types, their initializers, and the members of its property wrappers
(types with a `wrappedValue`), the effective isolation on each side is compared: the member's
own (`@MainActor` or `nonisolated`), else its extension's, else its type's. A Tactile type is
main-actor isolated when it says `@MainActor`, or when its primary declaration conforms to a
main-actor protocol (as Swift infers it). SwiftUI's comes from the interface, which writes what it
infers. Differences are reported, not failed.
"""

import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from coverage import ROOT, Graph, read_tsv, strip_module  # noqa: E402

SENDABLE_LIST = "Docs/Coverage/sendable.tsv"
SYMBOLS = "Docs/Coverage/swiftui-symbols.tsv"
EXCEPTIONS = "Docs/Coverage/sendable-exceptions.tsv"
SENDABLE_ID = "s:s8SendableP"
MAIN_ACTOR = re.compile(r"@(?:_Concurrency\.)?MainActor\b")


def sendable_requirements(where):
    """The generic parameters a `where` clause requires to be Sendable: `Value: Sendable` -> {Value}."""
    found = set()
    for part in where.split(","):
        lhs, _, rhs = part.partition(":")
        if rhs.strip() == "Sendable":
            found.add(lhs.strip())
    return frozenset(found)


class Concurrency:
    """Tactile's Sendable conformances and main-actor isolation, from the symbol graphs."""

    def __init__(self, graph):
        self.graph = graph
        self.sendable = {}  # dotted type path -> frozenset of parameters required Sendable
        for rel in graph.relationships:
            if rel["kind"] != "conformsTo" or rel["target"] != SENDABLE_ID:
                continue
            source = graph.paths.get(rel["source"])
            if source:
                needs = frozenset(c["lhs"] for c in rel.get("swiftConstraints", [])
                                  if c["kind"] == "conformance" and c["rhs"] == "Sendable")
                # Several relationships (one per extension) keep the weakest requirement.
                self.sendable[source] = min(self.sendable.get(source, needs), needs, key=len)
        self.protocol_isolation = {}

    def type_symbol(self, path):
        parent, _, name = path.rpartition(".")
        for kind, _, symbol in self.graph.candidates(parent, name):
            if kind in ("struct", "class", "enum", "protocol"):
                return kind, symbol
        return None, None

    def is_sendable(self, path):
        """The Sendable requirements of `path` (an empty set when unconditional), or None."""
        resolved = self.graph.resolve(path)
        for candidate in (path, resolved):
            if candidate in self.sendable:
                return self.sendable[candidate]
        for protocol in self.graph.protocols_of(path):
            if protocol == "Sendable" or self.sendable.get(protocol) == frozenset():
                return frozenset()
        return None

    def declaration_text(self, symbol):
        """The source of a declaration from its first attribute line to its opening brace."""
        location = symbol.get("location")
        if not location:
            return ""
        lines = self.graph.source_lines(location["uri"])
        index = location["position"]["line"]
        start = index
        while start > 0 and lines[start - 1].strip().startswith("@"):
            start -= 1
        text = []
        for line in lines[start:index + 8]:
            text.append(line.split("//")[0])
            if "{" in line:
                break
        return " ".join(text).split("{")[0]

    def protocol_is_main_actor(self, name, seen=()):
        if name in self.protocol_isolation:
            return self.protocol_isolation[name]
        kind, symbol = self.type_symbol(name)
        result = False
        if kind == "protocol" and name not in seen:
            text = self.declaration_text(symbol)
            result = bool(MAIN_ACTOR.search(text)) or any(
                self.protocol_is_main_actor(p, seen + (name,)) for p in self.inherited(text))
        self.protocol_isolation[name] = result
        return result

    @staticmethod
    def inherited(declaration):
        """The names in a declaration's primary inheritance clause."""
        head = re.split(r"\bwhere\b", declaration)[0]
        match = re.search(r"\b(?:struct|class|enum|protocol|actor)\s+\w+\s*(?:<.*?>)?\s*:(.*)$", head)
        if not match:
            return []
        return [p.strip().split("<")[0].split(".")[-1].strip("@ ") for p in match.group(1).split(",") if p.strip()]

    def type_isolation(self, path):
        """`@MainActor` when the Tactile type at `path` is main-actor isolated, else ""."""
        kind, symbol = self.type_symbol(self.graph.resolve(path))
        if symbol is None:
            return ""
        text = self.declaration_text(symbol)
        if MAIN_ACTOR.search(text.split(kind)[0] if kind in text else text):
            return "@MainActor"
        if kind != "protocol" and any(self.protocol_is_main_actor(p) for p in self.inherited(text)):
            return "@MainActor"
        return ""

    def member_isolation(self, symbol, container):
        """The effective isolation of a member: its own, its extension's, else its type's."""
        fragments = symbol.get("declarationFragments", [])
        words = "".join(f["spelling"] if f["kind"] in ("keyword", "attribute") else " " for f in fragments)
        if re.search(r"\bnonisolated\b", words):
            return "nonisolated"
        if MAIN_ACTOR.search(words):
            return "@MainActor"
        extension = self.extension_line(symbol)
        if extension is not None:
            if re.search(r"\bnonisolated\b", extension):
                return "nonisolated"
            if MAIN_ACTOR.search(extension):
                return "@MainActor"
        return self.type_isolation(container) or "nonisolated"

    def extension_line(self, symbol):
        """The attributes and head of the top-level extension around a member, or None."""
        location = symbol.get("location")
        if not location:
            return None
        lines = self.graph.source_lines(location["uri"])
        index = location["position"]["line"]
        while 0 <= index < len(lines):
            line = lines[index]
            if re.match(r"(public |@\w+(\(\w+\))? )*extension\b", line):
                head = [line]
                while index > 0 and lines[index - 1].startswith("@"):
                    index -= 1
                    head.insert(0, lines[index])
                return " ".join(head)
            if line and not line[0].isspace() and not line.startswith(("}", "//", "@", "#")):
                return None
            index -= 1
        return None


def sendable_section(concurrency, rows, exceptions):
    """(report lines, failures) for the Sendable comparison."""
    missing, mismatched, extra, isolated, absent_types, matched = [], [], [], [], 0, 0
    by_type = defaultdict(list)
    for row in rows:
        if row["ios_unavailable"] == "yes":
            continue
        by_type[strip_module(row["type"])].append(row)
    for path in sorted(by_type):
        entries = by_type[path]
        kind, symbol = concurrency.type_symbol(concurrency.graph.resolve(path))
        if symbol is None:
            absent_types += 1
            continue
        ours = concurrency.is_sendable(path)
        opt_out = all(e["conformance"] == "unavailable" for e in entries)
        if opt_out:
            if ours is not None:
                extra.append((path, entries[0]))
            continue
        if ours is None and concurrency.type_isolation(path) == "@MainActor":
            isolated.append(path)  # a global-actor-isolated type is Sendable without saying so
            continue
        entry = next(e for e in entries if e["conformance"] != "unavailable")
        theirs = sendable_requirements(entry["where"])
        if ours is None:
            missing.append((path, entry))
        elif ours != theirs:
            mismatched.append((path, entry, ours))
        else:
            matched += 1
    failures = [(p, e) for p, e in missing if p not in exceptions]
    lines = ["## Sendable", ""]
    lines.append(f"SwiftUI's list ([Coverage/sendable.tsv](Coverage/sendable.tsv)) names {len(by_type):,} types "
                 f"usable on iOS; {absent_types:,} of them Tactile does not declare. Of the rest, "
                 f"{matched:,} match, {len(isolated):,} are Sendable because they are main-actor "
                 f"isolated, {len(missing):,} lack SwiftUI's conformance "
                 f"({len(missing) - len(failures):,} of them explained in "
                 f"[Coverage/sendable-exceptions.tsv](Coverage/sendable-exceptions.tsv)), "
                 f"{len(mismatched):,} differ in their condition, and {len(extra):,} are Sendable here "
                 "where SwiftUI opts out.")
    lines.append("")
    lines.append("### Missing (CI fails on any not in the exceptions)")
    lines.append("")
    if missing:
        lines += ["| Type | SwiftUI | Why not here |", "|---|---|---|"]
        for path, entry in missing:
            where = f" where {entry['where']}" if entry["where"] else ""
            reason = exceptions.get(path, "**not explained**").replace("|", "\\|")
            lines.append(f"| `{path}` | `{entry['conformance']}{where}` | {reason} |")
    else:
        lines.append("None.")
    lines.append("")
    lines.append("### Conditional mismatches")
    lines.append("")
    if mismatched:
        lines += ["| Type | SwiftUI | Tactile |", "|---|---|---|"]
        for path, entry, ours in mismatched:
            theirs = f"where {entry['where']}" if entry["where"] else "unconditional"
            mine = "where " + ", ".join(f"{p}: Sendable" for p in sorted(ours)) if ours else "unconditional"
            lines.append(f"| `{path}` | {theirs} | {mine} |")
    else:
        lines.append("None.")
    lines.append("")
    lines.append("### Sendable here, not in SwiftUI (`@available(*, unavailable)` there)")
    lines.append("")
    by_isolation = [path for path, _ in extra if concurrency.type_isolation(path) == "@MainActor"]
    declared = [path for path, _ in extra if path not in by_isolation]
    if declared:
        lines.append("Declared `Sendable` here: " + ", ".join(f"`{path}`" for path in declared) + ".")
        lines.append("")
    if by_isolation:
        lines.append(f"Sendable because main-actor isolated here ({len(by_isolation):,}; see Isolation): "
                     + ", ".join(f"`{path}`" for path in by_isolation) + ".")
        lines.append("")
    if not extra:
        lines += ["None.", ""]
    return lines, failures


def isolation_section(concurrency, symbols):
    """Report lines for types, initializers and property-wrapper members whose isolation differs."""
    wrappers = {r["container"] for r in symbols if r["kind"] == "var" and r["name"] == "wrappedValue"}
    graph = concurrency.graph
    type_rows = {(r["container"] + "." + r["name"]).lstrip("."): r for r in symbols
                 if r["kind"] in ("struct", "class", "enum")}
    differences, compared = [], 0
    seen = set()
    for row in symbols:
        if row["ios_unavailable"] == "yes":
            continue
        container = strip_module(row["container"])
        kind, name = row["kind"], row["name"]
        path = (container + "." + name).lstrip(".")
        if kind in ("struct", "class", "enum"):
            if concurrency.type_symbol(graph.resolve(path))[1] is None:
                continue
            theirs = "@MainActor" if row["isolation"] == "@MainActor" else "nonisolated"
            ours = concurrency.type_isolation(path) or "nonisolated"
            key = ("type", path)
        elif kind == "init" or (container in wrappers and kind in ("var", "func", "init")):
            members = [s for k, _, s in graph.candidates(container, name) if k == ("var" if kind == "var" else kind)]
            if not members:
                continue
            type_row = type_rows.get(container)
            theirs = row["isolation"] or (
                "@MainActor" if type_row and type_row["isolation"] == "@MainActor" else "nonisolated")
            ours_all = {concurrency.member_isolation(s, container) for s in members}
            ours = "@MainActor" if ours_all == {"@MainActor"} else "nonisolated"
            key = ("member", path)
        else:
            continue
        if key in seen:
            continue
        seen.add(key)
        compared += 1
        if theirs != ours:
            differences.append((path, kind, theirs, ours))
    stricter = [d for d in differences if d[3] == "@MainActor"]
    looser = [d for d in differences if d[3] != "@MainActor"]
    lines = ["## Isolation", ""]
    lines.append(f"{compared:,} of SwiftUI's types, initializers and property-wrapper members that Tactile "
                 f"declares were compared: {len(stricter):,} are main-actor isolated here and not in SwiftUI "
                 f"(Swift 6 code calling them from a nonisolated context fails, or warns, here only), "
                 f"{len(looser):,} are the reverse (they accept more code than SwiftUI does).")
    lines.append("")
    for title, group in (("Main-actor isolated here only", stricter), ("Main-actor isolated in SwiftUI only", looser)):
        lines += [f"### {title}", ""]
        members = sorted(d for d in group if d[1] not in ("struct", "class", "enum"))
        types = sorted(d[0] for d in group if d[1] in ("struct", "class", "enum"))
        if members:
            lines += ["| Member | Kind |", "|---|---|"]
            lines += [f"| `{path}` | {kind} |" for path, kind, _, _ in members]
            lines.append("")
        if types:
            lines.append(f"Types ({len(types):,}; their members are compared above on their own): "
                         + ", ".join(f"`{t}`" for t in types) + ".")
            lines.append("")
        if not group:
            lines += ["None.", ""]
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    graph = Graph(sys.argv[1])
    concurrency = Concurrency(graph)
    header, *lines = read_tsv(SENDABLE_LIST)
    rows = [dict(zip(header, fields)) for fields in lines]
    header, *lines = read_tsv(SYMBOLS)
    symbols = [dict(zip(header, fields)) for fields in lines]
    exceptions = {}
    for fields in read_tsv(EXCEPTIONS):
        if len(fields) != 2:
            sys.exit(f"concurrency_parity.py: {EXCEPTIONS}: expected type<TAB>reason: {fields}")
        exceptions[fields[0]] = fields[1]

    sendable, failures = sendable_section(concurrency, rows, exceptions)
    out = ["# Sendable and isolation parity with SwiftUI", "",
           "<!-- Generated by scripts/check-coverage.sh --write (scripts/concurrency_parity.py); do not edit. -->",
           "",
           "Where Tactile's `Sendable` conformances and main-actor isolation differ from iOS 18.1 SwiftUI's. "
           "Swift 6 code depends on both: a property wrapper that is not `Sendable` makes a view's "
           "stored property, and so its initializer, main-actor isolated; a main-actor initializer "
           "cannot run at global scope or in a `nonisolated` function. How the lists are made and "
           "what fails CI: [ViewLayer.md](ViewLayer.md#sendable-and-isolation-parity).", ""]
    out += sendable + isolation_section(concurrency, symbols)
    sys.stdout.write("\n".join(out).rstrip("\n") + "\n")
    if failures:
        names = ", ".join(path for path, _ in failures)
        print(f"concurrency_parity.py: SwiftUI declares these Sendable and Tactile does not "
              f"(add the conformance, or explain it in {EXCEPTIONS}): {names}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
