import Foundation

/// The name of a piece of extra information about an element, SwiftUI's
/// `AccessibilityCustomContentKey` (`View/accessibilityCustomContent(_:_:importance:)-(AccessibilityCustomContentKey,Text?,_)`):
/// its label, which is also its identity unless an `id` is given.
public struct AccessibilityCustomContentKey: Equatable {
    let label: String
    let id: String

    /// A key labelled `label` and identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label.string
        self.id = id
    }

    /// A key labelled `labelKey` and identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.label = labelKey.resolved
        self.id = id
    }

    /// A key labelled and identified by `labelKey`.
    public init(_ labelKey: LocalizedStringKey) {
        self.label = labelKey.resolved
        self.id = labelKey.resolved
    }

    /// Whether two keys name the same content: they have the same identity.
    public static func == (a: AccessibilityCustomContentKey, b: AccessibilityCustomContentKey) -> Bool { a.id == b.id }
}

/// The part of the Accessibility framework's `AXCustomContent` that SwiftUI's custom content uses:
/// how important a piece of it is.
public enum AXCustomContent {
    /// How important a piece of custom content is: important content is read with the element,
    /// the rest only on request.
    public enum Importance: UInt, Sendable {
        /// Read on request.
        case `default`
        /// Read with the element.
        case high
    }
}

/// One piece of custom content an element carries, as the accessibility tree records it.
public struct AccessibilityCustomContentEntry: Sendable, Hashable {
    /// What the content is called (`"Age"`).
    public var label: String
    /// The content's identity (its label unless an `id` was given).
    public var id: String
    /// The content (`"3 years"`).
    public var value: String
    /// Whether it is read with the element (`AXCustomContent/Importance/high`).
    public var isImportant: Bool
}

extension View {
    /// Gives this element extra information called `key`, which a screen reader offers with it;
    /// a `nil` value removes the content of that key given further out.
    nonisolated public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key, value?.string, importance)
    }

    /// Gives this element extra information called `key`.
    nonisolated public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key, valueKey.resolved, importance)
    }

    /// Gives this element extra information called `key`.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(key, String(value), importance)
    }

    /// Gives this element extra information called `label`.
    nonisolated public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(AccessibilityCustomContentKey(label, id: label.string), value.string, importance)
    }

    /// Gives this element extra information called `labelKey`.
    nonisolated public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(AccessibilityCustomContentKey(labelKey), value.string, importance)
    }

    /// Gives this element extra information called `labelKey`.
    nonisolated public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(AccessibilityCustomContentKey(labelKey), valueKey.resolved, importance)
    }

    /// Gives this element extra information called `labelKey`.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        customContent(AccessibilityCustomContentKey(labelKey), String(value), importance)
    }

    /// Gives this element extra information called `label`.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let name = String(label)
        return customContent(AccessibilityCustomContentKey(Text(verbatim: name), id: name), String(value), importance)
    }

    nonisolated private func customContent(
        _ key: AccessibilityCustomContentKey, _ value: String?, _ importance: AXCustomContent.Importance
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(
            .customContent(
                id: key.id,
                value.map {
                    AccessibilityCustomContentEntry(
                        label: key.label, id: key.id, value: $0, isImportant: importance == .high)
                }))
    }
}
