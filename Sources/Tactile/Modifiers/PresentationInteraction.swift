import Foundation

/// What a presentation becomes when space is compact, SwiftUI's `PresentationAdaptation`
/// (`View/presentationCompactAdaptation(_:)`).
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String

    /// The platform's choice (on iPhone a popover becomes a sheet).
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation: the presentation keeps its own style.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// A popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// A sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// A full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether the views behind a sheet take touches while it is presented, SwiftUI's
/// `PresentationBackgroundInteraction` (`View/presentationBackgroundInteraction(_:)`).
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    let name: String
    let detent: PresentationDetent?

    /// The platform's choice: the background takes no touches.
    public static var automatic: PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "automatic", detent: nil)
    }
    /// The background takes touches at every detent.
    public static var enabled: PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled", detent: nil)
    }
    /// The background takes touches while the sheet rests at `detent` or a smaller one.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled", detent: detent)
    }
    /// The background takes no touches.
    public static var disabled: PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "disabled", detent: nil)
    }
}

/// Whether a swipe on a resizable sheet's content scrolls it or resizes the sheet, SwiftUI's
/// `PresentationContentInteraction` (`View/presentationContentInteraction(_:)`).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String

    /// The platform's choice: resizing first.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// A swipe resizes the sheet before its content scrolls.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// A swipe scrolls the content.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// How a presentation adapts and how its sheet takes touches.
///
/// *Accepted*: Tactile draws iPhone's compact width, where a popover is drawn as its own centred
/// card and a sheet rests at its smallest detent (no drag moves it between detents), and the
/// dimmed background of a sheet always takes the touches that fall on it; these settings are
/// stored nowhere and change none of that.
extension View {
    /// What the presentations of this view become when width and height are compact.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// What the presentations of this view become when width, or height, is compact.
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        self
    }

    /// Whether the views behind the sheet presenting this view take touches.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View
    {
        self
    }

    /// Whether a swipe on the sheet's content scrolls it or resizes the sheet.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }
}
