import Tactile

/// A button that confirms only after it has been held for a second.
public struct HoldToConfirm: View {
    @GestureState private var isHolding = false
    @State private var confirmed = false

    /// Creates an unconfirmed button.
    public init() {}

    public var body: some View {
        Text(confirmed ? "Confirmed" : (isHolding ? "Keep holding" : "Hold to confirm"))
            .padding()
            .background(isHolding ? Color.orange : Color.yellow)
            .gesture(
                LongPressGesture(minimumDuration: 1)
                    .updating($isHolding) { value, state, _ in state = value }
                    .onEnded { _ in confirmed = true }
            )
    }
}

/// The gallery's previews as older code writes them.
struct HoldToConfirm_Previews: PreviewProvider {
    static var previews: some View {
        HoldToConfirm()
            .previewDisplayName("Hold to confirm")
    }
}
