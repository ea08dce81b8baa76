#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileTesting

// The accessibility tree as a golden: what VoiceOver would read, one element a line
// (`AccessibilityTree.description`), so that a change to a label, a trait or the reading order
// shows in review.

extension Snapshotting where Value == TouchSimulator, Format == String {
    /// The window's accessibility tree (`TouchSimulator.accessibilityTree()`), one element a line
    /// in reading order with its traits, label, value, frame and actions, stored as `.txt` and
    /// compared line by line.
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting<String>(pathExtension: "txt", diffing: .tactileLines(pathExtension: "txt", isSVG: false))
            .pullback { simulator in onMainActor { simulator.accessibilityTree().description + "\n" } }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A view hosted in a window of the default size, its accessibility tree as text.
    public static var accessibilityTree: Snapshotting { .accessibilityTree(size: ViewHost.defaultSize) }

    /// A view hosted in a window of `size` with the settings of `environment` (a text size, right
    /// to left), its accessibility tree as text.
    public static func accessibilityTree(size: CGSize, environment: WindowEnvironment = WindowEnvironment())
        -> Snapshotting
    {
        SimplySnapshotting<String>(pathExtension: "txt", diffing: .tactileLines(pathExtension: "txt", isSVG: false))
            .pullback { view in
                // Used only inside `onMainActor`, which runs at once on this thread, the main actor's.
                nonisolated(unsafe) let view = view
                return onMainActor {
                    TouchSimulator(view, size: size, environment: environment).accessibilityTree().description + "\n"
                }
            }
    }
}
#endif
