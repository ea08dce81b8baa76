import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

/// What a drop target is told as a drag passes over it and ends on it (SwiftUI's `DropDelegate`),
/// for `View.onDrop(of:delegate:)`.
///
/// While a drag that carries items of the target's types is over it (the innermost such target
/// under the finger), the target is told in order: ``validateDrop(info:)`` (once as the finger
/// enters; `false` leaves the target out), ``dropEntered(info:)``, ``dropUpdated(info:)`` at each
/// move, then ``dropExited(info:)`` when the finger leaves or ``performDrop(info:)`` when it lifts
/// there. Every method but `performDrop` has a default that does nothing.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop with `info` is acceptable (default: `true`).
    func validateDrop(info: DropInfo) -> Bool
    /// Delivers the drop; returns whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// The drag entered the target.
    func dropEntered(info: DropInfo)
    /// The drag moved inside the target; the proposal says what a drop would do (`nil`: the
    /// target's previous proposal, `.copy` at first).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the target without dropping.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Every drop is acceptable.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing.
    public func dropEntered(info: DropInfo) {}
    /// No new proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing.
    public func dropExited(info: DropInfo) {}
}

/// A drag over a drop target (SwiftUI's `DropInfo`): where the finger is, in the target's own
/// coordinate space, and the items carried.
@MainActor
public struct DropInfo {
    /// Where the drag is, in the drop target's local coordinates.
    public let location: CGPoint
    /// The item providers of the drag, each with the types it holds.
    let providers: [NSItemProvider]

    /// Whether an item holds a representation conforming to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether an item holds a representation conforming to one of the type identifiers `types`.
    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map { UTType(importedAs: $0) })
    }

    /// The item providers holding a representation conforming to one of `contentTypes`, in the
    /// drag's order.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    /// The item providers holding a representation conforming to one of the type identifiers.
    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map { UTType(importedAs: $0) })
    }
}

/// What a drop would do (SwiftUI's `DropProposal`), from ``DropDelegate/dropUpdated(info:)``.
public struct DropProposal: Sendable, Equatable {
    /// The operation.
    public let operation: DropOperation

    /// A proposal of `operation`.
    nonisolated public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// The operation a drop performs (SwiftUI's `DropOperation`). Inside one window the items are
/// delivered the same way for each; the operation is what the delegate says, and a drop proposed
/// `.cancel` or `.forbidden` is not performed.
public enum DropOperation: Sendable, Hashable {
    /// Cancel the drag: nothing is delivered.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}
