import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

@MainActor
@Suite("Seed views render")
struct SeedRenderingTests {
    @Test("000: the draggable circle is a 100 pt blue circle centred in the window")
    func draggableCircle() {
        let h = host(Seed000DraggableCircle(), width: 390, height: 844)
        let item = h.displayList.items[0]
        #expect(item.frame == CGRect(x: 145, y: 372, width: 100, height: 100))
        guard case .shape(_, let fill, _) = item.kind else { Issue.record("not a shape"); return }
        #expect(fill == .blue)
        #expect(h.hitTest(CGPoint(x: 195, y: 422))?.target.kind == "Circle")
    }

    @Test("002: the counter shows the count above the circle")
    func counter() {
        let h = host(Seed002CounterView(), width: 390, height: 844)
        #expect(h.texts() == ["0"])
        let text = h.displayList.items[0].frame, circle = h.displayList.items[1].frame
        #expect(circle.minY - text.maxY == 8)
        #expect(text.height == 41)
    }

    @Test("003: Kuchi's home shows the learn tab with two cards, the score and three tab items")
    func kuchiHome() {
        let defaults = UserDefaults(suiteName: "kuchi-\(UUID())")!
        let h = host(HomeView(), width: 390, height: 844, defaults: defaults)
        #expect(
            h.texts() == [
                "Swipe left if you remembered\nSwipe right if you didn’t", "はい", "いいえ", "Remembered 0/2", "Learn",
                "Challenge", "Settings",
            ])
        // The red card colour comes from @AppStorage's default 0xFF0000FF through Color(rgba:).
        let card = h.displayList.items.first {
            if case .shape(_, let fill?, _) = $0.kind { return fill.hexString == "#ff0000" }; return false
        }
        #expect(card?.frame.size == CGSize(width: 320, height: 210))
        // Turning learning off removes the tab, and its state, at the next commit.
        defaults.set(false, forKey: "learningEnabled")
        h.setRootView(HomeView())
        let removed = h.commit().removedIdentities
        #expect(!removed.isEmpty)
        #expect(h.texts() == ["Practice", "Challenge", "Settings"])
    }

    @Test("003: the settings view initialises its colour from storage on appear")
    func kuchiSettings() {
        let defaults = UserDefaults(suiteName: "kuchi-\(UUID())")!
        defaults.set(0x00FF00FF, forKey: "cardBackgroundColor")
        let h = host(SettingsView(), defaults: defaults)
        #expect(h.texts() == ["Settings"])
        #expect(defaults.integer(forKey: "cardBackgroundColor") == 0x00FF00FF)
    }

    @Test("004: the tap tutorial lays out a 250 pt count over two padded symbols")
    func tapTutorial() {
        let h = host(TapGesture_Tutorials(), width: 390, height: 844)
        #expect(h.texts() == ["0"])
        let symbols = h.displayList.items.filter {
            if case .image = $0.kind { return true }; return false
        }
        #expect(symbols.map(\.frame.size) == [CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)])
        expectApprox(symbols[1].frame.minX - symbols[0].frame.maxX, 16 + 8 + 16)
    }

    @Test("004: every tutorial renders", arguments: 0..<8)
    func tutorialsRender(index: Int) {
        let views: [AnyView] = [
            AnyView(LongPressGesture_Tutorials()), AnyView(DragGesture_Tutorials()),
            AnyView(MagnificationGesture_Tutorials()),
            AnyView(RotationGesture_Tutorials()), AnyView(SequenceGesture_Tutorials()),
            AnyView(SimultaneousGesture_Tutorials()),
            AnyView(ExclusiveGesture_Tutorials()), AnyView(Seed001CounterView()),
        ]
        let h = host(views[index], width: 390, height: 844)
        #expect(!h.displayList.items.isEmpty)
        #expect(h.svg().hasSuffix("</svg>\n"))
    }

    @Test("004: the exclusive-gesture menu switches branches, replacing the logo's identity")
    func exclusiveMenu() {
        let h = host(ExclusiveGesture_Tutorials(), width: 390, height: 844)
        let before = h.displayList.items[0].identity
        #expect(
            h.buttonAction(at: CGPoint(x: h.displayList.items[2].frame.midX, y: h.displayList.items[2].frame.midY))
                != nil)
        h.buttonAction(at: CGPoint(x: h.displayList.items[2].frame.midX, y: h.displayList.items[2].frame.midY))?()
        let result = h.commit()
        #expect(result.removedIdentities.contains(before))
    }

    @Test("A frame of a small scene commits quickly")
    func performance() {
        let driver = Driver()
        let h = host(IdentityTests.List(driver: driver), width: 390, height: 844)
        let start = Date()
        for i in 0..<200 {
            driver.label = "\(i)"
            driver.items = i % 2 == 0 ? [1, 2, 3] : [3, 2, 1]
            h.update()
        }
        let perFrame = Date().timeIntervalSince(start) / 200
        print("commit of a small scene: \(Int(perFrame * 1_000_000)) µs (debug build)")
        #expect(perFrame < 0.02)
    }
}
