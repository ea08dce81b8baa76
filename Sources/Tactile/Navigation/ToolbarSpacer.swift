import Foundation

/// How a ``ToolbarSpacer`` sizes itself, iOS 26's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case flexible, fixed
    }

    let kind: Kind

    /// As much space as the bar gives: pushes the items on either side apart.
    nonisolated public static let flexible = SpacerSizing(kind: .flexible)
    /// A gap of the system's standard size.
    nonisolated public static let fixed = SpacerSizing(kind: .fixed)
}

/// A space between toolbar items, iOS 26's `ToolbarSpacer`: on iOS 26 it also splits the bar's
/// glass into groups.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { ShareButton() }
///     ToolbarSpacer(.fixed, placement: .topBarTrailing)
///     ToolbarItem(placement: .topBarTrailing) { MoreButton() }
/// }
/// ```
///
/// In Tactile's bar, whose items at a placement sit side by side, a fixed spacer is a gap of
/// 12 pt; a flexible one takes the space left at its placement, so at a
/// bar's side it pushes the items before it away from those after it.
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    /// A spacer is primitive.
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// The width of a fixed spacer: the gap iOS 26 leaves between two glass groups of a bar.
    static let fixedWidth: CGFloat = 12

    /// A spacer of `sizing` at `placement`.
    nonisolated public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        switch sizing.kind {
        case .fixed: [(placement, AnyView(Color.clear.frame(width: Self.fixedWidth, height: 1)))]
        case .flexible: [(placement, AnyView(Spacer(minLength: Self.fixedWidth)))]
        }
    }
}

extension ToolbarContent {
    /// Whether items of this content share the bar's glass background with their neighbours.
    /// *Accepted, with no effect* on Linux: Tactile's bars have no glass groups.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        self
    }
}
