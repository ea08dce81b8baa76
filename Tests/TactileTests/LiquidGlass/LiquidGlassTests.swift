import Foundation
import Tactile
import TactileTesting
import Testing

/// iOS 26's Liquid Glass as Tactile draws it: a frosted fill of the glass's shape behind the
/// view, its tint over it, and the glass button styles built on it.
@MainActor
@Suite("Liquid Glass")
struct LiquidGlassTests {
    /// A fixed-size label on the given glass.
    struct Badge: View {
        let glass: Glass
        var body: some View {
            Text("Glass").frame(width: 120, height: 40).glassEffect(glass, in: .rect(cornerRadius: 12))
        }
    }

    /// The frosted fills the window draws (white, translucent).
    static func frosted(_ list: DisplayList) -> [DisplayItem] {
        list.items.filter { item in
            guard let fill = item.fillColor else { return false }
            let c = fill.resolve(in: EnvironmentValues())
            return c.red == 1 && c.green == 1 && c.blue == 1 && c.opacity < 1
        }
    }

    @Test("Glass is drawn behind the view, over its whole frame")
    func glassBehindTheView() throws {
        let sim = TouchSimulator(Badge(glass: .regular))
        let text = try #require(sim.displayList.texts("Glass").first)
        let glass = try #require(Self.frosted(sim.displayList).first)
        #expect(glass.frame.size == CGSize(width: 120, height: 40))
        #expect(glass.frame.midX == text.frame.midX && glass.frame.midY == text.frame.midY)
        // Behind: drawn before the text.
        let order = sim.displayList.items
        let glassIndex = try #require(order.firstIndex { $0.frame == glass.frame && $0.fillColor != nil })
        let textIndex = try #require(order.firstIndex { $0.text == "Glass" })
        #expect(glassIndex < textIndex)
    }

    @Test("Clear glass is more transparent than regular glass")
    func clearIsThinner() throws {
        func frost(_ glass: Glass) throws -> Double {
            let sim = TouchSimulator(Badge(glass: glass))
            let fill = try #require(Self.frosted(sim.displayList).first?.fillColor)
            return Double(fill.resolve(in: EnvironmentValues()).opacity)
        }
        #expect(try frost(.clear) < frost(.regular))
    }

    @Test("Identity glass draws nothing")
    func identity() {
        let sim = TouchSimulator(Badge(glass: .identity))
        #expect(Self.frosted(sim.displayList).isEmpty)
        #expect(sim.texts() == ["Glass"])
    }

    @Test("A tint is drawn over the glass, and interactive glass draws the same")
    func tint() throws {
        let tinted = TouchSimulator(Badge(glass: .regular.tint(.orange)))
        let orange = try #require(tinted.displayList.shapes(filledWith: .orange).first)
        #expect(orange.frame.size == CGSize(width: 120, height: 40))
        let interactive = TouchSimulator(Badge(glass: .regular.tint(.orange).interactive()))
        #expect(interactive.displayList.shapes(filledWith: .orange).count == 1)
        #expect(TouchSimulator(Badge(glass: .regular)).displayList.shapes(filledWith: .orange).isEmpty)
    }

    /// A glass button and a prominent one, counting taps.
    struct Buttons: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 40) {
                Button("Glass") { taps += 1 }.buttonStyle(.glass)
                Button("Prominent") { taps += 10 }.buttonStyle(.glassProminent)
                Button("Clear") { taps += 100 }.buttonStyle(.glass(.clear))
                Text("taps \(taps)")
            }
        }
    }

    @Test("Glass buttons press and act like any button")
    func buttonsAct() {
        let sim = TouchSimulator(Buttons())
        sim.tap(on: .text("Glass"))
        sim.tap(on: .text("Prominent"))
        sim.tap(on: .text("Clear"))
        #expect(sim.texts().last == "taps 111")
    }

    @Test("A glass button's label is in the tint; a prominent one's is white on the tint")
    func buttonLooks() throws {
        let sim = TouchSimulator(Buttons())
        let list = sim.displayList
        let glass = try #require(list.texts("Glass").first)
        let prominent = try #require(list.texts("Prominent").first)
        let environment = EnvironmentValues()
        #expect(glass.textColor?.resolve(in: environment) == Color.accentColor.resolve(in: environment))
        #expect(prominent.textColor?.resolve(in: environment) == Color.white.resolve(in: environment))
        // Only the prominent button's glass is tinted with the accent colour, nearly opaque.
        let tinted = try #require(list.shapes(filledWith: .accentColor).first)
        #expect(list.shapes(filledWith: .accentColor).count == 1)
        #expect(abs(Double(tinted.fillColor!.resolve(in: environment).opacity) - 0.9) < 1e-6)
        #expect(tinted.frame.contains(prominent.frame))
    }

    /// A tab view with a bottom accessory, whose first tab reports its height.
    struct Player: View {
        @State private var height: CGFloat = 0
        var body: some View {
            TabView {
                GeometryReader { proxy in
                    Text("height \(Int(proxy.size.height))")
                }
                .tabItem { Text("Home") }
            }
            .tabViewBottomAccessory {
                Text("Now playing")
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        }
    }

    @Test("A bottom accessory sits on glass above the tab bar and takes its height from the tabs")
    func bottomAccessory() throws {
        let sim = TouchSimulator(Player(), size: CGSize(width: 400, height: 800))
        let label = try #require(sim.displayList.texts("Now playing").first)
        // Between the tabs' content and the 49 pt bar: 40 pt of glass with 4 pt margins.
        #expect(abs(label.frame.midY - (800 - 49 - 4 - 20)) < 0.01)
        #expect(sim.texts().contains("height \(800 - 49 - 48)"))
        let glass = try #require(Self.frosted(sim.displayList).first { $0.frame.contains(label.frame) })
        #expect(abs(glass.frame.width - (400 - 32)) < 0.01)
    }

    @Test("The iOS 26 modifiers that have no effect on Linux leave the view as it is")
    func acceptedModifiers() throws {
        @Namespace var namespace
        let view = GlassEffectContainer(spacing: 20) {
            HStack {
                Text("A").glassEffect().glassEffectID("a", in: namespace).glassEffectUnion(id: 1, namespace: namespace)
                Text("B").glassEffectTransition(.materialize)
            }
        }
        .scrollEdgeEffectStyle(.soft, for: .top)
        .scrollEdgeEffectHidden()
        .backgroundExtensionEffect()
        let sim = TouchSimulator(view)
        #expect(sim.texts() == ["A", "B"])
    }
}
