import Foundation
import Tactile
import TactileTestSupport
import Testing

/// Text fields of formatted values, labeled-content and text-editor styles, selections, and the
/// system format styles.
@MainActor
@Suite("Text input forms, styles and system formats")
struct TextInputFormsTests {
    struct PriceField: View {
        @State var price = 12.5
        var body: some View {
            VStack {
                TextField("Price", value: $price, format: .number)
                Button("Raise") { price += 1 }.accessibilityIdentifier("raise")
            }
        }
    }

    @Test("A value field shows its value formatted, and follows it when code changes it")
    func valueField() {
        let h = host(PriceField())
        #expect(h.texts().contains("12.5"))
        h.tap("raise")
        #expect(h.texts().contains("13.5"))
    }

    @Test("Optional value fields are empty for nil; formatter fields use the formatter")
    func optionalAndFormatter() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        let h = host(
            VStack {
                TextField("Age", value: .constant(Int?.none), format: .number)
                TextField("Score", value: .constant(NSNumber(value: 2)), formatter: formatter)
                TextField(value: .constant(7), format: .number) { Text("Count") }
            })
        #expect(h.texts() == ["Age", "2.0", "7"])
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label
                configuration.content
            }
        }
    }

    @Test("A labeled-content style arranges the label and the content")
    func labeledContentStyle() {
        let plain = host(LabeledContent("Version", value: "1.2"))
        let stacked = host(LabeledContent("Version", value: "1.2").labeledContentStyle(Stacked()))
        #expect(plain.texts() == ["Version", "1.2"])
        #expect(stacked.texts() == ["Version", "1.2"])
        let plainHeight = host(LabeledContent("Version", value: "1.2").fixedSize().accessibilityIdentifier("row"))
            .rect("row").height
        let stackedHeight = host(
            LabeledContent("Version", value: "1.2").labeledContentStyle(Stacked()).fixedSize()
                .accessibilityIdentifier("row")
        ).rect("row").height
        #expect(plainHeight == 22)
        #expect(stackedHeight > 2 * 22)
    }

    @Test("LabeledContent formats its value")
    func labeledContentFormat() {
        #expect(
            host(LabeledContent("Count", value: 1234, format: .number.grouping(.never))).texts() == ["Count", "1234"])
    }

    @Test("Text editor styles draw the editor's text")
    func textEditorStyles() {
        let automatic = host(TextEditor(text: .constant("Notes")).textEditorStyle(.automatic))
        let plain = host(TextEditor(text: .constant("Notes")).textEditorStyle(.plain))
        #expect(automatic.texts() == ["Notes"])
        #expect(plain.svg() == automatic.svg())
    }

    @Test("A selection is a cursor or ranges")
    func selections() {
        let text = "hello"
        let cursor = TextSelection(insertionPoint: text.startIndex)
        #expect(cursor.isInsertion)
        let range = TextSelection(range: text.startIndex..<text.index(after: text.startIndex))
        #expect(!range.isInsertion)
        #expect(range.affinity == .automatic)
        #expect(cursor != range)
        let h = host(
            TextField("Name", text: .constant("Ada"), selection: .constant(nil)).textSelection(.enabled)
                .textSelectionAffinity(.upstream))
        #expect(h.texts() == ["Ada"])
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }

    @Test("Timers, stopwatches, offsets and references format a moment")
    func systemFormats() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        #expect(String(timer.format(start.addingTimeInterval(61)).characters) == "3:59")
        let up = SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(300))
        #expect(String(up.format(start.addingTimeInterval(61)).characters) == "1:01")
        let stopwatch = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(String(stopwatch.format(start.addingTimeInterval(83.456)).characters) == "1:23.45")
        let offset = SystemFormatStyle.DateOffset(to: start)
        #expect(String(offset.format(start.addingTimeInterval(7_500)).characters) == "+2 hours, 5 minutes")
        #expect(String(offset.format(start.addingTimeInterval(-90)).characters) == "-1 minute, 30 seconds")
        let reference = SystemFormatStyle.DateReference(to: start)
        #expect(String(reference.format(start.addingTimeInterval(-3 * 86_400)).characters) == "in 3 days")
        #expect(String(reference.format(start.addingTimeInterval(7_200)).characters) == "2 hours ago")
        #expect(String(reference.format(start.addingTimeInterval(10)).characters) == "now")
        #expect(timer.discreteInput(after: start) == start.addingTimeInterval(1))
        #expect(stopwatch.discreteInput(before: start) == start.addingTimeInterval(-0.01))
    }

    @Test("A text of a time source shows it now")
    func timeSource() {
        let h = host(Text(.currentDate, format: .timer(countingDownIn: Date()..<Date().addingTimeInterval(600))))
        #expect(["10:00", "9:59"].contains(h.texts().first ?? ""))
        #expect(host(Text(.now, format: .dateTime.year())).texts() == [Date.now.formatted(.dateTime.year())])
    }

    final class Settings: ObservableObject {
        @Published var name = "Ada"
    }

    struct NameField: View {
        @EnvironmentObject var settings: Settings
        var body: some View {
            let binding: Binding<String> = $settings.name
            return Button(binding.wrappedValue) { binding.wrappedValue = "Grace" }.accessibilityIdentifier("name")
        }
    }

    @Test("An environment object's wrapper makes bindings to its properties")
    func environmentObjectBinding() {
        let settings = Settings()
        let h = host(NameField().environmentObject(settings))
        #expect(h.texts() == ["Ada"])
        h.tap("name")
        #expect(settings.name == "Grace")
        #expect(h.texts() == ["Grace"])
    }

    struct ShowsControls: View {
        @Environment(\.labelsVisibility) var labels
        @Environment(\.menuIndicatorVisibility) var indicator
        @Environment(\.badgeProminence) var badge
        var body: some View { Text(verbatim: "\(labels) \(indicator) \(badge == .increased)") }
    }

    @Test("labelsHidden, menuIndicator and badgeProminence are read from the environment")
    func controlEnvironment() {
        #expect(host(ShowsControls()).texts() == ["automatic automatic false"])
        #expect(
            host(ShowsControls().labelsHidden().menuIndicator(.hidden).badgeProminence(.increased)).texts() == [
                "hidden hidden true"
            ])
    }
}
