@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties, read once from the type's field layout so that
/// linking them before every body run needs no reflection of the value.
///
/// `Mirror` builds a child list (with boxed values and labels) on every call; a view whose body
/// runs on every frame of a drag paid that each time. The layout is the same for every value of a
/// type, so ``ViewGraph`` asks for it once per type and then reads the properties at their offsets.
///
/// The layout is only used where it gives exactly what `Mirror` gives: every field's static type
/// must decide whether its value is a property (structs, enums other than `Optional`, tuples,
/// functions, metatypes). A class, an existential or an `Optional` field could hold a value whose
/// dynamic type conforms where the static type does not, so types with such fields (and class
/// types themselves) keep using `Mirror` (``PropertyLayout/make(for:)`` returns `nil`).
struct PropertyLayout {
    /// One field that is, or contains, dynamic properties.
    enum Field {
        /// A property linked to a graph slot (`@State`, `@GestureState`, …), at this byte offset.
        case linked(offset: Int, type: any GraphLinkedProperty.Type)
        /// A struct of dynamic properties (a custom `DynamicProperty`): its own properties are
        /// linked, then `update()` runs on a copy, as with `Mirror`.
        case nested(offset: Int, type: any DynamicProperty.Type, fields: [Field])
    }

    /// The fields, in declaration order (the order slots are numbered in).
    let fields: [Field]

    /// Whether any field (at any depth) is linked to a slot.
    var linksAnything: Bool {
        func any(_ fields: [Field]) -> Bool {
            fields.contains { field in
                switch field {
                case .linked: true
                case .nested(_, _, let inner): any(inner)
                }
            }
        }
        return any(fields)
    }

    /// The layout of `type`, or `nil` when `Mirror` must be used (see the type's comment).
    static func make(for type: Any.Type) -> PropertyLayout? {
        guard isStructLike(type) else { return nil }
        var fields: [Field] = []
        var usable = true
        let enumerated = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if let linked = fieldType as? any GraphLinkedProperty.Type {
                fields.append(.linked(offset: offset, type: linked))
                return true
            }
            if let dynamic = fieldType as? any DynamicProperty.Type {
                guard let inner = make(for: fieldType) else { usable = false; return false }
                fields.append(.nested(offset: offset, type: dynamic, fields: inner.fields))
                return true
            }
            guard Self.decidesStatically(kind) else { usable = false; return false }
            return true
        }
        return enumerated && usable ? PropertyLayout(fields: fields) : nil
    }

    /// Whether a field of this kind holds only values of its static type's conformances.
    private static func decidesStatically(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .enum, .tuple, .function, .metatype: true
        default: false
        }
    }

    /// Whether `type` is a struct: `_forEachField` lists a struct's stored properties as `Mirror`
    /// does (an enum's or an optional's payload it does not list).
    private static func isStructLike(_ type: Any.Type) -> Bool {
        kind(of: type) == .struct
    }

    /// A struct whose one field has the type asked about, so that `_forEachField` reports its kind.
    private struct KindProbe<T> {
        var value: T
    }

    private static func kind<T>(of type: T.Type) -> _MetadataKind? {
        var found: _MetadataKind?
        _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, kind in
            found = kind
            return false
        }
        return found
    }
}

@MainActor
extension PropertyLayout {
    /// Links every property of the value at `base` (laid out as this layout's type) to its slot,
    /// numbering slots from `slot` in declaration order.
    func link(at base: UnsafeRawPointer, owner: LinkOwner, slot: inout Int) {
        Self.link(fields, at: base, owner: owner, slot: &slot)
    }

    private static func link(_ fields: [Field], at base: UnsafeRawPointer, owner: LinkOwner, slot: inout Int) {
        for field in fields {
            switch field {
            case .linked(let offset, let type):
                linkProperty(type, at: base + offset, PropertyLink(owner: owner, slot: slot))
                slot += 1
            case .nested(let offset, let type, let inner):
                link(inner, at: base + offset, owner: owner, slot: &slot)
                updateCopy(type, at: base + offset)
            }
        }
    }

    private static func linkProperty<P: GraphLinkedProperty>(
        _ type: P.Type, at address: UnsafeRawPointer, _ link: PropertyLink
    ) {
        address.load(as: P.self).link(link)
    }

    private static func updateCopy<P: DynamicProperty>(_ type: P.Type, at address: UnsafeRawPointer) {
        var copy = address.load(as: P.self)
        copy.update()
    }
}
