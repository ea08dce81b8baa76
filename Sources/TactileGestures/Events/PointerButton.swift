import Foundation

/// A mouse button, numbered as the DOM's `PointerEvent.button` numbers them.
///
/// Only the ``primary`` button drives gestures: a host ignores the `down` and `up` of the others.
/// An integer literal is a button number, so a trace's `"button": 2` reads as it is written.
public struct PointerButton: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The DOM's button number.
    public var rawValue: Int
    /// Creates a button from its DOM number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Creates a button from its DOM number, written as a literal.
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// The main button (left for right-handed mice); the only one gestures see.
    public static let primary = PointerButton(rawValue: 0)
    /// The middle button or wheel.
    public static let auxiliary = PointerButton(rawValue: 1)
    /// The secondary button (right for right-handed mice).
    public static let secondary = PointerButton(rawValue: 2)
}
