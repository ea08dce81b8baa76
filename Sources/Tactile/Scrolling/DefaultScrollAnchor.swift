import Foundation

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// Where scroll views in this subtree start (`View/defaultScrollAnchor(_:)`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Sets where the scroll views in this view start: the content's point at `anchor` shows at
    /// the viewport's (`.bottom`: the end of a chat; `.center`; `nil`: the top, leading edge).
    /// Content shorter than the viewport sits at the anchor too. A non-finite coordinate counts
    /// as 0.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentWritingModifier { $0.defaultScrollAnchor = anchor })
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
