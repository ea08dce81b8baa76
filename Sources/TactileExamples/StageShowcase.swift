// Added: not in any seed. The playground's `stage` scene: what the stage draws
// besides shapes — symbols in their rendering modes and weights, a picture, text in several
// scripts and emoji, a gradient, blur, a shadow and a mask — with one interaction, so a
// screenshot of it shows at a glance whether the stage looks like the real thing.
import Tactile

/// Symbols, pictures, text in many scripts and effects on one screen; tap the heart to like.
public struct StageShowcase: View {
    @State private var likes = 0

    /// A showcase with no likes yet.
    public init() {}

    /// The view's content.
    public var body: some View {
        VStack(spacing: 18) {
            Text("Stage").font(.largeTitle).bold()
            HStack(spacing: 14) {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "plus.circle.fill").foregroundStyle(.blue)
                Image(systemName: "trash").foregroundStyle(.red)
                Image(systemName: "gearshape.fill").foregroundStyle(.gray)
                Image(systemName: "paperplane.fill").foregroundStyle(.teal)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Image(systemName: "bell.fill").foregroundStyle(.orange)
            }
            .font(.title)
            HStack(spacing: 18) {
                Image(systemName: "plus").font(.system(size: 28, weight: .ultraLight))
                Image(systemName: "plus").font(.system(size: 28, weight: .regular))
                Image(systemName: "plus").font(.system(size: 28, weight: .black))
                Image(systemName: "plus.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .purple)
                    .font(.system(size: 28))
                Image(systemName: "person.2.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.indigo)
                    .font(.system(size: 28))
            }
            HStack(spacing: 16) {
                Image(ExampleAssets.logoName).resizable().frame(width: 84, height: 84)
                    .shadow(color: .black.opacity(0.35), radius: 8, x: 0, y: 4)
                RoundedRectangle(cornerRadius: 18)
                    .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 84, height: 84)
                Circle().fill(.blue).frame(width: 60, height: 60).blur(radius: 6)
                    .frame(width: 84, height: 84)
                Rectangle().fill(.green).frame(width: 84, height: 84)
                    .mask { Image(systemName: "heart.fill").font(.system(size: 84)) }
            }
            VStack(spacing: 6) {
                Text("Hello · Привет · Γειά σου")
                Text("こんにちは · 你好 · 안녕하세요")
                Text("👋 🎉 ❤️ 🚀")
            }
            .font(.title3)
            Button {
                likes += 1
            } label: {
                Image(systemName: likes > 0 ? "heart.fill" : "heart").font(.system(size: 44)).foregroundStyle(.red)
            }
            .accessibilityIdentifier("like")
            Text("Likes: \(likes)").font(.headline)
        }
    }
}

#Preview("Stage") { StageShowcase() }
