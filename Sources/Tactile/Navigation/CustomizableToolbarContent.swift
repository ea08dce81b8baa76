import Foundation

/// Toolbar content a person may customize, SwiftUI's `CustomizableToolbarContent`: the content
/// of `View/toolbar(id:content:)`, made of ``ToolbarItem``s with identifiers.
///
/// Tactile has no customization editor, so a customizable toolbar shows its default
/// customization: every item, less those made with `showsByDefault: false` or hidden by
/// `defaultCustomization(.hidden)`.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// How a customizable toolbar item may be edited, SwiftUI's `ToolbarCustomizationBehavior`
/// (`CustomizableToolbarContent/customizationBehavior(_:)`).
public struct ToolbarCustomizationBehavior: Sendable {
    enum Kind: Sendable { case `default`, reorderable, disabled }
    let kind: Kind

    /// The item may be removed, added back and moved.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .default) }
    /// The item may be moved, not removed.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .reorderable) }
    /// The item may be neither moved nor removed.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: .disabled) }
}

/// Options of a customizable toolbar item's default customization, SwiftUI's
/// `ToolbarCustomizationOptions` (`CustomizableToolbarContent/defaultCustomization(_:options:)`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public var rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item stays reachable even when hidden from the bar (iOS keeps it in the bar's overflow
    /// menu; Tactile, which has no overflow menu, keeps it in the bar).
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}

/// Customizable toolbar content with a default visibility (`defaultCustomization(_:options:)`):
/// hidden content gives no items unless it is always available.
struct DefaultCustomizedToolbarContent<Base: CustomizableToolbarContent>: CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    typealias Body = Never
    nonisolated(unsafe) let base: Base
    let visibility: Visibility
    let options: ToolbarCustomizationOptions

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        if visibility == .hidden, !options.contains(.alwaysAvailable) { return [] }
        return ToolbarEntries.items(of: base)
    }
}

extension CustomizableToolbarContent {
    /// Sets whether this content is in the bar before any customization: `.hidden` leaves it out
    /// (unless `options` has `.alwaysAvailable`); `.automatic` and `.visible` show it.
    nonisolated public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
    ) -> some CustomizableToolbarContent {
        DefaultCustomizedToolbarContent(base: self, visibility: defaultVisibility, options: options)
    }

    /// The content as it is (SwiftUI's deprecated form with neither a visibility nor options).
    nonisolated public func defaultCustomization() -> some CustomizableToolbarContent {
        DefaultCustomizedToolbarContent(base: self, visibility: .automatic, options: [])
    }

    /// Sets how a person may edit this content in the toolbar's customization editor.
    ///
    /// *No effect on Linux*: the behaviour only shows in the customization editor, which Tactile
    /// does not draw; the items are in the bar as before.
    nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
        -> some CustomizableToolbarContent
    { self }
}

extension View {
    /// Adds a customizable toolbar identified by `id`: its items go to the enclosing navigation
    /// level's bars at their placements, as `toolbar(content:)` puts them, in their default
    /// customization (see ``CustomizableToolbarContent``).
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        let entries = DeferredToolbarEntries(content())
        return transformPreference(NavigationBarKey.self) { $0.toolbar += entries.resolved() }
    }
}
