"""The stage looks like the real thing: the `stage` scene's symbols are drawn (no
placeholder boxes), its picture is a picture, its Japanese, Chinese, Korean, Cyrillic, Greek and emoji
text has glyphs, and a screenshot matches the committed reference within a tolerance.

The reference is Tests/Browser/reference/stage.png, taken on this project's Debian machine with the
fonts scripts/test-all.sh installs. After a deliberate change to the stage, take it again with
`TACTILE_UPDATE_REFERENCES=1 pytest Tests/Browser/test_stage.py` and look at it before committing.
"""
import os
import pathlib
import subprocess

from PIL import Image, ImageChops, ImageStat

from playground import Scene

REFERENCE = pathlib.Path(__file__).resolve().parent / "reference" / "stage.png"
# Per channel, on 0-255: the mean difference allowed over the whole stage, how far a pixel may differ
# before it counts as changed, and the share of changed pixels allowed (0.1%: 320 pixels). The same
# chromium and fonts draw the same pixels; the margin is for anti-aliasing noise. Checked: the
# Japanese, Chinese and Korean line blanked out changes 0.41% of the pixels, a one-pixel shift 1.6%.
MEAN_TOLERANCE = 1.0
PIXEL_TOLERANCE = 64
CHANGED_PIXELS_ALLOWED = 0.001


def test_the_fonts_for_every_script_are_installed():
    for lang, what in [("ja", "Japanese"), ("zh-cn", "Chinese"), ("ko", "Korean"), ("ru", "Cyrillic")]:
        out = subprocess.run(["fc-list", f":lang={lang}", "family"], capture_output=True, text=True).stdout
        assert out.strip(), f"no font for {what}: install Debian's fonts-noto-cjk (scripts/test-all.sh does)"
    # By name: Debian's DejaVu Sans covers a few emoticons in monochrome, which a check by character
    # (:charset=1f600) took for an emoji font while the stage drew its emoji as empty boxes.
    out = subprocess.run(["fc-list", "Noto Color Emoji", "family"], capture_output=True, text=True).stdout
    assert out.strip(), "no emoji font: install Debian's fonts-noto-color-emoji (scripts/test-all.sh does)"


def test_symbols_are_drawn_not_placeholders(page, base_url):
    scene = Scene(page, base_url, "stage")
    symbols = page.eval_on_selector_all(
        "#stage [data-image^='symbol:']",
        "els => els.map(g => ({name: g.dataset.image, paths: g.querySelectorAll('path').length,"
        " texts: g.querySelectorAll('text').length}))")
    assert len(symbols) >= 14, symbols
    for s in symbols:
        assert s["paths"] > 0 and s["texts"] == 0, s
    logo = scene.box("[data-image='swiftui-logo']")
    assert logo and round(logo["width"]) == 84, logo
    assert page.eval_on_selector_all("#stage [data-image='swiftui-logo'] text", "els => els.length") == 0


def test_tapping_the_heart_likes(page, base_url):
    scene = Scene(page, base_url, "stage")
    assert "Likes: 0" in scene.texts()
    scene.click(*scene.centre("[data-image='symbol:heart']"))
    scene.settle()
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Likes: 1')")
    assert scene.box("[data-image='symbol:heart.fill']") is not None


def test_the_stage_matches_the_reference_screenshot(page, base_url, artifacts):
    Scene(page, base_url, "stage")
    page.wait_for_timeout(300)
    shot = artifacts / "stage.png"
    page.locator("#stage").screenshot(path=str(shot))
    if os.environ.get("TACTILE_UPDATE_REFERENCES") == "1":
        REFERENCE.parent.mkdir(parents=True, exist_ok=True)
        REFERENCE.write_bytes(shot.read_bytes())
    expected = Image.open(REFERENCE).convert("RGB")
    actual = Image.open(shot).convert("RGB")
    assert actual.size == expected.size, (actual.size, expected.size)
    diff = ImageChops.difference(actual, expected)
    mean = max(ImageStat.Stat(diff).mean)
    red, green, blue = diff.split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    changed = ImageStat.Stat(largest.point(lambda v: 255 if v > PIXEL_TOLERANCE else 0)).mean[0] / 255
    diff.save(artifacts / "stage-diff.png")
    assert mean <= MEAN_TOLERANCE and changed <= CHANGED_PIXELS_ALLOWED, (
        f"the stage differs from {REFERENCE.name}: mean {mean:.2f} per channel, {changed:.2%} of pixels "
        f"changed (see {artifacts}/stage.png and stage-diff.png)")
