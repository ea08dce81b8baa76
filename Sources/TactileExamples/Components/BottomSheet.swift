// Added: not in any seed, a component example (Docs/Decisions.md#examples-beyond-seeds). A sheet
// pulled up from the bottom edge by its handle that comes to rest at one of a few heights (map and
// music apps have one), written for Tactile in the style of SwiftUI component code.
import Tactile

/// A sheet at the bottom of its container that a drag on its handle pulls up or down, and that
/// settles at the detent nearest to where the drag would come to rest.
///
/// ```swift
/// @State private var detent = SheetDetent.collapsed
/// ZStack {
///     MapView()
///     BottomSheet(detents: [.collapsed, .medium, .large], selection: $detent) {
///         PlaceList()
///     }
/// }
/// ```
///
/// The sheet fills the container's width and rises from its bottom edge. While dragged it follows
/// the finger between the lowest and highest detents. Released, it springs to the detent nearest
/// to its height projected with the drag's `predictedEndTranslation`, so a flick carries it past
/// the nearest one.
public struct BottomSheet<Content: View>: View {
    /// The heights the sheet rests at, lowest first.
    public let detents: [SheetDetent]
    /// The detent the sheet rests at.
    @Binding public var selection: SheetDetent
    /// What the sheet shows below its handle.
    public let content: Content

    /// The vertical translation of the drag on the handle.
    @GestureState private var dragHeight: CGFloat = 0

    private var handleHeight: CGFloat { 28 }

    /// Creates a sheet.
    ///
    /// - Parameters:
    ///   - detents: The heights it rests at (in any order; `[.medium]` when empty).
    ///   - selection: The detent it rests at; a detent not in `detents` counts as the nearest one.
    ///   - content: What it shows below its handle.
    public init(
        detents: [SheetDetent] = [.collapsed, .medium, .large], selection: Binding<SheetDetent>,
        @ViewBuilder content: () -> Content
    ) {
        let sorted = detents.sorted { $0.fraction < $1.fraction }
        self.detents = sorted.isEmpty ? [.medium] : sorted
        self._selection = selection
        self.content = content()
    }

    /// The sheet, placed at its height in the container.
    public var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            let shown = min(max(restingHeight(in: height) - dragHeight, lowest(in: height)), highest(in: height))
            VStack(spacing: 0) {
                handle(containerHeight: height)
                content
                Spacer(minLength: 0)
            }
            .frame(width: proxy.size.width, height: height, alignment: .top)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            .shadow(radius: 6)
            .offset(y: height - shown)
        }
    }

    private func handle(containerHeight: CGFloat) -> some View {
        Capsule()
            .fill(Color.gray.opacity(0.5))
            .frame(width: 40, height: 5)
            .frame(maxWidth: .infinity)
            .frame(height: handleHeight)
            .contentShape(Rectangle())
            .accessibilityIdentifier("BottomSheet.handle")
            .gesture(drag(containerHeight: containerHeight))
    }

    /// A drag on the handle. It is measured in window space: the handle moves with the sheet, so
    /// its own space would shift under the finger.
    private func drag(containerHeight: CGFloat) -> some Gesture {
        DragGesture(coordinateSpace: .global)
            .updating($dragHeight) { value, state, _ in
                state = value.translation.height
            }
            .onEnded { value in
                let projected = restingHeight(in: containerHeight) - value.predictedEndTranslation.height
                let nearest = detents.min {
                    abs($0.fraction * containerHeight - projected) < abs($1.fraction * containerHeight - projected)
                }
                withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                    selection = nearest ?? selection
                }
            }
    }

    /// The height of the selected detent (the nearest listed one when it is not listed).
    private func restingHeight(in height: CGFloat) -> CGFloat {
        let wanted = selection.fraction
        let listed = detents.min { abs($0.fraction - wanted) < abs($1.fraction - wanted) } ?? selection
        return listed.fraction * height
    }

    private func lowest(in height: CGFloat) -> CGFloat { (detents.first?.fraction ?? 0) * height }
    private func highest(in height: CGFloat) -> CGFloat { (detents.last?.fraction ?? 1) * height }
}

#Preview("Bottom sheet") {
    @Previewable @State var detent = SheetDetent.medium
    ZStack {
        LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
        BottomSheet(selection: $detent) {
            Text("Sheet: \(detent.name)")
        }
    }
}
