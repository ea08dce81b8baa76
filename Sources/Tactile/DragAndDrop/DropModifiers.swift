import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

/// `onDrop(of:delegate:)`: a drop target whose delegate is told everything.
struct DelegateDropModifier {
    let types: [UTType]
    let delegate: any DropDelegate
}

extension DelegateDropModifier: NodeModifier {
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        _ = inputs.graph.dragSession()
        let delegate = self.delegate
        return DropTargetContent(
            handlers: DropTargetHandlers(
                types: types, validate: { delegate.validateDrop(info: $0) },
                entered: { delegate.dropEntered(info: $0) },
                updated: { delegate.dropUpdated(info: $0) }, exited: { delegate.dropExited(info: $0) },
                perform: { delegate.performDrop(info: $0) }))
    }
}

/// `onDrop(of:isTargeted:perform:)`: a drop target handed the item providers and the location.
struct ProviderDropModifier {
    let types: [UTType]
    let isTargeted: Binding<Bool>?
    let action: ([NSItemProvider], CGPoint) -> Bool
}

extension ProviderDropModifier: NodeModifier {
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        _ = inputs.graph.dragSession()
        let types = self.types, action = self.action, isTargeted = self.isTargeted
        return DropTargetContent(
            handlers: DropTargetHandlers(
                types: types, perform: { info in action(info.itemProviders(for: types), info.location) },
                targeted: { value in
                    if let isTargeted, isTargeted.wrappedValue != value { isTargeted.wrappedValue = value }
                }))
    }
}

/// `dropDestination(for:action:isTargeted:)`: a drop target handed the items, loaded as `T`.
struct TransferableDropModifier<T: Transferable> {
    let action: ([T], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
}

extension TransferableDropModifier: NodeModifier {
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        _ = inputs.graph.dragSession()
        let types = T.importedContentTypes, action = self.action
        return DropTargetContent(
            handlers: DropTargetHandlers(
                types: types,
                perform: { info in
                    TransferableDelivery.load(T.self, from: info.itemProviders(for: types)) { items in
                        action(items, info.location)
                    }
                }, targeted: isTargeted))
    }
}

/// Loads the items of a drop as a transferable type and hands them over.
@MainActor
enum TransferableDelivery {
    /// Loads each provider's item as `T` and calls `deliver` with those that loaded, in order:
    /// before returning its answer when every load is immediate (strings, URLs, data, `Codable`
    /// types), or once the last asynchronous conversion finishes, on the main actor (then the
    /// drop counts as taken). No item loaded: not delivered, not taken.
    static func load<T: Transferable>(
        _ type: T.Type, from providers: [NSItemProvider], deliver: @escaping ([T]) -> Bool
    ) -> Bool {
        let loads = LoadGroup<T>(count: providers.count)
        for (index, provider) in providers.enumerated() {
            provider.loadTransferable(type: T.self) { result in loads.finish(index, try? result.get()) }
        }
        if let items = loads.itemsIfComplete(orWhenComplete: { items in
            // An asynchronous conversion finished last, on its task's thread.
            let handOver = LoadedItems(items: items, deliver: deliver)
            Task { @MainActor in if !handOver.items.isEmpty { _ = handOver.deliver(handOver.items) } }
        }) {
            return items.isEmpty ? false : deliver(items)
        }
        return true
    }
}

/// Items loaded by a task, handed to the main actor with what delivers them (nothing else
/// touches either once the last load finished).
private struct LoadedItems<T>: @unchecked Sendable {
    let items: [T]
    let deliver: ([T]) -> Bool
}

/// The loads of one drop: which have finished, with what. Immediate loads finish on the thread
/// that started them, asynchronous ones on their tasks' threads, so it is guarded by a lock.
final class LoadGroup<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [T?]
    private var pending: Int
    private var onComplete: (([T]) -> Void)?

    init(count: Int) {
        results = Array(repeating: nil, count: count)
        pending = count
    }

    /// Load `index` finished with `item` (`nil`: it failed).
    func finish(_ index: Int, _ item: T?) {
        lock.lock()
        results[index] = item
        pending -= 1
        let complete = pending == 0 ? onComplete : nil
        if complete != nil { onComplete = nil }
        let items = results.compactMap { $0 }
        lock.unlock()
        complete?(items)
    }

    /// The items, when every load has finished; otherwise `nil`, and `later` gets them when the
    /// last one finishes.
    func itemsIfComplete(orWhenComplete later: @escaping ([T]) -> Void) -> [T]? {
        lock.lock()
        defer { lock.unlock() }
        if pending == 0 { return results.compactMap { $0 } }
        onComplete = later
        return nil
    }
}
