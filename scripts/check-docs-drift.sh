#!/usr/bin/env bash
# Keeps the reasons in the code readable from the repository alone.
#
#   scripts/check-docs-drift.sh
#
# Fails, naming each file and line, when
#   1. a file of the repository (sources, tests, scripts, benchmarks, docs, examples: every file git
#      tracks or would track, text only) points at the issue tracker by number ("issue" or "issues",
#      then a number, in any case, with an optional "#", "(" or hyphen between): the tracker is not in
#      the repository, so such a pointer explains nothing; the reason goes into the comment, or into
#      Docs/Decisions.md when it needs more than a few words;
#   2. a reference to `Decisions.md#<anchor>` (from code, as `Docs/Decisions.md#<anchor>`, or from
#      a Markdown link) names an anchor that Docs/Decisions.md does not have, or a `(#<anchor>)` link
#      inside Docs/Decisions.md does; an anchor is an explicit `<a id="…">` or a heading's
#      GitHub slug;
#   3. Docs/Decisions.md defines the same anchor twice.
# Needs only git and python3; no build. CI runs it from scripts/test-all.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import re
import subprocess
import sys

DECISIONS = "Docs/Decisions.md"
# The word, then a number: with a space, a hyphen, "#" or "(" between, or none.
TRACKER = re.compile(r"\bissues?[ -]?\(?#?[0-9]+", re.IGNORECASE)
REFERENCE = re.compile(r"Decisions\.md#([A-Za-z0-9_-]+)")
LOCAL_LINK = re.compile(r"\]\(#([A-Za-z0-9_-]+)\)")
EXPLICIT_ID = re.compile(r"<a id=\"([^\"]+)\"></a>")

# Every text file git tracks, and every new one it would track (ignored files left out), as it is
# in the working tree: `git grep -I` skips binary files.
files = subprocess.run(
    ["git", "grep", "--untracked", "-I", "-l", "-e", ""], capture_output=True, text=True, check=True
).stdout.split("\n")
files = [f for f in files if f]

problems = []


def slug(heading):
    """The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as '-'."""
    text = EXPLICIT_ID.sub("", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


try:
    decisions = open(DECISIONS, encoding="utf-8").read()
except FileNotFoundError:
    sys.exit(f"{DECISIONS} is missing: it holds the decisions the code points at")

anchors = {}
in_fence = False
for number, line in enumerate(decisions.split("\n"), 1):
    if line.startswith("```"):
        in_fence = not in_fence
    if in_fence:
        continue
    names = EXPLICIT_ID.findall(line)
    heading = re.match(r"#{1,6} (.*)", line)
    if heading:
        names.append(slug(heading.group(1)))
    for name in names:
        if name in anchors and anchors[name] != number:
            problems.append(f"{DECISIONS}:{number}: anchor '{name}' is defined again "
                            f"(first on line {anchors[name]})")
        anchors.setdefault(name, number)

references = 0
for path in files:
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
        continue
    for number, line in enumerate(text.split("\n"), 1):
        for match in TRACKER.finditer(line):
            problems.append(f"{path}:{number}: '{match.group(0)}' points at the issue tracker, which "
                            "is not in the repository: say the reason, or point at "
                            f"{DECISIONS}#<anchor>")
        found = REFERENCE.findall(line)
        if path == DECISIONS:
            found += LOCAL_LINK.findall(line)
        for anchor in found:
            references += 1
            if anchor not in anchors:
                problems.append(f"{path}:{number}: {DECISIONS} has no anchor '{anchor}'")

if problems:
    print("\n".join(problems))
    sys.exit(f"\ncheck-docs-drift: {len(problems)} problem(s). Anchors in {DECISIONS}: "
             f"{', '.join(sorted(a for a in anchors if a))}")
print(f"docs drift: no issue-tracker numbers in {len(files)} files; {references} references to "
      f"{len(anchors)} anchors of {DECISIONS} all resolve")
PY
