import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The graph decides once per type whether a view is built in, a shape or a custom view; values of
/// class types are asked one by one.
@MainActor
@Suite("Resolution by type")
struct ResolveKindTests {
    final class ClassView: View {
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(title) }
    }

    struct Diamond: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                p.closeSubpath()
            }
        }
    }

    @Test("Kinds by type")
    func kinds() {
        #expect({ if case .primitive = ResolveKind.of(Text.self) { true } else { false } }())
        #expect({ if case .primitive = ResolveKind.of(Optional<Text>.self) { true } else { false } }())
        #expect({ if case .shape = ResolveKind.of(Diamond.self) { true } else { false } }())
        #expect({ if case .custom = ResolveKind.of(IncrementalCommitTests.Column.self) { true } else { false } }())
        #expect({ if case .askEachValue = ResolveKind.of(ClassView.self) { true } else { false } }())
    }

    @Test("Every kind draws what it is", arguments: [0, 1, 2])
    func draws(variant: Int) {
        let h: ViewHost
        switch variant {
        case 0:
            h = host(
                VStack {
                    ClassView(title: "class"); Text("text")
                })
        case 1: h = host(Diamond().frame(width: 40, height: 40))
        default: h = host(Group { if variant == 2 { Text("optional") } })
        }
        switch variant {
        case 0: #expect(h.texts() == ["class", "text"])
        case 1: #expect(h.displayList.items.count == 1 && h.hitTest(CGPoint(x: 200, y: 200))?.target.kind == "Diamond")
        default: #expect(h.texts() == ["optional"])
        }
    }
}
