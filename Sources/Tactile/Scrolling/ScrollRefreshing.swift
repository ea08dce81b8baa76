import Foundation

/// A scroll view's pull to refresh (`View/refreshable(action:)`): when a pull arms it, when a
/// release starts it, and the spinner drawn above the content while the action runs.
///
/// A pull arms the refresh once the finger has pulled the content
/// `RefreshControlMetrics/triggerDistance` past its top (the offset, rubber band included);
/// the release of an armed pull starts it (Docs/Decisions.md#refresh-trigger): the content moves,
/// animated, to rest `RefreshControlMetrics/indicatorHeight` down (a top margin while
/// refreshing, as UIKit's refresh control sets a content inset), a spinner is drawn in that room,
/// and the action runs as a task on the main actor, as `.task` runs one. When it returns, the
/// margin goes and the content springs back, animated. A pull while refreshing does not start
/// another.
extension ScrollViewState {
    /// Notes a value of the scroll gesture; `true` when it is the release of an armed pull, which
    /// starts a refresh unless one is running (`isRefreshing`).
    func pullStartsRefresh(_ value: ScrollGesture.Value, isRefreshing: Bool) -> Bool {
        switch value.phase {
        case .interacting:
            if !isRefreshing, value.contentOffset.y <= -RefreshControlMetrics.triggerDistance {
                isRefreshArmed = true
            }
            return false
        case .decelerating:
            defer { isRefreshArmed = false }
            return isRefreshArmed && !isRefreshing
        case .idle:
            isRefreshArmed = false
            return false
        }
    }

    /// Starts `refresh`: holds the content down (`isRefreshing`, animated, with the content put
    /// to rest at the top of the room above it) and runs the action; when it returns, clears
    /// `isRefreshing`, animated.
    func startRefresh(_ refresh: RefreshAction, isRefreshing: Binding<Bool>, tasks: ViewTaskTracker?) {
        withAnimation(RefreshControlMetrics.settle) {
            isRefreshing.wrappedValue = true
            position = ScrollOffsetState(offset: CGPoint(x: position.offset.x, y: 0), phase: .idle)
        }
        let run: @MainActor () async -> Void = {
            await refresh()
            withAnimation(RefreshControlMetrics.settle) { isRefreshing.wrappedValue = false }
        }
        // Counted by the window when it has a tracker, so that a test can run it to the end.
        if let tasks { tasks.start(run) } else { Task { @MainActor in await run() } }
    }
}

/// The spinner of a refreshing scroll view (`EnvironmentValues/refreshIndicator`, a `ProgressView`)
/// centred in the room the content is held down by, moving with the content; it takes no touches.
struct RefreshIndicatorReader: View {
    let reading: ScrollStateReading
    let indicator: AnyView

    init(state: ScrollViewState, indicator: AnyView) {
        reading = ScrollStateReading(state: state, role: .refreshIndicator)
        self.indicator = indicator
    }

    var body: some View {
        let offset = reading.state.position.offset.y
        Color.clear
            .overlay(alignment: .top) {
                indicator
                    .frame(maxWidth: .infinity)
                    .frame(height: RefreshControlMetrics.indicatorHeight)
                    .offset(y: offset.isFinite ? -offset : 0)
            }
            .clipped()
            .allowsHitTesting(false)
    }
}
