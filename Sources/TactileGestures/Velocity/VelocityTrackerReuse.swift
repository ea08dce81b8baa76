import Foundation

extension VelocityTracker {
    /// Returns the tracker to the state of a new one tuned by `configuration`: forgets its
    /// samples and keeps its buffer when the tuning is the same, starts over otherwise (a node
    /// reset for reuse: see ``_GestureNodeBase/reset()``).
    mutating func resetForReuse(configuration: VelocityConfiguration) {
        if self.configuration == configuration {
            reset()
        } else {
            self = VelocityTracker(configuration: configuration)
        }
    }
}

extension ScalarVelocityTracker {
    /// Returns the tracker to the state of a new one tuned by `configuration` (see
    /// ``VelocityTracker/resetForReuse(configuration:)``).
    mutating func resetForReuse(configuration: VelocityConfiguration) {
        if self.configuration == configuration {
            reset()
        } else {
            self = ScalarVelocityTracker(configuration: configuration)
        }
    }
}
