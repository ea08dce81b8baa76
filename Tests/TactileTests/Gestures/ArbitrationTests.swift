import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Which gesture wins when a parent and a child both have one, and when one view has two
/// (reference §5–6).
@MainActor
@Suite("Arbitration between gesture modifiers")
struct ArbitrationTests {
    /// A blue square with a tap, inside a padded frame whose stack has a tap of its own.
    struct ParentAndChild: View {
        enum Flavour: Sendable { case normal, high, simultaneous }
        let flavour: Flavour
        let log: Log
        var body: some View {
            let parentTap = TapGesture().onEnded { log("parent") }
            let stack = VStack {
                Color.blue.frame(width: 100, height: 100)
                    .onTapGesture { log("child") }
                    .accessibilityIdentifier("child")
            }
            .padding(40)
            .contentShape(Rectangle())
            .accessibilityIdentifier("parent")
            switch flavour {
            case .normal: stack.gesture(parentTap)
            case .high: stack.highPriorityGesture(parentTap)
            case .simultaneous: stack.simultaneousGesture(parentTap)
            }
        }
    }

    @Test("By default the child's gesture wins over its parent's .gesture; the parent's runs where only it is hit")
    func childWinsByDefault() {
        let log = Log()
        let sim = TouchSimulator(ParentAndChild(flavour: .normal, log: log))
        sim.tap(at: sim.center(of: "child"))
        #expect(log.entries == ["child"])
        log.clear()
        sim.advance(by: 1)
        let parent = sim.frame(of: "parent")!
        sim.tap(at: CGPoint(x: parent.minX + 10, y: parent.minY + 10))
        #expect(log.entries == ["parent"])
    }

    @Test("A parent's .highPriorityGesture wins over the child's gesture")
    func highPriorityParentWins() {
        let log = Log()
        let sim = TouchSimulator(ParentAndChild(flavour: .high, log: log))
        sim.tap(at: sim.center(of: "child"))
        #expect(log.entries == ["parent"])
    }

    @Test("A parent's .simultaneousGesture runs together with the child's")
    func simultaneousBoth() {
        let log = Log()
        let sim = TouchSimulator(ParentAndChild(flavour: .simultaneous, log: log))
        sim.tap(at: sim.center(of: "child"))
        #expect(log.entries.sorted() == ["child", "parent"])
    }

    /// Apple's `gesture(_:including:)` example, in Tactile's words: a heart image with its own tap
    /// above a rectangle, in a stack with a tap.
    struct HeartAndRectangle: View {
        let log: Log
        var body: some View {
            VStack(spacing: 25) {
                Image(systemName: "heart.fill")
                    .resizable()
                    .frame(width: 75, height: 75)
                    .padding()
                    .foregroundColor(.red)
                    .onTapGesture { log("image") }
                    .accessibilityIdentifier("heart")
                Rectangle()
                    .fill(Color.blue)
                    .accessibilityIdentifier("rectangle")
            }
            .gesture(TapGesture().onEnded { log("stack") })
            .frame(width: 200, height: 200)
        }
    }

    @Test("Apple's example: tapping the heart runs the image's tap, tapping the rectangle runs the stack's")
    func appleHeartExample() {
        let log = Log()
        let sim = TouchSimulator(HeartAndRectangle(log: log))
        sim.tap(at: sim.center(of: "heart"))
        #expect(log.entries == ["image"])
        sim.advance(by: 1)
        sim.tap(at: sim.center(of: "rectangle"))
        #expect(log.entries == ["image", "stack"])
    }

    /// One view with a double tap and a single tap, in the given order.
    struct TwoTaps: View {
        let doubleFirst: Bool
        let log: Log
        var body: some View {
            let square = Color.orange.frame(width: 100, height: 100)
            if doubleFirst {
                square.onTapGesture(count: 2) { log("double") }.onTapGesture { log("single") }
            } else {
                square.onTapGesture { log("single") }.onTapGesture(count: 2) { log("double") }
            }
        }
    }

