import Foundation

/// The numbers of drag and drop inside a window, each once, with the reason for its value.
enum DragAndDropMetrics {
    /// How long a finger rests on a draggable view before the view lifts: 0.5 s, iOS's long press
    /// (UIKit's drag interaction lifts after the same press that opens a context menu), and
    /// the `LongPressGesture` default, so a press that lifts an item and one that opens a menu
    /// feel the same.
    static let liftDuration: TimeInterval = 0.5
    /// How far the finger may move before the lift and still lift: 10 pt, the long press's own
    /// limit and the scroll view's touch slop, so that a finger that moves scrolls instead
    /// (Docs/Semantics.md, "Drag and drop").
    static let liftMaximumDistance: CGFloat = 10
    /// The opacity of the preview that follows the finger: lifted views on iOS show through a
    /// little; 0.8 keeps the preview readable and the target under it visible.
    static let previewOpacity: Double = 0.8
    /// How close to a scroll view's edge (inside it) the finger must be for the view to scroll
    /// towards that edge: 44 pt, the height of a row or a bar, the band UIKit's table views
    /// auto-scroll in while a row is dragged.
    static let autoScrollEdge: CGFloat = 44
    /// How fast a scroll view scrolls when the finger is at its very edge: 600 pt/s, a screen
    /// of a phone a second and a half; slower the further inside the band the finger is.
    static let autoScrollSpeed: CGFloat = 600
    /// How often auto-scrolling moves the content: 60 times a second, a display's frame rate, so
    /// each step is at most 10 pt.
    static let autoScrollInterval: TimeInterval = 1.0 / 60
}
