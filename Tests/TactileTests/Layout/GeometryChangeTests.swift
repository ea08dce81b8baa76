import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

@MainActor
@Suite("onGeometryChange")
struct GeometryChangeTests {
    final class Log {
        var widths: [CGFloat] = []
        var changes: [String] = []
    }

    struct Growing: View {
        let log: Log
        @State private var width: CGFloat = 40
        var body: some View {
            VStack {
                Color.red.frame(width: width, height: 10)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.widths.append($0) }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minX }) { old, new in
                        log.changes.append("\(old)→\(new)")
                    }
                Button("Grow") { width += 20 }.accessibilityIdentifier("grow")
                Button("Same") { width += 0 }.accessibilityIdentifier("same")
            }
        }
    }

    @Test("The one-value action reports the first layout's value and each change; old-and-new only changes")
    func reportsChanges() {
        let log = Log()
        let h = host(Growing(log: log), width: 200, height: 200)
        #expect(log.widths == [40])
        #expect(log.changes.isEmpty)
        h.tap("grow")
        #expect(log.widths == [40, 60])
        #expect(log.changes == ["80.0→70.0"])
        h.tap("same")
        #expect(log.widths == [40, 60])
        #expect(log.changes == ["80.0→70.0"])
    }
}
