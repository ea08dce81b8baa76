import Foundation
import Tactile
import TactileTesting
import Testing

/// A card an app drags: `Codable`, carried as JSON of its own type, and as its title to targets
/// that take text.
struct DraggedCard: Codable, Equatable, Transferable {
    var title: String
    var points: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: UTType(exportedAs: "com.example.dragged-card"))
        ProxyRepresentation(exporting: \.title)
    }
}

/// `draggable` and `dropDestination` with strings and a `Codable` type, `isTargeted`, a drop on
/// nothing, through `TouchSimulator`.
@MainActor
@Suite("Draggable and drop destination")
struct DraggableDropDestinationTests {
    final class Log {
        var strings: [[String]] = []
        var cards: [[DraggedCard]] = []
        var locations: [CGPoint] = []
        var targeted: [Bool] = []
    }

    /// A draggable word at the top, a 200 pt square drop zone of strings 300 pt below it.
    struct Words: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Text("Apple").frame(width: 100, height: 100).draggable("Apple")
                Color.clear.frame(height: 300)
                Color.blue.frame(width: 200, height: 200)
                    .dropDestination(for: String.self) { items, location in
                        log.strings.append(items)
                        log.locations.append(location)
                        return true
                    } isTargeted: {
                        log.targeted.append($0)
                    }
                    .accessibilityIdentifier("zone")
                Color.clear.frame(height: 100)
            }
        }
    }

    @Test func aLiftedStringIsDeliveredWhereItIsDropped() throws {
        let log = Log()
        let sim = TouchSimulator(Words(log: log))
        let word = try #require(sim.frame(of: .text("Apple")))
        let zone = try #require(sim.frame(of: "zone"))
        sim.liftAndDrag(from: centre(word), to: CGPoint(x: zone.minX + 130, y: zone.minY + 50))
        #expect(log.strings == [["Apple"]])
        // In the zone's own space.
        #expect(log.locations == [CGPoint(x: 130, y: 50)])
        #expect(log.targeted == [true, false])
    }

    @Test func theTargetIsToldWhenTheDragEntersAndLeaves() throws {
        let log = Log()
        let sim = TouchSimulator(Words(log: log))
        let word = try #require(sim.frame(of: .text("Apple")))
        let zone = try #require(sim.frame(of: "zone"))
        sim.liftAndDrag(from: centre(word), to: centre(zone), lifts: false)
        #expect(log.targeted == [true])
        for step in 1...4 {
            sim.advance(by: 0.02)
            sim.move(to: CGPoint(x: zone.midX, y: zone.midY - CGFloat(step) * 50))
        }
        #expect(log.targeted == [true, false])
        sim.advance(by: 0.02)
        sim.move(to: CGPoint(x: zone.midX, y: zone.minY + 10))
        #expect(log.targeted == [true, false, true])
        sim.advance(by: 0.02)
        sim.move(to: CGPoint(x: zone.midX, y: zone.maxY + 20))
        sim.up()
        #expect(log.targeted == [true, false, true, false])
        #expect(log.strings.isEmpty)
    }

    @Test func aPreviewFollowsTheFingerAndGoesOnRelease() throws {
        let sim = TouchSimulator(Words(log: Log()))
        let word = try #require(sim.frame(of: .text("Apple")))
        let start = centre(word)
        sim.liftAndDrag(from: start, to: CGPoint(x: start.x + 60, y: start.y + 180), lifts: false)
        // The view stays where it is; its preview has moved with the finger.
        #expect(sim.texts() == ["Apple", "Apple"])
        #expect(sim.frame(of: ViewFinder.text("Apple").first) == word)
        let preview = try #require(sim.frame(of: ViewFinder.text("Apple").last))
        #expect(preview.origin == CGPoint(x: word.minX + 60, y: word.minY + 180))
        sim.up()
        #expect(sim.texts() == ["Apple"])
    }

    @Test func aDropOnNothingDeliversNothing() throws {
        let log = Log()
        let sim = TouchSimulator(Words(log: log))
        let word = try #require(sim.frame(of: .text("Apple")))
        sim.liftAndDrag(from: centre(word), to: CGPoint(x: 20, y: word.maxY + 150))
        #expect(log.strings.isEmpty)
        #expect(log.targeted.isEmpty)
        #expect(sim.texts() == ["Apple"])
    }

    @Test func aDragThatDoesNotRestFirstDoesNotLift() throws {
        let log = Log()
        let sim = TouchSimulator(Words(log: log))
        let word = try #require(sim.frame(of: .text("Apple")))
        let zone = try #require(sim.frame(of: "zone"))
        sim.liftAndDrag(from: centre(word), to: centre(zone), hold: 0.1)
        #expect(log.strings.isEmpty)
        #expect(log.targeted.isEmpty)
    }

    final class Taps {
        var count = 0
    }

    @Test func aDraggableButtonActsOnATapButNotOnALift() throws {
        let taps = Taps()
        let sim = TouchSimulator(
            Button("Play") { taps.count += 1 }.frame(width: 120, height: 60).draggable("Play"))
        let button = try #require(sim.frame(of: .text("Play")))
        sim.tap(at: centre(button))
        #expect(taps.count == 1)
        sim.longPress(at: centre(button))
        #expect(taps.count == 1)
        sim.tap(at: centre(button))
        #expect(taps.count == 2)
    }

    /// Two cards; a zone that takes cards and one that takes text.
    struct Cards: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Text("Ace").frame(width: 100, height: 100)
                    .draggable(DraggedCard(title: "Ace", points: 11))
                HStack(spacing: 0) {
                    Color.green.frame(width: 200, height: 200)
                        .dropDestination(for: DraggedCard.self) { items, _ in
                            log.cards.append(items)
                            return true
                        }
                    Color.orange.frame(width: 200, height: 200)
                        .dropDestination(for: String.self) { items, _ in
                            log.strings.append(items)
                            return true
                        }
                }
            }
        }
    }

    @Test func aCodableValueArrivesWhole() throws {
        let log = Log()
        let sim = TouchSimulator(Cards(log: log))
        let card = try #require(sim.frame(of: .text("Ace")))
        sim.liftAndDrag(from: centre(card), to: CGPoint(x: 100, y: card.maxY + 100))
        #expect(log.cards == [[DraggedCard(title: "Ace", points: 11)]])
        #expect(log.strings.isEmpty)
    }

    @Test func aTextTargetGetsTheCardsProxy() throws {
        let log = Log()
        let sim = TouchSimulator(Cards(log: log))
        let card = try #require(sim.frame(of: .text("Ace")))
        sim.liftAndDrag(from: centre(card), to: CGPoint(x: 300, y: card.maxY + 100))
        #expect(log.strings == [["Ace"]])
        #expect(log.cards.isEmpty)
    }
}
