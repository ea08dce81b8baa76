// `#Predicate { $0.name.localizedStandardContains(search) }`, the usual search filter of SwiftData
// apps, expands to `PredicateExpressions.build_localizedStandardContains`, which Foundation
// declares only on Apple platforms (its open-source package lacks the localized `String` methods
// it would wrap); Foundation on Linux has the `String` method itself. These two declarations fill
// the gap under Apple's names.

extension PredicateExpressions {
    /// Whether the root string contains the other, ignoring case and diacritics in the current
    /// locale, as `String.localizedStandardContains(_:)` does.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
        PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The expression `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try String(root.evaluate(bindings)).localizedStandardContains(String(other.evaluate(bindings)))
        }
    }

    /// What `#Predicate` writes for `root.localizedStandardContains(other)`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The name is the one the `#Predicate` macro's expansion calls.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other>
    {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        root = try container.decode(Root.self)
        other = try container.decode(Other.self)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
