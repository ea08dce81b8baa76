import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether scrollable containers here draw their own background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background that scrollable containers in this view draw behind their
    /// content: `.hidden` removes a ``List``'s (or ``Form``'s) grouped grey, so a background set
    /// with `background(_:)` shows through. Other containers draw no background of their own.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWritingModifier { $0.scrollContentBackground = visibility })
    }
}
