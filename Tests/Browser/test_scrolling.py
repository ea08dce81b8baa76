"""The scrolling scenes with real input in Chromium: a mouse dragging carousels inside a
vertical list, a flick through paging photos, and fingers and a touchpad on zoomable images inside a
scroll view."""
from playground import Scene
from test_touchpad import wheel_pinch


def drag(scene, start, end, steps=15):
    """A mouse drag at a person's pace, one move per 60 Hz frame (Playwright's own steps all arrive
    in the same millisecond, which no hand does, and make the release velocity meaningless)."""
    scene.mouse_down(*start)
    for i in range(1, steps + 1):
        f = i / steps
        scene.page.wait_for_timeout(16)
        scene.mouse_move(start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f)
    scene.mouse_up()


def settled(scene, ms=1500):
    """Lets a fling run out (the server plays it on its own clock), then waits for the last frame."""
    scene.page.wait_for_timeout(ms)
    scene.settle()


def test_carousel_sideways_drag_moves_only_its_shelf(page, base_url):
    scene = Scene(page, base_url, "carousel-list")
    rivers, mountains = scene.box("[data-id='Rivers-2']"), scene.box("[data-id='Mountains-2']")
    x, y = scene.centre("[data-id='Rivers-2']")
    drag(scene, (x, y), (x - 150, y + 4))
    settled(scene)
    after = scene.box("[data-id='Rivers-2']")
    assert after["x"] < rivers["x"] - 50, (rivers, after)
    assert abs(after["y"] - rivers["y"]) < 1
    assert scene.box("[data-id='Mountains-2']") == mountains
    assert "Tap a card" in scene.texts()


def test_carousel_vertical_drag_scrolls_the_page(page, base_url):
    scene = Scene(page, base_url, "carousel-list")
    before = scene.box("[data-id='Rivers-2']")
    x, y = scene.centre("[data-id='Rivers-2']")
    drag(scene, (x, y), (x + 3, y - 160))
    settled(scene)
    after = scene.box("[data-id='Rivers-2']")
    assert after["y"] < before["y"] - 50, (before, after)
    assert abs(after["x"] - before["x"]) < 1


def test_carousel_click_opens_a_card(page, base_url):
    scene = Scene(page, base_url, "carousel-list")
    scene.click(*scene.centre("[data-id='Rivers-2']"))
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Opened Rivers 2')")


def test_paging_flick_turns_one_page(page, base_url):
    scene = Scene(page, base_url, "paging-photos")
    x, y = scene.centre("[data-id='photo-0']")
    drag(scene, (x + 100, y), (x - 120, y), steps=6)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Lighthouse · 2 of 5')")
    settled(scene)
    assert abs(scene.box("[data-id='photo-1']")["x"]) < 1


def test_gallery_two_fingers_pinch_an_image_without_scrolling(page, base_url):
    scene = Scene(page, base_url, "zoomable-gallery")
    below = scene.box("[data-id='photo-1']")
    scene.two_fingers(scene.centre("[data-id='photo-0']"), 40, 80)
    settled(scene, 300)
    assert any(t.endswith("×") for t in scene.texts()), scene.texts()
    # The zoomed photo overflows its frame (clipped), so the one below tells whether the page moved.
    assert abs(scene.box("[data-id='photo-1']")["y"] - below["y"]) < 1


def test_gallery_touchpad_pinch_zooms(page, base_url):
    scene = Scene(page, base_url, "zoomable-gallery")
    wheel_pinch(scene, scene.centre("[data-id='photo-1']"), [-20, -20, -20])
    assert any(t.endswith("×") for t in scene.texts()), scene.texts()


def test_gallery_mouse_drag_scrolls(page, base_url):
    scene = Scene(page, base_url, "zoomable-gallery")
    before = scene.box("[data-id='photo-1']")
    x, y = scene.centre("[data-id='photo-1']")
    drag(scene, (x, y), (x, y - 150))
    settled(scene)
    assert scene.box("[data-id='photo-1']")["y"] < before["y"] - 50
    assert not any(t.endswith("×") for t in scene.texts())


def text_box(scene, text):
    return scene.page.evaluate("""(t) => {
      const stage = document.getElementById('stage');
      const el = [...stage.querySelectorAll('text')].find(e => e.textContent === t);
      if (!el) return null;
      const s = stage.getBoundingClientRect(), b = el.getBoundingClientRect();
      return {x: b.left - s.left, y: b.top - s.top}; }""", text)


def test_swipe_list_full_swipe_deletes(page, base_url):
    scene = Scene(page, base_url, "swipe-list")
    assert "20 messages · 0 archived · 0 flagged" in scene.texts()
    drag(scene, (380, 158), (40, 158), steps=12)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent.startsWith('19 messages'))")


def test_swipe_list_short_swipe_reveals_the_actions(page, base_url):
    scene = Scene(page, base_url, "swipe-list")
    drag(scene, (330, 98), (200, 98), steps=10)
    settled(scene, 600)
    texts = scene.texts()
    assert "Delete" in texts and "Archive" in texts, texts
    assert "20 messages · 0 archived · 0 flagged" in texts


def test_swipe_list_vertical_drag_scrolls_and_reveals_nothing(page, base_url):
    scene = Scene(page, base_url, "swipe-list")
    # The plain list pins its section headers: "Today" stays at the top while its five rows scroll
    # under it (or goes, pushed off by "Earlier"); "Earlier" comes up with the rows, then pins.
    before = text_box(scene, "Earlier")
    drag(scene, (200, 600), (204, 400), steps=12)
    settled(scene)
    after = text_box(scene, "Earlier")
    assert after is not None and after["y"] < before["y"] - 50, (before, after)
    assert "Archive" not in scene.texts()


def test_aligned_shelf_hard_flick_moves_one_card(page, base_url):
    scene = Scene(page, base_url, "snapping-shelves")
    first = scene.box("[data-id='aligned-card-0']")
    x, y = scene.centre("[data-id='aligned-card-1']")
    drag(scene, (x + 60, y), (x - 200, y), steps=5)
    scene.wait_for("[...document.querySelectorAll('#stage text')].some(t => t.textContent === 'Card 2 of 10')")
    settled(scene)
    # However hard the flick, `.always` stops it one card on, that card's edge at the shelf's.
    assert abs(scene.box("[data-id='aligned-card-1']")["x"] - first["x"]) < 1
    assert "Card 2 of 10" in scene.texts()


def test_grid_shelf_rests_on_its_own_grid(page, base_url):
    scene = Scene(page, base_url, "snapping-shelves")
    first = scene.box("[data-id='grid-tile-0']")
    x, y = scene.centre("[data-id='grid-tile-2']")
    drag(scene, (x + 40, y), (x - 160, y), steps=8)
    settled(scene)
    offset = first["x"] - scene.box("[data-id='grid-tile-0']")["x"]
    # The custom behaviour's 100 pt grid, not a tile's 70 pt edge.
    assert offset > 50 and abs(offset - round(offset / 100) * 100) < 1, offset
    # The caption follows the scroll geometry once the content rests.
    caption = f"Offset {round(offset / 100) * 100} pt"
    scene.wait_for(f"[...document.querySelectorAll('#stage text')].some(t => t.textContent === '{caption}')")
