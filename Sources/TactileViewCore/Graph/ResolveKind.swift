/// How the graph resolves values of one view or modifier type, decided once per type.
///
/// Asking a value `as? any PrimitiveView` on every resolution costs a conformance lookup and, for
/// the large nested values of modifier chains, a heap box holding a copy of the whole value. The
/// answer depends only on the type (for structs and enums), so it is kept by type, with the
/// conforming metatype, and the value is then used as that type directly.
@MainActor
enum ResolveKind {
    /// A built-in view that makes its own nodes.
    case primitive(any PrimitiveView.Type)
    /// A shape used as a view (drawn with the foreground style).
    case shape(any Shape.Type)
    /// A view with a body.
    case custom
    /// A class type: a subclass's conformances can differ from the static type's, so each value
    /// is asked.
    case askEachValue

    static func of<V: View>(_ type: V.Type) -> ResolveKind {
        if type is AnyClass { return .askEachValue }
        if let primitive = type as? any PrimitiveView.Type { return .primitive(primitive) }
        if let shape = type as? any Shape.Type { return .shape(shape) }
        return .custom
    }
}

/// How the graph applies values of one modifier type (see `ResolveKind`).
@MainActor
enum ModifierKind {
    case primitive(any PrimitiveModifier.Type)
    /// A `GeometryEffect`: no body, a transform.
    case geometryEffect
    case custom
    case askEachValue

    static func of<M: ViewModifier>(_ type: M.Type) -> ModifierKind {
        if type is AnyClass { return .askEachValue }
        if let primitive = type as? any PrimitiveModifier.Type { return .primitive(primitive) }
        if type is any GeometryEffect.Type { return .geometryEffect }
        return .custom
    }
}

/// Uses `value`, whose dynamic type is `Target`, as a `Target`.
///
/// Only called with `Target` obtained from `Source`'s own conformance (a struct or enum), so the
/// two are the same type and the value is passed on unchanged.
func reinterpret<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    precondition(Source.self == Target.self, "reinterpret between different types")
    return unsafeBitCast(value, to: Target.self)
}
