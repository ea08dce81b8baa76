import Foundation

/// The preference through which ``View/preferredColorScheme(_:)`` asks for a colour scheme,
/// SwiftUI's `PreferredColorSchemeKey`: the first non-`nil` scheme in tree order wins. Read it
/// with `onPreferenceChange(PreferredColorSchemeKey.self)`, as the host's
/// ``ViewHost/preferredColorScheme`` does.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// A colour scheme, or `nil` for none asked.
    public typealias Value = ColorScheme?

    /// No scheme asked.
    public static var defaultValue: ColorScheme? { nil }

    /// Keeps the first scheme asked for; a later sibling's counts only where none was.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// `preferredColorScheme(_:)` sets the preference of its subtree (a `nil` scheme leaves the
/// subtree's own).
extension PreferredColorSchemeContent: PreferenceSource {
    func contribute<Key: PreferenceKey>(_ key: Key.Type, node: ViewNode, to value: inout Key.Value?) {
        guard Key.self == PreferredColorSchemeKey.self, let scheme,
            let mine = PreferredColorSchemeKey.Value.some(scheme) as? Key.Value
        else { return }
        value = mine
    }
}
