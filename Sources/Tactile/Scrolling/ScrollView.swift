import Foundation

/// A scrollable view: its content at its ideal size along the scroll axes, clipped to the view's
/// bounds and moved by a finger, a fling and the spring back at its edges, or by a touchpad's
/// two-finger scroll or a mouse wheel (`GestureHost/send(_:)-(ScrollWheelEvent)`).
///
/// Like SwiftUI's, the scroll view takes the length offered to it along its scroll axes and is as
/// long as its content across them (a horizontal carousel is as tall as its cards); several views
/// in its content are stacked (vertically, or horizontally for a horizontal-only scroll view). The
/// scroll gesture is a `ScrollGesture` in the engine, on the engine's virtual time; how it
/// competes with the gestures in the content (a tap still fires, a drag that scrolls does not, a
/// touch during a fling stops it) is the arbitration table of the semantics document.
///
/// ```swift
/// ScrollView {
///     ForEach(0..<100, id: \.self) { Text("Row \($0)") }
/// }
/// ```
///
/// `View/scrollDisabled(_:)` turns the scrolling off (the content's gestures still work);
/// `View/scrollIndicators(_:axes:)` hides the indicators, which are drawn while the content moves
/// and, once it stops, for `ScrollIndicatorTiming/lingerDelay` more; then a `GestureHost`
/// fades them out over `ScrollIndicatorTiming/fadeDuration`, on its time.
public struct ScrollView<Content: View>: View {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the indicators are drawn while the content moves.
    public var showsIndicators: Bool
    /// The content.
    nonisolated(unsafe) public var content: Content

    /// The position and the indicators' lingering: read by the views that subscribe to them, never
    /// by this body, so a move does not run it again (`ScrollViewState`).
    @State private var state = ScrollViewState()
    @State private var metrics = ScrollMetrics()
    @Environment(\.scrollIndicatorsFlashOnAppear) private var flashesIndicatorsOnAppear
    @Environment(\.scrollViewDepth) private var scrollViewDepth
    @Environment(\.scrollIndicatorFlashTriggers) private var indicatorFlashTriggers
    /// The action a pull refreshes with (`View/refreshable(action:)`), for a vertical scroll view.
    @Environment(\.refresh) private var refresh
    /// The spinner drawn above the content while refreshing.
    @Environment(\.refreshIndicator) private var refreshIndicator
    /// The window's tracker of view tasks, which counts a refresh's action while it runs.
    @Environment(\.viewTasks) private var viewTasks
    /// Whether a refresh runs: the content is held down, with a spinner above it.
    @State private var isRefreshing = false

    /// A scroll view along `axes` around `content`.
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The viewport with the indicators over it. It reads neither the position nor whether the
    /// indicators linger: the readers below do, so a scroll move runs only theirs.
    public var body: some View {
        let state = self.state
        let refresh = axes.contains(.vertical) ? self.refresh : nil
        let refreshing = $isRefreshing, tasks = viewTasks
        return ScrollViewportReader(
            state: state,
            viewport: ScrollViewport(
                axes: axes, metrics: metrics,
                onScroll: { value in
                    state.position = ScrollOffsetState(
                        offset: value.contentOffset, phase: value.phase, velocity: value.velocity)
                    if value.phase != .idle { state.showIndicators() }
                    if let refresh, state.pullStartsRefresh(value, isRefreshing: refreshing.wrappedValue) {
                        state.startRefresh(refresh, isRefreshing: refreshing, tasks: tasks)
                    }
                },
                onStop: { state.position.phase = .idle },
                onMove: { offset in
                    state.position = ScrollOffsetState(offset: offset, phase: .idle)
                    state.showIndicators()
                },
                onSetPosition: { newPosition in
                    state.position = newPosition
                    if newPosition.phase != .idle { state.showIndicators() }
                },
                onIndicatorsFade: { state.indicatorsLinger = false },
                refreshInset: isRefreshing ? RefreshControlMetrics.indicatorHeight : 0,
                content: content)
        )
        // The scroll view's visible bounds are its `.scrollView` coordinate space, declared under
        // one name that says its axes and depth (`.scrollView(axis:)` finds the deepest along an
        // axis).
        .coordinateSpace(name: ScrollViewSpaceName(axes: axes, depth: scrollViewDepth))
        .overlay {
            if isRefreshing, let refreshIndicator {
                RefreshIndicatorReader(state: state, indicator: refreshIndicator)
            }
        }
        .overlay {
            if showsIndicators {
                ScrollIndicatorsReader(
                    state: state, indicators: ScrollIndicators(axes: axes, metrics: metrics, showsIndicators: true))
            }
        }
        .onAppear { if flashesIndicatorsOnAppear { state.showIndicators() } }
        .onChange(of: indicatorFlashTriggers) { state.showIndicators() }
    }
}

