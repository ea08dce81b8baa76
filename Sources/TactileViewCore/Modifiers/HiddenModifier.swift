/// `hidden()`: the view keeps its place in layout but is neither drawn nor hit-tested.
package struct HiddenViewContent: NodeContentModifier {
    package var kindName: String { "hidden()" }
    package var isHidden: Bool { true }
    package var isLayoutNeutral: Bool { true }
    package func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

extension View {
    /// Hides this view: it still takes its space in layout, but is not drawn and takes no touches,
    /// as SwiftUI's `hidden()`.
    public func hidden() -> some View { modifier(HiddenViewContent()) }
}
