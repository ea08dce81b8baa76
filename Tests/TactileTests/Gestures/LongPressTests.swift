import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
@MainActor
@Suite("onLongPressGesture")
struct LongPressTests {
    struct Pressable: View {
        let log: Log
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10) {
                    log("perform")
                } onPressingChanged: { pressing in
                    log("pressing \(pressing)")
                }
        }
    }

    @Test("Success: pressing(true) at the down, then at the duration pressing(false) and perform, with no event needed")
    func success() {
        let log = Log()
        let sim = TouchSimulator(Pressable(log: log))
        sim.down(0, at: windowCenter)
        #expect(log.entries == ["pressing true"])
        sim.advance(by: 0.49)
        #expect(log.entries == ["pressing true"])
        sim.advance(by: 0.01)
        #expect(log.entries == ["pressing true", "pressing false", "perform"])
        sim.up(0)
        #expect(log.entries == ["pressing true", "pressing false", "perform"])
    }

    @Test("Failure: pressing(false) only", arguments: ["lift", "move", "cancel", "second finger"])
    func failure(how: String) {
        let log = Log()
        let sim = TouchSimulator(Pressable(log: log))
        sim.down(0, at: windowCenter)
        sim.advance(by: 0.2)
        switch how {
        case "lift": sim.up(0)
        case "move": sim.move(0, to: CGPoint(x: windowCenter.x + 10, y: windowCenter.y))
        case "cancel": sim.cancel(0)
        default: sim.down(1, at: CGPoint(x: windowCenter.x + 20, y: windowCenter.y))
        }
        sim.advance(by: 1)
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    @Test("The deprecated pressing:perform: spelling behaves the same")
    func deprecatedSpelling() {
        let log = Log()
        struct Old: View {
            let log: Log
            // Deprecated on purpose, so that the call to the deprecated spelling below does not warn:
            // a deprecated declaration may use deprecated API silently. Nothing names `body` directly
            // (the simulator reaches it through `View`), so the mark itself warns nowhere.
            @available(*, deprecated, message: "Exercises the deprecated pressing:perform: spelling on purpose")
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .onLongPressGesture(minimumDuration: 0.3, pressing: { log("pressing \($0)") }) { log("perform") }
            }
        }
        let sim = TouchSimulator(Old(log: log))
        sim.longPress(at: windowCenter)
        #expect(log.entries == ["pressing true", "pressing false", "perform"])
    }
}
