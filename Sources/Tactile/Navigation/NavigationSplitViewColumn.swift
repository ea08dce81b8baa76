import Foundation

/// A column of a ``NavigationSplitView``: SwiftUI's `NavigationSplitViewColumn`, the value of its
/// `preferredCompactColumn` binding.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind

    /// The leading column, the split view's root.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .sidebar) }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .content) }
    /// The trailing column, shown last.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .detail) }
}

/// Which columns of a ``NavigationSplitView`` a regular-width layout shows: SwiftUI's
/// `NavigationSplitViewVisibility`, the value of its `columnVisibility` binding.
///
/// An iPhone's compact width shows one column at a time whatever this says, and that is the
/// width Tactile lays split views out for: the binding is kept, for code that reads or writes it.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable { case detailOnly, doubleColumn, all, automatic }
    let kind: Kind

    /// Only the detail column.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .detailOnly) }
    /// The content and detail columns (the sidebar and detail of a two-column view).
    public static var doubleColumn: NavigationSplitViewVisibility {
        NavigationSplitViewVisibility(kind: .doubleColumn)
    }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .all) }
    /// The platform's choice for the width and orientation.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .automatic) }

    private init(kind: Kind) { self.kind = kind }

    /// Reads a visibility written by ``encode(to:)``: its name, as a single string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Not a NavigationSplitViewVisibility: \"\(name)\"")
        }
        self.kind = kind
    }

    /// Writes the visibility's name as a single string (`"all"`, `"detailOnly"`, …).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(kind.rawValue)
    }
}
