import Foundation
import Observation
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A down on the views of the last down, with nothing rendered in between, gets the very
/// attachments array of that down (so the engine can reuse the gesture tree built from it); a
/// commit that can change what the hit test finds, or what the gestures are, makes a new one.
@MainActor
@Suite("The attachments of the last hit path are kept until the next render")
struct HitPathAttachmentReuseTests {
    /// What the taps of ``Screen`` did, in order.
    final class Log {
        var entries: [String] = []
    }

    /// What ``Screen`` shows, changed from outside: a change re-renders the screen's body and
    /// keeps its nodes (the same node objects are hit after the commit).
    @Observable final class Model {
        var label = "first"
        var isDisabled = false
        var allowsHits = true
    }

    /// A square with a tap that logs the model's label as it was at the render, in a window larger
    /// than the square.
    struct Screen: View {
        let log: Log
        let model: Model
        var body: some View {
            let log = log, label = model.label
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { log.entries.append(label) }
                .disabled(model.isDisabled)
                .allowsHitTesting(model.allowsHits)
        }
    }

    static let size = CGSize(width: 300, height: 300)
    static let center = CGPoint(x: 150, y: 150)

    /// Whether `a` and `b` are one array (one buffer), not merely equal ones.
    func areSameArray(_ a: [GestureAttachment], _ b: [GestureAttachment]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    func tap(_ host: GestureHost, at time: TimeInterval) {
        host.send(PointerEvent(phase: .down, location: Self.center, time: time))
        host.send(PointerEvent(phase: .up, location: Self.center, time: time + 0.05))
    }

    @Test("The same views hit with no commit in between give the same array")
    func sameArray() {
        let host = ViewHost(Screen(log: Log(), model: Model()), size: Self.size)
        let first = host.gestureAttachments(at: Self.center)
        let again = host.gestureAttachments(at: CGPoint(x: 120, y: 170))
        #expect(first.count == 1)
        #expect(areSameArray(first, again))
    }

    @Test("A point on other views, with no commit in between, gets those views' attachments")
    func otherViewsOwnAttachments() {
        struct Pair: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100).onTapGesture {}
                    Color.blue.frame(width: 100, height: 100).onTapGesture {}.onLongPressGesture {}
                }
            }
        }
        let host = ViewHost(Pair(), size: CGSize(width: 200, height: 100))
        let left = host.gestureAttachments(at: CGPoint(x: 50, y: 50))
        let right = host.gestureAttachments(at: CGPoint(x: 150, y: 50))
        #expect(left.count == 1)
        #expect(right.count == 2)
        #expect(!right.contains { $0.id == left[0].id })
    }

    @Test("A commit makes a new array, even when nothing the gestures use changed")
    func newArrayAfterCommit() {
        let host = ViewHost(Screen(log: Log(), model: Model()), size: Self.size)
        let before = host.gestureAttachments(at: Self.center)
        host.commit()
        let after = host.gestureAttachments(at: Self.center)
        #expect(after.count == 1)
        #expect(!areSameArray(before, after))
    }

    @Test("A re-render with another closure reaches the engine on the next down")
    func reRenderedClosureRuns() {
        let log = Log(), model = Model()
        let host = GestureHost(Screen(log: log, model: model), size: Self.size)
        tap(host, at: 1)
        tap(host, at: 2)
        model.label = "second"
        host.update()
        tap(host, at: 3)
        #expect(log.entries == ["first", "first", "second"])
    }

    @Test("A re-render that disables the view changes the attachment's mask")
    func disabledAfterCommit() {
        let model = Model()
        let host = ViewHost(Screen(log: Log(), model: model), size: Self.size)
        #expect(host.gestureAttachments(at: Self.center).map(\.mask) == [.all])
        model.isDisabled = true
        host.update()
        #expect(host.gestureAttachments(at: Self.center).map(\.mask) == [.subviews])
    }

    @Test("A re-render that stops hit testing leaves nothing to attach")
    func hitTestingOffAfterCommit() {
        let model = Model()
        let host = ViewHost(Screen(log: Log(), model: model), size: Self.size)
        #expect(host.gestureAttachments(at: Self.center).count == 1)
        model.allowsHits = false
        host.update()
        #expect(host.gestureAttachments(at: Self.center).isEmpty)
    }

    @Test("A resized window moves the attachment's geometry with the view")
    func geometryAfterResize() {
        let host = ViewHost(Screen(log: Log(), model: Model()), size: Self.size)
        let before = host.gestureAttachments(at: Self.center)
        #expect(before.map { $0.geometry.transform.tx } == [100])
        host.size = CGSize(width: 500, height: 500)
        host.update()
        let after = host.gestureAttachments(at: CGPoint(x: 250, y: 250))
        #expect(after.map { $0.geometry.transform.tx } == [200])
    }
}
