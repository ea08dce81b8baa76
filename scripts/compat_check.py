#!/usr/bin/env python3
"""Type-checks a corpus of public SwiftUI code against the built Tactile modules: a measurement.

Run by scripts/compat-check.sh (see there for the command line and Tests/Compat/README.md for the
corpus). Each unit is a folder of `.swift` files (one tutorial file, every file of a small app, or
every file of one library target of a Swift package).
For each unit the files are copied to a scratch folder, `import SwiftUI` becomes `import Tactile`
(nothing else changes), and all of the unit's files are compiled together to SIL (`swiftc
-emit-sil`, output discarded) against the already built debug modules of this package: type
checking alone would miss the errors Swift 6's data-race checking reports after it (a
non-`Sendable` result returned across isolation, a value sent into another isolation domain). The report says which units
pass, the first distinct errors of those that fail, and which errors block the most units.

The exit status is 0 whenever the measurement ran, whatever the pass rate; non-zero only when it
cannot run (no swiftc, no built modules and the build failed, no units).
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "Tests" / "Compat" / "manifest.tsv"
DEFAULT_FOLDER = ROOT / ".build" / "compat-corpus" / "units"

# The C modules that `import Tactile` (and an app's `import Combine`, `import UIKit`, …) needs: the
# empty modules standing in for Apple's frameworks, and OpenCombine's C helpers. SwiftPM writes
# each one's module map into its build folder.
C_MODULES = ["Combine", "CoreGraphics", "UIKit", "UniformTypeIdentifiers", "MobileCoreServices",
             "_Testing_UIKit", "_Testing_CoreGraphics", "CHeapStats", "COpenCombineHelpers"]

# `import SwiftUI`, `@preconcurrency import SwiftUI`, `import struct SwiftUI.Color`, …
IMPORT_SWIFTUI = re.compile(
    r"^(?P<pre>[ \t]*(?:@[\w]+(?:\([^)\n]*\))?[ \t]+)*import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?)SwiftUI\b",
    re.M)
DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<msg>.*)$")
BARE_ERROR = re.compile(r"^(?:<unknown>:0: )?error: (?P<msg>.*)$")
LONG_EXPR = re.compile(r"expression took \d+ms to type-check")
# An error about loading the package's own modules (a concurrent rebuild), not about the source.
OWN_MODULES = ("Tactile", "TactileViewCore", "TactileCore", "TactileGestures", "TactileUIKit",
               "TactileMacros", "OpenCombine", "COpenCombineHelpers", "Combine", "CoreGraphics",
               "UIKit", "UniformTypeIdentifiers", "MobileCoreServices", "CHeapStats")
LOAD_ERROR = re.compile(
    r"no such module|could not build (?:Objective-C |C )?module|malformed|failed to (?:load|deserialize)"
    r"|missing required module|module file|\.swiftmodule|compiled module|cannot load|error opening"
    r"|plugin|module map file|could not be found for macro|external macro implementation")


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def read_manifest():
    """unit -> {"kind": ..., "files": [(repository, path, commit, sha256)]}"""
    units = collections.OrderedDict()
    if not MANIFEST.exists():
        return units
    lines = MANIFEST.read_text().splitlines()
    for line in lines[1:]:
        if not line.strip():
            continue
        unit, kind, repo, path, commit, digest = line.split("\t")
        entry = units.setdefault(unit, {"kind": kind, "files": []})
        entry["files"].append((repo, path, commit, digest))
    return units


def verify(folder, manifest):
    """Compares the folder with the manifest: (missing, mismatched) lists of 'unit/path'."""
    missing, mismatched = [], []
    for unit, entry in manifest.items():
        for _, path, _, digest in entry["files"]:
            f = folder / unit / path
            if not f.exists():
                missing.append(f"{unit}/{path}")
            elif sha256(f) != digest:
                mismatched.append(f"{unit}/{path}")
    return missing, mismatched


def download(folder, manifest):
    """Fetches every missing file of the manifest from GitHub at its commit (needs the network)."""
    failed = 0
    for unit, entry in manifest.items():
        for repo, path, commit, digest in entry["files"]:
            dest = folder / unit / path
            if dest.exists() and sha256(dest) == digest:
                continue
            url = f"https://raw.githubusercontent.com/{repo}/{commit}/{urllib.parse.quote(path)}"
            try:
                data = urllib.request.urlopen(url, timeout=60).read()
            except Exception as error:  # noqa: BLE001 - reported, then the next file
                print(f"download: {url}: {error}", file=sys.stderr)
                failed += 1
                continue
            if hashlib.sha256(data).hexdigest() != digest:
                print(f"download: {url}: sha256 differs from the manifest", file=sys.stderr)
                failed += 1
                continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
    return failed


def find_bin_path():
    env = os.environ.get("COMPAT_BIN_PATH")
    if env:
        return Path(env)
    return ROOT / ".build" / "debug"


def ensure_built(bin_path):
    if (bin_path / "Modules" / "Tactile.swiftmodule").exists():
        return True
    print("compat-check: no built Tactile module; running `swift build --build-tests`", flush=True)
    result = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT)
    return result.returncode == 0 and (bin_path / "Modules" / "Tactile.swiftmodule").exists()


def compiler_flags(bin_path, swift_version):
    flags = ["-emit-sil", "-o", os.devnull, "-wmo", "-diagnostic-style", "llvm",
             "-swift-version", swift_version, "-I", str(bin_path / "Modules"),
             "-Xfrontend", "-warn-long-expression-type-checking=200"]
    for module in C_MODULES:
        modulemap = bin_path / f"{module}.build" / "module.modulemap"
        if modulemap.exists():
            flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    plugin = bin_path / "TactileMacros-tool"
    if plugin.exists():
        flags += ["-load-plugin-executable", f"{plugin}#TactileMacros"]
    return flags


def unit_kind(unit_dir, manifest_entry):
    if manifest_entry:
        return manifest_entry["kind"]
    files = list(unit_dir.rglob("*.swift"))
    for f in files:
        if "@main" in f.read_text(errors="replace"):
            return "app"
    # A package's library target, copied with its `Sources/<Target>/` path.
    if len(files) > 1 and all(f.relative_to(unit_dir).parts[0] == "Sources" for f in files):
        return "library"
    return "file"


def run_swiftc(cmd, cwd, timeout):
    process = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        out, _ = process.communicate(timeout=timeout)
        return process.returncode, out.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, _ = process.communicate()
        return None, out.decode("utf-8", "replace"), True


def parse(output):
    """(errors as [(file, line, msg, detail)], number of slow-expression warnings). `detail` is the
    identifier at the error's column in the source line that swiftc prints under it, or ''."""
    errors, slow = [], 0
    lines = output.splitlines()
    for i, line in enumerate(lines):
        m = DIAG.match(line)
        if m:
            if m["kind"] == "error":
                source = lines[i + 1] if i + 1 < len(lines) else ""
                errors.append((m["file"], int(m["line"]), m["msg"], token_at(source, int(m["col"]))))
            elif LONG_EXPR.search(m["msg"]):
                slow += 1
            continue
        m = BARE_ERROR.match(line)
        if m:
            errors.append(("", 0, m["msg"], ""))
    return errors, slow


