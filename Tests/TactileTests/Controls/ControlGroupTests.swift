import Foundation
import Tactile
import TactileTesting
import Testing

/// `ControlGroup`: its controls side by side by default, a menu with the menu styles, a style of
/// your own.
@MainActor
@Suite("ControlGroup")
struct ControlGroupTests {
    final class Log {
        var taps: [String] = []
    }

    private static func group(_ log: Log) -> some View {
        ControlGroup("Format", systemImage: "textformat") {
            Button("Bold") { log.taps.append("bold") }
            Button("Italic") { log.taps.append("italic") }
        }
    }

    @Test("By default the controls sit side by side and act on a tap")
    func sideBySide() throws {
        let log = Log()
        let sim = TouchSimulator(Self.group(log).padding())
        let bold = try #require(sim.frame(of: .text("Bold")))
        let italic = try #require(sim.frame(of: .text("Italic")))
        #expect(bold.maxX <= italic.minX && abs(bold.midY - italic.midY) < 0.5, "\(bold) \(italic)")
        #expect(!sim.texts().contains("Format"), "the label is for menu styles")
        sim.tap(on: .text("Italic"))
        sim.tap(on: .text("Bold"))
        #expect(log.taps == ["italic", "bold"])
    }

    @Test("The menu styles show the label; a tap opens the controls as items", arguments: [false, true])
    func menuStyles(compact: Bool) {
        let log = Log()
        let group = Self.group(log)
        let sim = TouchSimulator(
            Group {
                if compact { group.controlGroupStyle(.compactMenu) } else { group.controlGroupStyle(.menu) }
            }.padding())
        #expect(sim.texts().contains("Format"))
        #expect(!sim.texts().contains("Bold"))
        sim.tap(on: .text("Format"))
        #expect(sim.texts().contains("Bold"))
        sim.tap(on: .text("Bold"))
        #expect(log.taps == ["bold"])
    }

    private struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                configuration.content
            }
        }
    }

    @Test("A style of your own is given the label and the controls")
    func customStyle() throws {
        let sim = TouchSimulator(Self.group(Log()).controlGroupStyle(Stacked()))
        let format = try #require(sim.frame(of: .text("Format")))
        let bold = try #require(sim.frame(of: .text("Bold")))
        let italic = try #require(sim.frame(of: .text("Italic")))
        #expect(format.maxY <= bold.minY && bold.maxY <= italic.minY)
    }
}
