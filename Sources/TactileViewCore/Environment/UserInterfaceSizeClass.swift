import Foundation

/// A coarse width or height class of the window, SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little space along that dimension (an iPhone's width in portrait).
    case compact
    /// Ample space along that dimension (an iPad's width, an iPhone's height in portrait).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of the window.
    ///
    /// `.compact`, an iPhone's in portrait, the device whose window Tactile's default window stands
    /// for; set another with `.environment(\.horizontalSizeClass, .regular)`. It does not follow
    /// the host's size.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window: `.regular`, an iPhone's in portrait (see
    /// ``horizontalSizeClass``).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
