import Foundation

/// A shape that can be inset by an amount on every side, so that a stroke can be drawn inside its
/// frame (`strokeBorder(_:lineWidth:antialiased:)`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape, inset by `amount` on every side (negative amounts grow it).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: its outline in the rectangle shrunk by the amount on
/// every side (a rounded rectangle's corners shrink with it, as in SwiftUI).
public struct _InsetShape<Base: Shape>: InsettableShape {
    /// The shape before the inset.
    public var base: Base
    /// How far each side moves in.
    public var amount: CGFloat

    /// `base` inset by `amount` on every side.
    nonisolated package init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let amount = amount.isFinite ? amount : 0
        let inner = rect.insetBy(dx: amount, dy: amount)
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(
                width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return RoundedRectangle(cornerSize: size, style: rounded.style).path(in: inner)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            let radii = uneven.cornerRadii
            func shrink(_ radius: CGFloat) -> CGFloat { max(0, radius - amount) }
            let inset = RectangleCornerRadii(
                topLeading: shrink(radii.topLeading), bottomLeading: shrink(radii.bottomLeading),
                bottomTrailing: shrink(radii.bottomTrailing), topTrailing: shrink(radii.topTrailing))
            return UnevenRoundedRectangle(cornerRadii: inset, style: uneven.style).path(in: inner)
        }
        return base.path(in: inner)
    }

    /// The behaviour of the shape inset.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

    /// This shape inset further.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount)
    }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners shrunk by the same amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
