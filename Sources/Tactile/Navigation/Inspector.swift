import Foundation

extension View {
    /// Shows `content` in an inspector while `isPresented` is true. At iPhone's compact width,
    /// which Tactile draws, SwiftUI shows an inspector as a sheet, and so does Tactile: swiping it
    /// down sets `isPresented` to false.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }
}

/// The width of an inspector's column.
///
/// *Accepted*: at compact width the inspector is a sheet, which has no column.
extension View {
    /// The width of the inspector's column, between `min` and `max`.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    {
        self
    }

    /// The fixed width of the inspector's column.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
