import Foundation

/// What the display list knows of one animatable attribute of its items: its name, whether two
/// items show the same value of it, the animation an item would take if it changed, and the
/// numbers it interpolates through.
///
/// The renderer asks ``hasSameValue(_:as:)`` and ``candidate(in:)`` to decide an item's
/// ``DisplayItem/animations``; ``FrameAnimator`` plays a change from ``vector(of:)`` of the shown
/// item to that of the new one and writes the in-between numbers back with ``apply(_:to:)``.
/// Each kind is reached through its ``DisplayAttribute`` key, so callers name no attribute.
protocol DisplayAttributeKind: SendableMetatype {
    /// The attribute's name (``DisplayAttribute/rawValue``).
    static var name: String { get }

    /// Whether `item` and `other` (the same view's item in two commits) show the same value.
    static func hasSameValue(_ item: DisplayItem, as other: DisplayItem) -> Bool

    /// The animation `item`'s value would take if it changed (`nil`: it jumps).
    static func candidate(in item: DisplayItem) -> Animation?

    /// The numbers the attribute interpolates through, or `nil` when it does not interpolate for
    /// this item (it then changes at once).
    static func vector(of item: DisplayItem) -> [Double]?

    /// Sets the attribute of `item` from interpolated numbers, as ``vector(of:)`` gave them.
    static func apply(_ vector: [Double], to item: inout DisplayItem)

    /// Whether the attribute ever interpolates: `false` for one whose ``vector(of:)`` is always
    /// `nil`, which the animator then does not ask.
    static var interpolates: Bool { get }
}

extension DisplayAttributeKind {
    static var interpolates: Bool { true }
}
