import Foundation

/// The axes along which a gesture moves content or may begin: a ``ScrollGesture``'s scroll axes,
/// a ``DragGesture``'s allowed directions (Tactile's; SwiftUI has neither in the engine).
///
/// The engine's own set, since the engine has no views; Tactile's `ScrollView` maps its
/// `Axis.Set` onto it.
public struct GestureAxes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// A set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right.
    public static let horizontal = GestureAxes(rawValue: 1)
    /// Up and down.
    public static let vertical = GestureAxes(rawValue: 2)
    /// Both axes.
    public static let both: GestureAxes = [.horizontal, .vertical]

    /// Whether a movement by `delta` is mostly along an axis of this set (a diagonal counts as
    /// horizontal).
    func allowsMovement(by delta: CGSize) -> Bool {
        contains(abs(delta.width) >= abs(delta.height) ? .horizontal : .vertical)
    }
}
