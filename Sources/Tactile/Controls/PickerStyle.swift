import Foundation

/// How a `Picker` presents its options.
///
/// Tactile draws `.segmented` as iOS does, with a tap selecting a segment. The other styles
/// (`.automatic`, `.menu`, `.wheel`, `.inline`) draw the picker's label and its selected option in
/// a row; they open no menu or wheel (see `Docs/ViewLayer.md`).
public protocol PickerStyle: Sendable {}

/// The picker style the platform chooses: a menu on iOS (drawn as a row, see `PickerStyle`).
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

/// Options side by side in a segmented control; a tap selects a segment.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// A menu of the options (drawn as a row with the selection; no menu opens).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// A scrolling wheel of the options (drawn as a row with the selection; no wheel).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// The options inline with other content (drawn as a row with the selection).
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline options.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The environment key of the picker style.
private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: any PickerStyle = DefaultPickerStyle()
}

extension EnvironmentValues {
    /// The style of pickers in this subtree (set with `pickerStyle(_:)`).
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}

/// The options as a row of symbols or colours, the selected one marked: drawn as the segmented
/// style (a row of equal segments, the selected one on a plate; a tap selects).
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
}

/// A row that pushes a list of the options (drawn as a row with the selection: no list is
/// pushed).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation link style.
    public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of the options' symbols.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// How a palette picker marks its selected option (`View/paletteSelectionEffect(_:)`).
///
/// *Accepted*: Tactile's palette picker marks the selection with its plate.
public struct PaletteSelectionEffect: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, custom
        case symbolVariant(SymbolVariants)
    }

    let kind: Kind

    /// The system's mark.
    public static let automatic = PaletteSelectionEffect(kind: .automatic)
    /// No mark of the system's: the options draw their own.
    public static let custom = PaletteSelectionEffect(kind: .custom)

    /// The selected option's symbol drawn in `variant` (`.fill`, `.slash`) in place of a mark.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: .symbolVariant(variant))
    }
}

extension View {
    /// Sets how palette pickers in this subtree mark their selection.
    ///
    /// *Accepted*: the palette picker marks the selection with its plate.
    nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
