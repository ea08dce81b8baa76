import TactileGestures
import Testing

@Suite("GestureMask and EventModifiers")
struct GestureOptionSetTests {
    @Test("GestureMask has SwiftUI's raw values")
    func gestureMaskRawValues() {
        #expect(GestureMask.none.rawValue == 0)
        #expect(GestureMask.gesture.rawValue == 1)
        #expect(GestureMask.subviews.rawValue == 2)
        #expect(GestureMask.all.rawValue == 3)
        #expect(GestureMask.all == [.gesture, .subviews])
        #expect(GestureMask.none.isEmpty)
    }

    @Test("the isEnabled sugar's two masks differ only in the gesture bit")
    func isEnabledMasks() {
        let disabled: GestureMask = .subviews
        #expect(!disabled.contains(.gesture) && disabled.contains(.subviews))
        #expect(GestureMask.all.subtracting(.gesture) == disabled)
    }

    @Test(
        "each modifier key has its own bit, and .all holds them all",
        arguments: [
            EventModifiers.capsLock, .shift, .control, .option, .command, .numericPad,
        ])
    func eventModifierBits(key: EventModifiers) {
        #expect(key.rawValue.nonzeroBitCount == 1)
        #expect(EventModifiers.all.contains(key))
        #expect(EventModifiers.all.subtracting(key) != .all)
    }

    @Test("modifier sets combine")
    func eventModifierSets() {
        let chord: EventModifiers = [.command, .shift]
        #expect(chord.contains(.command) && chord.contains(.shift) && !chord.contains(.option))
        #expect(EventModifiers.all.rawValue.nonzeroBitCount == 6)
    }
}
