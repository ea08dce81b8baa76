import Foundation

/// A table, UIKit's `UITableView`, for code that styles SwiftUI's `List` through its appearance
/// proxy (`UITableView.appearance().backgroundColor = .clear`, `.separatorStyle = .none`).
///
/// On Linux it keeps those settings and has no rows: there is no data source protocol. Its proxy
/// has no effect on `List`, as on iOS 16 and later (where `List` is no longer a table); use
/// `scrollContentBackground(_:)` and `listRowSeparator(_:edges:)`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's style, UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows in one run.
        case plain
        /// Rows in grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
    }

    /// The table's style.
    public let style: Style
    /// How rows are separated.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour (UIKit's default when `nil`).
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// The view above the rows.
    open var tableHeaderView: UIView?
    /// The view below the rows.
    open var tableFooterView: UIView?

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The shared proxy of `UITableView` (see `UIView.appearance()`).
    open override class func appearance() -> UITableView { AppearanceProxies.proxy { UITableView(frame: .zero) } }
}

/// A table's row, UIKit's `UITableViewCell`, for code that styles `List` rows through its
/// appearance proxy (`UITableViewCell.appearance().backgroundColor = .clear`): recorded, with no
/// effect on `List` (use `listRowBackground(_:)`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// How rows are separated, UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A thin line.
        case singleLine
        /// An etched line (as `singleLine` in current UIKit).
        case singleLineEtched
    }

    /// How a selected row looks, UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// Blue (grey in current UIKit).
        case blue
        /// Grey.
        case gray
        /// The system's default.
        case `default`
    }

    /// How a selected row looks.
    open var selectionStyle: SelectionStyle = .default
    /// The view behind a selected row.
    open var selectedBackgroundView: UIView?
    /// The view that holds the row's content.
    open private(set) lazy var contentView = UIView(frame: bounds)

    /// A row with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The shared proxy of `UITableViewCell` (see `UIView.appearance()`).
    open override class func appearance() -> UITableViewCell {
        AppearanceProxies.proxy { UITableViewCell(frame: .zero) }
    }
}
