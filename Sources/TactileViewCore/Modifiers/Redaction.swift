import Foundation

/// Why views are redacted, SwiftUI's `RedactionReasons` (``View/redacted(reason:)``).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as placeholders while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `privacySensitive()` is hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content is shown but out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Why views in this subtree are redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether views in this subtree are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text here is drawn as placeholder bars: redacted as a placeholder, or private and
    /// redacted for privacy.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || redactionReasons.contains(.privacy) && isPrivacySensitive
    }
}

extension View {
    /// Redacts this subtree for `reason`: with `.placeholder` (or `.privacy`, for views marked
    /// `privacySensitive()`) text is drawn as rounded bars the size of its lines.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this subtree unredacted, whatever redaction is set above.
    nonisolated public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this subtree as private: redacted when the reasons above include `.privacy`.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
