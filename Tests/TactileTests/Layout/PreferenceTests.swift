import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The tallest height set by any view below.
struct MaxHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Names set by views below, in tree order.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Bounds anchors of views below, by name.
struct BoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// `PreferenceKey` and the modifiers that set and read preferences.
@MainActor
@Suite("Preferences")
struct PreferenceTests {
    /// Measures its rows with a reader in each background and shows the tallest.
    struct Measured: View {
        @State private var tallest: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                ForEach([30, 70, 50], id: \.self) { height in
                    Color.red.frame(width: 10, height: CGFloat(height))
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.height)
                            })
                }
                Text("tallest \(Int(tallest))")
            }
            .onPreferenceChange(MaxHeightKey.self) { tallest = $0 }
        }
    }

    @Test("onPreferenceChange receives the reduced value after layout, in the same commit")
    func reducedValue() {
        let h = host(Measured())
        #expect(h.texts() == ["tallest 70"])
    }

    @Test("Siblings reduce in tree order; a writer replaces its subtree's value; transformPreference changes it")
    func reduceOrder() {
        final class Seen { var names: [[String]] = [] }
        let seen = Seen()
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            VStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
            .transformPreference(NamesKey.self) { $0.append("t") }
            VStack { Text("hidden").preference(key: NamesKey.self, value: ["x"]) }
                .preference(key: NamesKey.self, value: ["d"])
        }
        .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
        let h = host(view)
        #expect(seen.names == [["a", "b", "c", "t", "d"]])
        h.commit()
        #expect(seen.names.count == 1, "an unchanged value is not reported again")
    }

    @Test("An action that keeps changing the preference stops at the bound with a diagnostic")
    func unsettledLoop() {
        struct Loop: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .preference(key: MaxHeightKey.self, value: CGFloat(count))
                    .onPreferenceChange(MaxHeightKey.self) { count = Int($0) + 1 }
            }
        }
        let h = host(Loop())
        #expect(h.layoutDiagnostics.count == 1)
        #expect(h.layoutDiagnostics.first?.contains("did not settle") == true)
        let calm = host(Measured())
        #expect(calm.layoutDiagnostics.isEmpty)
    }

    /// Marks the selected item with a frame read from its anchor, as a selection indicator does.
    struct Highlight: View {
        let selected: String
        var body: some View {
            HStack(spacing: 20) {
                ForEach(["one", "two", "three"], id: \.self) { name in
                    Color.gray.frame(width: 40, height: 30)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { [name: $0] }
                }
            }
            .padding(10)
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let rect = proxy[anchor]
                        Color.blue.opacity(0.3)
                            .frame(width: rect.width, height: rect.height)
                            .offset(x: rect.minX, y: rect.minY)
                            .accessibilityIdentifier("highlight")
                    }
                }
            }
        }
    }

    @Test("anchorPreference read through a proxy in overlayPreferenceValue lands on the anchored view")
    func anchorsThroughProxy() {
        let h = host(Highlight(selected: "two"), width: 300, height: 100)
        // The stack is 160 × 30 plus 10 pt padding, centred: origin (60, 25); "two" is 60 pt in.
        #expect(h.rect("highlight") == CGRect(x: 60 + 10 + 60, y: 25 + 10, width: 40, height: 30))
        h.setRootView(Highlight(selected: "three"))
        h.update()
        #expect(h.rect("highlight") == CGRect(x: 60 + 10 + 120, y: 25 + 10, width: 40, height: 30))
    }

    @Test("Point anchors resolve to the point in the reader's space")
    func pointAnchors() {
        struct CenterKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        let view = Color.red.frame(width: 40, height: 20)
            .anchorPreference(key: CenterKey.self, value: .center) { $0 }
            .padding(30)
            .backgroundPreferenceValue(CenterKey.self) { anchor in
                GeometryReader { proxy in
                    Text(anchor.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" } ?? "none")
                }
            }
        let h = host(view, width: 300, height: 200)
        #expect(h.texts() == ["50,40"])
    }
}
