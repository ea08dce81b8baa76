import Foundation

extension Shape {
    /// A shape that fills the area both this shape and `other` fill, in the same rectangle.
    ///
    /// - Parameters:
    ///   - other: The shape to intersect with.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.intersection(_:eoFill:)` of the two outlines.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape that fills the area this shape, `other` or both fill, in the same rectangle.
    ///
    /// - Parameters:
    ///   - other: The shape to join.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.union(_:eoFill:)` of the two outlines.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape that fills the area this shape fills and `other` does not, in the same rectangle.
    ///
    /// - Parameters:
    ///   - other: The shape taken away.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.subtracting(_:eoFill:)` of the two outlines.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape that fills the area exactly one of this shape and `other` fills.
    ///
    /// - Parameters:
    ///   - other: The other shape.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.symmetricDifference(_:eoFill:)` of the two outlines.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// A shape made of this shape's lines that lie in the area `other` fills.
    ///
    /// - Parameters:
    ///   - other: The shape whose area keeps the lines.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.lineIntersection(_:eoFill:)` of the two outlines.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// A shape made of this shape's lines that lie outside the area `other` fills.
    ///
    /// - Parameters:
    ///   - other: The shape whose area removes the lines.
    ///   - eoFill: Whether the even-odd rule (or the non-zero rule, the default) decides the inside.
    /// - Returns: The shape of `Path.lineSubtraction(_:eoFill:)` of the two outlines.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        PathOperationShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// Two shapes combined by one of `Path`'s boolean operations, in the rectangle both are given.
struct PathOperationShape<First: Shape, Second: Shape>: Shape {
    /// Which of `Path`'s operations combines the outlines.
    enum Operation: Sendable {
        case intersection, union, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var first: First
    var second: Second
    var operation: Operation
    var eoFill: Bool

    nonisolated func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .union: return a.union(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { first.layoutDirectionBehavior }
}