def token_at(source, col):
    """The source text that an error points at: `@Environment(\\.calendar)` as such, else the
    identifier (dotted names included) at or just after the column, e.g. `Text`, `.foo`."""
    env = re.search(r"@Environment\(\\\.(\w+)\)", source)
    if env:
        return f"@Environment(\\.{env.group(1)})"
    rest = source[max(col - 1, 0):]
    m = re.match(r"[@\s]*(\.?[A-Za-z_][\w.]*)", rest)
    return m.group(1) if m else ""


def is_load_error(msg):
    if not LOAD_ERROR.search(msg):
        return False
    return any(f"'{name}'" in msg or name in msg for name in OWN_MODULES) or ".build/" in msg


def module_name(unit_dir, kind):
    """An app's module is named as Xcode names it, after its target's folder (apps do refer to
    `AppName.something`); a library's as SwiftPM names it, after its target (the folder under
    `Sources/`); a single file's is `CompatUnit`."""
    if kind == "library":
        folders = [f.parent.relative_to(unit_dir).parts for f in unit_dir.rglob("*.swift")]
        common = os.path.commonprefix(folders) if folders else ()
        if "Sources" in common and common.index("Sources") + 1 < len(common):
            common = common[: common.index("Sources") + 2]
        if common:
            name = re.sub(r"[^A-Za-z0-9_]", "_", common[-1])
            return "_" + name if name[0].isdigit() else name
    if kind == "app":
        folders = [f.parent.relative_to(unit_dir).parts for f in unit_dir.rglob("*.swift")]
        common = os.path.commonprefix(folders) if folders else ()
        if common:
            name = re.sub(r"[^A-Za-z0-9_]", "_", common[-1])
            return "_" + name if name[0].isdigit() else name
    return "CompatUnit"


