import Foundation

extension View {
    /// Runs `action` with `true` when at least `threshold` of this view's area shows in the
    /// visible part of the scroll view around it, and with `false` when less does again
    /// (SwiftUI's `onScrollVisibilityChange(threshold:_:)`). A view that shows from the first
    /// layout reports `true` then; one that starts hidden reports nothing until it shows. Outside
    /// a scroll view nothing is reported.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
        -> some View
    {
        ScrollVisibilityReader(content: self, threshold: threshold, action: action)
    }
}

/// The fraction of `frame`'s area (in a scroll view's visible space) inside a visible part of
/// `size`; a zero-area frame counts as visible when its origin is inside.
func visibleFraction(of frame: CGRect, in size: CGSize) -> Double {
    let visible = CGRect(origin: .zero, size: size)
    let area = frame.width * frame.height
    guard area > 0 else { return visible.contains(frame.origin) ? 1 : 0 }
    let shown = frame.intersection(visible)
    guard !shown.isNull else { return 0 }
    return Double(shown.width * shown.height / area)
}

/// What an `onScrollVisibilityChange` last reported, kept by identity.
final class ScrollVisibilityState {
    var reported: Bool?
}

/// `onScrollVisibilityChange`: its content with a geometry watch measuring it against the
/// enclosing scroll view's visible size.
struct ScrollVisibilityReader<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let threshold: Double
    nonisolated(unsafe) let action: (Bool) -> Void
    typealias Body = Never
}

extension ScrollVisibilityReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        guard let metrics = inputs.environment.enclosingScrollView else { return inputs.graph.resolve(content, inputs) }
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollVisibilityState.self))
        let state = storage.slots[0] as? ScrollVisibilityState ?? ScrollVisibilityState()
        storage.slots[0] = state
        let threshold = threshold, action = action
        let watched = content.onGeometryChange(for: Bool.self) { proxy in
            let frame = proxy.frame(in: .scrollView)
            return MainActor.assumeIsolated { visibleFraction(of: frame, in: metrics.containerSize) } >= threshold
        } action: { isVisible in
            // The first layout reports only a view that shows; later ones every change.
            guard state.reported != isVisible, state.reported != nil || isVisible else { return }
            state.reported = isVisible
            action(isVisible)
        }
        return inputs.graph.resolve(watched, inputs)
    }
}
