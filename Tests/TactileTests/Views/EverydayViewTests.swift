import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// UnevenRoundedRectangle, ViewThatFits, DisclosureGroup, Gauge, ContentUnavailableView, AsyncImage.
@MainActor
@Suite("Everyday views")
struct EverydayViewTests {
    private func host<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
        ViewHost(view, size: CGSize(width: width, height: height))
    }

    @Test("UnevenRoundedRectangle rounds only the corners given, clamped to half the shorter side")
    func unevenRoundedRectangle() {
        let h = host(UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.red), width: 100, height: 100)
        #expect(h.hitTest(CGPoint(x: 2, y: 2)) == nil)
        #expect(h.hitTest(CGPoint(x: 98, y: 2)) != nil)
        #expect(h.hitTest(CGPoint(x: 2, y: 98)) != nil)
        #expect(h.hitTest(CGPoint(x: 98, y: 98)) != nil)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(
            UnevenRoundedRectangle(bottomTrailingRadius: 500).path(in: rect)
                == UnevenRoundedRectangle(bottomTrailingRadius: 30).path(in: rect))
        #expect(UnevenRoundedRectangle(topTrailingRadius: -5).path(in: rect) == UnevenRoundedRectangle().path(in: rect))
        let all = RectangleCornerRadii(topLeading: 10, bottomLeading: 10, bottomTrailing: 10, topTrailing: 10)
        #expect(
            UnevenRoundedRectangle(cornerRadii: all).path(in: rect).boundingRect
                == RoundedRectangle(cornerRadius: 10).path(in: rect).boundingRect)
    }

    @Test("ViewThatFits shows the first child whose ideal size fits, else the last")
    func viewThatFits() {
        let choices = ViewThatFits {
            Text("a long label here")
            Text("short")
            Text("a")
        }
        #expect(host(choices.frame(width: 300)).texts() == ["a long label here"])
        #expect(host(choices.frame(width: 60)).texts() == ["short"])
        #expect(host(choices.frame(width: 5)).texts() == ["a"])
        let vertical = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 500, height: 100)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(host(vertical.frame(height: 150)).displayList.items.first?.fillColor == .red)
        #expect(host(vertical.frame(height: 50)).displayList.items.first?.fillColor == .blue)
    }

    @Test("A child ViewThatFits did not choose takes no touches")
    func viewThatFitsHitTesting() {
        var tapped: [String] = []
        let sim = TouchSimulator(
            ViewThatFits {
                Color.red.frame(width: 500, height: 50).onTapGesture { tapped.append("wide") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { tapped.append("narrow") }
            }, size: CGSize(width: 200, height: 200))
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(tapped == ["narrow"])
    }

    @Test("DisclosureGroup shows its content after a tap on its label and hides it after another")
    func disclosureGroup() {
        let sim = TouchSimulator(DisclosureGroup("Details") { Text("Hidden content") }.padding())
        #expect(!sim.exists(.text("Hidden content")))
        sim.tap(on: .text("Details"))
        #expect(sim.exists(.text("Hidden content")))
        sim.tap(on: .text("Details"))
        #expect(!sim.exists(.text("Hidden content")))
        let open = TouchSimulator(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") })
        #expect(open.exists(.text("Shown")))
    }

    @Test("Gauge fills its track to the value's fraction of the range, clamped")
    func gauge() throws {
        func fills(_ value: Double) throws -> (track: CGFloat, fill: CGFloat) {
            let h = host(Gauge(value: value, in: 10...30) { Text("Level") }.frame(width: 200))
            let shapes = h.displayList.items.filter { $0.text == nil }
            try #require(shapes.count == 2)
            return (shapes[0].frame.width, shapes[1].frame.width)
        }
        let quarter = try fills(15)
        #expect(quarter.track == 200)
        #expect(quarter.fill == 50)
        #expect(try fills(99).fill == 200)
        #expect(try fills(-5).fill == 0)
        #expect(try fills(.nan).fill == 0)
        let labelled = host(
            Gauge(value: 0.5) {
                Text("Level")
            } currentValueLabel: {
                Text("50%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            })
        #expect(labelled.texts() == ["Level", "0", "1", "50%"])
    }

    @Test("ContentUnavailableView draws its symbol above its title and description, centred")
    func contentUnavailable() throws {
        let h = host(
            ContentUnavailableView("No Mail", systemImage: "magnifyingglass", description: Text("Nothing here.")),
            width: 300, height: 400)
        #expect(h.texts() == ["No Mail", "Nothing here."])
        let symbol = try #require(h.displayList.images(named: "magnifyingglass").first)
        let title = try #require(h.displayList.texts("No Mail").first)
        #expect(symbol.frame.maxY <= title.frame.minY)
        #expect(abs(title.frame.midX - 150) < 0.001)
        #expect(
            host(ContentUnavailableView.search, width: 500).texts() == [
                "No Results", "Check the spelling or try a new search.",
            ])
        #expect(host(ContentUnavailableView.search(text: "cat"), width: 500).texts().first == "No Results for “cat”")
    }

    @Test("AsyncImage shows its empty phase: the placeholder, since nothing is loaded on Linux")
    func asyncImage() {
        let url = URL(string: "https://example.com/a.png")
        let plain = host(AsyncImage(url: url).frame(width: 50, height: 40))
        #expect(plain.displayList.items.first?.frame.size == CGSize(width: 50, height: 40))
        #expect(plain.displayList.items.first?.fillColor != nil)
        let withPlaceholder = host(
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                Text("Loading")
            })
        #expect(withPlaceholder.texts() == ["Loading"])
        let phased = host(
            AsyncImage(url: url) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Text("failed")
                } else {
                    Text("empty")
                }
            })
        #expect(phased.texts() == ["empty"])
    }
}
