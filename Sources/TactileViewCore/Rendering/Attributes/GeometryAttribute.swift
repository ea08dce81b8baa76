import Foundation

/// An item's place on screen: its window transform and its size. Interpolated as the six entries
/// of the transform; the size changes with the content.
enum GeometryAttribute: DisplayAttributeKind {
    static var name: String { "geometry" }

    static func hasSameValue(_ item: DisplayItem, as other: DisplayItem) -> Bool {
        let t = item.transform, u = other.transform
        return t.a == u.a && t.b == u.b && t.c == u.c && t.d == u.d && t.tx == u.tx && t.ty == u.ty
            && item.bounds.width == other.bounds.width && item.bounds.height == other.bounds.height
    }

    static func candidate(in item: DisplayItem) -> Animation? { item.animationCandidates.geometry }

    static func vector(of item: DisplayItem) -> [Double]? { vector(of: item.transform) }

    /// The six entries of `transform`, as the attribute interpolates them.
    static func vector(of transform: CGAffineTransform) -> [Double] {
        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) }
    }

    static func apply(_ vector: [Double], to item: inout DisplayItem) {
        guard vector.count == 6 else { return }
        item.transform = CGAffineTransform(
            a: vector[0], b: vector[1], c: vector[2], d: vector[3], tx: vector[4], ty: vector[5])
        item.frame = item.bounds.applying(item.transform)
    }
}

extension DisplayAttribute {
    /// Position, size and transform.
    public static var geometry: DisplayAttribute { DisplayAttribute(GeometryAttribute.self) }
}
