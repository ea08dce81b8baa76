import Foundation

/// A type-erased list of the values pushed on a ``NavigationStack``, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)   // pushes the view `navigationDestination(for: Recipe.self)` makes
/// path.removeLast()     // pops it
/// ```
///
/// Elements may be of different `Hashable` types; each is shown by the
/// `navigationDestination(for:destination:)` declared for its type.
public struct NavigationPath: Equatable {
    /// The values, bottom of the stack first.
    var elements: [AnyHashable]

    /// An empty path (the stack shows its root).
    public init() { elements = [] }

    /// A path holding `elements`, the first one pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether no value is pushed (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` on top of the stack.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` values (1 by default). Popping more values than the path holds is a
    /// programming error in SwiftUI; Tactile empties the path instead.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
