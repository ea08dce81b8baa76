import Foundation

/// The red circle before a deletable row in edit mode; a tap opens the row's Delete action.
struct ListDeleteControl: View {
    let open: () -> Void

    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Rectangle().fill(Color.white).frame(width: 10, height: 2)
        }
        .frame(width: ListMetrics.deleteControlSize, height: ListMetrics.deleteControlSize)
        .contentShape(Rectangle())
        .onTapGesture { open() }
    }
}

/// The handle after a movable row in edit mode: a drag on it moves the row (it takes the touch at
/// once, so the list does not scroll) and, released, calls the `ForEach`'s `onMove`.
struct ListMoveHandle: View {
    let changed: (CGFloat) -> Void
    let ended: (CGFloat) -> Void

    var body: some View {
        Image(systemName: "line.3.horizontal")
            .foregroundColor(.gray)
            .frame(width: ListMetrics.moveHandleWidth, height: ListMetrics.minimumRowHeight)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { changed($0.translation.height) }
                    .onEnded { ended($0.translation.height) })
    }
}
