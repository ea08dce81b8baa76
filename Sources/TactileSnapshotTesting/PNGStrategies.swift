#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileTesting

#if canImport(Testing)
import Testing
#endif

// PNG snapshots: the canonical SVG of the other strategies, rasterized by librsvg
// (``SVGRasterizer``). The bytes are compared exactly; a mismatch writes the side-by-side page
// with both images.

extension Snapshotting where Value == TouchSimulator, Format == Data {
    /// The window as a PNG image, one pixel a point (`png(scale:)` for more), stored as `.png`.
    /// Needs librsvg's `rsvg-convert` (`SVGRasterizer`); without it the assertion fails and
    /// says what to install.
    public static var png: Snapshotting { .png(scale: 1) }

    /// The window as a PNG image of `scale` pixels a point, stored as `.png`.
    public static func png(scale: Double) -> Snapshotting {
        SimplySnapshotting<Data>(pathExtension: "png", diffing: .tactilePNG)
            .pullback { simulator in
                rasterized(onMainActor { CanonicalSVG.canonical(simulator.svg()) }, scale: scale)
            }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// A view hosted in a window of the default size with the default settings, as a PNG image.
    public static var png: Snapshotting { .png(size: ViewHost.defaultSize) }

    /// A view hosted in a window of `size` with the settings of `environment`, as a PNG image of
    /// `scale` pixels a point.
    public static func png(
        size: CGSize, environment: WindowEnvironment = WindowEnvironment(), scale: Double = 1
    ) -> Snapshotting {
        SimplySnapshotting<Data>(pathExtension: "png", diffing: .tactilePNG)
            .pullback { view in
                // Used only inside `onMainActor`, which runs at once on this thread, the main actor's.
                nonisolated(unsafe) let view = view
                let svg = onMainActor {
                    CanonicalSVG.canonical(TouchSimulator(view, size: size, environment: environment).svg())
                }
                return rasterized(svg, scale: scale)
            }
    }
}

/// The PNG of `svg`; on failure, a test issue saying why and empty data, which then matches no
/// recorded image.
func rasterized(_ svg: String, scale: Double) -> Data {
    guard !svg.isEmpty else { return Data() }
    do {
        return try SVGRasterizer.png(fromSVG: svg, scale: scale)
    } catch {
        #if canImport(Testing)
        Issue.record("TactileSnapshotTesting: \(error)")
        #endif
        return Data()
    }
}

extension Diffing where Value == Data {
    /// Exact comparison of two PNG files; a mismatch names both sizes and writes the page with
    /// the expected and actual images side by side (`SnapshotDiffPage`).
    static var tactilePNG: Diffing<Data> {
        Diffing.diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { expected, actual in
                guard expected != actual else { return nil }
                var message = "PNG differs: expected \(expected.count) bytes, actual \(actual.count) bytes"
                if let page = SnapshotDiffPage.writePNG(expected: expected, actual: actual) {
                    message = "Expected and actual side by side: \(page)\n\n" + message
                }
                return (message, [])
            })
    }
}
#endif
