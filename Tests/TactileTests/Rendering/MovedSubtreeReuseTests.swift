import Foundation
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A scroll moves a list's rows without changing them, and the renderer moves their last items
/// instead of drawing them again (``Renderer/reuse(_:movedBy:node:)``): these tests pin that the
/// window then shows, and hit-tests, what a render from scratch gives.
@MainActor
@Suite("Moved subtree reuse")
struct MovedSubtreeReuseTests {
    static let size = CGSize(width: 300, height: 400)

    /// A finger scrolling a lazy list of 44 pt rows by `steps` moves of `step` points (fractional
    /// ones too), left down.
    static func scrolledList(steps: Int, step: CGFloat) -> GestureHost {
        let host = GestureHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                    }
                }
            }, size: size)
        var time: TimeInterval = 0
        var y: CGFloat = 300
        host.send(PointerEvent(phase: .down, location: CGPoint(x: 150, y: y), time: time))
        for _ in 0..<steps {
            time += 1.0 / 120
            y -= step
            host.send(PointerEvent(phase: .move, location: CGPoint(x: 150, y: y), time: time))
        }
        return host
    }

    /// The text items drawn, by text, with their window frames.
    static func drawnTexts(_ host: GestureHost) -> [(text: String, frame: CGRect)] {
        host.viewHost.displayList.items.compactMap { item in item.text.map { ($0, item.frame) } }
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    @Test("After scroll moves, the rows are drawn where a render from scratch draws them", arguments: [1.0, 0.37])
    func movedRowsMatchAFreshRender(step: CGFloat) {
        let host = Self.scrolledList(steps: 40, step: step * 3)
        let moved = Self.drawnTexts(host)
        // Resizing the window and back lays everything out again and drops every kept drawing.
        host.viewHost.size = CGSize(width: 301, height: 400)
        host.viewHost.update()
        host.viewHost.size = Self.size
        host.viewHost.update()
        let fresh = Self.drawnTexts(host)
        #expect(moved.map(\.text) == fresh.map(\.text))
        #expect(moved.count == fresh.count)
        for (a, b) in zip(moved, fresh) {
            #expect(Self.close(a.frame, b.frame), "\(a.text): \(a.frame) moved, \(b.frame) from scratch")
        }
        // The rows did move: the list is not where it started.
        #expect(moved.first?.text != "Row 0" || moved.first.map { $0.frame.minY < 0 } == true)
    }

    @Test("After scroll moves, a point on a drawn row hits that row")
    func movedRowsAreHitWhereDrawn() {
        let host = Self.scrolledList(steps: 30, step: 2.5)
        let items = host.viewHost.displayList.items.filter { $0.text != nil }
        #expect(items.count > 5)
        for item in items where item.frame.midY > 0 && item.frame.midY < Self.size.height {
            let hit = host.viewHost.hitTest(CGPoint(x: item.frame.midX, y: item.frame.midY))
            #expect(hit?.path.first?.identity == item.identity, "\(item.text ?? "")")
        }
    }
}
