import Foundation
import Tactile
import TactileTesting
import Testing

/// The gestures attached to a view, listed with their configuration as plain values.
@MainActor
@Suite("Gestures attached to a view")
struct AttachedGestureTests {
    struct Board: View {
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 20, coordinateSpace: .global))
                    .highPriorityGesture(TapGesture(count: 2))
                    .simultaneousGesture(LongPressGesture(minimumDuration: 1, maximumDistance: 5), including: .gesture)
                    .accessibilityIdentifier("card")
                Color.red.frame(width: 100, height: 100)
                    .gesture(
                        MagnifyGesture(minimumScaleDelta: 0.1).simultaneously(with: RotateGesture())
                            .exclusively(before: SpatialTapGesture(count: 1, coordinateSpace: .named("board")))
                    )
                    .accessibilityIdentifier("photo")
                Button("Go") {}
                Text("Nothing")
            }
        }
    }

    @Test("Each gesture with its kind, configuration, priority and mask, outermost first")
    func primitivesAndPriorities() throws {
        let gestures = TouchSimulator(Board()).gestures(of: .accessibilityIdentifier("card"))
        #expect(gestures.map(\.kind) == [.longPress, .tap, .drag])
        #expect(gestures.map(\.priority) == [.simultaneous, .high, .normal])
        let press = try #require(gestures.first)
        #expect(press.summary.minimumDuration == 1 && press.summary.maximumDistance == 5)
        #expect(press.mask == .gesture)
        #expect(gestures[1].summary.count == 2)
        #expect(gestures[2].summary.minimumDistance == 20 && gestures[2].summary.coordinateSpace == .global)
        #expect(
            gestures.map(\.description) == [
                "simultaneous longPress(minimumDuration: 1, maximumDistance: 5) including: [gesture]",
                "high tap(count: 2)", "normal drag(minimumDistance: 20, coordinateSpace: global)",
            ])
    }

    @Test("A composed gesture lists its parts")
    func composed() throws {
        let gestures = TouchSimulator(Board()).gestures(of: .accessibilityIdentifier("photo"))
        let exclusive = try #require(gestures.first)
        #expect(gestures.count == 1 && exclusive.kind == .exclusive)
        #expect(exclusive.summary.parts.map(\.kind) == [.simultaneous, .spatialTap])
        #expect(exclusive.summary.parts[0].parts.map(\.kind) == [.magnify, .rotate])
        #expect(exclusive.summary.parts[0].parts[0].minimumScaleDelta == 0.1)
        #expect(exclusive.summary.parts[1].coordinateSpace == .named("board"))
    }

    @Test("A button's press is listed; a text has none; a finder with no match is a test issue")
    func buttonsAndNothing() {
        let sim = TouchSimulator(Board())
        #expect(sim.gestures(of: .button("Go")).count == 1)
        #expect(sim.gestures(of: .text("Nothing")).isEmpty)
        withKnownIssue {
            #expect(sim.gestures(of: .text("Missing")).isEmpty)
        }
    }
}
