import Foundation

/// What the user chose in Settings for an Apple Pencil double tap or squeeze, SwiftUI's
/// `PencilPreferredAction` (`EnvironmentValues/preferredPencilDoubleTapAction`).
public struct PencilPreferredAction: Hashable, Sendable {
    let name: String

    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    /// Switch between the current tool and the last one used.
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    /// Show the colour palette.
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    /// Show the ink attributes palette.
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    /// Show a contextual palette of tools.
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    /// Run the system shortcut the user chose.
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
    /// Do nothing.
    public static let ignore = PencilPreferredAction(name: "ignore")
}

private struct PencilDoubleTapActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.switchEraser
}
private struct PencilSqueezeActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.showContextualPalette
}

extension EnvironmentValues {
    /// What the user prefers a double tap of their Apple Pencil to do: Settings' default,
    /// `.switchEraser`, unless the window says otherwise (`WindowEnvironment`).
    public var preferredPencilDoubleTapAction: PencilPreferredAction { pencilDoubleTapAction }

    /// What the user prefers a squeeze of their Apple Pencil to do: Settings' default,
    /// `.showContextualPalette`, unless the window says otherwise (`WindowEnvironment`).
    public var preferredPencilSqueezeAction: PencilPreferredAction { pencilSqueezeAction }

    var pencilDoubleTapAction: PencilPreferredAction {
        get { self[PencilDoubleTapActionKey.self] }
        set { self[PencilDoubleTapActionKey.self] = newValue }
    }

    var pencilSqueezeAction: PencilPreferredAction {
        get { self[PencilSqueezeActionKey.self] }
        set { self[PencilSqueezeActionKey.self] = newValue }
    }
}
