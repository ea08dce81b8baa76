import Foundation

/// A dynamic property that gives a view a namespace for `matchedGeometryEffect` identifiers.
///
/// ```swift
/// @Namespace private var cards
/// ```
///
/// The namespace is created with the view and kept (as `@State` is) while the view stays in the
/// tree: every body evaluation reads the same ``Namespace/ID``.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identifier of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    @State private var id = ID(value: NamespaceCounter.next())

    /// A new namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { id }
}

/// Hands out namespace numbers, unique in the process.
private enum NamespaceCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The view's position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// The set's elements are sets of properties.
    public typealias Element = MatchedGeometryProperties
}

/// `matchedGeometryEffect`: a marker that names the view's geometry group; layout ignores it.
struct MatchedGeometryContent: NodeContentModifier {
    nonisolated(unsafe) let id: AnyHashable
    let namespace: Namespace.ID
    let isSource: Bool
    var kindName: String { "matchedGeometryEffect(\(id), source: \(isSource))" }
}

extension View {
    /// Defines a group of views, by `id` in `namespace`, whose geometry SwiftUI matches.
    ///
    /// **Approximation.** Accepted with SwiftUI's signature, but Tactile does not move or resize a
    /// view to its source's frame: every view keeps the frame its own layout gives it. What the
    /// effect is most often used for still happens in the common case where one view of a group
    /// replaces another at the same place in the tree (its frame change animates like any other);
    /// a hero animation between two places in the tree does not (the new view appears at once).
    /// Documented in `Docs/ViewLayer.md`.
    ///
    /// - Parameters:
    ///   - id: The identifier of the group within the namespace.
    ///   - namespace: The namespace, from a `@Namespace` property.
    ///   - properties: Which parts of the geometry to match. Defaults to `.frame`.
    ///   - anchor: The point of the view used to match positions. Defaults to `.center`.
    ///   - isSource: Whether this view is the group's source of geometry. Defaults to `true`.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryContent(id: AnyHashable(id), namespace: namespace, isSource: isSource))
    }
}

// MARK: - Sendable

/// `Namespace` is `Sendable` as in SwiftUI, so `@Namespace private var cards` keeps a view's
/// initializer nonisolated in Swift 6. Plain: it stores a `State` of a `Sendable` identifier.
extension Namespace: Sendable {}
