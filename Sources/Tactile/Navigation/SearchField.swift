import Foundation

/// Sizes and colours of the search field in a navigation bar's drawer (UISearchBar's on iOS 17).
enum SearchFieldMetrics {
    /// Height of the drawer row: the 36 pt field with 8 pt above and below it.
    static let rowHeight: CGFloat = 52
    /// Height of the rounded field.
    static let fieldHeight: CGFloat = 36
    /// Corner radius of the field.
    static let cornerRadius: CGFloat = 10
    /// Space between the field's edge, the magnifying glass and the text.
    static let innerSpacing: CGFloat = 6
    /// Space between the field's edge and the magnifying glass.
    static let innerInset: CGFloat = 8
    /// Space between the field and the Cancel button while searching.
    static let cancelSpacing: CGFloat = 8
    /// The field's fill: tertiarySystemFill (#767680 at 12 %).
    static let fill = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x80 / 255, opacity: 0.12)
    /// Space inside a token's capsule, left and right (half of it above and below).
    static let tokenInset: CGFloat = 6
    /// A token's capsule: the tint at 20 %.
    static let tokenFill = Color.accentColor.opacity(0.2)
    /// The prompt shown while the text is empty, when the searchable view names none (iOS's).
    static let defaultPrompt = "Search"
}

/// One `searchable` view's search, as its navigation bar draws it: the text, the prompt, whether
/// searching is active, and how to change them.
struct SearchFieldEntry: Equatable {
    let text: Binding<String>
    let isActive: Binding<Bool>
    let prompt: String
    /// The text and whether searching was active when the entry was made: what the bar draws,
    /// and what tells a new entry from the one the bar last drew (the bindings read the live
    /// values, the same for both).
    let shownText: String
    let searching: Bool
    /// The tokens drawn in the field before the text (`searchable(text:tokens:…)`).
    nonisolated(unsafe) let tokens: [AnyView]
    /// What tells one list of tokens from another: their identifiers.
    let tokenKey: String

    @MainActor init(
        text: Binding<String>, isActive: Binding<Bool>, prompt: String, tokens: [AnyView] = [], tokenKey: String = ""
    ) {
        self.text = text
        self.isActive = isActive
        self.prompt = prompt
        shownText = text.wrappedValue
        searching = isActive.wrappedValue
        self.tokens = tokens
        self.tokenKey = tokenKey
    }

    /// Starts searching (a tap on the field).
    @MainActor func activate() { isActive.wrappedValue = true }

    /// Stops searching and clears the text (the Cancel button, `dismissSearch`).
    @MainActor func cancel() {
        text.wrappedValue = ""
        isActive.wrappedValue = false
    }

    /// Equal when the bar would draw them alike: the same text, prompt and activity.
    static func == (a: SearchFieldEntry, b: SearchFieldEntry) -> Bool {
        a.prompt == b.prompt && a.shownText == b.shownText && a.searching == b.searching && a.tokenKey == b.tokenKey
    }
}

/// The search field in a navigation bar's drawer: a rounded field with a magnifying glass and the
/// text (or the prompt, greyed, while it is empty), and a Cancel button while searching. A tap on
/// the field starts searching.
struct NavigationSearchField: View {
    let entry: SearchFieldEntry

    var body: some View {
        let text = entry.shownText
        HStack(spacing: SearchFieldMetrics.cancelSpacing) {
            HStack(spacing: SearchFieldMetrics.innerSpacing) {
                Image(systemName: "magnifyingglass").foregroundColor(ControlConstants.placeholderColor)
                ForEach(entry.tokens.indices, id: \.self) { index in
                    entry.tokens[index]
                        .lineLimit(1)
                        .padding(.horizontal, SearchFieldMetrics.tokenInset)
                        .padding(.vertical, SearchFieldMetrics.tokenInset / 2)
                        .background(Capsule().fill(SearchFieldMetrics.tokenFill))
                }
                if text.isEmpty, !entry.tokens.isEmpty {
                    EmptyView()
                } else if text.isEmpty {
                    Text(entry.prompt).foregroundColor(ControlConstants.placeholderColor).lineLimit(1)
                } else {
                    Text(text).lineLimit(1)
                }
            }
            .padding(.horizontal, SearchFieldMetrics.innerInset)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: SearchFieldMetrics.fieldHeight)
            .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius).fill(SearchFieldMetrics.fill))
            .contentShape(Rectangle())
            .onTapGesture { entry.activate() }
            .accessibilityAddTraits(.isSearchField)
            if entry.searching {
                Button("Cancel") { entry.cancel() }
            }
        }
        .padding(.horizontal, NavigationBarMetrics.itemInset)
        .frame(height: SearchFieldMetrics.rowHeight)
    }
}
