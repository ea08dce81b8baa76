import Foundation

/// The viewport of a ``ScrollView`` at the scroll view's current position: the one view (with
/// ``ScrollIndicatorsReader``) whose body reads the position, so a scroll move runs this body
/// again and not the scroll view's. Running again for the position alone, it resolves the same
/// viewport value with a new offset, and the viewport keeps its content's nodes
/// (`ViewGraph.resolvesUnchangedContent(below:)`).
///
/// Its fields are values (the state is reached through the subscription), so the graph links it
/// from its type's field layout rather than by reflection on every run.
struct ScrollViewportReader<Content: View>: View {
    let reading: ScrollStateReading
    /// The viewport, its position to be filled in from the state.
    let viewport: ScrollViewport<Content>

    init(state: ScrollViewState, viewport: ScrollViewport<Content>) {
        reading = ScrollStateReading(state: state, role: .viewport)
        self.viewport = viewport
    }

    var body: some View {
        viewport.at(reading.state.position)
    }
}

/// The indicators of a ``ScrollView`` at its current position, while the content moves or they
/// linger after it stopped; they appear at once (not with the animation of a `scrollTo` that
/// shows them) and leave by the host's fade, an opacity transition.
struct ScrollIndicatorsReader: View {
    let reading: ScrollStateReading
    /// The indicators, their position to be filled in from the state.
    let indicators: ScrollIndicators

    init(state: ScrollViewState, indicators: ScrollIndicators) {
        reading = ScrollStateReading(state: state, role: .indicators)
        self.indicators = indicators
    }

    var body: some View {
        let state = reading.state
        if state.position.phase != .idle || state.indicatorsLinger {
            indicators.at(state.position)
                .transition(.asymmetric(insertion: .identity, removal: .opacity))
        }
    }
}
