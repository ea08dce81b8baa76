import Foundation
import Tactile
import TactileTesting
import Testing

/// In a right-to-left environment, layout mirrors as SwiftUI's does: stacks, leading and trailing
/// alignment and padding; drawing inside a view keeps its direction, and gestures report in screen
/// space.
@MainActor
@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
    private let rtl = WindowEnvironment(layoutDirection: .rightToLeft)
    private let window = CGSize(width: 100, height: 40)

    private func frames(_ view: some View, _ environment: WindowEnvironment) -> [CGRect] {
        ViewHost(view, size: window, environment: environment).displayList.items.map(\.frame)
    }

    @Test("A horizontal stack puts its first view on the right")
    func stackOrder() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 70, height: 10)
        }
        #expect(frames(stack, WindowEnvironment()).first?.minX == 0)
        #expect(frames(stack, rtl).first?.minX == 70)
        #expect(frames(stack, rtl).last?.minX == 0)
    }

    @Test("Leading alignment and leading padding are on the right")
    func leadingIsRight() {
        let aligned = Color.red.frame(width: 10, height: 10).frame(width: 100, alignment: .leading)
        #expect(frames(aligned, rtl).first?.minX == 90)
        #expect(frames(aligned, WindowEnvironment()).first?.minX == 0)
        let padded = Color.red.frame(height: 10).padding(.leading, 30).frame(width: 100)
        #expect(frames(padded, rtl).first == CGRect(x: 0, y: 15, width: 70, height: 10))
        #expect(frames(padded, WindowEnvironment()).first == CGRect(x: 30, y: 15, width: 70, height: 10))
    }

    @Test("A drag reports its translation in screen space, positive to the right, in either direction")
    func dragTranslationInScreenSpace() {
        struct Dragger: View {
            @State private var moved: CGFloat = 0
            var body: some View {
                VStack {
                    Text("moved \(Int(moved))")
                    Color.red.frame(width: 200, height: 200)
                        .gesture(DragGesture().onEnded { moved = $0.translation.width })
                }
            }
        }
        for environment in [WindowEnvironment(), rtl] {
            let sim = TouchSimulator(Dragger(), environment: environment)
            sim.drag(from: CGPoint(x: 150, y: 420), to: CGPoint(x: 250, y: 420))
            #expect(sim.texts() == ["moved 100"])
        }
    }

    @Test("Text keeps its reading order; only its place mirrors")
    func textNotMirrored() {
        let host = ViewHost(
            Text("abc").frame(width: 100, alignment: .leading), size: window, environment: rtl)
        let item = host.displayList.texts("abc").first
        #expect(item?.transform.a == 1)
        #expect((item?.frame.maxX ?? 0) == 100)
    }
}
