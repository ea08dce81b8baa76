import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue = ListMetrics.minimumRowHeight
}
private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The least height of the rows of a list in this subtree (iOS's 44 pt unless set): set it on
    /// the list, `.environment(\.defaultMinListRowHeight, 60)`, to make short rows taller or, lower,
    /// to let rows be as short as their content. A negative or non-finite value counts as 0.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of the section headers and footers of a list in this subtree; `nil` (the
    /// default) leaves the style's (28 pt in a plain list, none in grouped ones). A negative or
    /// non-finite value counts as 0.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

extension ListMetrics {
    /// `length` made a usable least height: negative and non-finite lengths are 0.
    static func sanitizedMinimum(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
}
