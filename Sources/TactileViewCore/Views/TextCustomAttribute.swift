import Foundation

/// A value you attach to text with `Text/customAttribute(_:)`, read back from the runs of its
/// layout by a `TextRenderer` (`run[MyAttribute.self]`), SwiftUI's `TextAttribute`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text with `value` attached to all of its characters, for a `TextRenderer` to read from
    /// the runs of the layout (`Text.Layout.Run`'s subscript). Joined texts (`+`) keep each part's
    /// attributes on that part's characters; a later call for the same attribute type wins.
    nonisolated public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var t = self
        t.attributeSpans.append(
            TextAttributeSpan(range: 0..<string.count, key: ObjectIdentifier(T.self), value: AnyHashable(value)))
        return t
    }
}

/// A custom attribute on a range of a text's characters.
///
/// `@unchecked Sendable`: the value is a `TextAttribute`, a hashable value type in practice, that
/// is only read (compared and cast) once attached.
struct TextAttributeSpan: Hashable, @unchecked Sendable {
    /// The characters (offsets in the text's string).
    var range: Range<Int>
    /// The attribute's type.
    var key: ObjectIdentifier
    var value: AnyHashable

    /// This span moved `distance` characters on (the right part of a joined text).
    func shifted(by distance: Int) -> TextAttributeSpan {
        var span = self
        span.range = (range.lowerBound + distance)..<(range.upperBound + distance)
        return span
    }
}

/// The custom attributes of one character (or a run of characters that share them), by type.
struct TextAttributeValues: Hashable {
    var values: [ObjectIdentifier: AnyHashable] = [:]

    /// The value of attribute type `T`, if set.
    func value<T: TextAttribute>(of key: T.Type) -> T? { values[ObjectIdentifier(key)]?.base as? T }

    /// The attributes of character `index`: each span that covers it, later spans over earlier.
    init(at index: Int, in spans: [TextAttributeSpan]) {
        for span in spans where span.range.contains(index) { values[span.key] = span.value }
    }

    init() {}
}
