import Foundation

/// Which variant of its content a text shows, SwiftUI's `TextVariantPreference`
/// (`Text/textVariant(_:)`): `.fixed`, the one it was made with, or `.sizeDependent`, a shorter
/// one when space is short.
public protocol TextVariantPreference {
    /// The preference, as SwiftUI's text reads it.
    var _preference: _TextVariantPreference<Self> { get }
}

/// A text variant preference as text reads it.
public struct _TextVariantPreference<Preference: TextVariantPreference>: Sendable {
    let isSizeDependent: Bool
}

/// The text shows the variant it was made with, whatever its size.
public struct FixedTextVariant: TextVariantPreference, Sendable {
    /// The preference, as text reads it.
    public var _preference: _TextVariantPreference<FixedTextVariant> { _TextVariantPreference(isSizeDependent: false) }
}

/// The text may show a shorter variant of its content when it is offered too little space.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {
    /// The preference, as text reads it.
    public var _preference: _TextVariantPreference<SizeDependentTextVariant> {
        _TextVariantPreference(isSizeDependent: true)
    }
}

extension TextVariantPreference where Self == FixedTextVariant {
    /// The variant the text was made with.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// A variant chosen by the space the text is offered.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// This text showing the variant of its content that `preference` asks for.
    ///
    /// *Accepted*: Tactile formats a text's content once, when the text is made (`Text(_:format:)`,
    /// `Text(_:style:)`), so every text has a single variant and both preferences show it;
    /// a text too long for its space wraps or truncates as usual.
    nonisolated public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}
