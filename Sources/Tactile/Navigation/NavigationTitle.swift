import Foundation

extension View {
    /// Sets the title the enclosing `NavigationStack` shows in its bar.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        transformPreference(NavigationBarKey.self) { $0.title = String(title) }
    }

    /// Sets the title the enclosing `NavigationStack` shows in its bar.
    nonisolated public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        transformPreference(NavigationBarKey.self) { $0.title = title.description }
    }

    /// Sets the title the enclosing `NavigationStack` shows in its bar to the binding's value, the
    /// form that lets people rename a document from the bar on iOS 16.
    ///
    /// The bar shows the current value and follows changes to it. *On Linux* the bar offers no
    /// rename field, so the binding is only read; set it from your own controls.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        transformPreference(NavigationBarKey.self) { $0.title = title.wrappedValue }
    }

    /// Sets the title the enclosing `NavigationStack` shows in its bar (its text; its styling is
    /// the bar's).
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        let string = title.string
        return transformPreference(NavigationBarKey.self) { $0.title = string }
    }

    /// Sets the title of the bar (the older spelling of `navigationTitle(_:)-(Text)`).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of the bar (the older spelling).
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the title of the bar (the older spelling).
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the title of the bar and how it is shown (the older spelling).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the bar and how it is shown (the older spelling).
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    )
        -> some View
    {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the bar from a string, not localized, and how it is shown (the older
    /// spelling).
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Chooses how the enclosing navigation bar shows its title: large or inline.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        transformPreference(NavigationBarKey.self) { $0.displayMode = displayMode }
    }

    /// Hides the back button of the pushed view this is in (`@Environment(\.dismiss)` still pops).
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        transformPreference(NavigationBarKey.self) { $0.backButtonHidden = hidesBackButton }
    }

    /// Hides the navigation bar of the level this is in (the older spelling of
    /// `toolbar(.hidden, for: .navigationBar)`).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        transformPreference(NavigationBarKey.self) { $0.barHidden = hidden }
    }
}
