import Foundation

extension HorizontalAlignment {
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    }

    /// Where a list row's separator starts: set it on the row's content with
    /// `alignmentGuide(.listRowSeparatorLeading) { d in … }` to start the separator there (by
    /// default it starts at the row's leading inset).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)

    /// Where a list row's separator ends: set it on the row's content with
    /// `alignmentGuide(.listRowSeparatorTrailing) { d in … }` (by default it runs to the row's
    /// trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}
