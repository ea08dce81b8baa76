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
/// tells its content through the environment, and asks the navigation bar for the field.
struct SearchableContainer<Content: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let text: Binding<String>
    nonisolated(unsafe) let isPresented: Binding<Bool>?
    let prompt: String?
    /// Whether searching is active, when no `isPresented` binding holds it.
    @State private var isActive = false

    nonisolated init(content: Content, text: Binding<String>, isPresented: Binding<Bool>?, prompt: String?) {
        self.content = content
        self.text = text
        self.isPresented = isPresented
        self.prompt = prompt
    }

    var body: some View {
        let entry = SearchFieldEntry(
            text: text, isActive: isPresented ?? $isActive, prompt: prompt ?? SearchFieldMetrics.defaultPrompt)
        let searching = entry.isActive.wrappedValue
        return
            content
            .transformPreference(NavigationBarKey.self) { $0.search = entry }
            .modifier(
                EnvironmentWritingModifier { environment in
                    environment.isSearching = searching
                    environment.dismissSearch = DismissSearchAction { entry.cancel() }
                    environment.inheritedSearchField = entry
                })
    }
}
