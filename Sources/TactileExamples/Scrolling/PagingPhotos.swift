// Added: not in any seed. A scrolling scene (Docs/Decisions.md#examples-beyond-seeds): a photo
// pager. A flick turns one page, a slow drag settles on the nearest page, and the caption follows
// the page in view (`scrollPosition(id:)`).
import Tactile

/// Five full-width "photos" (drawings of ours) that page sideways, with a caption.
public struct PagingPhotos: View {
    /// Each page's caption and symbol.
    public static let photos = [
        ("Harbour", "sun.max.fill"), ("Lighthouse", "bolt.fill"), ("Night sky", "moon.fill"),
        ("Storm", "cloud.fill"), ("Garden", "star.fill"),
    ]
    @State private var page: Int? = 0

    /// A pager on its first page.
    public init() {}

    /// The view's content.
    public var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<Self.photos.count, id: \.self) { index in
                        photo(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .frame(height: 480)
            Text("\(Self.photos[page ?? 0].0) · \((page ?? 0) + 1) of \(Self.photos.count)").font(.headline)
        }
    }

    private func photo(_ index: Int) -> some View {
        let hue = Double(index) / Double(Self.photos.count)
        return ZStack {
            LinearGradient(
                colors: [
                    Color(hue: hue, saturation: 0.6, brightness: 0.95),
                    Color(hue: hue, saturation: 0.9, brightness: 0.45),
                ],
                startPoint: .top, endPoint: .bottom)
            Image(systemName: Self.photos[index].1).font(.system(size: 120)).foregroundStyle(.white)
        }
        .frame(width: 400, height: 480)
        .accessibilityIdentifier("photo-\(index)")
    }
}

#Preview("Paging photos") { PagingPhotos() }
