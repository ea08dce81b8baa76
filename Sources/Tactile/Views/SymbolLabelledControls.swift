import Foundation

extension Button where Label == Tactile.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol (a ``Label``).
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tactile.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a string title and an SF Symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tactile.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and an SF Symbol.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tactile.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a string title and an SF Symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tactile.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Tactile.Label<Text, Image> {
    /// A toggle labelled with a title and an SF Symbol (a ``Label``).
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tactile.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a string title and an SF Symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tactile.Label(title, systemImage: systemImage) }
    }
}
