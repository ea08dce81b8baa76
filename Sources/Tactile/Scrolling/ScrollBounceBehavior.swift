import Foundation

/// Whether a scroll view lets the content be pulled past its edges when there is nothing to
/// scroll to: SwiftUI's `ScrollBounceBehavior`, set with `View/scrollBounceBehavior(_:axes:)`.
///
/// A scroll view always rubber-bands when its content is longer than it along an axis. The
/// behaviour decides what happens when the content fits: with ``always`` (and ``automatic``, as
/// iOS's scroll views do) a drag still moves it and it springs back; with ``basedOnSize`` the
/// scroll view does not take part in the drag along that axis, so the gestures inside it and
/// around it get the touch as if there were no scroll view.
public struct ScrollBounceBehavior: Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's behaviour: on iOS, scroll views bounce even when their content fits.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// Bounces along the axis whatever the content's length.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// Bounces only when the content is longer than the scroll view along the axis (margins
    /// included): short content stays still under the finger.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }

    /// Whether a scroll view with this behaviour scrolls along an axis where its content is
    /// `content` long and its visible part `container` long.
    func scrolls(content: CGFloat, container: CGFloat) -> Bool {
        kind != .basedOnSize || content > container
    }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}
private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
    /// How scroll views in this subtree bounce horizontally (`View/scrollBounceBehavior(_:axes:)`).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scroll views in this subtree bounce vertically (`View/scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views in this view bounce along `axes` when their content fits: with
    /// `.basedOnSize`, content no longer than the scroll view does not move under the finger.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        modifier(
            EnvironmentWritingModifier { environment in
                if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
                if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            })
    }
}
