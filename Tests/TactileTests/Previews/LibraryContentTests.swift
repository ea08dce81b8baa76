import Tactile
import Testing

/// `LibraryContentProvider`: a package's offer to Xcode's library, kept (not shown) on Linux.
@MainActor
@Suite("Library content")
struct LibraryContentTests {
    struct Carousel: View {
        var body: some View { Text("Carousel") }
    }

    struct Content: LibraryContentProvider {
        let includeBadge: Bool

        @LibraryContentBuilder var views: [LibraryItem] {
            LibraryItem(Carousel(), title: "Carousel", category: .control)
            if includeBadge {
                LibraryItem(Text("New"), visible: false, category: .effect)
            }
            [LibraryItem(Spacer(), category: .layout)]
        }

        @LibraryContentBuilder func modifiers(base: Text) -> [LibraryItem] {
            LibraryItem(base.bold(), title: "Bold")
        }
    }

    struct Nothing: LibraryContentProvider {}

    @Test func itemsAreBuiltInOrderWithTheirTitlesAndCategories() {
        let items = Content(includeBadge: true).views
        #expect(items.map(\.title) == ["Carousel", "Text", "Spacer"])
        #expect(items.map(\.category) == [.control, .effect, .layout])
        #expect(items.map(\.isVisible) == [true, false, true])
        #expect(Content(includeBadge: false).views.count == 2)
        #expect(Content(includeBadge: false).modifiers(base: Text("x")).map(\.title) == ["Bold"])
        #expect(Nothing().views.isEmpty)
    }
}
