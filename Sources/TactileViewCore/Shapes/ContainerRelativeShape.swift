import Foundation

/// The shape of the container a view is in, inset to the view's frame, SwiftUI's
/// `ContainerRelativeShape`. With no container shape defined it is a rectangle, and Tactile
/// defines none (there is no `containerShape(_:)` yet), so it is always the view's rectangle.
public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    nonisolated public init() {}

    /// The rectangle `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount` on every side.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        _InsetShape(base: self, amount: amount)
    }

    /// A rectangle does not mirror.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle in Tactile, see `ContainerRelativeShape`).
    nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
