import Foundation

private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether scroll views in this subtree draw their content beyond their bounds
    /// (`View/scrollClipDisabled(_:)`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view clipping their content to their bounds, so that
    /// shadows and content scrolled past an edge stay visible (SwiftUI's
    /// `scrollClipDisabled(_:)`). As in SwiftUI, content drawn outside the bounds is not hit:
    /// touches there reach what is behind the scroll view.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.isScrollClipDisabled = disabled })
    }
}
