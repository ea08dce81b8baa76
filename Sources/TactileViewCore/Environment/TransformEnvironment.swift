import Foundation

extension View {
    /// Changes the environment value at `keyPath` for this view and its descendants with
    /// `transform`, which is given the value this view inherits (SwiftUI's
    /// `transformEnvironment(_:transform:)`).
    ///
    /// Use it where the new value depends on the old one, as in adding to an inherited setting
    /// rather than replacing it. `transform` runs each time the subtree is resolved.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }
}
