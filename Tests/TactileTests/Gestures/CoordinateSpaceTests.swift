import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Where a gesture reports locations: `.local` is the space at the point of the modifier chain where
/// the gesture is attached, `.global` the window, `.named` an ancestor's (reference §7).
@MainActor
@Suite("Coordinate spaces of gesture values")
struct CoordinateSpaceTests {
    /// The effects of the §7 table, each applied inside or outside the gesture.
    enum Effect: String, Sendable, CaseIterable {
        case none, offset, scale, rotation
    }

    /// A 100 × 100 square, centred in the window, with a spatial tap and a drag reporting in
    /// `space`, and `effect` applied after (`inside`: the gesture is inside the effect) or before
    /// the gestures.
    struct Square: View {
        let effect: Effect
        let inside: Bool
        let space: CoordinateSpace
        let log: Log

        var body: some View {
            ZStack {
                square
            }
            .frame(width: 300, height: 300)
            .coordinateSpace(name: "board")
        }

        @ViewBuilder var square: some View {
            if inside {
                apply(gestures(Color.green.frame(width: 100, height: 100)))
            } else {
                gestures(apply(Color.green.frame(width: 100, height: 100)))
            }
        }

        func gestures(_ view: some View) -> some View {
            view
                .onTapGesture(coordinateSpace: space) { log("tap \(Self.format($0))") }
                .simultaneousGesture(
                    DragGesture(coordinateSpace: space).onEnded { value in
                        log("drag \(Self.format(CGPoint(x: value.translation.width, y: value.translation.height)))")
                    })
        }

        @ViewBuilder func apply(_ view: some View) -> some View {
            switch effect {
            case .none: view
            case .offset: view.offset(x: 50, y: 0)
            case .scale: view.scaleEffect(2)
            case .rotation: view.rotationEffect(.degrees(90))
            }
        }

        static func format(_ point: CGPoint) -> String {
            "\(Int(point.x.rounded())),\(Int(point.y.rounded()))"
        }
    }

    /// Tap 30 pt right of the drawn square's centre (the window's centre moved by the offset),
    /// then drag 60 pt to the right from there (farther than a tap may move).
    static func interact(_ sim: TouchSimulator, effect: Effect) {
        let center = CGPoint(x: windowCenter.x + (effect == .offset ? 50 : 0), y: windowCenter.y)
        let point = CGPoint(x: center.x + 30, y: center.y)
        sim.tap(at: point)
        sim.advance(by: 1)
        sim.drag(from: point, to: CGPoint(x: point.x + 60, y: point.y), steps: 4)
    }

    @Test(
        ".local is the space where the gesture is attached: effects outside it move the axes, effects inside it do not",
        arguments: [
            // Gesture inside the effect: values in the content's own units and axes.
            (Effect.none, true, "tap 80,50", "drag 60,0"),
            (.offset, true, "tap 80,50", "drag 60,0"),
            (.scale, true, "tap 65,50", "drag 30,0"),
            (.rotation, true, "tap 50,20", "drag 0,-60"),
            // Gesture outside the effect: the layout frame's space, in the parent's units.
            (.offset, false, "tap 130,50", "drag 60,0"),
            (.scale, false, "tap 80,50", "drag 60,0"),
            (.rotation, false, "tap 80,50", "drag 60,0"),
        ])
    func local(effect: Effect, inside: Bool, tap: String, drag: String) {
        let log = Log()
        let sim = TouchSimulator(Square(effect: effect, inside: inside, space: .local, log: log))
        Self.interact(sim, effect: effect)
        #expect(log.entries == [tap, drag])
    }

    @Test(".global is the window and .named is the ancestor's space, whatever the effects", arguments: Effect.allCases)
    func globalAndNamed(effect: Effect) {
        for inside in [true, false] {
            let dx = effect == .offset ? 50 : 0
            let global = Log()
            Self.interact(
                TouchSimulator(Square(effect: effect, inside: inside, space: .global, log: global)), effect: effect)
            #expect(global.entries == ["tap \(230 + dx),400", "drag 60,0"])
            let named = Log()
            Self.interact(
                TouchSimulator(Square(effect: effect, inside: inside, space: .named("board"), log: named)),
                effect: effect)
            #expect(named.entries == ["tap \(180 + dx),150", "drag 60,0"])
        }
    }

    @Test("The spatial onTapGesture takes both coordinate-space spellings")
    func spellings() {
        let log = Log()
        struct Both: View {
            let log: Log
            var body: some View {
                HStack(spacing: 0) {
                    Color.green.frame(width: 100, height: 100)
                        .onTapGesture(coordinateSpace: .global) { log("protocol \(Int($0.x))") }
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture(count: 1, coordinateSpace: CoordinateSpace.local) { log("enum \(Int($0.x))") }
                }
            }
        }
        let sim = TouchSimulator(Both(log: log))
        sim.tap(at: CGPoint(x: 170, y: 400))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 230, y: 400))
        #expect(log.entries == ["protocol 170", "enum 30"])
    }
}
