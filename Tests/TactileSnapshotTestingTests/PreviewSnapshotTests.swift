#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileSnapshotTesting
import TactileTesting
import Testing

/// The previews of this test module: a package's previews, checked as a test suite.
private struct Greeting: View {
    var body: some View {
        Text("Hello").font(.title).padding().background(.background)
    }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Greeting()
}

#Preview("Greeting in a list") {
    List {
        Greeting()
        Text("second row")
    }
}

@MainActor
@Suite("Every preview as a snapshot")
struct PreviewSnapshotTests {
    @Test("every preview of the module, light and dark, matches its recorded SVG")
    func everyPreview() {
        assertPreviewSnapshots(inModule: "TactileSnapshotTestingTests")
        // Two previews, two variants each: four files beside this one.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/PreviewSnapshotTests")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(files.filter { $0.hasPrefix("everyPreview") }.count == 4)
        #expect(files.contains { $0.hasSuffix("dark.svg") })
    }

    @Test("a module with no previews is reported, not passed silently")
    func noPreviews() {
        withKnownIssue {
            assertPreviewSnapshots(inModule: "NoSuchModule")
        }
    }
}
#endif
