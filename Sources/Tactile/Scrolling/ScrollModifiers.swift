import Foundation

/// Whether scroll indicators are shown: SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind

    /// The platform's choice: shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown while scrolling (Tactile draws them only while the content moves, as iOS does).
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Hidden, even where the platform would insist on them.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

/// The indicator visibility of each axis, as `View/scrollIndicators(_:axes:)` set it.
struct ScrollIndicatorVisibilities: Hashable, Sendable {
    var horizontal: ScrollIndicatorVisibility = .automatic
    var vertical: ScrollIndicatorVisibility = .automatic

    subscript(axis: Axis.Set) -> ScrollIndicatorVisibility {
        axis == .horizontal ? horizontal : vertical
    }
}

private struct ScrollDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibilities()
}

extension EnvironmentValues {
    /// Whether scroll views in this subtree are kept from scrolling (`View/scrollDisabled(_:)`).
    public var isScrollDisabled: Bool {
        get { self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = newValue }
    }

    /// Whether scroll views in this subtree can scroll: SwiftUI's spelling of the opposite of
    /// `isScrollDisabled`. Setting it to `false` is `View/scrollDisabled(_:)`.
    public var isScrollEnabled: Bool {
        get { !isScrollDisabled }
        set { isScrollDisabled = !newValue }
    }

    /// Whether scroll views in this subtree show a horizontal indicator, as
    /// `View/scrollIndicators(_:axes:)` set it.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorVisibility.horizontal }
        set { scrollIndicatorVisibility.horizontal = newValue }
    }

    /// Whether scroll views in this subtree show a vertical indicator, as
    /// `View/scrollIndicators(_:axes:)` set it.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorVisibility.vertical }
        set { scrollIndicatorVisibility.vertical = newValue }
    }

    /// The indicator visibility scroll views in this subtree use.
    var scrollIndicatorVisibility: ScrollIndicatorVisibilities {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Keeps the scroll views in this view from scrolling; the gestures in their content still
    /// work. Like SwiftUI's, `false` does not re-enable scrolling that an ancestor disabled.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isScrollDisabled = true } })
    }

    /// Sets whether the scroll views in this view show their indicators along `axes`.
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        modifier(
            EnvironmentWritingModifier { environment in
                if axes.contains(.horizontal) { environment.scrollIndicatorVisibility.horizontal = visibility }
                if axes.contains(.vertical) { environment.scrollIndicatorVisibility.vertical = visibility }
            })
    }
}
