import Foundation

/// Images made with a variable value.
///
/// The variable value is *Accepted*: SF Symbols' variable symbols light up a share of their
/// layers by the value (a signal meter at 0.5 shows half its bars); Tactile's symbol drawings have
/// no such layers, so the symbol is drawn whole at any value.
extension Image {
    /// The symbol called `systemName`; `variableValue` (0…1) is *Accepted*: the symbol is drawn
    /// whole (see the extension's note).
    nonisolated public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// The image called `name`; `variableValue` is *Accepted*: the image is drawn whole.
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image called `name`, read to assistive technologies as `label`; `variableValue` is
    /// *Accepted*: the image is drawn whole.
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// An image that accessibility ignores; `variableValue` is *Accepted*: the image is drawn whole.
    nonisolated public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }
}

extension Image {
    /// The image called `name`, read to assistive technologies as `label` instead of its name.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.string
    }
}
