// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// SwiftUI's `searchable` overloads (prompt as text, key or string) are kept as SwiftUI has them.

import Foundation

/// `searchable` with tokens: the tokens are drawn in the search field before the text, each as
/// `token` draws it in a capsule. Suggested tokens are listed in place of the searched content
/// while searching with an empty text; a tap on one adds it to the tokens. *Approximation*: there
/// is no keyboard on Linux, so a token is removed only by code (iOS removes it with backspace).
extension View {
    /// Adds a search field for `text` and `tokens`, each token drawn by `token`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt?.string,
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, each token drawn by `token`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt.description,
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, each token drawn by `token`.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: String(prompt),
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.string,
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt.description,
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, whose searching is `isPresented`.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: String(prompt),
            tokens: { SearchTokens.make(tokens: tokens, suggested: nil, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, each drawn by `token` from a binding to it.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt?.string,
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, each drawn by `token` from a binding to it.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt.description,
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, each drawn by `token` from a binding to it.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: String(prompt),
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.string,
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt.description,
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `editableTokens`, whose searching is `isPresented`.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: String(prompt),
            tokens: { SearchTokens.makeEditable(tokens: editableTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens` while searching.
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt?.string,
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens` while searching.
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt.description,
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens` while searching.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: String(prompt),
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.string,
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens`, whose searching is `isPresented`.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: prompt.description,
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` and `tokens`, offering `suggestedTokens`, whose searching is `isPresented`.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        SearchableContainer(
            content: self, text: text, isPresented: isPresented, prompt: String(prompt),
            tokens: { SearchTokens.make(tokens: tokens, suggested: suggestedTokens, token: token) })
    }

    /// Adds a search field for `text` whose `suggestions` are shown in place of this view while
    /// searching.
    nonisolated public func searchable<V: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt?.string, suggestions: AnyView(suggestions()))
    }

    /// Adds a search field for `text` whose `suggestions` are shown in place of this view while
    /// searching.
    nonisolated public func searchable<V: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: prompt.description, suggestions: AnyView(suggestions())
        )
    }

    /// Adds a search field for `text` whose `suggestions` are shown in place of this view while
    /// searching.
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        SearchableContainer(
            content: self, text: text, isPresented: nil, prompt: String(prompt), suggestions: AnyView(suggestions()))
    }
}
