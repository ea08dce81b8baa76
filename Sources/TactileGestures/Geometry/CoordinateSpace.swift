// SwiftUI's coordinate spaces: the enum gesture values are reported in, and the iOS 17 protocol
// family that lets `DragGesture(coordinateSpace: .local)` pick a space by a static member.

import Foundation

// MARK: - CoordinateSpace

/// A frame of reference in which a gesture reports locations, translations and velocities.
///
/// This mirrors SwiftUI's `CoordinateSpace`:
/// - ``global``: the root of the view hierarchy (the window or host surface).
/// - ``local``: the space of the view the gesture is attached to, at the point in the modifier
///   chain where the gesture is attached.
/// - ``named(_:)``: the space of an ancestor that declared that name.
///
/// Newer API takes a `some CoordinateSpaceProtocol` instead (``GlobalCoordinateSpace``,
/// ``LocalCoordinateSpace``, ``NamedCoordinateSpace``); each of those converts to this enum
/// through ``CoordinateSpaceProtocol/coordinateSpace``.
///
/// The type is `Sendable` although `AnyHashable` is not: the standard library marks
/// `AnyHashable`'s `Sendable` conformance unavailable because it can wrap any value. Names are
/// meant to be immutable values (strings, enum cases, identifiers), which are safe to share; do
/// not use a mutable reference type as a name.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The root coordinate space of the view hierarchy.
    case global

    /// The coordinate space of the view the gesture is attached to.
    case local

    /// The coordinate space an ancestor view declared under this name.
    case named(AnyHashable)

    /// Whether this is the ``global`` space.
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    /// Whether this is the ``local`` space.
    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

// MARK: - CoordinateSpaceProtocol

/// A type that designates a coordinate space, as SwiftUI's iOS 17 `CoordinateSpaceProtocol` does.
///
/// Gesture initialisers take `some CoordinateSpaceProtocol`, so you can write `.local`, `.global`
/// or `.named("board")` and get a concrete, statically known space.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value designates.
    var coordinateSpace: CoordinateSpace { get }
}

/// The root coordinate space of the view hierarchy. Write it as `.global`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable, Hashable {
    /// Creates the global coordinate space.
    public init() {}

    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinate space of the view a gesture is attached to. Write it as `.local`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable, Hashable {
    /// Creates the local coordinate space.
    public init() {}

    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space identified by a name that an ancestor view declares. Write it as
/// `.named("board")`.
///
/// `Sendable` for the same reason, and with the same caveat, as ``CoordinateSpace``.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    /// The name, as given to ``CoordinateSpaceProtocol/named(_:)``.
    let name: AnyHashable

    init(name: AnyHashable) {
        self.name = name
    }

    /// ``CoordinateSpace/named(_:)`` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root coordinate space of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The coordinate space of the view a gesture is attached to.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space an ancestor declared under `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
