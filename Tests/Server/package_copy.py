"""A copy of Examples/GestureGallery that the package-preview tests may edit, shared by every run.

The copy lives in .build/package-previews/GestureGallery (or $TACTILE_PREVIEW_COPY). Its sources
and manifest are copied afresh each time, its `.build` (with the preview host's build, which
compiles Tactile, swift-syntax and Hummingbird from scratch: several minutes) is kept, so only the
first run pays for it. Its dependency on Tactile (`path: "../.."` in the example) is rewritten to
this checkout's absolute path, as the copy is elsewhere.

`python3 Tests/Server/package_copy.py` prepares the copy and prints its path (scripts/test-all.sh
does so, then builds the preview host once with `tactile-playground --package COPY --build-only`).
"""
import os
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples" / "GestureGallery"
COPY = pathlib.Path(os.environ.get("TACTILE_PREVIEW_COPY", ROOT / ".build" / "package-previews" / "GestureGallery"))


def prepare_copy():
    """Copies the example's sources and manifest over the copy's (keeping its .build); returns its path."""
    COPY.mkdir(parents=True, exist_ok=True)
    for entry in COPY.iterdir():
        if entry.name != ".build":
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    for entry in EXAMPLE.iterdir():
        if entry.name.startswith("."):
            continue
        if entry.is_dir():
            shutil.copytree(entry, COPY / entry.name)
        else:
            shutil.copy2(entry, COPY / entry.name)
    manifest = COPY / "Package.swift"
    text = manifest.read_text()
    assert 'path: "../.."' in text, "Examples/GestureGallery no longer depends on the checkout by path"
    manifest.write_text(text.replace('path: "../.."', f'path: "{ROOT}"'))
    return COPY


if __name__ == "__main__":
    print(prepare_copy())
