import Foundation
import TactileTesting
import Testing

@testable import Tactile

/// A sheet follows a downward drag and is dismissed by one that goes far enough or is released
/// fast enough; a short, slow one springs back; `interactiveDismissDisabled()` keeps it.
@MainActor
@Suite("Sheet swipe to dismiss")
struct SheetSwipeDismissTests {
    private struct Host: View {
        let disabled: Bool
        @State private var shown = true
        @State private var dismissals = 0
        var body: some View {
            VStack {
                Text(shown ? "presented" : "not presented")
                Text("dismissals \(dismissals)")
            }
            .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
                Text("Sheet body").interactiveDismissDisabled(disabled)
            }
        }
    }

    /// One release: from the sheet's middle, down by `distance`, slowly (held still before the
    /// lift) or as a fling.
    struct Release: CustomTestStringConvertible, Sendable {
        let distance: CGFloat
        let fling: Bool
        let dismisses: Bool
        var testDescription: String { "\(fling ? "fling" : "drag") of \(Int(distance)) pt" }
    }

    nonisolated static let releases = [
        // The sheet is 760 pt tall: past half of it dismisses.
        Release(distance: 450, fling: false, dismisses: true),
        Release(distance: 150, fling: false, dismisses: false),
        Release(distance: 150, fling: true, dismisses: true),
    ]

    private func release(_ release: Release, in sim: TouchSimulator) {
        let start = CGPoint(x: 200, y: 300)
        if release.fling {
            sim.fling(from: start, by: CGSize(width: 0, height: release.distance), velocity: 2000)
        } else {
            sim.down(at: start)
            for step in 1...10 {
                sim.move(to: CGPoint(x: 200, y: start.y + release.distance * CGFloat(step) / 10))
                sim.advance(by: 0.05)
            }
            sim.advance(by: 0.3)
            sim.up()
        }
        sim.advance(by: 1)
    }

    @Test("A release far enough down or fast enough dismisses the sheet and runs onDismiss", arguments: releases)
    func dismisses(release: Release) {
        let sim = TouchSimulator(Host(disabled: false))
        #expect(sim.texts().contains("Sheet body"))
        self.release(release, in: sim)
        let texts = sim.texts()
        #expect(texts.contains("Sheet body") == !release.dismisses)
        #expect(texts.contains(release.dismisses ? "not presented" : "presented"))
        #expect(texts.contains(release.dismisses ? "dismissals 1" : "dismissals 0"))
    }

    @Test("interactiveDismissDisabled keeps the sheet, which springs back", arguments: releases)
    func disabled(release: Release) {
        let sim = TouchSimulator(Host(disabled: true))
        let before = sim.frame(of: .text("Sheet body")) ?? .null
        self.release(release, in: sim)
        #expect(sim.texts().contains("presented"))
        #expect(sim.frame(of: .text("Sheet body")) == before)
    }

    @Test("The sheet follows the finger while it drags down")
    func follows() {
        let sim = TouchSimulator(Host(disabled: false))
        let before = sim.frame(of: .text("Sheet body")) ?? .null
        sim.down(at: CGPoint(x: 200, y: 300))
        for step in 1...5 {
            sim.move(to: CGPoint(x: 200, y: 300 + 30 * CGFloat(step)))
            sim.advance(by: 0.05)
        }
        let moved = sim.frame(of: .text("Sheet body")) ?? .null
        #expect(abs(moved.minY - before.minY - 150) < 1)
        sim.up()
    }
}
