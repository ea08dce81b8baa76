import Foundation
import Tactile
import Testing

// The animation and shape API of SwiftUI, built outside the main actor as Swift 6 code may: this
// file fails to compile if one of the modifiers or initialisers it calls is main-actor isolated.

/// A pulsing ring, built by a free function.
func isolationPulse(progress: Double) -> some View {
    Circle()
        .trim(from: 0, to: progress)
        .rotation(.degrees(-90))
        .scale(0.9)
        .stroke(Color.blue, lineWidth: 4)
        .phaseAnimator([0.5, 1.0]) { ring, opacity in
            ring.opacity(opacity)
        } animation: { _ in
            .spring(Spring.bouncy)
        }
}

/// A view that plays its phases on a trigger, built by a free function.
func isolationBell(rings: Int) -> some View {
    PhaseAnimator([0.0, -15, 15, 0], trigger: rings) { angle in
        Text("bell").rotationEffect(.degrees(angle))
    } animation: { _ in
        .timingCurve(.circularEaseOut, duration: 0.1)
    }
}

@MainActor
@Suite("Animation API built off the main actor")
struct NonisolatedAnimationBuildingTests {
    @Test func viewsBuiltOutsideTheMainActorRender() {
        let pulse = ViewHost(isolationPulse(progress: 0.5), size: CGSize(width: 100, height: 100))
        #expect(pulse.svg().contains("<path"))
        let bell = ViewHost(isolationBell(rings: 1), size: CGSize(width: 100, height: 100))
        #expect(bell.svg().contains("bell"))
    }
}
