import Combine
import CoreGraphics
import Foundation
import Tactile

// SwiftUI code as apps write it, with the imports they write: Package.swift defines this target only
// where Apple's Combine and Core Graphics are missing, and there both imports must resolve and the
// names below must come with `import Tactile`. The checks are in ModuleImportTests.swift: a file that
// imports both Testing and CoreGraphics cannot compile on Linux (Swift Testing declares a
// `_Testing_CoreGraphics` cross-import overlay that Linux toolchains do not ship).

/// A model as SwiftUI code writes one.
final class TickModel: ObservableObject {
    @Published var ticks = 0
    @Published var offset = CGSize.zero
    let resets = PassthroughSubject<Void, Never>()
    var cancellables = Set<AnyCancellable>()

    init() {
        resets.sink { [weak self] in self?.ticks = 0 }.store(in: &cancellables)
    }
}

/// A view that shows the model.
struct TickView: View {
    @ObservedObject var model: TickModel
    var body: some View { Text("Ticks \(model.ticks)") }
}

/// Where a point lands after moving by 10 and then doubling, as Core Graphics computes it.
func movedAndDoubled(_ point: CGPoint) -> CGPoint {
    point.applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
}

/// A vector's length.
func length(of vector: CGVector) -> CGFloat { hypot(vector.dx, vector.dy) }

/// Doubles a value through `Just`.
func doubledThroughJust(_ value: CGFloat) -> [CGFloat] {
    var received: [CGFloat] = []
    let cancellable = Just(value).map { $0 * 2 }.sink { received.append($0) }
    cancellable.cancel()
    return received
}

/// Counts the ticks of `Timer.publish(every:on:in:).autoconnect()` on the current run loop until
/// `count` have arrived or `limit` seconds have passed.
func timerTicks(count: Int, limit: TimeInterval) -> Int {
    var ticks = 0
    let runLoop = RunLoop.current
    let cancellable = Timer.publish(every: 0.01, on: runLoop, in: .common)
        .autoconnect()
        .sink { _ in ticks += 1 }
    let deadline = Date().addingTimeInterval(limit)
    while ticks < count && Date() < deadline {
        _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.05))
    }
    cancellable.cancel()
    return ticks
}
