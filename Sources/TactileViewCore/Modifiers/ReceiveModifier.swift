import Foundation
import OpenCombine

/// `onReceive(_:perform:)`: runs an action with every value a publisher emits while the view is
/// in the tree.
///
/// The view subscribes when it is first resolved and cancels the subscription when it leaves the
/// tree; the action is the one from the latest body run. A repeating timer on the main run loop
/// (`Timer.publish(every:on: .main, in:).autoconnect()`) ticks on the window's clock instead
/// (`WindowTimerPublisher`). A value emitted on the main actor runs the
/// action at once, before `send` returns (SwiftUI's behaviour for main-thread publishers such as
/// `Timer.publish(every:on: .main, in:)` and subjects sent from the UI): a button's action that
/// sends has its effect committed with the tap, like any state write from a gesture. A value
/// emitted on another thread is handed to the main actor in a task. Completion is ignored.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    nonisolated(unsafe) let publisher: P
    nonisolated(unsafe) let action: (P.Output) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph, identity = inputs.identity
        let subscription: ReceiveSubscription<P.Output>
        if let existing = graph.observedValues[identity] as? ReceiveSubscription<P.Output> {
            subscription = existing
            subscription.action = action
        } else {
            subscription = ReceiveSubscription()
            graph.observedValues[identity] = subscription
            // The action first: a publisher that emits as it is subscribed to (a `@Published`
            // property, a `CurrentValueSubject`) hands its current value to it, as in SwiftUI.
            subscription.action = action
            if let timer = publisher as? any WindowTimerPublisher, let interval = timer.windowTimerInterval {
                subscription.tick(every: interval, on: graph.tasks.clockSlot)
            } else {
                subscription.subscribe(to: publisher)
            }
        }
        graph.disappearActions[identity] = { subscription.cancel() }
        return content.wrap(CompositeContent(kindName: "onReceive"), inputs)
    }
}

/// A view's subscription to a publisher, and the action its values go to.
@MainActor
final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    private var cancellable: AnyCancellable?
    private var ticks: Task<Void, Never>?

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        let deliver = Delivery(self)
        cancellable = publisher.sink { @Sendable value in deliver.send(value) }
    }

    /// Receives a window timer's ticks (`WindowTimerPublisher`) instead of a subscription.
    func tick(every interval: TimeInterval, on slot: TaskClockSlot) {
        ticks = startTicks(every: interval, on: slot)
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        ticks?.cancel()
        ticks = nil
        action = nil
    }

    func receive(_ value: Output) { action?(value) }

    /// Carries values from the publisher's thread to the main actor.
    private struct Delivery: @unchecked Sendable {
        // Only touched on the main actor (directly when already there, else in a main-actor task).
        weak var subscription: ReceiveSubscription?
        init(_ subscription: ReceiveSubscription) { self.subscription = subscription }

        func send(_ value: Output) {
            let boxed = UncheckedValue(value)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { subscription?.receive(boxed.value) }
            } else {
                Task { @MainActor in self.subscription?.receive(boxed.value) }
            }
        }
    }

    /// A value handed to the main actor; the publisher's contract is that it may be.
    private struct UncheckedValue: @unchecked Sendable {
        let value: Output
        init(_ value: Output) { self.value = value }
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is in the tree.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Whether the caller runs on the main actor's queue.
///
/// The main thread is not enough: where the main actor's jobs run on Dispatch's main queue
/// drained by another thread (Linux, once `dispatchMain()` has parked the main thread, as
/// under Swift Testing), code on the main actor is off the main thread. The main queue is
/// marked once, and the mark is read back from the queue the caller runs on.
private enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        if Thread.isMainThread { return true }
        return marked && DispatchQueue.getSpecific(key: key) == true
    }
}