def typecheck_unit(unit_dir, flags, timeout, module="CompatUnit", kind="file"):
    scratch = Path(tempfile.mkdtemp(prefix="compat-"))
    try:
        files = []
        for src in sorted(unit_dir.rglob("*.swift")):
            rel = src.relative_to(unit_dir)
            dest = scratch / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            text = src.read_text(encoding="utf-8", errors="replace")
            dest.write_text(IMPORT_SWIFTUI.sub(r"\g<pre>Tactile", text), encoding="utf-8")
            files.append(str(rel))
        if not files:
            return None
        cmd = ["swiftc"] + flags + ["-module-name", module]
        # SwiftPM compiles a library target with -parse-as-library, whatever its files are named.
        if kind == "library" or not any(Path(f).name == "main.swift" for f in files):
            cmd.append("-parse-as-library")
        if kind == "library":
            # SwiftPM names the package of every target, which `package` declarations need.
            cmd += ["-package-name", module.lower()]
        cmd += files
        start = time.monotonic()
        code, output, timed_out = run_swiftc(cmd, scratch, timeout)
        seconds = time.monotonic() - start
        errors, slow = parse(output)
        return {"code": code, "timed_out": timed_out, "errors": errors, "slow": slow,
                "seconds": round(seconds, 2), "files": len(files)}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def short_type(quoted):
    """'ModifiedContent<Text, _PaddingLayout>' -> 'ModifiedContent<…>'"""
    inner = quoted[1:-1]
    if "<" in inner:
        inner = inner[: inner.index("<")] + "<…>"
    if len(inner) > 60:
        inner = inner[:57] + "…"
    return f"'{inner}'"


# Messages that name nothing: the table says what they point at (see token_at).
NAMELESS = re.compile(r"^(no exact matches in call to|failed to produce diagnostic|generic parameter '\w+' could "
                      r"not be inferred|incorrect argument label|extra arguments? |missing arguments? |cannot infer "
                      r"key path type|ambiguous use of|the compiler is unable to type-check)")


def normalise(msg, detail=""):
    """Groups one error message with others of the same cause."""
    msg = re.sub(r"\s*\[#\w+\]$", "", msg).strip()
    msg = re.sub(r" \(aka '[^']*'\)", "", msg)
    if detail.startswith("@Environment(") and NAMELESS.match(msg):
        return f"{detail}: no such EnvironmentValues property"
    if detail and NAMELESS.match(msg):
        msg = f"{msg.split('; ')[0]} [at {detail}]"
    rules = [
        (r"^value of (?:optional )?type '.*' has no member '([^']*)'", r"value of type '…' has no member '\1'"),
        (r"^type '.*' has no member '([^']*)'", r"type '…' has no member '\1'"),
        (r"^(static|instance) (method|property) '([^']*)' requires that '.*' "
         r"(conform to|be a class type|inherit from) '([^']*)'",
         r"\1 \2 '\3' requires that '…' \4 '\5'"),
        (r"^referencing (static|instance) (method|property|subscript|initializer) '([^']*)' "
         r"on '([^'<]*)(?:<[^']*)?' requires that '.*' conform to '([^']*)'",
         r"referencing \1 \2 '\3' on '\4' requires that '…' conform to '\5'"),
        (r"^generic (struct|class|enum|type alias) '([^']*)' requires that '.*' conform to '([^']*)'",
         r"generic \1 '\2' requires that '…' conform to '\3'"),
        (r"^(initializer|instance method|static method|subscript) '([^']*)' "
         r"requires the types '.*' and '.*' be equivalent",
         r"\1 '\2' requires the types '…' and '…' be equivalent"),
        (r"^type '.*' does not conform to protocol '([^']*)'", r"type '…' does not conform to protocol '\1'"),
        (r"^cannot convert value of type '.*' to expected argument type '(.*)'",
         r"cannot convert value of type '…' to expected argument type '\1'"),
        (r"^cannot infer contextual base in reference to member '([^']*)'",
         r"cannot infer contextual base in reference to member '\1'"),
        (r"^cannot call value of non-function type '.*'", r"cannot call value of non-function type '…'"),
        (r"^reference to member '([^']*)' cannot be resolved without a contextual type",
         r"reference to member '\1' cannot be resolved without a contextual type"),
    ]
    for pattern, replacement in rules:
        m = re.match(pattern, msg)
        if m:
            msg = m.expand(replacement)
            break
    msg = re.sub(r"'[^']*'", lambda m: short_type(m.group(0)), msg)
    msg = msg.split("; ")[0]
    return msg


