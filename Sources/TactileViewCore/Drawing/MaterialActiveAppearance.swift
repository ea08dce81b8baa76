import Foundation

/// Whether a material looks as in an active window or an inactive one (iOS 18).
///
/// *No effect on Linux*: Tactile's windows have no active and inactive states (there is one key
/// window, always active), so every material is drawn as in an active window, which is what
/// `automatic` and `matchWindow` give on iOS for the window in front.
public struct MaterialActiveAppearance: Sendable, Equatable {
    let name: String

    /// The material follows the platform's default: active in an active window.
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// The material always looks active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// The material looks active when its window is active, which a Tactile window always is.
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension Material {
    /// This material with `appearance`.
    ///
    /// *No effect on Linux*: Tactile's windows are always active, so the material is drawn as an
    /// active one whatever the appearance.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle {
    /// This style with the materials in it drawn with `appearance`.
    ///
    /// *No effect on Linux*: Tactile's windows are always active, so materials are drawn as active
    /// ones whatever the appearance.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}
