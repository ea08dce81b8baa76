import Foundation

/// What changes while a scroll view scrolls: where its content is and whether its indicators
/// linger. It is kept in an object the scroll view's body passes down and never reads; the two
/// views that read it (`ScrollViewportReader` and `ScrollIndicatorsReader`) subscribe with
/// `ScrollStateReading`, and a write runs only the bodies of its readers again, not the scroll
/// view's body with its overlay and lifecycle modifiers.
///
/// A write invalidates its readers in the transaction of the writer, as a `@State` write does
/// (`withAnimation { proxy.scrollTo(…) }` animates the offset), and every write does, even of an
/// equal value, as with `@State`. The readers are told directly rather than through Observation:
/// tracking a body's reads allocates on every run, and these bodies run on every move.
@MainActor
final class ScrollViewState {
    /// Made where a view is initialised, which may be off the main actor (view initialisers are
    /// `nonisolated`); it only sets the defaults above.
    nonisolated init() {}

    /// Where the content is and what it is doing. A write runs both readers again.
    var position = ScrollOffsetState() {
        didSet {
            viewportReader?.invalidate()
            indicatorsReader?.invalidate()
            refreshIndicatorReader?.invalidate()
        }
    }

    /// Whether the finger has pulled the content far enough to refresh on its release
    /// (`ScrollRefreshing.swift`); no reader reads it.
    var isRefreshArmed = false

    /// Whether the indicators stay drawn while the content is at rest: set when it moves, cleared
    /// by the host once `ScrollIndicatorTiming/lingerDelay` has passed since it stopped. A write
    /// runs the indicators' reader again.
    var indicatorsLinger = false {
        didSet { indicatorsReader?.invalidate() }
    }

    private var viewportReader: ViewInvalidator?
    private var indicatorsReader: ViewInvalidator?
    private var refreshIndicatorReader: ViewInvalidator?

    /// Shows the indicators until they have lingered after the content stops (a write only when
    /// they are not shown already, so a move does not run their reader twice).
    func showIndicators() {
        if !indicatorsLinger { indicatorsLinger = true }
    }

    /// Makes the view linking `link` the reader of `role`. The first link is kept: a reader's
    /// identity is fixed by the scroll view's body, and this object lives with the scroll view's
    /// identity, so later links are the same view (and making a new invalidator on every body
    /// run would allocate on every move).
    func subscribe(_ role: ScrollStateReading.Role, _ link: PropertyLink) {
        switch role {
        case .viewport: if viewportReader == nil { viewportReader = link.invalidator }
        case .indicators: if indicatorsReader == nil { indicatorsReader = link.invalidator }
        case .refreshIndicator: if refreshIndicatorReader == nil { refreshIndicatorReader = link.invalidator }
        }
    }
}

/// A view's subscription to its scroll view's `ScrollViewState`: linked before the view's body
/// runs (as `@State` is), it makes the view the state's reader of `role`.
struct ScrollStateReading: GraphLinkedProperty {
    /// Which reader a view is.
    enum Role {
        /// `ScrollViewportReader`: runs again when the position changes.
        case viewport
        /// `ScrollIndicatorsReader`: runs again when the position or the lingering changes.
        case indicators
        /// `RefreshIndicatorReader`: runs again when the position changes.
        case refreshIndicator
    }

    let state: ScrollViewState
    let role: Role

    func link(_ link: PropertyLink) { state.subscribe(role, link) }
}
