import Foundation
import Tactile
import TactileExamples
import Testing

@testable import TactilePlayground

/// A 30-point circle, too small a tap target, that a tap moves 100 points to the right.
private struct HoppingDot: View {
    @State private var moved = false

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 30, height: 30)
            .onTapGesture { moved.toggle() }
            .position(x: moved ? 150 : 50, y: 50)
    }
}

/// After the page ran the accessibility audit, each frame whose window changed carries it again,
/// so the page's outlines follow the views that move.
@MainActor
@Suite struct AuditFollowsTests {
    @Test func framesAfterAnAuditCarryItWhereTheViewNowIs() throws {
        let outbox = Outbox()
        let example = Example(id: "hopping-dot", title: "A dot that hops", source: "test") { AnyView(HoppingDot()) }
        let session = PlaygroundSession(example: example) { outbox.append($0) }
        defer { session.close() }
        // No audit yet: frames carry none.
        #expect(session.receive(#"{"type": "ping", "seq": 1}"#) == nil)
        #expect(outbox.frames.allSatisfy { $0.audit == nil })

        #expect(session.receive(#"{"type": "audit", "seq": 2}"#) == nil)
        guard case .audit(_, let findings)? = outbox.all.last else {
            Issue.record("no audit answer")
            return
        }
        #expect(findings.map(\.rule) == ["tapTargetTooSmall"])
        #expect(findings.first?.frame == [35, 35, 30, 30])

        // A tap moves the dot: the frame that shows it outlines it where it went.
        #expect(session.receive(input(3, [touch(.down, 50, 50, at: 0), touch(.up, 50, 50, at: 0.05)])) == nil)
        let moved = try #require(outbox.frames.last)
        #expect(moved.audit?.map(\.frame) == [[135, 35, 30, 30]])
        // A frame with nothing changed carries nothing new.
        #expect(session.receive(#"{"type": "ping", "seq": 4}"#) == nil)
        #expect(outbox.frames.last?.audit == nil)
    }
}
