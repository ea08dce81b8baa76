import Foundation

/// A view shown as its `content`, which SwiftUI compares with its previous value to skip
/// re-running an unchanged body (`View/equatable()`).
///
/// Tactile re-runs the bodies below a changed view whether or not they compare equal
/// (Docs/ViewLayer.md, "Not done / approximate"), so the comparison only saves work in SwiftUI;
/// what is drawn is the same.
public struct EquatableView<Content: View & Equatable> {
    /// The view shown.
    public var content: Content

    /// A view showing `content`.
    public init(content: Content) { self.content = content }
}

extension EquatableView: View {
    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view in an `EquatableView`, which SwiftUI uses to skip an unchanged body.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
