import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

/// The host API the playground drives: events, time, mouse buttons, trace hooks.
@MainActor
@Suite("GestureHost")
struct GestureHostTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)").frame(width: 100, height: 100).contentShape(Rectangle())
                .onTapGesture(count: 2) { count += 10 }
                .onTapGesture { count += 1 }
        }
    }

    static let center = CGPoint(x: 200, y: 200)

    func event(_ phase: PointerPhase, at time: TimeInterval, pointer: Int = 0, kind: PointerKind = .touch)
        -> PointerEvent
    {
        PointerEvent(pointer: pointer, phase: phase, location: Self.center, time: time, kind: kind)
    }

    @Test("send commits what callbacks changed; nextDeadline and advance(to:) drive the held single tap")
    func eventsAndDeadlines() {
        let window = GestureHost(Counter(), size: CGSize(width: 400, height: 400))
        #expect(window.send(event(.down, at: 1)).isAccepted)
        window.send(event(.up, at: 1.05))
        #expect(window.texts() == ["0"])
        #expect(window.nextDeadline.map { abs($0 - 1.40) < 1e-9 } == true)
        window.advance(to: 2)
        #expect(window.texts() == ["1"])
        #expect(window.now == 2)
        #expect(window.nextDeadline == nil)
    }

    @Test("An event later than a deadline fires the deadline (and commits) first")
    func deadlineBeforeEvent() {
        let window = GestureHost(Counter(), size: CGSize(width: 400, height: 400))
        window.send(event(.down, at: 0))
        window.send(event(.up, at: 0.05))
        window.send(event(.down, at: 1))
        #expect(window.texts() == ["1"])
        window.send(event(.up, at: 1.05))
        window.send(event(.down, at: 1.1))
        window.send(event(.up, at: 1.15))
        #expect(window.texts() == ["11"])
    }

    @Test("Only the primary mouse button drives gestures; hovering moves are ignored without diagnostics")
    func mouseButtons() {
        let window = GestureHost(Counter(), size: CGSize(width: 400, height: 400))
        window.send(event(.move, at: 0, kind: .mouse))
        window.send(event(.down, at: 0.1, kind: .mouse), button: .secondary)
        window.send(event(.up, at: 0.15, kind: .mouse), button: .secondary)
        window.advance(to: 1)
        #expect(window.texts() == ["0"])
        window.send(event(.down, at: 1, kind: .mouse))
        window.send(event(.up, at: 1.05, kind: .mouse))
        window.advance(to: 2)
        #expect(window.texts() == ["1"])
        #expect(window.diagnostics.isEmpty)
        window.send(event(.up, at: 2))
        #expect(window.diagnostics.map(\.kind) == [.unknownPointer])
    }

    @Test("The engine's trace hook reports phase changes with their gesture's name")
    func trace() {
        let window = GestureHost(Counter(), size: CGSize(width: 400, height: 400))
        var transitions: [GesturePhaseTransition] = []
        window.onPhaseTransition = { transitions.append($0) }
        window.send(event(.down, at: 0))
        window.send(event(.up, at: 0.05))
        window.advance(to: 1)
        #expect(transitions.contains { $0.to == .ended && $0.gesture.contains("TapGesture") })
        #expect(transitions.contains { $0.reason == .timedOut })
    }

    @Test("Attachments on the hit path are innermost first, with the node's identity and the effective mask")
    func attachments() {
        struct Screen: View {
            var body: some View {
                VStack { Color.red.frame(width: 50, height: 50).onTapGesture {} }
                    .highPriorityGesture(DragGesture(), including: .gesture)
                    .disabled(true)
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 100, height: 100))
        let path = host.gestureAttachments(at: CGPoint(x: 50, y: 50))
        #expect(path.map(\.priority) == [.normal, .high])
        #expect(path.map(\.mask) == [.subviews, []])
        #expect(path.map(\.gestureDescription).last?.contains("DragGesture") == true)
        let identities = host.hitTest(CGPoint(x: 50, y: 50))?.path.map { AnyHashable($0.identity) } ?? []
        #expect(path.allSatisfy { identities.contains($0.id) })
    }
}

