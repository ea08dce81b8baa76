import Tactile

/// A badge that follows the finger and springs back home when let go.
public struct DraggableBadge: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var drops = 0

    /// Creates a badge at its home position.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Drops: \(drops)")
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: 80, height: 80)
                .accessibilityIdentifier("badge")
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { _ in drops += 1 }
                )
                .animation(.spring(), value: dragOffset)
        }
        .frame(width: 300, height: 300)
    }
}

#Preview {
    DraggableBadge()
}
