import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `@GestureState` in views: per-identity storage, resets, removal, transactions (Docs/Semantics.md,
/// "GestureState").
@MainActor
@Suite("GestureState in views")
struct GestureStateTests {
    /// A square that shows whether it is pressed, and a button that re-evaluates the body.
    struct PressAndCount: View {
        @GestureState private var isPressed = false
        @State private var count = 0
        var body: some View {
            VStack(spacing: 20) {
                Text(isPressed ? "pressed" : "idle")
                Color.green.frame(width: 100, height: 100)
                    .gesture(
                        LongPressGesture(minimumDuration: 5).updating($isPressed) { value, state, _ in
                            state = value
                        }
                    )
                    .accessibilityIdentifier("square")
                Button("Count \(count)") { count += 1 }.accessibilityIdentifier("button")
            }
        }
    }

    @Test("The value persists across body re-evaluation and resets when the gesture ends")
    func persistsAcrossBodies() {
        let sim = TouchSimulator(PressAndCount())
        #expect(sim.texts() == ["idle", "Count 0"])
        sim.down(0, at: sim.center(of: "square"))
        #expect(sim.texts() == ["pressed", "Count 0"])
        // A second finger taps the button: the body runs again; the press is still on.
        sim.tap(at: sim.center(of: "button"))
        #expect(sim.texts() == ["pressed", "Count 1"])
        sim.advance(by: 0.5)
        sim.up(0)
        #expect(sim.texts() == ["idle", "Count 1"])
    }

    /// A draggable square that a second control can remove while it is being dragged; the parent
    /// owns the gesture state so that its reset is visible after the square is gone.
    struct Removable: View {
        enum Trigger: Sendable { case tap, longPress }
        let trigger: Trigger
        let log: Log
        @GestureState private var translation: CGFloat = 0
        @State private var showsSquare = true

        var body: some View {
            VStack(spacing: 20) {
                Text("offset \(Int(translation))")
                if showsSquare {
                    Color.green.frame(width: 100, height: 100)
                        .gesture(
                            DragGesture()
                                .updating($translation) { value, state, _ in state = value.translation.width }
                                .onChanged { _ in log("changed") }
                                .onEnded { _ in log("ended") }
                                .onFailed { log("failed \($0.rawValue)") }
                        )
                        .accessibilityIdentifier("square")
                }
                switch trigger {
                case .tap:
                    Button("Hide") { showsSquare = false }.accessibilityIdentifier("hide")
                case .longPress:
                    Text("Hold to hide")
                        .onLongPressGesture(minimumDuration: 0.4) { showsSquare = false }
                        .accessibilityIdentifier("hide")
                }
            }
        }
    }

    @Test(
        "A view removed mid-gesture fails with .removed, resets its state and gets no more callbacks",
        arguments: [Removable.Trigger.tap, .longPress])
    func removedMidGesture(trigger: Removable.Trigger) {
        let log = Log()
        let sim = TouchSimulator(Removable(trigger: trigger, log: log))
        let start = sim.center(of: "square")
        let hide = sim.center(of: "hide")
        sim.down(0, at: start)
        sim.move(0, to: CGPoint(x: start.x + 30, y: start.y))
        #expect(sim.texts().first == "offset 30")
        #expect(log.entries == ["changed"])

        switch trigger {
        case .tap: sim.tap(at: hide)
        case .longPress:
            sim.down(1, at: hide)
            sim.advance(by: 0.5)  // the press succeeds at 0.4 s, on a deadline, with no event
        }
        #expect(sim.frame(of: "square") == nil)
        #expect(sim.texts().first == "offset 0")
        #expect(log.entries == ["changed", "failed removed"])

        sim.move(0, to: CGPoint(x: start.x + 80, y: start.y))
        sim.up(0)
        if trigger == .longPress { sim.up(1) }
        #expect(log.entries == ["changed", "failed removed"])
        #expect(sim.texts().first == "offset 0")
    }

    /// A square that follows a drag through `updating`, animating each step and the reset.
    struct Follower: View {
        @GestureState(resetTransaction: Transaction(animation: .spring())) private var offset = CGSize.zero
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .offset(offset)
                .gesture(
                    DragGesture().updating($offset) { value, state, transaction in
                        state = value.translation
                        transaction.animation = .linear(duration: 0.1)
                    }
                )
                .accessibilityIdentifier("square")
        }
    }

    @Test("The transaction of updating, and the reset transaction, reach the display list")
    func transactionsAnimate() throws {
        let sim = TouchSimulator(Follower())
        func squareAnimation() -> Animation? {
            sim.displayList.items(inAccessibilityIdentifier: "square").first?.animations[.geometry]
        }
        sim.down(0, at: windowCenter)
        sim.advance(by: 0.05)
        sim.move(0, to: CGPoint(x: 240, y: 400))
        #expect(sim.frame(of: "square")?.minX == 190)
        #expect(squareAnimation() == .linear(duration: 0.1))
        sim.advance(by: 0.05)
        sim.up(0)
        #expect(sim.frame(of: "square")?.minX == 150)
        #expect(squareAnimation() == .spring())
    }

    /// A reset closure sees the value before the reset and may animate it.
    struct ResetClosure: View {
        let log: Log
        @GestureState(reset: { value, transaction in transaction.animation = .easeOut }) private var pressed: Bool? =
            nil
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .opacity(pressed == true ? 0.5 : 1)
                .gesture(LongPressGesture().updating($pressed) { value, state, _ in state = value })
                .accessibilityIdentifier("square")
        }
    }

    @Test("GestureState(reset:) animates the reset with the closure's transaction")
    func resetClosure() {
        let sim = TouchSimulator(ResetClosure(log: Log()))
        sim.down(0, at: windowCenter)
        #expect(sim.displayList.items(inAccessibilityIdentifier: "square").first?.opacity == 0.5)
        sim.advance(by: 0.1)
        sim.up(0)
        let item = sim.displayList.items(inAccessibilityIdentifier: "square").first
        #expect(item?.opacity == 1)
        #expect(item?.animations[.opacity] == .easeOut)
    }
}
