import Foundation

/// A container of grouped controls, SwiftUI's `Form`: on iOS, drawn and scrolled exactly as an
/// inset grouped ``List`` of its content (sections become rounded groups, rows get separators).
public struct Form<Content: View>: View {
    nonisolated(unsafe) let content: Content

    /// A form of `content`'s rows and sections.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The content as an inset grouped list.
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
