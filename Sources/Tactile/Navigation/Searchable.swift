import Foundation

/// Stops the search of the `searchable` view around the view that reads it: SwiftUI's
/// `DismissSearchAction`, read with `@Environment(\.dismissSearch)`.
@MainActor
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// An action that runs `action` (made where environment defaults are, off the main actor).
    nonisolated init(action: @escaping @MainActor () -> Void) { self.action = action }

    /// Stops searching and clears the search text; does nothing outside a `searchable` view.
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}
private struct InheritedSearchFieldKey: EnvironmentKey { static var defaultValue: SearchFieldEntry? { nil } }

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` view around this one: true from a tap
    /// on its search field (or its `isPresented` binding set to true) until Cancel or
    /// `dismissSearch`.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// The action that stops the search of the `searchable` view around this one.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The search of a `searchable` modifier applied around a navigation stack: its root level's
    /// bar draws it when the root's content declares none.
    var inheritedSearchField: SearchFieldEntry? {
        get { self[InheritedSearchFieldKey.self] }
        set { self[InheritedSearchFieldKey.self] = newValue }
    }
}

extension View {
    /// Adds a search field for `text` to the navigation bar of the level this view is in (or, on a
    /// `NavigationStack`, of its root), below the title, with `prompt` greyed while the text is
    /// empty.
    ///
    /// A tap on the field starts searching (`isSearching` becomes true for the views inside this
    /// one) and shows a Cancel button, which clears `text` and stops; `dismissSearch` does the
    /// same. Outside a navigation stack no field is drawn, as on iOS. *Approximation*: Tactile has
    /// no keyboard on Linux, so `text` changes only when code sets it (or Cancel clears it); the
    /// title stays in place while searching.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: nil, prompt: prompt?.string)
    }

    /// Adds a search field for `text` with the prompt `prompt` (see `searchable(text:placement:prompt:)`).
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: nil, prompt: prompt.description)
    }

    /// Adds a search field for `text` with the prompt `prompt` (see `searchable(text:placement:prompt:)`).
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// Adds a search field for `text` whose searching is `isPresented`: setting it to true starts
    /// searching as a tap on the field does, false stops it; a tap, Cancel and `dismissSearch`
    /// write it (see `searchable(text:placement:prompt:)`).
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: isPresented, prompt: prompt?.string)
    }

    /// Adds a search field for `text` whose searching is `isPresented`, with the prompt `prompt`.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: isPresented, prompt: prompt.description)
    }

    /// Adds a search field for `text` whose searching is `isPresented`, with the prompt `prompt`.
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableContainer(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}

/// A `searchable` view: keeps whether searching is active (unless an `isPresented` binding does),
/// tells its content through the environment, and asks the navigation bar for the field. While
/// searching, its suggestions (suggested tokens, then the suggestions view) are shown in place of
/// its content.
struct SearchableContainer<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String?
    /// The search's tokens and suggested tokens, read when the body runs.
    nonisolated(unsafe) let tokens: (() -> SearchTokens)?
    /// The suggestions shown while searching (`searchable(text:placement:prompt:suggestions:)`).
    nonisolated(unsafe) let suggestions: AnyView?
    /// Whether searching is active, when no `isPresented` binding holds it.
    @State private var isActive = false

    nonisolated init(
        content: Content, text: Binding<String>, isPresented: Binding<Bool>?, prompt: String?,
        tokens: (() -> SearchTokens)? = nil, suggestions: AnyView? = nil
    ) {
        self.content = content
        self.text = text
        self.isPresented = isPresented
        self.prompt = prompt
        self.tokens = tokens
        self.suggestions = suggestions
    }

    var body: some View {
        let tokens = self.tokens?() ?? SearchTokens()
        let entry = SearchFieldEntry(
            text: text, isActive: isPresented ?? $isActive, prompt: prompt ?? SearchFieldMetrics.defaultPrompt,
            tokens: tokens.views, tokenKey: tokens.key)
        let searching = entry.isActive.wrappedValue
        let suggested = searching && text.wrappedValue.isEmpty ? tokens.suggested : []
        let showsSuggestions = searching && (!suggested.isEmpty || suggestions != nil)
        return ZStack(alignment: .topLeading) {
            content
                .opacity(showsSuggestions ? 0 : 1)
                .allowsHitTesting(!showsSuggestions)
            if showsSuggestions {
                SearchSuggestionsList(suggestedTokens: suggested, suggestions: suggestions)
            }
        }
        .transformPreference(NavigationBarKey.self) { $0.search = entry }
        .modifier(
            EnvironmentWritingModifier { environment in
                environment.isSearching = searching
                environment.dismissSearch = DismissSearchAction { entry.cancel() }
                environment.inheritedSearchField = entry
            })
    }
}

/// The suggestions of a search, shown in place of the searched content while searching: a row
/// per suggested token (a tap adds it to the tokens), then the suggestions view.
struct SearchSuggestionsList: View {
    let suggestedTokens: [SearchTokens.Suggestion]
    let suggestions: AnyView?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(suggestedTokens.indices, id: \.self) { index in
                let suggestion = suggestedTokens[index]
                Button(action: suggestion.add) {
                    suggestion.view.frame(
                        maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: .leading)
                }
                .padding(.horizontal, NavigationBarMetrics.itemInset)
            }
            if let suggestions {
                VStack(alignment: .leading, spacing: 0) { suggestions }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationBarMetrics.itemInset)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

/// A search's tokens as the field draws them, and its suggested tokens.
struct SearchTokens {
    /// A suggested token: its view, and what a tap on it does (adds it to the tokens).
    struct Suggestion {
        let view: AnyView
        let add: () -> Void
    }

    /// The tokens' views, in order.
    var views: [AnyView] = []
    /// The tokens' identifiers, joined: what tells one list of tokens from another.
    var key = ""
    /// The suggested tokens not already among the tokens.
    var suggested: [Suggestion] = []

    /// The tokens of `tokens`, drawn by `token`, and the suggested tokens of `suggested` not
    /// already among them.
    static func make<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        tokens: Binding<C>, suggested: Binding<C>?, token: @escaping (C.Element) -> T
    ) -> SearchTokens where C.Element: Identifiable {
        let current = tokens.wrappedValue
        let ids = current.map { AnyHashable($0.id) }
        let suggestions: [Suggestion] = (suggested?.wrappedValue ?? C()).filter { !ids.contains(AnyHashable($0.id)) }
            .map { element in
                Suggestion(view: AnyView(token(element))) { tokens.wrappedValue.append(element) }
            }
        return SearchTokens(
            views: current.map { AnyView(token($0)) }, key: ids.map { "\($0)" }.joined(separator: ","),
            suggested: suggestions)
    }

    /// The tokens of `tokens`, each drawn by `token` from a binding to it.
    static func makeEditable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
    ) -> SearchTokens where C.Element: Identifiable {
        let current = tokens.wrappedValue
        let views = current.indices.map { index in
            AnyView(
                token(
                    Binding(
                        get: { tokens.wrappedValue[index] },
                        set: { tokens.wrappedValue.replaceSubrange(index...index, with: [$0]) })))
        }
        return SearchTokens(views: views, key: current.map { "\($0.id)" }.joined(separator: ","))
    }
}
