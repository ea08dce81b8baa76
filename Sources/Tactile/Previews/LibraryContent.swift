import Foundation

/// The views and modifiers a package offers Xcode's library panel, DeveloperToolsSupport's
/// `LibraryContentProvider` (which SwiftUI re-exports).
///
/// ```swift
/// struct LibraryContent: LibraryContentProvider {
///     var views: [LibraryItem] { LibraryItem(Carousel(items: []), title: "Carousel", category: .control) }
/// }
/// ```
///
/// Accepted with no effect on Linux: there is no Xcode library to fill, and the playground lists
/// previews, not library items. The items are kept, so code and tests can read them.
public protocol LibraryContentProvider {
    /// The type whose modifiers `modifiers(base:)` offers.
    associatedtype ModifierBase = Any
    /// The views offered; none by default.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifiers offered, applied to `base`; none by default.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// None.
    public var views: [LibraryItem] { [] }
    /// None.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of the library: an expression Xcode would insert, with its title and category.
public struct LibraryItem {
    /// Where the library files an item.
    public enum Category: Hashable, Sendable {
        /// Layout: stacks, grids, spacers.
        case layout
        /// Visual effects.
        case effect
        /// Controls.
        case control
        /// Anything else.
        case other
    }

    /// The item's title (the snippet's type name when none was given).
    public let title: String
    /// Where it is filed.
    public let category: Category
    /// Whether it is shown.
    public let isVisible: Bool
    /// The signature it is offered for, when given.
    public let matchingSignature: String?

    /// An item inserting `snippet` (not evaluated: Xcode inserts its source).
    public init<SnippetExpressionType>(
        _ snippet: @autoclosure () -> SnippetExpressionType, visible: Bool = true, title: String? = nil,
        category: Category = .other, matchingSignature: String? = nil
    ) {
        self.title = title ?? String(describing: SnippetExpressionType.self)
        self.category = category
        self.isVisible = visible
        self.matchingSignature = matchingSignature
    }
}

/// Builds a list of library items from statements, each an item or a list of items.
@resultBuilder
public struct LibraryContentBuilder {
    /// The items of every statement, in order.
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    /// One item.
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    /// Several items.
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
    /// The items of an `if` that ran, or none.
    public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
    /// The items of the branch that ran.
    public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
    /// The items of the branch that ran.
    public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
    /// The items of every pass of a loop.
    public static func buildArray(_ items: [[LibraryItem]]) -> [LibraryItem] { items.flatMap { $0 } }
}
