import Foundation

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

private struct DefaultScrollAlignmentAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// Where scroll views in this subtree start (`View/defaultScrollAnchor(_:)`, the
    /// `.initialOffset` role).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// Where content smaller than the viewport sits in scroll views in this subtree
    /// (`View/defaultScrollAnchor(_:)`, the `.alignment` role).
    var defaultScrollAlignmentAnchor: UnitPoint? {
        get { self[DefaultScrollAlignmentAnchorKey.self] }
        set { self[DefaultScrollAlignmentAnchorKey.self] = newValue }
    }
}

/// What a default scroll anchor is used for, SwiftUI's `ScrollAnchorRole`
/// (`View/defaultScrollAnchor(_:for:)`).
public struct ScrollAnchorRole: Hashable, Sendable {
    private let value: Int8

    /// Where the content starts, after the first layout.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(value: 0) }
    /// What stays in place when the content or the viewport changes size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(value: 1) }
    /// Where content smaller than the viewport sits.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(value: 2) }

    /// Hashes the role.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension View {
    /// Sets where the scroll views in this view start: the content's point at `anchor` shows at
    /// the viewport's (`.bottom`: the end of a chat; `.center`; `nil`: the top, leading edge).
    /// Content shorter than the viewport sits at the anchor too. A non-finite coordinate counts
    /// as 0.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.defaultScrollAnchor = anchor
                $0.defaultScrollAlignmentAnchor = anchor
            })
    }

    /// Sets the anchor of the scroll views in this view for one `role`: `.initialOffset`, where
    /// they start; `.alignment`, where content shorter than the viewport sits. The
    /// `.sizeChanges` role is recorded only: Tactile keeps the offset when sizes change, and
    /// clamps it to the new range.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(
            EnvironmentWritingModifier {
                if role == .initialOffset { $0.defaultScrollAnchor = anchor }
                if role == .alignment { $0.defaultScrollAlignmentAnchor = anchor }
            })
    }
}

extension ScrollMetrics {
    /// The first time a layout has measured the scroll view, moves its content to `anchor`
    /// (`anchor × (content − viewport)` along each scroll axis); later layouts leave it where the
    /// user put it.
    func applyDefaultAnchor(_ anchor: UnitPoint) {
        guard !isAnchored, containerSize != .zero || contentSize != .zero else { return }
        isAnchored = true
        func fraction(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        let offset = CGPoint(
            x: axes.contains(.horizontal) ? fraction(anchor.x) * limit(.horizontal) : 0,
            y: axes.contains(.vertical) ? fraction(anchor.y) * limit(.vertical) : 0)
        if offset != shownOffset(position) { move?(offset) }
    }
}
