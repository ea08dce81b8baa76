import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Custom detents, presentation sizings and presentation backgrounds on a sheet.
@MainActor
@Suite("Sheet sizing, custom detents and backgrounds")
struct PresentationSizingTests {
    /// A third of the largest height, or inactive when it would be under 100 pt.
    private struct ThirdDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            let third = context.maxDetentValue / 3
            return third < 100 ? nil : third
        }
    }

    /// A height read from the sheet's environment.
    private struct SizeClassDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            context.horizontalSizeClass == .compact ? 123 : 321
        }
    }

    /// The frames of the items filled with `color` in a 400 × 800 window presenting `content`.
    private func frames<V: View>(_ content: V, filled color: Color = .white) -> [CGRect] {
        let h = ViewHost(
            Color.blue.sheet(isPresented: .constant(true)) { content }, size: CGSize(width: 400, height: 800))
        return h.displayList.items.filter { $0.fillColor == color }.map(\.frame)
    }

    @Test("A sheet settles at a custom detent's height, worked out from its context")
    func customDetent() {
        let third = frames(Text("x").presentationDetents([.custom(ThirdDetent.self)])).first ?? .null
        #expect(abs(third.height - 760.0 / 3) < 0.001 && abs(third.maxY - 800) < 0.001, "\(third)")
        #expect(frames(Text("x").presentationDetents([.custom(SizeClassDetent.self), .large])).first?.height == 123)
        #expect(PresentationDetent.custom(ThirdDetent.self) == .custom(ThirdDetent.self))
        #expect(PresentationDetent.custom(ThirdDetent.self) != .custom(SizeClassDetent.self))
    }

    @Test("An inactive custom detent is skipped")
    func inactiveDetent() {
        let h = ViewHost(
            Color.blue.sheet(isPresented: .constant(true)) {
                Text("x").presentationDetents([.custom(ThirdDetent.self), .medium])
            }, size: CGSize(width: 400, height: 280))
        // The largest height is 240, a third is 80 (< 100): inactive, so the medium detent holds.
        #expect(h.displayList.items.first { $0.fillColor == .white }?.frame.height == 140)
    }

    @Test("Fitted sizing makes the sheet as tall as its content; page and form take the full sheet")
    func sizings() {
        let content = Text("x").frame(height: 300)
        #expect(frames(content.presentationSizing(.fitted)).first == CGRect(x: 0, y: 500, width: 400, height: 300))
        #expect(frames(content.presentationSizing(.page)).first?.height == 760)
        #expect(frames(content.presentationSizing(.form)).first?.height == 760)
        #expect(frames(content.presentationSizing(.automatic)).first?.height == 760)
        #expect(
            frames(content.presentationSizing(.page.fitted(horizontal: false, vertical: true))).first?.height == 300)
        #expect(
            frames(content.presentationSizing(.page.fitted(horizontal: true, vertical: false))).first?.height == 760)
        #expect(frames(content.presentationSizing(.fitted.sticky(vertical: true))).first?.height == 300)
        // Detents win over a sizing.
        #expect(frames(content.presentationSizing(.fitted).presentationDetents([.medium])).first?.height == 400)
    }

    @Test("A sizing's proposal reads the content's size")
    func proposal() {
        struct Half: PresentationSizing {
            func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
                -> ProposedViewSize
            {
                let size = root.sizeThatFits(.unspecified)
                return ProposedViewSize(width: nil, height: size.height / 2)
            }
        }
        #expect(frames(Text("x").frame(height: 300).presentationSizing(Half())).first?.height == 150)
    }

    @Test("presentationBackground fills the sheet in place of white")
    func background() {
        #expect(frames(Text("x").presentationBackground(Color.yellow)).isEmpty)
        #expect(
            frames(Text("x").presentationBackground(Color.yellow), filled: .yellow) == [
                CGRect(x: 0, y: 40, width: 400, height: 760)
            ])
        let behind = frames(
            Text("x").presentationBackground(alignment: .bottom) { Color.green.frame(height: 100) }, filled: .green)
        #expect(behind == [CGRect(x: 0, y: 700, width: 400, height: 100)])
    }
}
