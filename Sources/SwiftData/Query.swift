import Tactile
package import TactileViewCore

/// The models a view shows, fetched from the context in the view's environment and fetched again
/// when they may have changed. Written `@Query(…) var items: [Item]` (the `Query` macros store one
/// in `_items`), or assigned in a view's `init` as `_items = Query(…)`.
///
/// Before each run of the view's body, `@Query` fetches with its descriptor from
/// `\.modelContext`. It fetches again, and the view updates, after an insertion or deletion in that
/// context, a save in its container, or a change to a property the filter or sort order read. With
/// no container in the environment, the results are empty and a diagnostic is printed once
/// (Apple's SwiftData stops the app there).
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>
    let transaction: Transaction?
    let makeResult: ([Element]) -> Result
    let box = QueryBox<Element>()

    init(descriptor: FetchDescriptor<Element>, transaction: Transaction?, makeResult: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.transaction = transaction
        self.makeResult = makeResult
    }

    /// The most recent results. When a fetch throws, the results of the last successful one.
    public var wrappedValue: Result { makeResult(box.results) }

    /// The context the query fetches from: the one in the view's environment.
    public var modelContext: ModelContext { box.context ?? ModelContext.unconfigured }

    /// The error the last fetch threw, or `nil` when it succeeded.
    public var fetchError: (any Error)? { box.error }
}

extension Query where Result == [Element] {
    /// A query of every model of the type, in insertion order.
    public init() {
        self.init(FetchDescriptor(), transaction: nil)
    }

    /// A query with `descriptor`, animating changes to its results with `animation`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation), makeResult: { $0 })
    }

    /// A query with `descriptor`, updating its view in `transaction` (the current one when `nil`).
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction, makeResult: { $0 })
    }

    /// A query of the models that match `filter` (all when `nil`), sorted by `descriptors`.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query of the models that match `filter` (all when `nil`), sorted by `descriptors`.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query of the models that match `filter`, sorted by the property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: animation)
    }

    /// A query of the models that match `filter`, sorted by the optional property at `keyPath`
    /// (`nil` first in forward order).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], animation: animation)
    }

    /// A query of the models that match `filter`, sorted by the property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], transaction: transaction)
    }

    /// A query of the models that match `filter`, sorted by the optional property at `keyPath`
    /// (`nil` first in forward order).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)], transaction: transaction)
    }
}

extension Query: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        let slot = link.persistent { QuerySlot<Element>() }
        guard let context = link.environment[ModelContextKey.self] else {
            SwiftDataDiagnostics.noContainer(reading: "@Query of \(Element.self)")
            box.context = nil
            box.results = []
            return
        }
        box.context = context
        let invalidator = link.invalidator
        let transaction = transaction
        let descriptor = descriptor
        // The fetch runs under its own observation tracking: the signals of the context and the
        // container, and every model property the filter and the sort read, invalidate the view.
        let outcome = withObservationTracking {
            Swift.Result { try context.fetch(descriptor) }
        } onChange: {
            if let transaction {
                withTransaction(transaction) { invalidator.invalidate() }
            } else {
                invalidator.invalidate()
            }
        }
        switch outcome {
        case .success(let results):
            slot.results = results
            box.error = nil
        case .failure(let error):
            box.error = error
        }
        box.results = slot.results
    }
}

/// `keyPath` as the `Sendable` key path Foundation's `SortDescriptor` asks for on Linux, where
/// Apple's `Query` takes a plain one. Sound: a key path is an immutable value.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

/// What one copy of a `Query` hands its body: the results, the context and the last error.
final class QueryBox<Element: PersistentModel> {
    var results: [Element] = []
    var context: ModelContext?
    var error: (any Error)?
}

/// What a `Query` keeps across its view's updates: the last successful results.
final class QuerySlot<Element: PersistentModel> {
    var results: [Element] = []
}

// MARK: - Sendable

/// `@unchecked`: a query is built and read on the main actor, where the graph links it; the
/// closure and box it holds never leave it.
extension Query: @unchecked Sendable {}
