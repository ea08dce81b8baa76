import Foundation

/// Accessibility modifiers for system features Linux does not have.
///
/// *No effect on Linux*: the large content viewer (the enlarged copy of a bar item iOS shows while
/// it is pressed at the largest text sizes) and Smart Invert (which inverts the screen's colours)
/// are system UI of iOS; nothing on Linux shows or inverts, so the view draws as it is.
extension View {
    /// Shows `largeContentView` in the large content viewer while this view is pressed.
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(
        @ViewBuilder _ largeContentView: () -> V
    ) -> some View {
        self
    }

    /// Shows this view's label and image in the large content viewer while it is pressed.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Keeps Smart Invert from inverting this view's colours (photos, video).
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

/// How a screen reader speaks the text of a view.
///
/// *Accepted*: they change the voice of a screen reader (punctuation, spelling out, pitch,
/// queueing announcements); there is no speech on Linux and the accessibility tree records text,
/// not how it sounds.
extension View {
    /// Speaks every punctuation mark of this view's text.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Spells out this view's text letter by letter.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Raises (up to 1) or lowers (down to -1) the pitch this view's text is spoken at.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Queues announcements this view's text makes behind the speech under way.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
