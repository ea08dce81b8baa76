import Foundation

/// A named value that views set and that flows up the tree to their ancestors, combined along the
/// way: SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
///
/// Views set values with `preference(key:value:)` (or `anchorPreference`, `transformPreference`);
/// an ancestor reads the combined value of its subtree after layout with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`. Siblings are combined in tree order
/// with ``reduce(value:nextValue:)``, starting from the first one's value.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subtree where no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (of the views so far) with `nextValue()` (of the next sibling subtree).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that sets or changes preference values of its subtree.
@MainActor
protocol PreferenceSource {
    /// Changes `value`, the value of key `K` reduced over the node's children (`nil` where none
    /// set one), to the node's value.
    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, to value: inout K.Value?)
}

@MainActor
package enum Preferences {
    /// The value of `key` for the subtree at `node`: its children's values reduced in order, then
    /// changed by the node itself; `nil` where nothing in it sets a value. Hidden subtrees (an
    /// unselected tab) set nothing.
    package static func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
        if node.content.isHidden { return nil }
        var value = reduced(key, node.children)
        if let source = node.content as? any PreferenceSource { source.contribute(key, node: node, to: &value) }
        return value
    }

    /// The values of `key` of `nodes`, reduced in order.
    static func reduced<K: PreferenceKey>(_ key: K.Type, _ nodes: [ViewNode]) -> K.Value? {
        var value: K.Value?
        for child in nodes {
            guard let next = Self.value(key, of: child) else { continue }
            if var current = value {
                K.reduce(value: &current) { next }
                value = current
            } else {
                value = next
            }
        }
        return value
    }

    /// Whether two values are equal: by `==` where the value is `Equatable`, else by their
    /// descriptions (values that print alike are taken as unchanged, so a reader is not
    /// rebuilt forever).
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return String(reflecting: a) == String(reflecting: b)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// `preference(key:value:)`: the subtree's value of `K` is `value`.
struct PreferenceWriterContent<K: PreferenceKey>: NodeContentModifier, PreferenceSource {
    nonisolated(unsafe) let value: K.Value
    var kindName: String { "preference" }
    var isLayoutNeutral: Bool { true }

    func contribute<Key: PreferenceKey>(_ key: Key.Type, node: ViewNode, to value: inout Key.Value?) {
        guard Key.self == K.self, let mine = self.value as? Key.Value else { return }
        value = mine
    }
}

/// `transformPreference`: changes the subtree's value of `K` (starting from the default where
/// nothing below sets one).
struct PreferenceTransformContent<K: PreferenceKey>: NodeContentModifier, PreferenceSource {
    nonisolated(unsafe) let transform: (inout K.Value) -> Void
    var kindName: String { "transformPreference" }
    var isLayoutNeutral: Bool { true }

    func contribute<Key: PreferenceKey>(_ key: Key.Type, node: ViewNode, to value: inout Key.Value?) {
        guard Key.self == K.self, var mine = (value ?? Key.defaultValue) as? K.Value else { return }
        transform(&mine)
        if let result = mine as? Key.Value { value = result }
    }
}

/// `anchorPreference`: the subtree's value of `K` is made from an anchor of this view, taken where
/// the view was laid out.
struct AnchorPreferenceContent<A, K: PreferenceKey>: NodeContentModifier, PreferenceSource {
    nonisolated(unsafe) let source: Anchor<A>.Source
    nonisolated(unsafe) let transform: (Anchor<A>) -> K.Value
    var kindName: String { "anchorPreference" }
    var isLayoutNeutral: Bool { true }

    func contribute<Key: PreferenceKey>(_ key: Key.Type, node: ViewNode, to value: inout Key.Value?) {
        guard Key.self == K.self else { return }
        let anchor = source.make(node.transformToWindow, node.bounds)
        if let mine = transform(anchor) as? Key.Value { value = mine }
    }
}

/// `transformAnchorPreference`: changes the subtree's value of `K` with an anchor of this view.
struct AnchorTransformContent<A, K: PreferenceKey>: NodeContentModifier, PreferenceSource {
    nonisolated(unsafe) let source: Anchor<A>.Source
    nonisolated(unsafe) let transform: (inout K.Value, Anchor<A>) -> Void
    var kindName: String { "transformAnchorPreference" }
    var isLayoutNeutral: Bool { true }

    func contribute<Key: PreferenceKey>(_ key: Key.Type, node: ViewNode, to value: inout Key.Value?) {
        guard Key.self == K.self, var mine = (value ?? Key.defaultValue) as? K.Value else { return }
        transform(&mine, source.make(node.transformToWindow, node.bounds))
        if let result = mine as? Key.Value { value = result }
    }
}

extension View {
    /// Sets this view's value of preference `key` to `value` (replacing what its subtree sets).
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriterContent<K>(value: value))
    }

    /// Changes this view's value of preference `key` (its subtree's value, or the default).
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(PreferenceTransformContent<K>(transform: callback))
    }

    /// Sets this view's value of preference `key` from an anchor of it (`.bounds`, `.center`…),
    /// which an ancestor resolves in its own space with `GeometryProxy`'s subscript.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceContent<A, K>(source: value, transform: transform))
    }

    /// Changes this view's value of preference `key` with an anchor of it.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(AnchorTransformContent<A, K>(source: value, transform: transform))
    }
}