def distinct_messages(errors, limit):
    seen, out = set(), []
    for file, line, msg, _ in errors:
        if msg in seen:
            continue
        seen.add(msg)
        out.append((file, line, msg))
        if len(out) == limit:
            break
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--swift-version", default="5", choices=["5", "6"])
    parser.add_argument("--jobs", type=int, default=1,
                        help="units type-checked at once (default 1; each swiftc takes a core)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds a unit (default 120)")
    parser.add_argument("--only", help="type-check only units whose name contains this")
    parser.add_argument("--verify", action="store_true",
                        help="only compare the folder with Tests/Compat/manifest.tsv (sha256) and exit")
    parser.add_argument("--download", action="store_true",
                        help="fetch the manifest's missing files from GitHub first (needs the network)")
    parser.add_argument("--top", type=int, default=60, help="rows of the blocker tables (default 60)")
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_FOLDER))
    args = parser.parse_args()

    folder = Path(args.folder).resolve()
    manifest = read_manifest() if folder == DEFAULT_FOLDER.resolve() else collections.OrderedDict()
    if args.download:
        if not manifest:
            print("compat-check: --download needs the default folder and Tests/Compat/manifest.tsv", file=sys.stderr)
            return 2
        failed = download(folder, manifest)
        print(f"compat-check: download: {failed} file(s) failed")
    if manifest:
        missing, mismatched = verify(folder, manifest)
        total = sum(len(e["files"]) for e in manifest.values())
        print(f"compat-check: manifest: {len(manifest)} units, {total} files; "
              f"{len(missing)} missing, {len(mismatched)} differing from their sha256")
        for item in (missing + mismatched)[:20]:
            print(f"  {'missing' if item in missing else 'differs'}: {item}")
        if args.verify:
            return 0
    elif args.verify:
        print("compat-check: --verify compares the default folder with the manifest", file=sys.stderr)
        return 2
    if not folder.is_dir():
        print(f"compat-check: no folder {folder} (Tests/Compat/README.md says how to download the corpus)",
              file=sys.stderr)
        return 2
    if shutil.which("swiftc") is None:
        print("compat-check: no swiftc on PATH", file=sys.stderr)
        return 2
    bin_path = find_bin_path()
    if not ensure_built(bin_path):
        print(f"compat-check: no built modules in {bin_path}", file=sys.stderr)
        return 2
    flags = compiler_flags(bin_path, args.swift_version)

    units = sorted(p for p in folder.iterdir() if p.is_dir())
    if args.only:
        units = [u for u in units if args.only in u.name]
    broken = set()
    if manifest:
        missing, mismatched = verify(folder, manifest)
        broken = {item.split("/", 1)[0] for item in missing + mismatched}
    units = [u for u in units if u.name not in broken]
    if not units:
        print(f"compat-check: no units in {folder}", file=sys.stderr)
        return 2

    report = []
    def say(line=""):
        print(line, flush=True)
        report.append(line)

    command = "swiftc " + " ".join(flags) + " -module-name NAME [-parse-as-library] [-package-name NAME] FILES…"
    say(f"compat-check: Swift {args.swift_version} mode, {len(units)} units in {folder}")
    say(f"compat-check: {command}")
    if broken:
        say(f"compat-check: skipped {len(broken)} unit(s) with missing or differing files: {' '.join(sorted(broken))}")
    say()
    def check(unit):
        kind = unit_kind(unit, manifest.get(unit.name))
        result = None
        for attempt in range(4):
            result = typecheck_unit(unit, flags, args.timeout, module_name(unit, kind), kind)
            if result is None:
                break
            load_errors = [e for e in result["errors"] if is_load_error(e[2])]
            if not load_errors or attempt == 3:
                break
            print(f"  {unit.name}: module-loading error ({load_errors[0][2]}); retrying in 60 s", flush=True)
            time.sleep(60)
        return unit, kind, result

    results = {}
    # Units are independent compiler runs, so --jobs N runs N at once; results are reported in
    # the units' order whatever order they finish in.
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        checked = pool.map(check, units)
        for unit, kind, result in checked:
            if result is None:
                say(f"SKIP {unit.name}: no .swift files")
                continue
            result["kind"] = kind
            passed = not result["timed_out"] and result["code"] == 0 and not result["errors"]
            result["passed"] = passed
            results[unit.name] = result
            status = "PASS" if passed else ("TIMEOUT" if result["timed_out"] else "FAIL")
            slow = f", {result['slow']} slow expression(s)" if result["slow"] else ""
            say(f"{status} [{kind}] {unit.name} ({result['files']} file(s), {result['seconds']} s, "
                f"{len(result['errors'])} error(s){slow})")
            if not passed:
                if result["timed_out"]:
                    say(f"    timed out after {args.timeout} s")
                for file, line, msg in distinct_messages(result["errors"], 3):
                    where = f"{Path(file).name}:{line}: " if file else ""
                    say(f"    {where}{msg}")
                if not result["errors"] and not result["timed_out"]:
                    say(f"    swiftc exited with {result['code']} and no error line")

    say()
    say("== Totals ==")
    for kind in ("file", "app", "library"):
        rs = [r for r in results.values() if r["kind"] == kind]
        if kind == "library" and not rs:
            continue
        n, ok = len(rs), sum(r["passed"] for r in rs)
        rate = f"{100.0 * ok / n:.1f}%" if n else "n/a"
        say(f"{kind} units: {ok}/{n} pass ({rate})")
    n, ok = len(results), sum(r["passed"] for r in results.values())
    say(f"all units: {ok}/{n} pass ({100.0 * ok / max(n, 1):.1f}%)")
    say(f"timeouts: {sum(r['timed_out'] for r in results.values())}")
    slow_units = [name for name, r in results.items() if r["slow"]]
    say(f"'expression took' warnings (over 200 ms): {sum(r['slow'] for r in results.values())} "
        f"in {len(slow_units)} unit(s){': ' + ' '.join(slow_units) if slow_units else ''}")

    first = collections.Counter()
    first_example = {}
    anywhere = collections.Counter()
    for name, r in results.items():
        if r["passed"] or not r["errors"]:
            continue
        key = normalise(r["errors"][0][2], r["errors"][0][3])
        first[key] += 1
        first_example.setdefault(key, name)
        for key in {normalise(e[2], e[3]) for e in r["errors"]}:
            anywhere[key] += 1
    failing = sum(1 for r in results.values() if not r["passed"])
    say()
    say(f"== Most frequent first errors ({failing} failing units) ==")
    say(f"{'units':>5}  error (example unit)")
    for key, count in first.most_common(args.top):
        say(f"{count:>5}  {key}  ({first_example[key]})")
    say()
    say("== Units affected by each error, anywhere in the unit ==")
    for key, count in anywhere.most_common(args.top):
        say(f"{count:>5}  {key}")

    out = ROOT / ".build" / f"compat-report-swift{args.swift_version}.txt"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(report) + "\n")
    (out.with_suffix(".json")).write_text(json.dumps(results, indent=1))
    print(f"\ncompat-check: report written to {out} (per-unit errors: {out.with_suffix('.json')})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
