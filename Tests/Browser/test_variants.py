"""The variants grid: live copies of a scene side by side, each its own session in other
environment values or another window (Docs/Playground.md, "Variants"), and a variant the server
does not know, told on the page while the server keeps serving. Screenshots of the grids go to
.build/browser-artifacts/.
"""
import json
import re

from playground import Scene

STAGE_READY = "window.tactile && window.tactile.status === 'open' && window.tactile.frames >= 1"
TEXTS = "[...document.querySelectorAll('#stage text')].map(t => t.textContent)"


def variant_frames(page, count):
    """The grid's embedded pages once every one shows its first frame, by variant token."""
    page.wait_for_function(f"document.querySelectorAll('.variant-cell iframe').length === {count}")
    frames = {}
    for cell in page.query_selector_all(".variant-cell"):
        frame = cell.query_selector("iframe").content_frame()
        frame.wait_for_function(STAGE_READY, timeout=20_000)
        frames[cell.get_attribute("data-variant")] = frame
    return frames


def test_appearance_and_direction_variants_are_live_and_separate(page, base_url, artifacts):
    page.goto(f"{base_url}/?scene=tap-counter&grid=appearance,direction")
    page.wait_for_function("window.tactile && window.tactile.status === 'variants'")
    frames = variant_frames(page, 4)
    assert list(frames) == ["light", "dark", "ltr", "rtl"]
    for token, frame in frames.items():
        assert frame.evaluate("window.tactile.variant") == token
        assert frame.evaluate("document.body.classList.contains('embed')")
    # A tap on the dark variant's plus counts there and nowhere else: each is its own session.
    dark = frames["dark"]
    box = dark.evaluate("""() => {
      const stage = document.getElementById('stage');
      const plus = [...stage.querySelectorAll('[data-image]')].find(g => g.dataset.image === 'symbol:plus.circle');
      const s = stage.getBoundingClientRect(), b = plus.getBoundingClientRect();
      return {x: b.left - s.left + b.width / 2, y: b.top - s.top + b.height / 2};
    }""")
    dark.locator("#stage").click(position=box)
    dark.wait_for_function(f"{TEXTS}.includes('1')")
    assert "1" not in frames["light"].evaluate(TEXTS)
    page.screenshot(path=str(artifacts / "variants-appearance-direction.png"), full_page=True)


def test_device_variants_take_their_windows(page, base_url, artifacts):
    page.goto(f"{base_url}/?scene=draggable-circle&grid=devices")
    frames = variant_frames(page, 4)
    sizes = {token: (frame.evaluate("document.getElementById('stage').viewBox.baseVal.width"),
                     frame.evaluate("document.getElementById('stage').viewBox.baseVal.height"))
             for token, frame in frames.items()}
    # The draggable circle's own window is 400 × 800: turned, it is 800 × 400.
    assert sizes == {"small-phone": (375, 667), "large-phone": (430, 932), "tablet": (820, 1180),
                     "landscape": (800, 400)}, sizes
    # Each cell takes its window's shape, at most 360 pixels wide.
    page.wait_for_function("[...document.querySelectorAll('.variant-cell iframe')]"
                           ".every(f => Number(f.width) <= 360 && Number(f.height) !== 360)")
    shapes = page.eval_on_selector_all(".variant-cell iframe", "fs => fs.map(f => [Number(f.width), Number(f.height)])")
    assert shapes[3][0] > shapes[3][1] and shapes[0][1] > shapes[0][0], shapes
    page.screenshot(path=str(artifacts / "variants-devices.png"), full_page=True)


def test_dynamic_type_variants_from_extra_small_to_the_largest(page, base_url, artifacts):
    page.goto(f"{base_url}/?scene=tap-counter&grid=type")
    frames = variant_frames(page, 12)
    assert list(frames)[0] == "type-xSmall" and list(frames)[-1] == "type-accessibility5"
    page.screenshot(path=str(artifacts / "variants-dynamic-type.png"), full_page=True)


def test_an_unknown_variant_is_told_on_the_page_and_the_server_goes_on(page, base_url):
    page.goto(f"{base_url}/?scene=tap-counter&variant=purple")
    page.wait_for_function("window.tactile && window.tactile.status === 'error'")
    message = page.text_content("#scene-error")
    assert message.startswith('unknown variant "purple"; known: light, dark'), message
    assert page.is_visible("#scene-error")
    Scene(page, base_url, "tap-counter")
    assert json.loads(page.evaluate("JSON.stringify(window.tactile.errors)")) == []


def test_a_variants_downloaded_test_sets_its_environment(page, base_url, artifacts):
    # Scene takes an id as it goes in the URL: the variant rides along.
    scene = Scene(page, base_url, "tap-counter&variant=dark,rtl,type-accessibility2,small-phone")
    assert (scene.width, scene.height) == (375, 667)
    plus = scene.centre(logo="symbol:plus.circle")
    scene.click(*plus)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === '1')")
    with page.expect_download() as info:
        page.click("#download-test")
    download = info.value
    target = artifacts / ("variant-" + download.suggested_filename)
    download.save_as(str(target))
    # The settings may be on the line after `WindowEnvironment(`, as the formatter breaks a long one.
    source = re.sub(r"\(\n\s+", "(", target.read_text())
    assert ("let environment = WindowEnvironment(colorScheme: .dark, dynamicTypeSize: .accessibility2, "
            "layoutDirection: .rightToLeft)") in source, source[:1500]
    assert ("TouchSimulator(example.makeView(), size: CGSize(width: 375, height: 667), "
            "environment: environment)") in source, source[:1500]
    assert '"1",' in source
