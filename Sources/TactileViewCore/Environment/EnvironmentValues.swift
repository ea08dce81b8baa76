import Foundation
import OpenCombine

/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    /// The type of value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: fonts, the foreground style, whether controls are enabled,
/// environment objects, and your own keys.
///
/// Read them with ``Environment``; set them for a subtree with ``View/environment(_:_:)`` and the
/// dedicated modifiers (``View/font(_:)``, ``View/disabled(_:)``, …).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Whether horizontal layout runs right to left (``layoutDirection``), a stored field rather
    /// than a key: every node made while resolving reads it, which a dictionary lookup would slow.
    var isRightToLeft = false

    /// Default values everywhere.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // A missing entry is the default: cast to an optional `Value`, a missing entry (`nil`)
            // would succeed and hide a key's non-nil default (`static let defaultValue: Int? = 3`).
            guard let index = values.index(forKey: ObjectIdentifier(key)) else { return K.defaultValue }
            return values.values[index] as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A textual description for debugging.
    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
    /// Whether controls in this subtree respond to interaction; ``View/disabled(_:)`` turns it off
    /// (and gestures follow it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The default font of text in this subtree (`nil` means ``Font/body``).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The style that text, symbols and unfilled shapes use (`nil` means ``Color/primary``).
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The store that `@AppStorage` uses when it names none (`nil` means `UserDefaults.standard`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }

    func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }
}

/// Sets an environment value for a subtree.
package struct EnvironmentWritingModifier: PrimitiveModifier {
    nonisolated(unsafe) let transform: (inout EnvironmentValues) -> Void
    /// A modifier that applies `transform` to the environment its content is resolved in.
    nonisolated package init(transform: @escaping (inout EnvironmentValues) -> Void) { self.transform = transform }
    package func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        transform(&childInputs.environment)
        return content.resolve(childInputs)
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Puts the `@Observable` `object` in the environment of this view's descendants, where
    /// `@Environment(T.self)` reads it (iOS 17's way; `nil` removes one an ancestor put there).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Makes `object` available to `@EnvironmentObject` properties of this view's descendants.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Disables (or keeps enabled) the controls and gestures of this subtree. Disabled views still
    /// take part in hit testing and block what is behind them.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }

    /// The font of text in this subtree (``Text`` with its own font keeps it).
    nonisolated public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWritingModifier { $0.font = font })
    }

    /// The colour of text, symbols and unfilled shapes in this subtree.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }

    /// The style of text, symbols and unfilled shapes in this subtree.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.setForegroundStyles([style]) })
    }

    /// The store `@AppStorage` properties in this subtree use when they name none.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(EnvironmentWritingModifier { $0.defaultAppStorage = store })
    }
}
