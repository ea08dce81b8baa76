#!/usr/bin/env python3
"""Checks that every code block in README.md and the DocC landing pages is true.

Run by scripts/check-doc-examples.sh after `swift build --build-tests`. Each fenced block must be
preceded (blank lines aside) by an HTML comment saying what it is, and is checked accordingly:

  <!-- example: PATH -->            a Swift block: must be PATH's text verbatim. PATH belongs to a
                                    target of Package.swift, so the ordinary build compiles it.
  <!-- example: PATH, test: NAME --> the same, and PATH is in test target NAME: run with
                                    `swift test --skip-build --filter NAME`, which must pass.
  <!-- output of: PRODUCT -->       a text block: exactly what the built executable PRODUCT prints.
  <!-- transcript -->               a shell session: each `$ ` line is run (`swift run NAME` runs the
                                    built NAME, no rebuild) in a scratch folder where `Tests` is the
                                    package's; what follows it is its output. A line `…` stands for
                                    any number of lines; otherwise lines must match (trailing spaces
                                    aside).
  <!-- not run here: REASON -->     a command CI runs elsewhere (REASON says where).

A block without one of these fails the check, so a new block cannot go unchecked.
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"^<!--\s*(example|output of|transcript|not run here)\s*:?\s*(.*?)\s*-->$")
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")


def blocks(path):
    """Yields (line number, language, marker kind, marker argument, block text) for each fenced block."""
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        start = index
        indent, language = fence.group(1), fence.group(2)
        body = []
        index += 1
        while index < len(lines) and lines[index].strip() != "```":
            body.append(lines[index][len(indent):] if lines[index].startswith(indent) else lines[index])
            index += 1
        index += 1
        previous = start - 1
        while previous >= 0 and not lines[previous].strip():
            previous -= 1
        marker = MARKER.match(lines[previous].strip()) if previous >= 0 else None
        kind, argument = (marker.group(1), marker.group(2)) if marker else (None, None)
        yield start + 1, language, kind, argument, "\n".join(body) + "\n"


def bin_path():
    return Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                               capture_output=True, text=True).stdout.strip())


def matches(expected, actual):
    """Whether `actual` lines match `expected` lines, where a line `…` matches any number of lines."""
    expected = [line.rstrip() for line in expected]
    actual = [line.rstrip() for line in actual]

    def match(e, a):
        if e == len(expected):
            return a == len(actual)
        if expected[e] == "…":
            return any(match(e + 1, k) for k in range(a, len(actual) + 1))
        return a < len(actual) and expected[e] == actual[a] and match(e + 1, a + 1)

    return match(0, 0)


def run_command(command, cwd, binaries):
    words = shlex.split(command)
    if words[:2] == ["swift", "run"]:
        words = [str(binaries / words[2])] + words[3:]
    result = subprocess.run(words, cwd=cwd, capture_output=True, text=True, timeout=300)
    return result.returncode, result.stdout + result.stderr


def check_transcript(where, text, scratch, binaries, failures):
    steps = []
    for line in text.rstrip("\n").split("\n"):
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        else:
            failures.append(f"{where}: a transcript must start with a `$ ` command line")
            return
    for command, expected in steps:
        status, output = run_command(command, scratch, binaries)
        actual = output.rstrip("\n").split("\n") if output.strip() else []
        if status != 0:
            failures.append(f"{where}: `{command}` exited with {status}:\n{output}")
        elif not matches(expected, actual):
            failures.append(f"{where}: `{command}` printed\n{output}\nbut the text shows\n" + "\n".join(expected))
        else:
            print(f"  ran `{command}`: output as shown")


def main():
    pages = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    binaries = bin_path()
    failures = []
    tests = set()
    with tempfile.TemporaryDirectory(prefix="doc-examples-") as scratch:
        os.symlink(ROOT / "Tests", Path(scratch) / "Tests")
        for page in pages:
            name = page.relative_to(ROOT)
            for line, language, kind, argument, text in blocks(page):
                where = f"{name}:{line}"
                if kind is None:
                    failures.append(f"{where}: a ```{language} block with no <!-- example/output of/"
                                    "transcript/not run here --> comment before it")
                elif kind == "example":
                    file, _, test = argument.partition(",")
                    source = ROOT / file.strip()
                    if not source.is_file():
                        failures.append(f"{where}: {file.strip()} does not exist")
                    elif source.read_text() != text:
                        failures.append(f"{where}: the block is not the text of {file.strip()}")
                    else:
                        print(f"{where}: the text of {file.strip()}")
                    if test.strip():
                        tests.add(test.strip().removeprefix("test:").strip())
                elif kind == "output of":
                    result = subprocess.run([str(binaries / argument)], cwd=scratch, capture_output=True,
                                            text=True, timeout=300)
                    if result.returncode != 0 or result.stdout != text:
                        failures.append(f"{where}: {argument} printed (exit {result.returncode})\n"
                                        f"{result.stdout}{result.stderr}\nbut the text shows\n{text}")
                    else:
                        print(f"{where}: what {argument} prints")
                elif kind == "transcript":
                    print(f"{where}: transcript")
                    check_transcript(where, text, scratch, binaries, failures)
                else:
                    print(f"{where}: not run here ({argument})")
    for test in sorted(tests):
        result = subprocess.run(["swift", "test", "--skip-build", "--filter", test], cwd=ROOT,
                                capture_output=True, text=True)
        ran = re.search(r"Test run with [1-9][0-9]* tests? .*passed", result.stdout + result.stderr)
        if result.returncode != 0 or not ran:
            failures.append(f"swift test --filter {test} failed:\n{result.stdout}{result.stderr}")
        else:
            print(f"swift test --filter {test}: passed")
    if failures:
        print("\ncheck-doc-examples: FAILED\n" + "\n\n".join(failures), file=sys.stderr)
        return 1
    print("check-doc-examples: every block is true")
    return 0


if __name__ == "__main__":
    sys.exit(main())
