import Foundation

extension Optional where Wrapped == TimeInterval {
    /// The earlier of this deadline and `other`, either of which may be absent: the one rule by
    /// which two sources of deadlines (a pair of gesture nodes, the engine and its host) give
    /// their next one, with no array built on paths read for every event.
    package func earlier(than other: TimeInterval?) -> TimeInterval? {
        guard let self else { return other }
        guard let other else { return self }
        return Swift.min(self, other)
    }
}
