import Foundation

@testable import TactileViewCore

/// A 100-point square that counts long presses (0.5 s) in its text, centred in the 400-point test
/// window: the view the host's input suites press, refuse input to, and read back.
struct LongPressCounter: View {
    /// The square's centre in window coordinates.
    nonisolated static let center = CGPoint(x: 200, y: 200)

    @State private var pressed = 0
    var body: some View {
        Text("\(pressed)").frame(width: 100, height: 100).contentShape(Rectangle())
            .gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in pressed += 1 })
    }
}
