import Foundation

/// How a preview is sized: the device's window, the view's own ideal size, or a fixed size.
public enum PreviewLayout: Sendable, Hashable {
    /// The window of the preview device (``PreviewStage/deviceSize`` unless a device says otherwise).
    case device
    /// The view's ideal size: the stage is as big as the view asks for when offered no size.
    case sizeThatFits
    /// A window of exactly this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names simulators (`"iPhone 15 Pro"`).
///
/// Tactile has no device catalogue: the name is reported by ``PreviewRegistry``, and the stage keeps
/// its default size.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public var rawValue: String

    /// A device with this name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of a device's interface, as SwiftUI's `InterfaceOrientation`.
///
/// A landscape orientation swaps the width and height of a ``PreviewLayout/device`` stage.
public struct InterfaceOrientation: CaseIterable, Identifiable, Sendable, Hashable {
    /// The orientation's name: `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`.
    public let id: String

    private init(_ id: String) { self.id = id }

    /// Upright.
    public static let portrait = InterfaceOrientation("portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Turned so that the top of the interface is on the device's left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Turned so that the top of the interface is on the device's right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]

    /// Whether the interface is wider than it is tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