/// Where a scroll view's content is and what it is doing (`ScrollViewState/position`).
struct ScrollOffsetState: Equatable {
    /// The offset of the visible part in the content (finger-driven: may lie past the edges).
    var offset: CGPoint = .zero
    /// What the content is doing.
    var phase: ScrollGesture.Phase = .idle
    /// How fast the offset changes while a finger or a fling moves it, in points per second
    /// (reported by `onScrollPhaseChange`).
    var velocity: CGSize = .zero
}

/// The sizes the last layout of a scroll view found: shared by its viewport (which measures)
/// and its indicators and gesture (which read).
@MainActor
final class ScrollMetrics {
    /// Made where a view is initialised, which may be off the main actor (view initialisers are
    /// `nonisolated`); it only sets the defaults above.
    nonisolated init() {}

    /// The content's size at its ideal length along the scroll axes.
    var contentSize: CGSize = .zero
    /// The viewport's size.
    var containerSize: CGSize = .zero
    /// The size `containerRelativeFrame` in the content sees, as the viewport last placed it.
    let layoutContainer = LayoutContainerBox()
    /// The scroll axes.
    var axes: Axis.Set = .vertical
    /// The position the viewport was last resolved with.
    var position = ScrollOffsetState()
    /// The viewport's node as last resolved (its `contentToWindow` maps content to the window).
    weak var viewport: ViewNode?
    /// Moves the content to rest at an offset (`ScrollViewProxy`): writes the scroll view's
    /// state, in the transaction of the caller.
    var move: ((CGPoint) -> Void)?
    /// Puts the content at an offset with a phase (a scroll wheel): writes the scroll view's
    /// state, in the transaction of the caller.
    var setPosition: ((ScrollOffsetState) -> Void)?
    /// Takes the indicators away (the host's fade, in the transaction of the caller).
    var fadeIndicators: (() -> Void)?
    /// The margins around the content, inside `contentSize`.
    var margins = EdgeInsets()
    /// Whether the default scroll anchor has been applied (once, after the first layout).
    var isAnchored = false
    /// The viewport's size when the scroll target behaviour last looked at it
    /// (`retargetAfterResize()`); `nil` before the first layout with a behaviour.
    var targetedContainerSize: CGSize?
    /// Whether a view in the content pins views to the visible part (`SectionPinning`): the
    /// viewport then records `visibleFrame` after each layout.
    var tracksVisibleFrame = false
    /// The viewport's frame in the window as this layout placed it (set before rendering, before
    /// the content's adjusters run), when `tracksVisibleFrame`.
    var visibleFrame: CGRect?

    /// The offsets the content can rest at along `axis`: `0 … content − container`.
    func limit(_ axis: Axis) -> CGFloat {
        max(contentSize[axis] - containerSize[axis], 0)
    }

    /// `offset` as shown: non-finite lengths as 0; while the content is at rest, clamped to the
    /// range it can rest in (the content or the viewport may have changed size since it stopped).
    func shownOffset(_ position: ScrollOffsetState) -> CGPoint {
        func shown(_ value: CGFloat, _ axis: Axis) -> CGFloat {
            guard value.isFinite else { return 0 }
            return position.phase == .idle ? min(max(value, 0), limit(axis)) : value
        }
        return CGPoint(x: shown(position.offset.x, .horizontal), y: shown(position.offset.y, .vertical))
    }
}
