import Foundation

// The three ways to combine two gestures, as SwiftUI lists them together; each returns the
// combinator named in its result type (the combinators' files say how each arbitrates).
extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    @inlinable
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    @inlinable
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    @inlinable
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
