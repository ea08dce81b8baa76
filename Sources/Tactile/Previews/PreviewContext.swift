import Foundation

/// A key for a value a preview context gives, SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The value's type.
    associatedtype Value
    /// The value of a context that sets none.
    static var defaultValue: Value { get }
}

/// The context a preview is shown in (WidgetKit's widget preview context, for one), SwiftUI's
/// `PreviewContext`: values by key.
public protocol PreviewContext {
    /// The value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A preview's context. *No effect on Linux*: the contexts SwiftUI's previews read are WidgetKit's
/// (a widget's family), and there are no widgets on Linux; Tactile's preview host shows a preview's
/// view as it is.
extension View {
    /// Shows this preview in the context `value`.
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
