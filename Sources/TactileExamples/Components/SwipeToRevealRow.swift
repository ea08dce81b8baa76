// Added: not in any seed, a component example (Docs/Decisions.md#examples-beyond-seeds). A list row
// that a swipe to the left slides aside to reveal action buttons, as mail and message lists have,
// written for Tactile in the style of SwiftUI component code.
import Tactile

/// A row that slides left under a drag to reveal buttons behind its trailing edge.
///
/// ```swift
/// SwipeToRevealRow(actions: [
///     RowAction("Archive", tint: .blue) { archive(message) },
///     RowAction("Delete", tint: .red) { delete(message) },
/// ]) {
///     Text(message.subject)
/// }
/// ```
///
/// Released, the row settles open (buttons showing) or closed: open when the drag, projected to
/// where it would come to rest (`predictedEndTranslation`), passes half the buttons' width.
/// Beyond the buttons and to the right of closed it follows the finger at a third of the
/// distance. Tapping an open row, or one of its buttons, closes it. `onReveal` hears of each
/// change.
public struct SwipeToRevealRow<Content: View>: View {
    /// The buttons, leading to trailing.
    public let actions: [RowAction]
    /// The width of each button.
    public let buttonWidth: CGFloat
    /// What the row shows.
    public let content: Content
    /// Called when the row settles open (`true`) or closes (`false`).
    public let onReveal: @MainActor (Bool) -> Void

    @State private var isOpen = false
    /// The horizontal translation of the drag in progress.
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.3, dampingFraction: 0.85)))
    private var dragWidth: CGFloat = 0

    /// Creates a row that reveals `actions` when swiped left.
    ///
    /// - Parameters:
    ///   - actions: The buttons behind the row, leading to trailing.
    ///   - buttonWidth: The width of each button (80 points by default; negative counts as 0).
    ///   - onReveal: Called when the row settles open (`true`) or closes (`false`).
    ///   - content: What the row shows.
    public init(
        actions: [RowAction], buttonWidth: CGFloat = 80, onReveal: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder content: () -> Content
    ) {
        self.actions = actions
        self.buttonWidth = buttonWidth.isFinite ? max(buttonWidth, 0) : 80
        self.onReveal = onReveal
        self.content = content()
    }

    /// The row over its buttons.
    public var body: some View {
        content
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Color.white)
            .offset(x: rowOffset)
            // The swipe first: the row moves as soon as the finger does, and a tap counts only
            // once the swipe has failed (at the lift, short of the swipe's 12 points).
            .gesture(swipe)
            .onTapGesture { close() }
            .background(alignment: .trailing) { buttons }
            .clipped()
    }

    /// The width of all the buttons together: how far an open row is moved.
    private var revealWidth: CGFloat { buttonWidth * CGFloat(actions.count) }

    /// Where the row is drawn: its resting place plus the drag, slowed down past either end.
    private var rowOffset: CGFloat {
        let resting: CGFloat = isOpen ? -revealWidth : 0
        let wanted = resting + dragWidth
        if wanted > 0 { return wanted / 3 }
        if wanted < -revealWidth { return -revealWidth + (wanted + revealWidth) / 3 }
        return wanted
    }

    private var buttons: some View {
        HStack(spacing: 0) {
            ForEach(actions) { action in
                Button {
                    close()
                    action.handler()
                } label: {
                    Text(action.title)
                        .foregroundColor(.white)
                        .frame(width: buttonWidth)
                        .frame(maxHeight: .infinity)
                        .background(action.tint)
                }
            }
        }
    }

    private var swipe: some Gesture {
        DragGesture(minimumDistance: 12)
            .updating($dragWidth) { value, state, _ in
                state = value.translation.width
            }
            .onEnded { value in
                let resting: CGFloat = isOpen ? -revealWidth : 0
                let projected = resting + value.predictedEndTranslation.width
                settle(open: revealWidth > 0 && projected < -revealWidth / 2)
            }
    }

    private func close() { settle(open: false) }

    /// Springs the row open or closed, and says so when that changes.
    private func settle(open: Bool) {
        let changed = open != isOpen
        withAnimation(.spring(response: 0.3, dampingFraction: 0.85)) { isOpen = open }
        if changed { onReveal(open) }
    }
}

#Preview("Swipe to reveal") {
    SwipeToRevealRow(actions: [
        RowAction("Archive", tint: .blue) {},
        RowAction("Delete", tint: .red) {},
    ]) {
        Text("Swipe me to the left")
    }
}
