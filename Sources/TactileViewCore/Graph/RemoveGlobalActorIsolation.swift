/// A global actor no code runs on: the isolation of `_RemoveGlobalActorIsolation`, which cancels
/// the main actor a type would otherwise take from `View`.
@globalActor
public actor _ImpossibleActor {
    /// The actor's one instance; nothing is ever isolated to it.
    public static let shared = _ImpossibleActor()
}

/// A marker that keeps a type from taking a global actor from the protocols it conforms to.
///
/// `View` is `@MainActor`, so a type that conforms to it is inferred main-actor isolated, and its
/// `animatableData` could not satisfy `Animatable`'s nonisolated requirement. A protocol that also
/// refines this marker (`Shape`) gives its conformers two conflicting global actors to infer from,
/// so they infer none, as in SwiftUI: a shape is `Sendable` geometry, usable from any isolation.
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
