import Foundation

/// Which row's handle is being dragged, and how far: a list's state.
struct ListMoveState: Equatable {
    /// The moving row's node identity.
    var row: ViewIdentity?
    /// How far the finger moved vertically.
    var translation: CGFloat = 0
    /// The row a long press lifted during the current touch (kept after the lift until the next
    /// touch on a movable row begins): its tap and swipe do not act on that touch.
    var liftedRow: ViewIdentity?
}

/// The frames the last layout gave a list's children (rows unmoved), for the move handles.
@MainActor
final class ListLayoutRecord {
    var frames: [CGRect] = []
    /// The built rows of each `ForEach` (by its identity): their child index and offset in its data.
    var groups: [ViewIdentity: [(index: Int, offset: Int)]] = [:]

    /// The offset a `ForEach`'s row at child `index` (at `offset` in its data) goes before when
    /// its handle is released `translation` below where it was: its centre's place among the
    /// other rows of `group`, in `onMove`'s terms (past its own offset counts one more); `nil`
    /// when it does not move.
    func destination(index: Int, offset: Int, group: ViewIdentity, translation: CGFloat) -> Int? {
        guard frames.indices.contains(index) else { return nil }
        let centre = frames[index].midY + translation
        let rows = groups[group] ?? []
        // The group's rows not built lie before its first built one or after its last.
        let notBuiltBefore = rows.map(\.offset).min() ?? 0
        let before =
            notBuiltBefore
            + rows.filter {
                $0.index != index && frames.indices.contains($0.index) && frames[$0.index].midY < centre
            }.count
        let destination = before >= offset ? before + 1 : before
        return destination == offset || destination == offset + 1 ? nil : destination
    }
}
