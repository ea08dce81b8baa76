#!/usr/bin/env python3
"""List the `Sendable` conformances SwiftUI / SwiftUICore .swiftinterface files declare, as a TSV.

Usage:
    extract_swiftui_sendable.py IFACE.swiftinterface [IFACE2 ...] > Docs/Coverage/sendable.tsv

One row per conformance written in an interface:

    module type kind conformance where ios_unavailable line

* type: the conforming type, dotted for nesting (`Alert.Button`), without the `SwiftUI.` /
  `SwiftUICore.` prefix.
* kind: what the type is where it is declared (struct, class, enum, protocol, actor), or
  `extension` when the interfaces only extend it.
* conformance: `Sendable`, `@unchecked Sendable`, or `unavailable` for an explicit opt-out
  (`@available(*, unavailable) extension T : Sendable {}`: the type is *not* Sendable, and says so).
  A protocol's row means the protocol refines `Sendable`.
* where: the extension's `where` clause with module prefixes removed (`Value: Sendable`), empty
  for an unconditional conformance.
* ios_unavailable: `yes` when the conformance or the type is `@available(iOS, unavailable)`.
* line: 1-based line of the declaration in its interface file.

Read from the declaration's primary inheritance clause (`public struct Angle : ..., Swift.Sendable`)
and from extensions (`extension SwiftUICore.State : Swift.Sendable where Value : Swift.Sendable`).
Skipped, as scripts/extract_swiftui_symbols.py skips them: types whose name or container starts
with `_`, types that are not public, `@_spi` declarations, the `#else` branches of `#if` blocks, and
types declared inside function bodies. The string, comment and `#if` handling is that script's.
"""

import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_swiftui_symbols import (  # noqa: E402  (the helpers of the symbol extractor)
    IDENT, TYPE_KINDS, availability, first_branch_only, mask_strings_and_comments, skip_balanced,
    split_attributes, split_modifiers, split_top_level, strip_own_module, strip_ticks)

MODULE_PREFIX = re.compile(r"\b(?:Swift|SwiftUI|SwiftUICore|_Concurrency)\.")
SENDABLE = {"Swift.Sendable", "Sendable"}
COLUMNS = ["module", "type", "kind", "conformance", "where", "ios_unavailable", "line"]


def clean_where(text):
    """`Value : Swift.Sendable, T == Swift.Int` -> `Value: Sendable, T == Int`."""
    parts = [re.sub(r"\s*:\s*", ": ", MODULE_PREFIX.sub("", p).strip()) for p in split_top_level(text)]
    return ", ".join(p for p in parts if p)


def inheritance(head):
    """(inherited names, where clause) of what follows a type's name in its declaration line."""
    head = head.split("{")[0]
    where = ""
    split = re.split(r"\bwhere\b", head, maxsplit=1)
    if len(split) == 2:
        head, where = split
    head = head.lstrip()
    if head.startswith("<"):
        head = head[skip_balanced(head, 0, "<", ">"):]
    head = head.strip()
    if not head.startswith(":"):
        return [], clean_where(where)
    return [p.strip().replace("@retroactive ", "") for p in split_top_level(head[1:])], clean_where(where)


def parse_file(path, found, types):
    text = open(path, encoding="utf-8").read()
    flag = re.search(r"-module-name (\S+)", text)
    module = flag.group(1) if flag else "?"
    lines = first_branch_only(mask_strings_and_comments(text).split("\n"), Counter())
    # One entry per open brace: the type path it opens (with its publicness and availability), or
    # None for a body (a function's, an accessor's) whose declarations are not API.
    stack = []
    pending = []
    for index, line in enumerate(lines):
        s = line.strip()
        opened = None
        in_body = any(entry is None for entry in stack)
        if s and not s.startswith("}") and not in_body:
            attrs, rest = split_attributes(s)
            if not rest:
                pending += attrs
            else:
                mods, kw, after = split_modifiers(rest)
                all_attrs, pending = pending + attrs, []
                if kw in TYPE_KINDS:
                    opened = declaration(module, kw, mods, after, all_attrs, stack, index + 1, found, types)
        elif s.startswith("}"):
            pending = []
        first = True
        for ch in line:
            if ch == "{":
                stack.append(opened if first and opened is not None else None)
                first = False
            elif ch == "}" and stack:
                stack.pop()


def declaration(module, kw, mods, after, attrs, stack, line, found, types):
    """Records the Sendable conformances of one type or extension line; returns its scope entry."""
    parent = stack[-1] if stack else {"path": "", "public": True, "avail": availability([])}
    own = availability(attrs)
    name_match = re.match(r"\s*([A-Za-z_`][A-Za-z0-9_.`]*)", after)
    if not name_match:
        return None
    if kw == "extension":
        path = strip_own_module(strip_ticks(name_match.group(1)))
        public = True
    else:
        name = strip_ticks(name_match.group(1))
        path = f"{parent['path']}.{name}" if parent["path"] else name
        public = parent["public"] and ("public" in mods or "open" in mods or parent.get("protocol", False))
        types[path] = {"kind": kw, "public": public, "avail": own, "module": module,
                       "parent": parent["path"]}
    avail = {k: own[k] or parent["avail"][k] for k in ("ios_unavail", "star_unavail", "spi")}
    entry = {"path": path, "public": public, "avail": avail, "protocol": kw == "protocol"}
    inherited, where = inheritance(after[name_match.end():])
    for item in inherited:
        unchecked = item.startswith("@unchecked")
        base = item.replace("@unchecked", "").strip()
        if base not in SENDABLE:
            continue
        found.append({"module": module, "type": path, "is_extension": kw == "extension",
                      "unchecked": unchecked, "where": where, "avail": avail, "public": public,
                      "line": line})
    return entry


def main(argv):
    if not argv:
        sys.exit(__doc__)
    found, types = [], {}
    for path in argv:
        parse_file(path, found, types)

    def type_flags(path):
        """(public, iOS-unavailable, SPI) of a declared type and its containers."""
        public, ios_unavailable, spi = True, False, False
        while path in types:
            t = types[path]
            public = public and t["public"]
            ios_unavailable = ios_unavailable or t["avail"]["ios_unavail"]
            spi = spi or t["avail"]["spi"]
            path = t["parent"]
        return public, ios_unavailable, spi

    rows = []
    for f in found:
        public, ios_unavailable, spi = type_flags(f["type"])
        if not (public and f["public"]) or spi or f["avail"]["spi"]:
            continue
        if any(part.startswith("_") for part in f["type"].split(".")):
            continue
        if f["avail"]["star_unavail"]:
            conformance = "unavailable"
        else:
            conformance = "@unchecked Sendable" if f["unchecked"] else "Sendable"
        kind = types[f["type"]]["kind"] if f["type"] in types else "extension"
        rows.append({"module": f["module"], "type": f["type"], "kind": kind, "conformance": conformance,
                     "where": f["where"],
                     "ios_unavailable": "yes" if ios_unavailable or f["avail"]["ios_unavail"] else "no",
                     "line": str(f["line"])})
    rows.sort(key=lambda r: (r["type"].lower(), r["type"], r["conformance"], r["where"], r["module"],
                             int(r["line"])))
    out = sys.stdout
    out.write("\t".join(COLUMNS) + "\n")
    for r in rows:
        out.write("\t".join(r[c] for c in COLUMNS) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
