import Foundation

/// The default hover effect of the views inside. *No effect on Linux*: Tactile draws no pointer
/// hover effects (see `hoverEffect(_:isEnabled:)`), so there is no default to change.
extension View {
    /// Sets `effect` as the hover effect of the views inside that show the default one (`nil`:
    /// the system's default).
    nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

    /// Sets `effect` as the hover effect of the views inside that show the default one.
    nonisolated public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { self }
}
