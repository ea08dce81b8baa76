import Foundation

/// A kind of haptic or audio feedback, as SwiftUI's `sensoryFeedback(_:trigger:)` takes it.
///
/// Tactile has no haptic engine on Linux: the modifier is accepted so that SwiftUI code compiles,
/// and plays nothing (see `View/sensoryFeedback(_:trigger:)`).
public struct SensoryFeedback: Equatable, Sendable {
    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the object in an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// A rigid object.
        public static let rigid = Flexibility(name: "rigid")
        /// A solid object.
        public static let solid = Flexibility(name: "solid")
        /// A soft object.
        public static let soft = Flexibility(name: "soft")
    }

    let name: String

    /// A task completed successfully.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error occurred.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A path (a drawn shape, a gesture's trace) was completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// Something was aligned (a snap to a guide).
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A discrete level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of the given weight and intensity (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight: \(weight.name), intensity: \(intensity))")
    }

    /// A physical impact of an object of the given flexibility and intensity (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes.
    ///
    /// Accepted with SwiftUI's signature; **no effect on Linux**: Tactile has no haptics or system
    /// sounds to play, so the view is returned unchanged (documented in `Docs/ViewLayer.md`).
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` returns `true` for the old and new
    /// values. **No effect on Linux**, as `sensoryFeedback(_:trigger:)`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns for the old and new values of `trigger`, if any.
    /// **No effect on Linux**, as `sensoryFeedback(_:trigger:)`.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }
}
