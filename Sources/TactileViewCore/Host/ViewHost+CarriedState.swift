import Foundation

// The playground's reload writes a window's state out before its process ends and hands it to the
// same page's new window in the next build (Docs/Decisions.md, "State across a preview reload").
extension ViewHost {
    /// Every `Codable` `@State` and `@StateObject` value of the views now in the window, keyed
    /// by identity path, view type, property index and value type, and how many values could not
    /// be written.
    package func exportCarriedState() -> CarriedStateExport {
        graph.exportCarriedState()
    }

    /// What became of the entries handed to `init(_:size:defaults:environment:carriedState:)`:
    /// values put back, and values that found no matching view in the first commit.
    package var carriedStateOutcome: CarriedStateOutcome? {
        carriedOutcome
    }
}
