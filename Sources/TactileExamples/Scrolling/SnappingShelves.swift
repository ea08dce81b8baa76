// Added: not in any seed. A scene of scroll target behaviours
// (Docs/Decisions.md#examples-beyond-seeds): two shelves whose flings come to rest on a place of
// their choosing. The top shelf is view-aligned and moves at most one card per release, however
// hard the flick (`.viewAligned(limitBehavior: .always)`); the bottom shelf rests on a 100 pt grid
// of its own, a custom `ScrollTargetBehavior` (its tiles are 70 pt wide, so the grid is not their
// edges).
import Tactile

/// Rests on multiples of ``step`` points across: a scroll target behaviour of the scene's own.
public struct GridScrollTargetBehavior: ScrollTargetBehavior {
    /// The grid's spacing, in points (at most zero: no grid, the fling's own end).
    public var step: CGFloat

    /// A grid every `step` points.
    public init(step: CGFloat) { self.step = step }

    /// Moves the target's leading edge to the nearest multiple of ``step``.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard step > 0 else { return }
        target.rect.origin.x = (target.rect.minX / step).rounded() * step
    }
}

/// A view-aligned shelf of cards and a shelf of tiles on a grid, each with a caption that says
/// where it rests.
public struct SnappingShelves: View {
    /// Cards on the view-aligned shelf.
    public static let cardCount = 10
    /// Tiles on the grid shelf.
    public static let tileCount = 12
    /// The grid shelf's spacing, in points.
    public static let gridStep: CGFloat = 100
    @State private var card: Int? = 0
    @State private var gridOffset: CGFloat = 0

    /// Both shelves at their start.
    public init() {}

    /// The view's content.
    public var body: some View {
        VStack(spacing: 12) {
            Text("One card a flick").font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(0..<Self.cardCount, id: \.self) { index in
                        cardView(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $card)
            .frame(height: 200)
            Text("Card \((card ?? 0) + 1) of \(Self.cardCount)")
            Text("On a 100 pt grid").font(.headline).padding(.top, 24)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(0..<Self.tileCount, id: \.self) { index in
                        tile(index)
                    }
                }
            }
            .scrollTargetBehavior(GridScrollTargetBehavior(step: Self.gridStep))
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, x in gridOffset = x }
            .frame(height: 160)
            Text("Offset \(Int(gridOffset.rounded())) pt")
            Spacer()
        }
    }

    private func cardView(_ index: Int) -> some View {
        let hue = Double(index) / Double(Self.cardCount)
        return RoundedRectangle(cornerRadius: 16)
            .fill(Color(hue: hue, saturation: 0.6, brightness: 0.85))
            .frame(width: 160, height: 200)
            .overlay(Text("Card \(index + 1)").font(.title3).bold().foregroundStyle(.white))
            .accessibilityIdentifier("aligned-card-\(index)")
    }

    private func tile(_ index: Int) -> some View {
        Rectangle()
            .fill(index.isMultiple(of: 2) ? Color.teal : Color.indigo)
            .frame(width: 70, height: 160)
            .overlay(Text("\(index + 1)").font(.headline).foregroundStyle(.white))
            .accessibilityIdentifier("grid-tile-\(index)")
    }
}

#Preview("Snapping shelves") { SnappingShelves() }