/// State that gesture callbacks write is committed by the input that wrote it; the host does not
/// ask its driver for an update that would find nothing to do.
@MainActor
@Suite("GestureHost commits what its inputs change")
struct GestureHostCommitTests {
    struct Pad: View {
        @GestureState private var isPressing = false
        @State private var moves = 0
        var body: some View {
            VStack {
                Text(isPressing ? "pressing" : "idle")
                Text("moves \(moves)")
                Color.gray.frame(width: 100, height: 100)
                    .accessibilityIdentifier("pad")
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($isPressing) { _, state, _ in state = true }
                            .onChanged { _ in moves += 1 })
                LongPressGesturePad()
            }
        }
    }

    /// A long press whose `@GestureState` is written when its deadline fires.
    struct LongPressGesturePad: View {
        @GestureState private var isHeld = false
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .overlay(Text(isHeld ? "held" : "not held"))
                .accessibilityIdentifier("long")
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).sequenced(before: LongPressGesture(minimumDuration: 5))
                        .updating($isHeld) { value, state, _ in if case .second = value { state = true } })
        }
    }

    final class Count: @unchecked Sendable {
        let lock = NSLock()
        var value = 0
        func add() { lock.withLock { value += 1 } }
    }

    /// A host showing `view` whose `onNeedsUpdate` notices `notices` counts, and the centre of the
    /// view with accessibility identifier `identifier`.
    func hostCountingNotices(_ view: some View, centreOf identifier: String) throws -> (
        host: GestureHost, notices: Count, centre: CGPoint
    ) {
        let host = GestureHost(view, size: CGSize(width: 400, height: 600))
        let notices = Count()
        host.viewHost.onNeedsUpdate = { notices.add() }
        let frame = try #require(host.frame(ofAccessibilityIdentifier: identifier))
        return (host, notices, CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("Writes inside gestures and deadlines do not call onNeedsUpdate; outside writes do")
    func noEmptyRoundTrips() throws {
        let (host, notices, at) = try hostCountingNotices(Pad(), centreOf: "pad")
        host.send(PointerEvent(phase: .down, location: at, time: 0))
        host.send(PointerEvent(phase: .move, location: CGPoint(x: at.x + 5, y: at.y), time: 0.1))
        #expect(host.texts().prefix(2) == ["pressing", "moves 2"])
        #expect(!host.viewHost.needsUpdate)
        host.send(PointerEvent(phase: .up, location: at, time: 0.2))
        #expect(host.texts().prefix(2) == ["idle", "moves 2"])

        let long = try #require(host.frame(ofAccessibilityIdentifier: "long"))
        host.send(PointerEvent(phase: .down, location: CGPoint(x: long.midX, y: long.midY), time: 1))
        host.advance(to: 1.6)
        #expect(host.texts().contains("held"))
        #expect(notices.value == 0, "every change above was committed by the call that made it")

        // A change from outside any input still tells the driver.
        host.cancelAll()
        #expect(host.texts().contains("not held"))
        #expect(notices.value == 0)
        host.viewHost.setRootView(Text("replaced"))
        #expect(notices.value == 1)
        #expect(host.update())
        #expect(host.texts() == ["replaced"])
    }

    /// A tap starts a change that changes itself again at every commit, so no input can finish it.
    struct Runaway: View {
        @State private var count = 0
        var body: some View {
            Color.gray.frame(width: 100, height: 100)
                .accessibilityIdentifier("runaway")
                .onTapGesture { count += 1 }
                .onChange(of: count) { count += 1 }
        }
    }

    @Test("An input that leaves changes uncommitted tells the driver once, as it returns")
    func uncommittedChangesNotifyOnce() throws {
        let (host, notices, at) = try hostCountingNotices(Runaway(), centreOf: "runaway")
        host.send(PointerEvent(phase: .down, location: at, time: 0))
        #expect(notices.value == 0)
        host.send(PointerEvent(phase: .up, location: at, time: 0.05))
        #expect(host.viewHost.needsUpdate)
        #expect(notices.value == 1, "the tap's input returned with changes waiting")
        host.viewHost.setRootView(Runaway())
        #expect(notices.value == 1, "a change while changes wait is not a first one")
        host.advance(to: 1)
        #expect(host.viewHost.needsUpdate)
        #expect(notices.value == 2, "the next input returned with changes waiting again")
    }
}
