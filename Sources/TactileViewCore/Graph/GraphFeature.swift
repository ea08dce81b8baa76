import Foundation
import TactileGestures

/// State that a feature built on the core keeps once per view graph, and its part in a gesture
/// host's rounds: how the core holds what the SwiftUI surface needs per window (the scroll
/// indicators waiting to fade, the log of scrolls not done) without naming the surface's types.
///
/// A feature is made the first time it is asked for (``ViewGraph/feature(_:)``) and lives as long
/// as its graph. After every settle, a ``GestureHost`` hands each feature its engine
/// (``schedule(in:)``), so that the feature's deadlines join the engine's one queue.
@MainActor
package protocol GraphFeature: AnyObject {
    /// A feature with nothing recorded yet.
    init()
    /// Hands what changed since the last call to `engine`: deadlines to schedule or cancel. Called
    /// after every input and commit, so a feature with nothing to do returns at once.
    func schedule(in engine: GestureEngine)
    /// The latest of this feature's scheduled deadlines at or before `time`, if any.
    func latestDeadline(through time: TimeInterval) -> TimeInterval?
}

extension GraphFeature {
    /// Nothing to schedule: a feature that only keeps state.
    package func schedule(in engine: GestureEngine) {}
    /// No deadlines.
    package func latestDeadline(through time: TimeInterval) -> TimeInterval? { nil }
}

extension ViewGraph {
    /// This graph's instance of the feature `type`, made on first use.
    package func feature<Feature: GraphFeature>(_ type: Feature.Type) -> Feature {
        // A graph has a feature or two: a linear search beats hashing.
        for feature in features where Swift.type(of: feature) == type {
            return unsafeDowncast(feature, to: Feature.self)
        }
        let feature = Feature()
        features.append(feature)
        return feature
    }
}