    @Test(
        "Double tap declared first: a single tap runs only after the 0.35 s window; a double tap runs only the double")
    func doubleThenSingle() {
        let log = Log()
        let sim = TouchSimulator(TwoTaps(doubleFirst: true, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries.isEmpty)
        sim.advance(by: 0.34)
        #expect(log.entries.isEmpty, "the double tap may still succeed")
        sim.advance(by: 0.02)
        #expect(log.entries == ["single"])

        log.clear()
        sim.advance(by: 1)
        sim.tap(at: windowCenter)
        sim.advance(by: 0.1)
        sim.tap(at: windowCenter)
        sim.advance(by: 1)
        #expect(log.entries == ["double"])
    }

    @Test("Single tap declared first: every tap runs the single tap, the double tap never completes")
    func singleThenDouble() {
        let log = Log()
        let sim = TouchSimulator(TwoTaps(doubleFirst: false, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == ["single"], "the single tap runs at the lift, without waiting")
        sim.advance(by: 0.1)
        sim.tap(at: windowCenter)
        sim.advance(by: 1)
        #expect(log.entries == ["single", "single"])
    }

    /// A child with a tap inside a parent whose tap is attached with `mask`.
    struct Masked: View {
        let mask: GestureMask
        let log: Log
        var body: some View {
            ZStack {
                Color.gray.frame(width: 300, height: 300)
                Color.green.frame(width: 100, height: 100).onTapGesture { log("child") }
            }
            .gesture(TapGesture().onEnded { log("parent") }, including: mask)
        }
    }

    @Test(
        "GestureMask decides which of the parent's and the subviews' gestures take part",
        arguments: [
            (GestureMask.all, ["child"], ["parent"]),
            (GestureMask.gesture, ["parent"], ["parent"]),
            (GestureMask.subviews, ["child"], []),
            (GestureMask.none, [], []),
        ])
    func masks(mask: GestureMask, onChild: [String], onParentOnly: [String]) {
        let log = Log()
        let sim = TouchSimulator(Masked(mask: mask, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == onChild)
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: windowCenter.x + 120, y: windowCenter.y + 120))
        #expect(log.entries == onParentOnly)
    }

    /// A child with a tap inside a parent whose tap is attached by `flavour`, switched by `enabled`.
    struct Switchable: View {
        let flavour: ParentAndChild.Flavour
        let enabled: Bool
        let log: Log
        var body: some View {
            let parentTap = TapGesture().onEnded { log("parent") }
            let stack = ZStack {
                Color.gray.frame(width: 300, height: 300)
                Color.green.frame(width: 100, height: 100).onTapGesture { log("child") }
            }
            switch flavour {
            case .normal: stack.gesture(parentTap, isEnabled: enabled)
            case .high: stack.highPriorityGesture(parentTap, isEnabled: enabled)
            case .simultaneous: stack.simultaneousGesture(parentTap, isEnabled: enabled)
            }
        }
    }

    @Test(
        "isEnabled: false turns the gesture off and keeps the subviews' gestures",
        arguments: [
            (ParentAndChild.Flavour.normal, true, ["child"]), (.normal, false, ["child"]),
            (.high, true, ["parent"]), (.high, false, ["child"]),
            (.simultaneous, true, ["child", "parent"]), (.simultaneous, false, ["child"]),
        ])
    func isEnabled(flavour: ParentAndChild.Flavour, enabled: Bool, expected: [String]) {
        let log = Log()
        let sim = TouchSimulator(Switchable(flavour: flavour, enabled: enabled, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries.sorted() == expected)
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: windowCenter.x + 120, y: windowCenter.y + 120))
        #expect(log.entries == (enabled ? ["parent"] : []))
    }

    @Test(".disabled(true) turns off the gestures of the whole subtree, but the subtree still blocks touches")
    func disabled() {
        let log = Log()
        struct Screen: View {
            let log: Log
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 300, height: 300).onTapGesture { log("behind") }
                    VStack {
                        Color.green.frame(width: 100, height: 100).onTapGesture { log("child") }
                    }
                    .onTapGesture { log("container") }
                    .disabled(true)
                }
            }
        }
        let sim = TouchSimulator(Screen(log: log))
        sim.tap(at: windowCenter)
        sim.advance(by: 1)
        #expect(log.entries.isEmpty)
        sim.tap(at: CGPoint(x: 70, y: 270))
        #expect(log.entries == ["behind"])
    }

    @Test("A Button's action runs on a tap; a disabled button does nothing; a gesture in the label wins")
    func buttons() {
        let log = Log()
        struct Screen: View {
            let log: Log
            var body: some View {
                VStack(spacing: 20) {
                    Button("Plain") { log("plain") }.accessibilityIdentifier("plain")
                    Button("Off") { log("off") }.disabled(true).accessibilityIdentifier("off")
                    Button {
                        log("labelled")
                    } label: {
                        Text("Label").onTapGesture { log("label tap") }
                    }
                    .accessibilityIdentifier("labelled")
                }
            }
        }
        let sim = TouchSimulator(Screen(log: log))
        for id in ["plain", "off", "labelled"] {
            sim.tap(at: sim.center(of: id))
            sim.advance(by: 1)
        }
        #expect(log.entries == ["plain", "label tap"])
    }
}
