import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// hidden, labelsHidden, text field styles, button border shapes, focus, redaction, Dynamic Type,
/// layout direction, and the modifiers that have no effect on Linux.
@MainActor
@Suite("Everyday modifiers")
struct EverydayModifierTests {
    private func host<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> ViewHost {
        ViewHost(view, size: CGSize(width: width, height: height))
    }

    @Test("hidden() keeps the view's space but draws nothing and takes no touches")
    func hidden() {
        let h = host(
            HStack {
                Color.red.frame(width: 50, height: 50).hidden()
                Color.blue.frame(width: 50, height: 50)
            })
        #expect(h.displayList.items.count == 1)
        #expect(h.displayList.items.first?.frame == CGRect(x: 104, y: 25, width: 50, height: 50))
        #expect(h.hitTest(CGPoint(x: 70, y: 50)) == nil)
        #expect(h.hitTest(CGPoint(x: 120, y: 50)) != nil)
    }

    @Test("labelsHidden() leaves out a toggle's and a picker's labels")
    func labelsHidden() {
        #expect(host(Toggle("Wi-Fi", isOn: .constant(true))).texts() == ["Wi-Fi"])
        #expect(host(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).texts() == [])
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(1)
            Text("L").tag(2)
        }
        #expect(host(picker).texts() == ["Size", "S"])
        #expect(host(picker.labelsHidden()).texts() == ["S"])
    }

    @Test("textFieldStyle(.roundedBorder) insets the field 7 × 6 pt inside a rounded border")
    func roundedBorderField() throws {
        let plain = host(TextField("Name", text: .constant("")).textFieldStyle(.plain).frame(width: 100))
        let plainText = try #require(plain.displayList.items.first { $0.text != nil })
        let h = host(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 100))
        let text = try #require(h.displayList.items.first { $0.text != nil })
        #expect(text.frame.minX - plainText.frame.minX == 7)
        let border = try #require(h.displayList.items.first { $0.strokeColor != nil })
        #expect(border.frame.size == CGSize(width: 100, height: 34))
        #expect(plain.displayList.items.allSatisfy { $0.strokeColor == nil })
    }

    @Test("buttonBorderShape draws a bordered button's background in the shape")
    func buttonBorderShape() throws {
        func background(_ shape: ButtonBorderShape?) throws -> DisplayItem {
            let button = Button("Go") {}.buttonStyle(.bordered)
            let h = shape.map { host(button.buttonBorderShape($0)) } ?? host(button)
            return try #require(h.displayList.items.first { $0.text == nil })
        }
        let capsule = try background(.capsule)
        guard case .shape(let path, _, _) = capsule.kind else { Issue.record("not a shape"); return }
        #expect(path == Capsule().path(in: capsule.bounds))
        let automatic = try background(nil)
        guard case .shape(let plain, _, _) = automatic.kind else { Issue.record("not a shape"); return }
        #expect(plain != path)
        #expect(plain == RoundedRectangle(cornerRadius: 8).path(in: automatic.bounds))
    }

    struct FocusProbe: View {
        @Environment(\.isFocused) var isFocused
        let name: String
        var body: some View { Text("\(name): \(isFocused ? "focused" : "not")") }
    }

    struct Form: View {
        enum Field: Hashable { case name, email }
        @FocusState var isSearchFocused: Bool
        @FocusState var field: Field?
        var body: some View {
            VStack {
                FocusProbe(name: "search").focused($isSearchFocused)
                FocusProbe(name: "name").focused($field, equals: .name)
                FocusProbe(name: "email").focused($field, equals: .email)
                Button("Next") {
                    isSearchFocused.toggle()
                    field = field == .name ? .email : .name
                }
                .accessibilityIdentifier("next")
            }
        }
    }

    @Test("@FocusState drives isFocused in the views bound with focused(_:) and focused(_:equals:)")
    func focusState() {
        let h = host(Form(), width: 300, height: 300)
        #expect(h.texts().prefix(3) == ["search: not", "name: not", "email: not"])
        let frame = h.frame(ofAccessibilityIdentifier: "next") ?? .null
        h.buttonAction(at: CGPoint(x: frame.midX, y: frame.midY))?()
        h.update()
        #expect(h.texts().prefix(3) == ["search: focused", "name: focused", "email: not"])
        h.buttonAction(at: CGPoint(x: frame.midX, y: frame.midY))?()
        h.update()
        #expect(h.texts().prefix(3) == ["search: not", "name: not", "email: focused"])
    }

    @Test("redacted(reason: .placeholder) draws text as a bar per line; unredacted and privacy work as SwiftUI's")
    func redaction() throws {
        let h = host(Text("Hello").redacted(reason: .placeholder))
        #expect(h.texts() == [])
        let bar = try #require(h.displayList.items.first)
        #expect(bar.fillColor == Color.primary.opacity(0.2))
        guard case .shape(let path, _, _) = bar.kind else { Issue.record("not a shape"); return }
        expectApprox(path.boundingRect, CGRect(x: 0, y: 2.5, width: 38.25, height: 17), tolerance: 1e-9)
        #expect(host(VStack { Text("Hello").unredacted() }.redacted(reason: .placeholder)).texts() == ["Hello"])
        #expect(host(Text("Hello").redacted(reason: .privacy)).texts() == ["Hello"])
        #expect(host(Text("Hello").privacySensitive().redacted(reason: .privacy)).texts() == [])
        #expect(host(Text("Hello").privacySensitive()).texts() == ["Hello"])
    }

    @Test("dynamicTypeSize scales text styles, clamps to a range, and leaves fixed sizes alone")
    func dynamicType() throws {
        func font(_ view: some View) throws -> Font {
            let item = try #require(host(view).displayList.items.first)
            guard case .text(_, let font, _) = item.kind else { throw CancellationError() }
            return font
        }
        #expect(try font(Text("a").dynamicTypeSize(.xxxLarge)).size == 23)
        #expect(try font(Text("a").dynamicTypeSize(.xxxLarge)).lineHeight == 30)
        #expect(try font(Text("a")).size == 17)
        let clamped = VStack { Text("a").dynamicTypeSize(...DynamicTypeSize.large) }.dynamicTypeSize(.accessibility3)
        #expect(try font(clamped).size == 17)
        #expect(try font(Text("a").font(.system(size: 20)).dynamicTypeSize(.accessibility5)).size == 20)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors a view's drawing only in a right-to-left environment")
    func rightToLeftFlip() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(width: 20)
            Color.blue.frame(width: 80)
        }.frame(width: 100, height: 10)
        let red = CGRect(x: 0, y: 0, width: 20, height: 10), mirrored = CGRect(x: 80, y: 0, width: 20, height: 10)
        // Right to left, the stack's layout puts its first view on the right; the flip mirrors the
        // drawing back, as in SwiftUI.
        let rtl = host(stack.environment(\.layoutDirection, .rightToLeft), width: 100, height: 10)
        #expect(rtl.displayList.items.first?.frame == mirrored)
        let flipped = host(
            stack.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft), width: 100,
            height: 10)
        #expect(flipped.displayList.items.first?.frame == red)
        let ltr = host(stack.flipsForRightToLeftLayoutDirection(true), width: 100, height: 10)
        #expect(ltr.displayList.items.first?.frame == red)
    }

    struct ControlSizeProbe: View {
        @Environment(\.controlSize) var size
        var body: some View { Text("\(size)") }
    }

    @Test("controlSize is read from the environment; help is the accessibility hint")
    func environmentAndHelp() throws {
        #expect(host(ControlSizeProbe().controlSize(.mini)).texts() == ["mini"])
        #expect(host(ControlSizeProbe()).texts() == ["regular"])
        let hinted = host(Text("Add").help("Adds an item"))
        #expect(
            hinted.inspectedViews().contains { $0.accessibility.isElement && $0.accessibility.hint == "Adds an item" })
    }

    @Test("Keyboard, text input and system chrome modifiers change nothing drawn on Linux")
    func noEffectOnLinux() {
        let plain = host(TextField("Name", text: .constant("Ada")).padding())
        let configured = host(
            TextField("Name", text: .constant("Ada"))
                .submitLabel(.done).onSubmit {}.keyboardType(.emailAddress).textInputAutocapitalization(.never)
                .autocorrectionDisabled().focusable().keyboardShortcut(.defaultAction)
                .keyboardShortcut("s", modifiers: [.command, .shift]).statusBarHidden()
                .persistentSystemOverlays(.hidden).defersSystemGestures(on: .bottom).padding())
        #expect(plain.svg() == configured.svg())
    }
}
