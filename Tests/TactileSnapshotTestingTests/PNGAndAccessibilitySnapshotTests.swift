#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileSnapshotTesting
import TactileTesting
import Testing

/// The PNG strategies (librsvg's `rsvg-convert`, which scripts/test-all.sh installs) and the
/// accessibility tree strategy, as users call them.
@MainActor
@Suite("PNG and accessibility tree snapshots")
struct PNGAndAccessibilitySnapshotTests {
    /// Shapes only: a PNG golden of text would depend on the fonts installed.
    struct Badge: View {
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                Circle().fill(Color.white).frame(width: 24, height: 24)
            }
            .frame(width: 80, height: 50)
        }
    }

    private let size = CGSize(width: 100, height: 70)

    /// The width and height a PNG's header gives (its IHDR chunk, bytes 16 to 23, big-endian).
    private func pixelSize(of png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png)
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test("A simulator's window as PNG, against the recorded image")
    func simulatorPNG() {
        assertSnapshot(of: TouchSimulator(Badge(), size: size), as: .png)
    }

    @Test("A view as PNG at 2 pixels a point in dark mode")
    func viewPNGScaled() {
        assertSnapshot(
            of: Badge(), as: .png(size: size, environment: WindowEnvironment(colorScheme: .dark), scale: 2))
    }

    @Test("The image is the window's size in points times the scale", arguments: [1.0, 2.0, 3.0])
    func imageSize(scale: Double) throws {
        let svg = TouchSimulator(Badge(), size: size).svg()
        let png = try SVGRasterizer.png(fromSVG: svg, scale: scale)
        let pixels = try #require(pixelSize(of: png))
        #expect(pixels.width == Int(100 * scale))
        #expect(pixels.height == Int(70 * scale))
    }

    @Test("A scale that is not a finite number above 0 is refused with the reason", arguments: [0, -1, Double.nan])
    func badScale(scale: Double) {
        #expect(throws: SVGRasterizer.Failure.self) {
            try SVGRasterizer.png(fromSVG: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", scale: scale)
        }
    }

    @Test("A document rsvg-convert cannot read fails with its message")
    func unreadableDocument() {
        #expect {
            try SVGRasterizer.png(fromSVG: "not an svg")
        } throws: { error in
            guard case .failed(let status, _) = error as? SVGRasterizer.Failure else { return false }
            return status != 0
        }
    }

    @Test("Without rsvg-convert the failure says what to install")
    func notInstalledMessage() {
        #expect(SVGRasterizer.Failure.notInstalled.description.contains("librsvg2-bin"))
    }

    @Test("Two different PNGs fail with a page that shows both images")
    func pngMismatchWritesPage() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-snapshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(
            of: Badge(), as: .png(size: size), named: "badge", record: .missing, snapshotDirectory: directory)
        let failure = try #require(
            verifySnapshot(
                of: Badge().opacity(0.5), as: .png(size: size), named: "badge", record: .never,
                snapshotDirectory: directory))
        #expect(failure.contains("PNG differs"))
        let marker = "Expected and actual side by side: "
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix(marker) })
        let page = try String(contentsOfFile: String(line.dropFirst(marker.count)), encoding: .utf8)
        #expect(page.components(separatedBy: "data:image/png;base64,").count == 3)
    }

    struct Settings: View {
        @State private var wifi = true
        var body: some View {
            VStack {
                Text("Settings").font(.title).accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: $wifi)
                Button("Done") {}
            }
            .padding()
        }
    }

    @Test("A window's accessibility tree as a golden")
    func simulatorAccessibilityTree() {
        assertSnapshot(of: TouchSimulator(Settings()), as: .accessibilityTree)
    }

    @Test("A view's accessibility tree at an accessibility text size")
    func viewAccessibilityTree() {
        assertSnapshot(
            of: Settings(),
            as: .accessibilityTree(
                size: ViewHost.defaultSize, environment: WindowEnvironment(dynamicTypeSize: .accessibility3)))
    }
}
#endif
