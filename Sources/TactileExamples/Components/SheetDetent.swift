// Added: not in any seed, a component example. The heights a `BottomSheet` comes to rest at.
import Tactile

/// A height at which a ``BottomSheet`` rests: a share of the height of the space it is in.
public struct SheetDetent: Hashable, Sendable {
    /// A short name, for display and for telling detents apart.
    public let name: String
    /// How much of the container the sheet covers, from 0 to 1.
    public let fraction: CGFloat

    /// Creates a detent; `fraction` is clamped to 0…1 (0 when it is not a number).
    public init(_ name: String, fraction: CGFloat) {
        self.name = name
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// Only the sheet's handle and title show: 15 % of the height.
    public static let collapsed = SheetDetent("collapsed", fraction: 0.15)
    /// Half the height.
    public static let medium = SheetDetent("medium", fraction: 0.5)
    /// Nearly all the height, leaving what is behind visible at the top.
    public static let large = SheetDetent("large", fraction: 0.9)
}
