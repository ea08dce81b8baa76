import Foundation

/// How many cases each property test runs. Sized so that all of them together take a few seconds
/// of the normal `swift test`; set `TACTILE_PROPERTY_COUNT` to run more (a long local run).
enum PropertyCounts {
    /// Engine scenes (generated gestures and hierarchies): the cheapest cases, so the most.
    static var engine: Int { scaled(300) }
    /// Generated scenes built as views (layout and commits make each case slower).
    static var views: Int { scaled(100) }
    /// Seed scenes through the view layer, per scene.
    static var hostPerScene: Int { scaled(12) }

    /// `TACTILE_PROPERTY_COUNT` multiplies every count (a positive integer; anything else is 1).
    private static func scaled(_ base: Int) -> Int {
        let factor = ProcessInfo.processInfo.environment["TACTILE_PROPERTY_COUNT"].flatMap(Int.init) ?? 1
        return base * max(factor, 1)
    }
}
