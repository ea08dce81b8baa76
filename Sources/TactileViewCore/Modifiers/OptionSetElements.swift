import Foundation

// The element types of the modifiers' option sets, written out so that they are part of the public
// interface as SwiftUI's are (an inferred one is not).

extension RedactionReasons {
    /// The element of the set: a set of reasons.
    public typealias Element = RedactionReasons
}

extension SubmitTriggers {
    /// The element of the set: a set of triggers.
    public typealias Element = SubmitTriggers
}
