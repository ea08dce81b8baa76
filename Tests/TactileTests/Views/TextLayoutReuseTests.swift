import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A text keeps its line breaks between frames (``TextLayoutCache``): these tests pin that what is
/// drawn is still what a text laid out from scratch draws when its width or string changes.
@MainActor
@Suite("Text layout reuse")
struct TextLayoutReuseTests {
    static let string = "one two three four five six seven"
    static let wide = CGSize(width: 400, height: 300)
    static let narrow = CGSize(width: 70, height: 300)

    /// The lines a new host draws for `view` at `size`: nothing kept from an earlier frame.
    static func freshTexts(_ view: some View, size: CGSize) -> [String] {
        ViewHost(view, size: size).texts()
    }

    @Test("A text given a new width by a resized window breaks its lines for that width, and again when it is back")
    func resizedWindowRewraps() {
        let host = ViewHost(Text(Self.string), size: Self.wide)
        let wide = host.texts()
        let narrow = Self.freshTexts(Text(Self.string), size: Self.narrow)
        #expect(wide == [Self.string])
        #expect(narrow != wide)

        host.size = Self.narrow
        host.update()
        #expect(host.texts() == narrow)
        host.size = Self.wide
        host.update()
        #expect(host.texts() == wide)
    }

    /// A button whose label's string is its state.
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button(count == 0 ? "zero" : "one two three four five") { count += 1 }.accessibilityIdentifier("counter")
        }
    }

    @Test("A text whose string changes draws the new string, wrapped as a new text would be")
    func changedStringIsDrawn() {
        let host = ViewHost(Counter(), size: Self.narrow)
        #expect(host.texts() == ["zero"])
        #expect(host.tap("counter"))
        #expect(host.texts() == Self.freshTexts(Counter(count: 1), size: Self.narrow))
        #expect(host.texts() != ["one two three four five"])
    }
}
