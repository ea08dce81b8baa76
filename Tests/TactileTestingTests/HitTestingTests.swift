import Tactile
import TactileTesting
import Testing

/// Which view a touch lands on decides which gestures can respond (reference §6.6).
@MainActor
@Suite("Hit testing decides which gestures respond")
struct HitTestingTests {
    /// A tappable blue square behind a red one that may let touches through.
    struct Layers: View {
        let frontAllowsHits: Bool
        let log: Log
        var body: some View {
            ZStack {
                Color.blue.frame(width: 200, height: 200).onTapGesture { log("back") }
                Color.red.frame(width: 100, height: 100)
                    .onTapGesture { log("front") }
                    .allowsHitTesting(frontAllowsHits)
            }
        }
    }

    @Test("allowsHitTesting(false) lets the touch fall through to the view behind", arguments: [true, false])
    func allowsHitTesting(allows: Bool) {
        let log = Log()
        let sim = TouchSimulator(Layers(frontAllowsHits: allows, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == [allows ? "front" : "back"])
    }

    @Test("Color.clear does not catch touches, even with a gesture on it; a faint colour does")
    func clearDoesNotCatch() {
        let log = Log()
        struct Screen: View {
            let log: Log
            let overlayColor: Color
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 200, height: 200).onTapGesture { log("back") }
                    overlayColor.frame(width: 100, height: 100).onTapGesture { log("overlay") }
                }
            }
        }
        let clear = TouchSimulator(Screen(log: log, overlayColor: .clear))
        clear.tap(at: windowCenter)
        #expect(log.entries == ["back"])
        log.clear()
        let faint = TouchSimulator(Screen(log: log, overlayColor: Color.red.opacity(0.01)))
        faint.tap(at: windowCenter)
        #expect(log.entries == ["overlay"])
    }

    /// A stack with a gap (a spacer) between two texts, tappable as a whole.
    struct Gap: View {
        let shaped: Bool
        let log: Log
        var body: some View {
            let stack = VStack {
                Text("Top").accessibilityIdentifier("top")
                Spacer()
                Text("Bottom")
            }
            .frame(width: 200, height: 300)
            if shaped {
                stack.contentShape(Rectangle()).onTapGesture { log("stack") }
            } else {
                stack.onTapGesture { log("stack") }
            }
        }
    }

    @Test("A gesture on a container responds only where a leaf draws, unless the container has a contentShape",
          arguments: [false, true])
    func contentShape(shaped: Bool) {
        let log = Log()
        let sim = TouchSimulator(Gap(shaped: shaped, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == (shaped ? ["stack"] : []))
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: sim.center(of: "top"))
        #expect(log.entries == ["stack"])
    }

    @Test("Gesture modifiers change neither layout nor the rendered frame")
    func modifiersAreTransparent() {
        struct Plain: View {
            var body: some View { Color.red.frame(width: 80, height: 40).scaleEffect(2).accessibilityIdentifier("box") }
        }
        struct WithGestures: View {
            var body: some View {
                Color.red.frame(width: 80, height: 40)
                    .onTapGesture {}
                    .scaleEffect(2)
                    .simultaneousGesture(DragGesture())
                    .onLongPressGesture {}
                    .accessibilityIdentifier("box")
            }
        }
        let plain = TouchSimulator(Plain()), gestures = TouchSimulator(WithGestures())
        #expect(plain.frame(of: "box") == CGRect(x: 120, y: 360, width: 160, height: 80))
        #expect(gestures.frame(of: "box") == plain.frame(of: "box"))
        #expect(gestures.svg() == plain.svg())
    }

    @Test("A pointer stays bound to the gesture it hit when it leaves the view")
    func bindingHoldsOutsideTheView() {
        let log = Log()
        struct Box: View {
            let log: Log
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .gesture(DragGesture(coordinateSpace: .global)
                        .onChanged { log("changed \(Int($0.location.x)),\(Int($0.location.y))") }
                        .onEnded { log("ended \(Int($0.translation.width))") })
            }
        }
        let sim = TouchSimulator(Box(log: log))
        sim.drag(from: windowCenter, to: CGPoint(x: 390, y: 700), steps: 2)
        #expect(log.entries == ["changed 295,550", "changed 390,700", "ended 190"])
    }
}
