import Foundation

/// Any shape, its type erased, SwiftUI's `AnyShape`: for a shape chosen at run time
/// (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
///
/// It draws, lays out and mirrors as the shape it wraps.
public struct AnyShape: Shape, @unchecked Sendable {
    private let outline: @Sendable (CGRect) -> Path
    private let size: @Sendable (ProposedViewSize) -> CGSize
    private let behavior: LayoutDirectionBehavior

    /// `shape`, type-erased.
    nonisolated public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        size = { shape.sizeThatFits($0) }
        behavior = shape.layoutDirectionBehavior
    }

    /// The wrapped shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { outline(rect) }

    /// The wrapped shape's size for `proposal`.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

    /// The wrapped shape's behaviour.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }

    /// The shape filled with the foreground style.
    public typealias Body = _ShapeView<AnyShape, ForegroundStyle>
}
