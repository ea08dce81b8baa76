import Foundation
import Synchronization
import Tactile
import TactileTesting
import Testing

/// The accessibility audit: tap targets, labels and text contrast, each finding naming its view.
@MainActor
@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    struct Targets: View {
        var body: some View {
            VStack(spacing: 20) {
                Button("Small") {}.accessibilityIdentifier("small")
                // A frame around a button does not enlarge what it takes touches on; one around its
                // label does.
                Button {
                } label: {
                    Text("Roomy").frame(minWidth: 44, minHeight: 44)
                }
                Color.blue.frame(width: 30, height: 30).onTapGesture {}.accessibilityIdentifier("dot")
                Color.green.frame(width: 60, height: 60).onTapGesture {}
                Color.gray.frame(width: 20, height: 20).gesture(DragGesture())
            }
        }
    }

    @Test("Buttons and views with a tap gesture under 44 × 44 pt are findings; a drag-only view is not")
    func tapTargets() {
        let issues = TouchSimulator(Targets()).accessibilityAudit().filter { $0.rule == .tapTargetTooSmall }
        #expect(issues.map(\.identifier) == ["small", "dot"])
        #expect(issues.first?.view == "Button" && issues.first?.label == "Small")
        #expect(issues.last?.frame.size == CGSize(width: 30, height: 30))
        #expect(issues.last?.description.contains("30 × 30 pt is smaller than 44 × 44 pt") == true)
    }

    struct Labels: View {
        var body: some View {
            VStack {
                Button {
                } label: {
                    Image(systemName: "trash")
                }
                .frame(width: 44, height: 44)
                .accessibilityIdentifier("unlabelled")
                Button {
                } label: {
                    Image(systemName: "plus")
                }
                .frame(width: 44, height: 44)
                .accessibilityLabel("Add")
                Image(systemName: "star")
                Image(systemName: "moon").accessibilityHidden(true)
                Image(decorative: "stripes")
                Image("logo")
            }
        }
    }

    @Test("A button or a system symbol without a label is a finding; hidden, decorative and asset images are not")
    func labels() {
        let issues = TouchSimulator(Labels()).accessibilityAudit().filter { $0.rule == .missingLabel }
        #expect(issues.map(\.view) == ["Button", "Image(systemName: star)"])
        #expect(issues.first?.identifier == "unlabelled")
        #expect(issues.first?.detail.contains("\"trash\"") == true)
    }

    /// Text of a grey on white; `size` and `weight` decide whether it is large.
    struct Grey: View {
        let white: Double
        let size: CGFloat
        let weight: Font.Weight
        var body: some View {
            Text("Sample").font(.system(size: size, weight: weight)).foregroundColor(Color(white: white))
        }
    }

    /// Greys on white, a size, a weight, the ratio WCAG gives and whether the text fails.
    nonisolated static let greys: [(white: Double, size: CGFloat, weight: Font.Weight, ratio: Double, fails: Bool)] = [
        // #767676 on white is the lightest grey that passes 4.5 : 1 (4.54); #777777 fails (4.48).
        (118.0 / 255, 17, .regular, 4.54, false),
        (119.0 / 255, 17, .regular, 4.48, true),
        // #949494 (3.03) passes 3 : 1 at 18 pt, or 14 pt bold, and fails at 14 pt regular;
        // #959595 (2.99) fails even for large text.
        (148.0 / 255, 18, .regular, 3.03, false),
        (148.0 / 255, 14, .bold, 3.03, false),
        (148.0 / 255, 14, .regular, 3.03, true),
        (149.0 / 255, 24, .regular, 2.995, true),
        (0, 17, .regular, 21, false),
    ]

    @Test(
        "Contrast against the window's white: WCAG's ratio, 4.5 : 1 for body text and 3 : 1 for large text",
        arguments: greys)
    func contrastOnTheWindow(grey: (white: Double, size: CGFloat, weight: Font.Weight, ratio: Double, fails: Bool)) {
        let (white, size, weight, ratio, fails) = grey
        let sim = TouchSimulator(Grey(white: white, size: size, weight: weight))
        let issues = sim.accessibilityAudit().filter { $0.rule == .insufficientContrast }
        #expect(issues.count == (fails ? 1 : 0))
        if let issue = issues.first {
            #expect(abs((issue.contrastRatio ?? 0) - ratio) < 0.005)
            #expect(issue.measuredAgainstWindowBackground)
            #expect(issue.description.contains("nothing is drawn behind it"))
            #expect(issue.label == "Sample")
        }
    }

    struct Badges: View {
        var body: some View {
            VStack {
                Text("Readable").foregroundColor(.white).padding().background(Color.black)
                Text("Faint").foregroundColor(.white).padding().background(Color.yellow)
                    .accessibilityIdentifier("faint")
                Text("Half").foregroundColor(.white).padding().background(Color.black.opacity(0.2))
            }
        }
    }

    @Test("Contrast is measured against the fills drawn behind the text, opacity included")
    func contrastOnFills() {
        let issues = TouchSimulator(Badges()).accessibilityAudit().filter { $0.rule == .insufficientContrast }
        #expect(issues.map(\.label) == ["Faint", "Half"])
        #expect(issues.first?.identifier == "faint")
        #expect(issues.allSatisfy { !$0.measuredAgainstWindowBackground })
    }

    struct Clean: View {
        var body: some View {
            VStack {
                Text("Title").font(.title)
                Button {
                } label: {
                    Text("Continue").foregroundColor(.black).frame(minWidth: 44, minHeight: 44)
                }
            }
        }
    }

    @Test("expectNoAccessibilityIssues records one test issue per finding, and none for a clean window")
    func expectNoIssues() {
        TouchSimulator(Clean()).expectNoAccessibilityIssues()
        let sim = TouchSimulator(Targets())
        // Two small targets, and the two buttons' text in the system blue, 4.02 : 1 on white.
        let count = sim.accessibilityAudit().count
        #expect(count == 4)
        let recorded = Mutex(0)
        withKnownIssue {
            sim.expectNoAccessibilityIssues()
        } matching: { issue in
            recorded.withLock { $0 += 1 }
            return issue.comments.contains { $0.rawValue.hasPrefix("Accessibility audit: ") }
        }
        #expect(recorded.withLock { $0 } == count)
    }
}
