import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// The display-list queries tests use in place of reading the SVG back.
@MainActor
@Suite("Display list queries")
struct DisplayListQueriesTests {
    /// One of each kind of item: two blue fills (one half transparent), a red fill with a white
    /// stroke on top, a text, an image and a symbol.
    struct Board: View {
        var body: some View {
            VStack(spacing: 0) {
                Circle().fill(Color.blue).frame(width: 50, height: 50)
                Rectangle().fill(Color.blue.opacity(0.5)).frame(width: 60, height: 20)
                ZStack {
                    Rectangle().fill(Color.red)
                    Rectangle().stroke(Color.white, lineWidth: 2)
                }
                .frame(width: 40, height: 40)
                Text("Hello").foregroundColor(.green)
                Image("logo")
                Image(systemName: "star")
            }
        }
    }

    @Test("Fills and strokes match by colour, whatever its opacity, back to front")
    func paints() {
        let list = TouchSimulator(Board()).displayList
        let blue = list.shapes(filledWith: .blue)
        #expect(blue.map(\.frame.size) == [CGSize(width: 50, height: 50), CGSize(width: 60, height: 20)])
        #expect(list.shapes(filledWith: .red).count == 1)
        #expect(list.shapes(filledWith: .white).isEmpty)
        #expect(list.shapes(strokedWith: .white).count == 1)
        #expect(list.shapes(strokedWith: .white).first?.fillColor == nil)
        #expect(list.shapes(strokedWith: .red).isEmpty)
        #expect(list.shapes(filledWith: .red).first?.strokeColor == nil)
    }

    @Test("Texts match their whole string; images their name, symbols included")
    func textsAndImages() throws {
        let list = TouchSimulator(Board()).displayList
        let hello = try #require(list.texts("Hello").first)
        #expect(hello.textColor == .green)
        #expect(hello.fillColor == nil && hello.imageName == nil)
        #expect(list.texts("Hell").isEmpty)
        let logo = try #require(list.images(named: "logo").first)
        #expect(!logo.isSymbolImage && logo.textColor == nil)
        let star = try #require(list.images(named: "star").first)
        #expect(star.isSymbolImage)
        #expect(list.images(named: "symbol:star").isEmpty)
    }

    @Test(
        "A shadow is cast when it has a radius or an offset; a zero one draws nothing",
        arguments: [
            (CGFloat(0), CGFloat(0), false), (4, 0, true), (0, 2, true),
        ])
    func shadows(radius: CGFloat, y: CGFloat, casts: Bool) throws {
        let view = Rectangle().fill(Color.teal).frame(width: 40, height: 20).shadow(radius: radius, x: 0, y: y)
        let item = try #require(TouchSimulator(view).displayList.shapes(filledWith: .teal).first)
        #expect(item.shadow != nil)
        #expect(item.castsShadow == casts)
    }

    @Test("An item's centre, rotation and scale come from its transform to the window")
    func geometry() throws {
        struct Turned: View {
            var body: some View {
                Rectangle().fill(Color.teal).frame(width: 40, height: 20)
                    .scaleEffect(1.5).rotationEffect(.degrees(30)).offset(x: 10, y: -20)
            }
        }
        let item = try #require(TouchSimulator(Turned()).displayList.shapes(filledWith: .teal).first)
        expectApprox(item.center, CGPoint(x: 210, y: 380))
        expectApprox(item.rotation.degrees, 30)
        expectApprox(item.scale, 1.5)
    }
}
