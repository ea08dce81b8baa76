import Foundation

/// A view that compares its content with the previous one before redrawing: SwiftUI's
/// `EquatableView`, made by `View/equatable()`.
///
/// *Accepted*: Tactile re-runs the content's body whenever its parent's does (the comparison is
/// an optimisation in SwiftUI, with no effect on what is drawn).
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    nonisolated(unsafe) public var content: Content

    /// Wraps `content`.
    nonisolated public init(content: Content) { self.content = content }

    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, redrawn only when it differs from the previous one (see ``EquatableView``).
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
