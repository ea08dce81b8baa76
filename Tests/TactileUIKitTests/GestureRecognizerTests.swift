// UIKit gesture recognizers wrapped in SwiftUI's UIGestureRecognizerRepresentable, driven by the
// simulator's touches: through `import Tactile`.
import Foundation
import Tactile
import TactileTesting
import Testing

/// What a representable's action saw, in order.
@MainActor
private final class Log {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var localLocations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var made = 0
    var updated = 0
}

/// The iOS 18 idiom: a pan recognizer wrapped for SwiftUI.
private struct PanRecognizer: UIGestureRecognizerRepresentable {
    let log: Log

    final class Coordinator {
        let converter: CoordinateSpaceConverter
        init(converter: CoordinateSpaceConverter) { self.converter = converter }
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator(converter: converter) }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        log.made += 1
        return UIPanGestureRecognizer()
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) { log.updated += 1 }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        log.states.append(recognizer.state)
        log.translations.append(recognizer.translation(in: nil))
        log.localLocations.append(context.converter.localLocation)
        log.velocities.append(recognizer.velocity(in: nil))
    }
}

private struct TapRecognizer: UIGestureRecognizerRepresentable {
    let log: Log
    var taps = 2

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = taps
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        log.states.append(recognizer.state)
        log.localLocations.append(context.converter.location(in: .local))
    }
}

private struct LongPressRecognizer: UIGestureRecognizerRepresentable {
    let log: Log
    let delegate: Refuser?

    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        let recognizer = UILongPressGestureRecognizer()
        recognizer.minimumPressDuration = 0.3
        recognizer.delegate = delegate
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
        log.states.append(recognizer.state)
        log.localLocations.append(context.converter.localLocation)
    }
}

@MainActor
private final class Refuser: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A 200 × 200 square at (100, 100) of the window, with `gesture` on it.
@MainActor
private func square(_ content: some View) -> TouchSimulator {
    TouchSimulator(
        content.frame(width: 200, height: 200).offset(x: 100, y: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
}

@MainActor
@Suite("UIKit gesture recognizers in SwiftUI")
struct GestureRecognizerTests {
    @Test("a pan recognizer begins, changes and ends with the drag's translation, velocity and location")
    func pan() {
        let log = Log()
        let sim = square(Color.blue.gesture(PanRecognizer(log: log)))
        #expect(log.made == 1)
        // Moves 20 ms apart: the velocity tracker takes a longer gap for a stop.
        sim.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 190), duration: 0.5, steps: 25)
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(log.states.count >= 3)
        let last = log.translations.last ?? .zero
        #expect(abs(last.x - 100) < 0.5 && abs(last.y - 40) < 0.5)
        // The end point, (250, 190) in the window, is (150, 90) in the square.
        let local = log.localLocations.last ?? .zero
        #expect(abs(local.x - 150) < 0.5 && abs(local.y - 90) < 0.5)
        // 100 points in half a second.
        #expect(abs((log.velocities.dropLast().last?.x ?? 0) - 200) < 20)
        #expect(log.made == 1)
    }

    @Test("a touch that does not move far enough never begins a pan")
    func panNeedsDistance() {
        let log = Log()
        let sim = square(Color.blue.gesture(PanRecognizer(log: log)))
        sim.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 154, y: 150), duration: 0.2, steps: 4)
        #expect(log.states.isEmpty)
    }

    @Test("a double-tap recognizer ends once, at the second tap, with its location")
    func doubleTap() {
        let log = Log()
        let sim = square(Color.blue.gesture(TapRecognizer(log: log)))
        sim.tap(at: CGPoint(x: 130, y: 170))
        #expect(log.states.isEmpty)
        sim.tap(at: CGPoint(x: 130, y: 170))
        #expect(log.states == [.ended])
        let local = log.localLocations.first ?? .zero
        #expect(abs(local.x - 30) < 0.5 && abs(local.y - 70) < 0.5)
    }

    @Test("a long press begins after its duration, changes with moves and ends at the lift")
    func longPress() {
        let log = Log()
        let sim = square(Color.blue.gesture(LongPressRecognizer(log: log, delegate: nil)))
        sim.down(at: CGPoint(x: 150, y: 150))
        sim.advance(by: 0.2)
        #expect(log.states.isEmpty)
        sim.advance(by: 0.2)
        #expect(log.states == [.began])
        sim.move(to: CGPoint(x: 180, y: 150))
        sim.up()
        #expect(log.states.first == .began)
        #expect(log.states.contains(.changed))
        #expect(log.states.last == .ended)
        let local = log.localLocations.last ?? .zero
        #expect(abs(local.x - 80) < 0.5)
    }

    @Test("a delegate that refuses keeps the action from running; the recognizer fails")
    func delegateRefuses() {
        let log = Log()
        let refuser = Refuser()
        let sim = square(Color.blue.gesture(LongPressRecognizer(log: log, delegate: refuser)))
        sim.down(at: CGPoint(x: 150, y: 150))
        sim.advance(by: 0.5)
        sim.up()
        #expect(log.states.isEmpty)
    }

    @Test("setTranslation rebases the translation; a recognizer outside a representable stays possible")
    func recognizerAlone() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.state == .possible)
        pan.setTranslation(CGPoint(x: 5, y: 0), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 0))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addGestureRecognizer(pan)
        #expect(pan.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
