import Foundation

/// Which row is swiped open, and by how much: a list's state (one row at a time, as on iOS).
struct ListSwipeState: Equatable {
    /// The swiped row's node identity.
    var row: ViewIdentity?
    /// How far its content is moved: negative shows trailing actions, positive leading ones.
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    var base: CGFloat = 0
    /// Whether a finger is swiping it now.
    var isDragging = false
    /// Whether the row is open by its actions' width, whatever that is (its delete control was
    /// tapped): the layout resolves `offset`.
    var opensToActions = false
}
