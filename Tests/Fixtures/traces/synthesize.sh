#!/usr/bin/env bash
# Writes the golden input traces, one folder per seed scene, with `tactile synth`.
# Traces are inputs: rewrite them only to change what is tested. Their expected outcomes
# (*.outcome.json) are re-recorded by the golden test: TACTILE_RECORD=1 swift test --filter Golden
# Not written here: the mouse flicks released in place (*/mouse-flick-*in-place.trace.json) are
# browser streams recorded in Chromium (ScrollReleaseInPlaceTests.recordedFlicks: uneven timing, the
# button released where the last move was 12-14 ms later), which `tactile synth` cannot make; each
# file's `source` says which stream it is. They are checked in as they are; this script leaves them.
set -euo pipefail
cd "$(dirname "$0")"
TACTILE="${TACTILE:-../../../.build/debug/tactile}"

synth() { # synth SCENE NAME KIND ARGS...
    local scene=$1 name=$2 kind=$3; shift 3
    mkdir -p "$scene"
    "$TACTILE" synth "$kind" --scene "$scene" "$@" -o "$scene/$name.trace.json"
}

synth draggable-circle   press-then-drag  drag --from 200,400 --to 300,520 --wait 0.6 --velocity 400 --hold 0.1 --rate 60
synth draggable-circle   drag-too-soon    drag --from 200,400 --to 300,400 --velocity 500 --rate 60
synth tap-shape          tap              tap --at 200,400
synth tap-shape          tap-outside      tap --at 20,20
synth long-press-counter long-press       long-press --at 200,400 --duration 1.2
synth long-press-counter short-press      long-press --at 200,400 --duration 0.4
synth long-press-counter-v2 long-press    long-press --at 200,415 --duration 1.2 --noise 0.4 --rate 60
synth long-press-counter-v2 tap           tap --at 200,415
synth long-press-counter-v3 long-press    long-press --at 200,415 --duration 1.2
synth long-press-counter-v3 slide-off     drag --from 200,415 --to 240,415 --velocity 100 --rate 60
synth kuchi-learn        swipe-left       drag --from 200,400 --to 20,400 --velocity 900 --rate 120 --noise 0.3
synth kuchi-learn        long-press       long-press --at 200,400 --duration 0.8
synth kuchi-card-v1      tap              tap --at 200,400
synth kuchi-card-v2      swipe-right      drag --from 200,400 --to 380,400 --velocity 800 --rate 120
synth kuchi-card-v2      small-drag       drag --from 200,400 --to 230,400 --velocity 200 --rate 60 --hold 0.2
synth kuchi-card-v3      tap              tap --at 200,400
synth kuchi-card-v3      long-press       long-press --at 200,400 --duration 0.8
synth kuchi-card         tap              tap --at 200,400
synth kuchi-card         long-press       long-press --at 200,400 --duration 0.8
synth kuchi-card         swipe-left       drag --from 200,400 --to 20,400 --velocity 900 --rate 240 --jitter 0.3
synth tap-counter        tap-plus         tap --at 270,554
synth tap-counter        tap-minus        tap --at 130,554 --kind mouse
synth tap-counter-v2     tap-plus         tap --at 270,554 --kind pen
synth tap-counter-single-double double-tap-plus double-tap --at 270,554
synth tap-counter-double-single double-tap-plus double-tap --at 270,554
synth tap-counter-double-single tap-plus  tap --at 270,554
synth long-press-blur    long-press       long-press --at 200,369 --duration 0.8
synth drag-offset        drag-60hz        drag --from 200,400 --to 300,480 --velocity 500 --rate 60 --noise 0.5 --jitter 0.2 --seed 7
synth drag-offset-state  drag-240hz       drag --from 200,400 --to 120,300 --velocity 700 --rate 240 --noise 0.3 --seed 3
synth magnification      pinch-out        pinch --center 200,369 --distance 80 --scale 2 --duration 0.4
synth rotation           rotate-90        rotate --center 200,369 --distance 120 --degrees 90 --duration 0.5
synth sequence           press-then-drag  drag --from 200,400 --to 260,460 --wait 0.7 --velocity 300 --rate 60
synth simultaneous       rotate           rotate --center 200,369 --distance 120 --degrees 60 --duration 0.4
synth simultaneous       pinch-in         pinch --center 200,369 --distance 160 --scale 0.5 --duration 0.4 --angle 30
synth exclusive          rotate           rotate --center 200,369 --distance 120 --degrees 45 --duration 0.4
synth exclusive          pinch-out        pinch --center 200,369 --distance 80 --scale 1.8 --duration 0.4
synth drag-values        drag-120hz       drag --from 150,250 --to 300,350 --velocity 600 --rate 120 --noise 0.4 --jitter 0.25 --seed 11
# The component examples.
synth zoomable-image     pinch-out        pinch --center 110,323 --distance 60 --scale 2 --duration 0.4
synth zoomable-image     double-tap       double-tap --at 100,300
synth swipe-to-reveal    swipe-open       drag --from 300,313 --to 200,313 --velocity 600 --rate 60 --noise 0.3
synth swipe-to-reveal    short-drag       drag --from 300,313 --to 260,313 --velocity 200 --rate 60 --hold 0.2
synth range-slider       drag-lower       drag --from 118.4,433 --to 200,433 --velocity 300 --rate 60 --hold 0.1
synth range-slider       upper-past-lower drag --from 281.6,433 --to 40,433 --velocity 500 --rate 120
synth bottom-sheet       drag-to-medium   drag --from 200,694 --to 200,440 --velocity 400 --rate 60 --hold 0.2
synth bottom-sheet       flick-to-large   drag --from 200,694 --to 200,540 --velocity 1500 --rate 120
synth card-stack         fling-right      drag --from 200,360 --to 330,380 --velocity 1200 --rate 120 --jitter 0.2
synth card-stack         short-drag       drag --from 200,360 --to 250,360 --velocity 200 --rate 60 --hold 0.2
synth stage              tap-like         tap --at 200,558
synth carousel-list      swipe-shelf      drag --from 230,244 --to 60,250 --velocity 500 --rate 60
synth carousel-list      scroll-page      drag --from 230,244 --to 236,60 --velocity 500 --rate 60
synth paging-photos      flick-page       drag --from 300,240 --to 90,244 --velocity 1400 --rate 120
# The scroll target behaviours' scene: a hard flick moves the aligned shelf one card; a slow drag
# leaves the grid shelf on its 100 pt grid.
synth snapping-shelves   flick-card       drag --from 300,134 --to 60,136 --velocity 1400 --rate 120
synth snapping-shelves   grid-drag        drag --from 300,418 --to 170,418 --velocity 300 --rate 60 --hold 0.2
synth zoomable-gallery   pinch-photo      pinch --center 200,136 --distance 80 --scale 2 --duration 0.4
synth zoomable-gallery   scroll-gallery   drag --from 200,420 --to 204,220 --velocity 500 --rate 60
# The mail list: a full swipe deletes the second message, a shorter one opens the first, a
# vertical flick on the rows scrolls.
synth swipe-list         full-swipe       drag --from 380,158 --to 40,158 --velocity 900 --rate 60
synth swipe-list         reveal           drag --from 330,98 --to 200,98 --velocity 300 --rate 60 --hold 0.2
synth swipe-list         scroll-flick     drag --from 200,600 --to 200,300 --velocity 1200 --rate 60
