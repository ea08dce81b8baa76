import Tactile
import TactileTesting

/// What the views under test did, in order. Views are values, so they share one log object.
@MainActor
final class Log {
    private(set) var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

extension CGRect {
    /// The centre of the rectangle.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension TouchSimulator {
    /// The centre of the view with this accessibility identifier (the window's origin if it is not shown).
    func center(of identifier: String) -> CGPoint { frame(of: identifier)?.center ?? .zero }
}

/// The default window of the simulator, 400 × 800: a 100 × 100 view is centred at (200, 400).
let windowCenter = CGPoint(x: 200, y: 400)
