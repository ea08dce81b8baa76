import Foundation

extension SceneStorage {
    /// A tab view's customization kept for the window under `key`, `wrappedValue` (no
    /// customization) until one is written.
    ///
    /// Scene storage lives in memory with its window, so `store` is not read or written: the value
    /// is the window's, as every `@SceneStorage` value is.
    public init(
        wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
    ) where Value == TabViewCustomization {
        self.init(key: key, defaultValue: wrappedValue)
    }
}
