import Foundation

/// Where a search's suggestions are shown, SwiftUI's `SearchSuggestionsPlacement`
/// (`View/searchSuggestions(_:for:)`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String

    /// The platform's choice.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    /// A menu below the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    /// In place of the searched content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The set's elements are sets.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The bits of the set.
        public var rawValue: Int
        /// A menu below the search field.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }
        /// In place of the searched content.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }
        /// Placements from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
    }
}

/// When a search's scopes are shown, SwiftUI's `SearchScopeActivation`
/// (`View/searchScopes(_:activation:_:)`).
public struct SearchScopeActivation {
    let name: String

    /// The platform's choice.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// Once text is typed in the field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// As soon as searching starts.
    public static var onSearchPresentation: SearchScopeActivation {
        SearchScopeActivation(name: "onSearchPresentation")
    }
}

/// Whether starting a search hides the navigation bar's title, SwiftUI's
/// `SearchPresentationToolbarBehavior` (`View/searchPresentationToolbarBehavior(_:)`).
public struct SearchPresentationToolbarBehavior {
    let name: String

    /// The platform's choice: iOS hides the title while searching.
    public static var automatic: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "automatic")
    }
    /// The title stays while searching.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "avoidHidingContent")
    }
}

/// Search suggestions, scopes and bar behaviour.
///
/// *Accepted*: Tactile's search field has no keyboard, so no text is typed to suggest for; the
/// suggestions and scopes are not shown and a suggestion's completion is never chosen. The title
/// stays in place while searching, as `SearchPresentationToolbarBehavior/avoidHidingContent`
/// asks.
extension View {
    /// The suggestions shown while searching.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Shows or hides the search suggestions in `placements`.
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View
    {
        self
    }

    /// The text a suggestion puts in the search field when chosen.
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }

    /// The token a suggestion adds to the search field when chosen.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }

    /// Scopes that narrow the search, shown while searching; `scope` is the chosen one.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
        -> some View
    {
        self
    }

    /// Scopes that narrow the search, shown as `activation` says; `scope` is the chosen one.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        self
    }

    /// Whether starting a search hides the navigation bar's title.
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
        -> some View
    {
        self
    }
}
