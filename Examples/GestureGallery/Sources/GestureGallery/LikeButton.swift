import Tactile

/// A heart that counts taps, and a double tap that clears the count.
public struct LikeButton: View {
    @State private var likes = 0

    /// Creates a button with no likes.
    public init() {}

    public var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(likes > 0 ? Color.red : Color.gray)
                .frame(width: 24, height: 24)
            Text("Likes: \(likes)")
        }
        .padding()
        .contentShape(Rectangle())
        .onTapGesture(count: 2) { likes = 0 }
        .onTapGesture { likes += 1 }
    }
}

#Preview("Like button") {
    LikeButton()
}
