import Foundation
import Tactile
import TactileTesting
import Testing

/// A drag that starts on a button (or a link, or a tapped view) inside a scroll view or a list
/// scrolls it and does not press it: the scroll takes the touch from a button's press once it
/// scrolls (Docs/Semantics.md, "Arbitration with the gestures inside").
@MainActor
@Suite("Scroll content buttons")
struct ScrollContentButtonTests {
    final class Log {
        var actions: [Int] = []
    }

    /// What the rows of the scrolled content are.
    enum Rows: String, CaseIterable, Sendable {
        case buttonsInAScrollView, tappedViewsInAScrollView, buttonsInAList, navigationLinksInAList
    }

    /// Forty rows "Item 0" … "Item 39" of the kind `rows` names, each logging its index when
    /// pressed (a link pushes a "Detail" screen instead).
    struct Screen: View {
        let rows: Rows
        let log: Log
        var body: some View {
            switch rows {
            case .buttonsInAScrollView:
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40) { i in
                            Button {
                                log.actions.append(i)
                            } label: {
                                Text("Item \(i)").frame(maxWidth: .infinity, minHeight: 100)
                            }
                        }
                    }
                }
            case .tappedViewsInAScrollView:
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40) { i in
                            Text("Item \(i)").frame(maxWidth: .infinity, minHeight: 100)
                                .onTapGesture { log.actions.append(i) }
                        }
                    }
                }
            case .buttonsInAList:
                List(0..<40, id: \.self) { i in
                    Button("Item \(i)") { log.actions.append(i) }
                }
            case .navigationLinksInAList:
                NavigationStack {
                    List(0..<40, id: \.self) { i in
                        NavigationLink("Item \(i)", value: i)
                    }
                    .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                }
            }
        }
    }

    /// Drags pointer 0 from `start` up by `distance` slowly (the first 10 pt, the touch slop, in
    /// one move), then holds still so the lift has no speed: the content moves `distance − 10`.
    static func slowDragUp(_ sim: TouchSimulator, from start: CGPoint, by distance: CGFloat) {
        sim.down(at: start)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: start.x, y: start.y - 10))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x, y: start.y - 10 - (distance - 10) * CGFloat(step) / 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x, y: start.y - distance))
        sim.up()
    }

    @Test(arguments: Rows.allCases)
    func aDragThatStartsOnARowScrollsAndDoesNotPressIt(_ rows: Rows) throws {
        let log = Log()
        let sim = TouchSimulator(Screen(rows: rows, log: log))
        let before = try #require(sim.frame(of: .text("Item 3")))
        Self.slowDragUp(sim, from: CGPoint(x: before.midX, y: before.midY), by: 200)
        sim.advance(by: 1)
        let after = try #require(sim.frame(of: .text("Item 3")))
        #expect(abs(after.minY - (before.minY - 190)) < 0.5, "the content follows the finger past the slop")
        #expect(log.actions.isEmpty)
        #expect(!sim.exists(.text("Detail 3")))
        // A tap still presses the row.
        sim.tap(on: .text("Item 5"))
        sim.advance(by: 1)
        if rows == .navigationLinksInAList {
            #expect(sim.exists(.text("Detail 5")))
        } else {
            #expect(log.actions == [5])
        }
    }

    /// Shows whether the button is pressed.
    struct PressedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "idle")
            }
            .frame(maxWidth: .infinity, minHeight: 100)
        }
    }

    struct StyledButtons: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Button("Go") { log.actions.append(0) }.buttonStyle(PressedStyle())
                    ForEach(0..<20) { i in Text("Filler \(i)").frame(height: 100) }
                }
            }
        }
    }

    @Test func thePressedLookIsClearedWhenScrollingBeginsAndNotAcrossTheAxis() throws {
        let log = Log()
        let sim = TouchSimulator(StyledButtons(log: log))
        let go = try #require(sim.frame(of: .text("Go")))
        // Across the axis a vertical scroll view does not scroll: the press keeps the touch.
        sim.down(at: CGPoint(x: go.midX, y: go.midY))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: go.midX + 40, y: go.midY))
        #expect(sim.exists(.text("pressed")))
        sim.advance(by: 0.05)
        sim.up()
        #expect(log.actions == [0])
        #expect(sim.frame(of: .text("Go")) == go)
        log.actions.removeAll()
        // Along it, the scroll takes the touch and the look goes.
        sim.advance(by: 1)
        sim.down(at: CGPoint(x: go.midX, y: go.midY))
        #expect(sim.exists(.text("pressed")))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: go.midX, y: go.midY - 5))
        #expect(sim.exists(.text("pressed")), "under the slop: still pressed")
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: go.midX, y: go.midY - 30))
        #expect(sim.exists(.text("idle")), "scrolling: no longer pressed")
        let moved = try #require(sim.frame(of: .text("Go")))
        #expect(moved.minY < go.minY)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: go.midX, y: go.midY))
        sim.up()
        sim.advance(by: 1)
        #expect(log.actions.isEmpty)
    }
}
