import Foundation

/// What kind of element a view is to assistive technologies, SwiftUI's `AccessibilityTraits`
/// (``View/accessibilityAddTraits(_:)``, ``View/accessibilityRemoveTraits(_:)``).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt64

    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: what lies outside it is ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How the children of a view become accessibility elements, SwiftUI's `AccessibilityChildBehavior`
/// (``View/accessibilityElement(children:)``).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The view is one element; its children are not elements.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The view contains its children, which stay elements.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The view is one element whose label joins its children's; they are not elements.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// A kind of action assistive technologies perform on an element, SwiftUI's
/// `AccessibilityActionKind` (``View/accessibilityAction(_:_:)``).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// The element's main action (activating it).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing a modal view or going back.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element's content.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A custom action called `name`.
    public init(named name: Text) { self.name = name.string }

    private init(name: String) { self.name = name }
}
