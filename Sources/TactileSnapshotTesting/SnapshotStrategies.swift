#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileTesting

#if canImport(Testing)
import Testing
#endif

// Snapshot strategies for swift-snapshot-testing: `assertSnapshot(of: sim, as: .svg)`. Recording,
// record modes (`withSnapshotTesting(record: .all)`, `SNAPSHOT_TESTING_RECORD`), the `__Snapshots__`
// folder beside the test file and the failure message are swift-snapshot-testing's, as users know
// them; these strategies say how a window becomes a file and how two files are compared.

extension Snapshotting where Value == TouchSimulator, Format == String {
    /// The window as an SVG document (`TouchSimulator.svg()`, in canonical form: ``CanonicalSVG``),
    /// stored as `.svg` and compared line by line. A mismatch also writes an HTML page with the
    /// expected and actual frames side by side (``SnapshotDiffPage``).
    public static var svg: Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .tactileLines(pathExtension: "svg", isSVG: true))
            .pullback { simulator in onMainActor { CanonicalSVG.canonical(simulator.svg()) } }
    }

    /// What the window draws as text, one item a line (``DisplayListText``), stored as `.txt`.
    public static var displayList: Snapshotting {
        SimplySnapshotting<String>(pathExtension: "txt", diffing: .tactileLines(pathExtension: "txt", isSVG: false))
            .pullback { simulator in onMainActor { DisplayListText.describe(simulator.displayList) } }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A view hosted in a window of the default size (`ViewHost.defaultSize`) with the default
    /// window settings, as an SVG document (as `svg` of a simulator).
    public static var svg: Snapshotting { .svg(size: ViewHost.defaultSize) }

    /// A view hosted in a window of `size` with the settings of `environment` (dark mode, a text
    /// size, right to left), as an SVG document.
    public static func svg(size: CGSize, environment: WindowEnvironment = WindowEnvironment()) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .tactileLines(pathExtension: "svg", isSVG: true))
            .pullback { view in
                // Used only inside `onMainActor`, which runs at once on this thread, the main actor's.
                nonisolated(unsafe) let view = view
                return onMainActor {
                    CanonicalSVG.canonical(TouchSimulator(view, size: size, environment: environment).svg())
                }
            }
    }

    /// A view hosted in a window of the default size, its display list as text.
    public static var displayList: Snapshotting { .displayList(size: ViewHost.defaultSize) }

    /// A view hosted in a window of `size` with the settings of `environment`, its display list as
    /// text.
    public static func displayList(size: CGSize, environment: WindowEnvironment = WindowEnvironment())
        -> Snapshotting
    {
        SimplySnapshotting<String>(pathExtension: "txt", diffing: .tactileLines(pathExtension: "txt", isSVG: false))
            .pullback { view in
                // Used only inside `onMainActor`, which runs at once on this thread, the main actor's.
                nonisolated(unsafe) let view = view
                return onMainActor {
                    DisplayListText.describe(TouchSimulator(view, size: size, environment: environment).displayList)
                }
            }
    }
}

extension Diffing where Value == String {
    /// swift-snapshot-testing's line diff, which also writes the side-by-side page on a mismatch
    /// and names it in the failure message.
    static func tactileLines(pathExtension: String, isSVG: Bool) -> Diffing<String> {
        let lines = Diffing<String>.lines
        return Diffing.diff(
            toData: lines.toData, fromData: lines.fromData,
            diffV2: { expected, actual in
                guard let (message, attachments) = lines.diffV2(expected, actual) else { return nil }
                guard
                    let page = SnapshotDiffPage.write(
                        expected: expected, actual: actual, isSVG: isSVG, pathExtension: pathExtension)
                else { return (message, attachments) }
                return ("Expected and actual side by side: \(page)\n\n" + message, attachments)
            })
    }
}

/// Runs `body` on the main actor, where the simulator lives. swift-snapshot-testing calls a
/// strategy synchronously from `assertSnapshot`, so a `@MainActor` test is already there; any other
/// caller gets a test issue saying so, and an empty snapshot, which then does not match.
func onMainActor(_ body: @MainActor () -> String) -> String {
    guard Thread.isMainThread || MainQueueMark.isCurrent else {
        #if canImport(Testing)
        Issue.record(
            "TactileSnapshotTesting: assertSnapshot of a window must run on the main actor (mark the test @MainActor)")
        #endif
        return ""
    }
    return MainActor.assumeIsolated { body() }
}
#endif
