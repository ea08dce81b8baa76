import Foundation

/// What kind of element a view is to assistive technologies, SwiftUI's `AccessibilityTraits`
/// (`View/accessibilityAddTraits(_:)`, `View/accessibilityRemoveTraits(_:)`).
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

    /// The set's elements are trait sets.
    public typealias Element = AccessibilityTraits

    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue | other.rawValue)
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue & other.rawValue)
    }
    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
    }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
    /// Adds `newMember`; says whether it was already there.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
    {
        if contains(newMember) { return (false, newMember) }
        formUnion(newMember)
        return (true, newMember)
    }
    /// Removes `member`; returns the traits of it that were there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        self = AccessibilityTraits(rawValue: rawValue & ~member.rawValue)
        return present.isEmpty ? nil : present
    }
    /// Adds `newMember`; returns it when it was already there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(newMember)
        formUnion(newMember)
        return present ? newMember : nil
    }
}

/// How the children of a view become accessibility elements, SwiftUI's `AccessibilityChildBehavior`
/// (`View/accessibilityElement(children:)`).
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
/// `AccessibilityActionKind` (`View/accessibilityAction(_:_:)`).
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
