import Foundation

/// An attribute of a ``DisplayItem`` that can animate: the key of ``DisplayItem/animations``.
///
/// The built-in attributes are ``geometry``, ``opacity``, ``blur``, ``shadow``, ``paint`` and
/// ``content``, in that order in ``allCases``. Each is backed by one type that knows how to compare,
/// read and interpolate it (geometry, paint and content in `Rendering/Attributes/`, the drawing
/// effects in `Rendering/Effects/`), so the key itself carries its behaviour and a new drawing
/// effect brings its own key.
public struct DisplayAttribute: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The type that compares, reads and interpolates the attribute.
    let kind: any DisplayAttributeKind.Type

    /// The key of the attribute `kind` describes.
    init(_ kind: any DisplayAttributeKind.Type) { self.kind = kind }

    /// The attribute's name: `"geometry"`, `"opacity"`, `"blur"`, `"shadow"`, `"paint"` or `"content"`.
    public var rawValue: String { kind.name }

    /// The attribute named `rawValue`, or `nil` when no attribute has that name.
    public init?(rawValue: String) {
        guard let attribute = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = attribute
    }

    /// Every attribute, in the order animations are decided: geometry, the drawing effects, paint,
    /// content.
    public static var allCases: [DisplayAttribute] { all }

    /// ``allCases``, built once: the animation passes walk it for every animated item.
    static let all: [DisplayAttribute] = [.geometry] + DisplayEffects.attributes + [.paint, .content]

    /// The attribute's name, as ``rawValue``.
    public var description: String { rawValue }

    // One attribute per kind: comparing and hashing the kind's type is a pointer's work, which the
    // animator's track table does for every track of every frame.

    /// Whether both keys name the same attribute.
    public static func == (lhs: DisplayAttribute, rhs: DisplayAttribute) -> Bool {
        ObjectIdentifier(lhs.kind) == ObjectIdentifier(rhs.kind)
    }

    /// Hashes the attribute's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(kind)) }
}
