import Foundation

/// A drag source: a long press lifts the view, the drag carries `items()` to the drop targets
/// under the finger, and a preview (the view itself, or `preview`) follows it.
struct DragSourceModifier<Preview: View> {
    /// The items of a drag, asked for when the view lifts.
    let items: () -> [NSItemProvider]
    /// What follows the finger; `nil`: the view itself.
    let preview: Preview?
}

extension DragSourceModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .modifier(DragSourceGesture(items: items, preview: preview))
            .modifier(DragSessionReader())
    }
}

/// The lift and drag of a drag source, and its preview.
///
/// The gesture is `LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)` sequenced
/// before `DragGesture(minimumDistance: 0, coordinateSpace: .global)`, attached with
/// `simultaneousGesture` so that the view's own taps and buttons still act: a finger that moves
/// before the press completes fails it (and a scroll view around takes the touch), a finger that
/// rests lifts the view, and a button inside does not act when that touch ends. See
/// Docs/Semantics.md, "Drag and drop".
struct DragSourceGesture<Preview: View>: ViewModifier {
    let items: () -> [NSItemProvider]
    let preview: Preview?
    @Environment(\.dragAndDropSession) private var session
    /// Where the view was (window coordinates) when it lifted, and how far the finger has moved
    /// since; `nil` while the view is not lifted.
    @State private var lift: DragLift?
    /// The view's frame in the window, as its last layout placed it.
    @State private var frame = CGRect.zero
    /// Tells the buttons inside that the touch lifted the view, so that they do not act when it
    /// ends (as a context menu's press does).
    @State private var press = ContextMenuPress()

    func body(content: Content) -> some View {
        let session = self.session, items = self.items, lift = $lift, frame = $frame, press = self.press
        content
            .environment(\.contextMenuPress, press)
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { (new: CGRect) in
                frame.wrappedValue = new
            }
            .overlay {
                if let shown = self.lift {
                    // The preview stays under the finger as the view itself moves (a reorder).
                    previewView(content)
                        .opacity(DragAndDropMetrics.previewOpacity)
                        .offset(
                            x: shown.translation.width + shown.origin.x - self.frame.minX,
                            y: shown.translation.height + shown.origin.y - self.frame.minY
                        )
                        .modifier(DragPreviewContent())
                }
            }
            .zIndex(self.lift == nil ? 0 : 1)
            .simultaneousGesture(
                LongPressGesture(
                    minimumDuration: DragAndDropMetrics.liftDuration,
                    maximumDistance: DragAndDropMetrics.liftMaximumDistance
                )
                .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
                .onChanged { value in
                    guard case .second(true, let drag) = value else {
                        // A new touch: a lift of an earlier one no longer holds its buttons back.
                        if case .first = value { press.opened = false }
                        return
                    }
                    if lift.wrappedValue == nil {
                        press.opened = true
                        lift.wrappedValue = DragLift(origin: frame.wrappedValue.origin)
                        session?.begin(items(), at: drag?.location)
                    }
                    if let drag {
                        lift.wrappedValue?.translation = drag.translation
                        session?.move(to: drag.location)
                    }
                }
                .onEnded { value in
                    guard case .second(true, let drag) = value else { return }
                    lift.wrappedValue = nil
                    if let location = drag?.location {
                        session?.drop(at: location)
                    } else {
                        session?.cancel()
                    }
                }
                .onFailed { _ in
                    guard lift.wrappedValue != nil else { return }
                    lift.wrappedValue = nil
                    session?.cancel()
                }
            )
    }

    @ViewBuilder private func previewView(_ content: Content) -> some View {
        if let preview {
            preview
        } else {
            content
        }
    }
}

/// A lifted drag source: where it was when it lifted and how far the finger moved since.
struct DragLift: Equatable {
    var origin: CGPoint
    var translation = CGSize.zero
}

/// Hands the views inside it the window's drag session (``EnvironmentValues/dragAndDropSession``).
struct DragSessionReader: PrimitiveModifier {
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var inputs = inputs
        inputs.environment.dragAndDropSession = inputs.graph.dragSession()
        return content.resolve(inputs)
    }
}

private struct DragAndDropSessionKey: EnvironmentKey {
    static let defaultValue: DragAndDropSession? = nil
}

extension EnvironmentValues {
    /// The drag session of the window (set around drag sources).
    var dragAndDropSession: DragAndDropSession? {
        get { self[DragAndDropSessionKey.self] }
        set { self[DragAndDropSessionKey.self] = newValue }
    }
}
