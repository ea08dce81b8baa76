/// A fixed list of views built by a ``ViewBuilder`` block with several statements.
///
/// Each element's position in the tuple is part of its identity.
public struct TupleView<T> {
    /// The views.
    public var value: T
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    /// A tuple view is primitive.
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var index = 0
        // Walk the elements without knowing the arity: each element is some View.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes += inputs.graph.resolveAny(view, inputs.child(.index(index)))
            }
            index += 1
        }
        return nodes
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View {
    /// An empty view is primitive.
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [] }
}

extension Optional: View where Wrapped: View {
    /// An optional view is primitive: `nil` shows nothing, a value shows the wrapped view.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        switch self {
        case .some(let v): return inputs.graph.resolve(v, inputs.child(.branch(0)))
        case .none: return []
        }
    }
}

/// A type-erased view.
///
/// Changing the wrapped type gives the content a new identity, so its state is reset.
public struct AnyView {
    package let view: any View
    let typeID: ObjectIdentifier
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView { self = other; return }
        self.view = view
        self.typeID = ObjectIdentifier(V.self)
    }
    /// Erases the type of `view` if it is a view.
    public init?(erasing view: Any) {
        guard let v = view as? any View else { return nil }
        self.init(v)
    }
    /// Erases the type of `value` if it is a view, else `nil` (SwiftUI's spelling of
    /// `init(erasing:)`).
    public init?(_fromValue value: Any) {
        self.init(erasing: value)
    }
}

extension AnyView: View {
    /// An erased view is primitive.
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolveAny(view, inputs.child(.type(typeID)))
    }
}

/// Groups views without adding layout: a modifier applied to a group applies to each element.
public struct Group<Content: View>: View {
    nonisolated(unsafe) package let content: Content
    /// Groups the views built by `content`.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group is primitive.
    public typealias Body = Never
}

extension Group: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolve(content, inputs.child(.content))
    }
}

// MARK: - Sendable

/// `EmptyView` is `Sendable` as in SwiftUI: it stores nothing.
extension EmptyView: Sendable {}
