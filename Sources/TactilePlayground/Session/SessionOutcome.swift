import Foundation
import Tactile

/// What the stage shows at the end of a session's trace replayed from the start: its texts and
/// the frames of its views with accessibility identifiers. A downloaded test asserts exactly this.
struct SessionOutcome: Equatable {
    /// Every rendered text, in drawing order.
    var texts: [String]
    /// Each identified view's rendered frame, by identifier, sorted by identifier.
    var frames: [(identifier: String, frame: CGRect)]

    static func == (a: SessionOutcome, b: SessionOutcome) -> Bool {
        a.texts == b.texts && a.frames.map(\.identifier) == b.frames.map(\.identifier)
            && zip(a.frames, b.frames).allSatisfy { $0.frame == $1.frame }
    }

    /// How many deadlines a replay lets fire after the last event: `TouchSimulator`'s bound, so the
    /// test's replay and this one stop at the same place.
    static let maximumTrailingDeadlines = 100

    /// Replays `events` on a fresh `view` in a window of `size` with the routine
    /// `TouchSimulator.replay(_:settles:)` uses (`GestureHost.replay`: time runs to each pointer or
    /// wheel event, then every pending deadline fires), and reads the stage. `defaults` is the `@AppStorage` store to use.
    @MainActor
    static func replaying(_ events: [InputEvent], on view: AnyView, size: CGSize, defaults: UserDefaults?)
        -> SessionOutcome
    {
        let host = GestureHost(viewHost: ViewHost(view, size: size, defaults: defaults), engine: GestureEngine())
        host.playsAnimations = true
        host.replay(events)
        host.fireTrailingDeadlines(limit: maximumTrailingDeadlines)
        host.update()
        let identifiers = Set(host.displayList.groups.map(\.identifier))
            .union(host.displayList.items.compactMap(\.accessibilityIdentifier))
        let frames = identifiers.sorted().compactMap { id in
            host.frame(ofAccessibilityIdentifier: id).map { (identifier: id, frame: $0) }
        }
        return SessionOutcome(texts: host.texts(), frames: frames)
    }
}
