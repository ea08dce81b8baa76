import Foundation

/// What a row's gesture does: a horizontal drag moves the row over its swipe actions and, on
/// release, opens it, closes it or (a full swipe) performs the first action; a tap closes an open
/// row or selects the row.
@MainActor
struct ListRowGestureModel {
    struct Edge {
        let allowsFullSwipe: Bool
    }
    let row: ViewIdentity
    let swipe: Binding<ListSwipeState>
    let select: (() -> Void)?
    let firstAction: (() -> Void)?
    let trailing: Edge?
    let leading: Edge?
    /// Whether the row is open (a tap closes it, even where it cannot swipe).
    let closes: Bool
    /// The row's reordering by long press and drag (a `ForEach` with `onMove`, not in edit mode).
    var move: ListRowMove? = nil

    /// The row's offset for a drag that moved `translation` since it began at `base`.
    func offset(_ translation: CGFloat, base: CGFloat, measure: ListRowMeasure) -> CGFloat {
        var offset = base + translation
        if trailing == nil { offset = max(offset, 0) }
        if leading == nil { offset = min(offset, 0) }
        let edge = offset < 0 ? trailing : leading
        let limit = edge?.allowsFullSwipe == false && measure.actionsWidth > 0 ? measure.actionsWidth : measure.rowWidth
        return min(max(offset, -limit), limit)
    }

    /// Where the current drag began: the open row's offset, or 0.
    private func base(_ measure: ListRowMeasure) -> CGFloat {
        let state = swipe.wrappedValue
        guard state.row == row else { return 0 }
        return state.isDragging ? state.base : state.opensToActions ? -measure.actionsWidth : state.offset
    }

    /// Whether this touch lifted the row to move it: then it neither swipes nor taps.
    private var isLifted: Bool { move?.isLifted() ?? false }

    func changed(_ translation: CGFloat, measure: ListRowMeasure) {
        guard !isLifted else { return }
        let base = self.base(measure)
        swipe.wrappedValue = ListSwipeState(
            row: row, offset: offset(translation, base: base, measure: measure), base: base, isDragging: true)
    }

    /// The release: a full swipe performs the first action; otherwise the row settles open when
    /// the drag, projected to where it would come to rest (`predicted`), passes half the actions'
    /// width on the side it uncovers, and closed when not.
    func ended(_ translation: CGFloat, predicted: CGFloat, measure: ListRowMeasure) {
        guard !isLifted else { return }
        let base = self.base(measure)
        let offset = self.offset(translation, base: base, measure: measure)
        let edge = offset < 0 ? trailing : leading
        let width = measure.actionsWidth
        let fullSwipe = max(measure.rowWidth * ListMetrics.fullSwipeFraction, width)
        if edge?.allowsFullSwipe == true, abs(offset) >= fullSwipe, let firstAction {
            swipe.wrappedValue = ListSwipeState()
            firstAction()
            return
        }
        let projected = base + predicted
        let opens = width > 0 && offset != 0 && projected.sign == offset.sign && abs(projected) > width / 2
        withAnimation(ListMetrics.settleAnimation) {
            swipe.wrappedValue =
                opens ? ListSwipeState(row: row, offset: offset < 0 ? -width : width) : ListSwipeState()
        }
    }

    func tapped() {
        guard !isLifted else { return }
        let state = swipe.wrappedValue
        if state.row != nil, state.offset != 0 || state.opensToActions {
            withAnimation(ListMetrics.settleAnimation) { swipe.wrappedValue = ListSwipeState() }
        } else {
            select?()
        }
    }

    /// Whether the row has any gesture at all.
    var isNeeded: Bool { trailing != nil || leading != nil || select != nil || closes || move != nil }
}

/// What a row's long-press-and-drag reordering does: the row follows the finger vertically and,
/// released, the `ForEach`'s `onMove` is told where it goes (see ``ListMoveHandle``, the same in
/// edit mode).
@MainActor
struct ListRowMove {
    /// A touch on the row began (the press is pending): a lift of an earlier touch is forgotten.
    let began: () -> Void
    let changed: (CGFloat) -> Void
    let ended: (CGFloat) -> Void
    let cancelled: () -> Void
    /// Whether the current touch lifted the row.
    let isLifted: () -> Bool
}

/// What the last layout of a row measured, for its gesture.
@MainActor
final class ListRowMeasure {
    var rowWidth: CGFloat = 0
    var actionsWidth: CGFloat = 0
}
