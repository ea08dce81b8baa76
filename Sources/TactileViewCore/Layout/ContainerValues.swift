import Foundation

/// A key for a value a view gives the container it is a subview of, SwiftUI's
/// `ContainerValueKey`; declare the value with `@Entry` in an extension of ``ContainerValues``, or
/// by hand:
///
/// ```swift
/// private struct IsFeaturedKey: ContainerValueKey { static let defaultValue = false }
/// extension ContainerValues {
///     var isFeatured: Bool {
///         get { self[IsFeaturedKey.self] }
///         set { self[IsFeaturedKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view gives its container (`View/containerValue(_:_:)`) and its tag, read by the
/// container through `Subview.containerValues`, `SectionConfiguration.containerValues` or, in a
/// custom `Layout`, ``LayoutSubview/containerValues``.
///
/// Unlike the environment, container values go up one level only: to the container whose
/// subview the view is, not further.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// The view's tags (`tag(_:)`), the outermost first.
    package var tags: [AnyHashable] = []

    package init() {}

    /// The value for `key`, or its default when the view sets none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag if it has one of type `V` (`tag(_:)`), else `nil`.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        for tag in tags {
            if let value = tag.base as? V { return value }
        }
        return nil
    }

    /// Whether the view is tagged with `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }
}

/// A modifier that writes container values: `containerValue(_:_:)`, and `tag(_:)` (in `Tactile`).
@MainActor
package protocol ContainerValueWriter {
    /// Writes this modifier's values into `values`.
    func write(to values: inout ContainerValues)
}

/// `containerValue(_:_:)`: one value for the view's container.
struct ContainerValueContent: NodeContentModifier, ContainerValueWriter {
    nonisolated(unsafe) let apply: (inout ContainerValues) -> Void
    var kindName: String { "containerValue" }
    func write(to values: inout ContainerValues) { apply(&values) }
}

extension View {
    /// Gives this view `value` at `keyPath` of its container values, read by the container it is
    /// a subview of (`Subview.containerValues`, a `Layout`'s ``LayoutSubview/containerValues``).
    /// An outer `containerValue` of the same key wins over an inner one.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueContent(apply: { $0[keyPath: keyPath] = value }))
    }
}

/// The writers of `writers` applied innermost first, so that an outer one wins.
@MainActor
package func mergedContainerValues(_ writers: [any ContainerValueWriter]) -> ContainerValues {
    var values = ContainerValues()
    for writer in writers.reversed() { writer.write(to: &values) }
    return values
}

/// A view whose container values a container reads before it is resolved: a modifier on a view
/// (its own writer, then its content's), or an `AnyView`.
@MainActor
package protocol ContainerValueReadable {
    /// The writers on this view, the outermost first, and the view under them.
    func containerValueWriters() -> (writers: [any ContainerValueWriter], base: any View)
}

/// The container value writers applied to `view` (through its modifiers), the outermost first,
/// and the view they are applied to.
@MainActor
package func viewContainerValueWriters(_ view: any View) -> (writers: [any ContainerValueWriter], base: any View) {
    (view as? any ContainerValueReadable)?.containerValueWriters() ?? ([], view)
}

extension LayoutSubview {
    /// The values the subview gives its container (`View/containerValue(_:_:)`, its tag).
    @MainActor
    public var containerValues: ContainerValues {
        var writers: [any ContainerValueWriter] = []
        var node: ViewNode? = self.node
        while let current = node {
            if let writer = current.content as? any ContainerValueWriter { writers.append(writer) }
            node = current.children.count == 1 && current.content.passesTraitsThrough ? current.children[0] : nil
        }
        return mergedContainerValues(writers)
    }
}
