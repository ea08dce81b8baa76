/// `hidden()`: the view keeps its place in layout but is neither drawn nor hit-tested.
struct HiddenViewContent: NodeContentModifier {
    var kindName: String { "hidden()" }
    var isHidden: Bool { true }
    var isLayoutNeutral: Bool { true }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

extension View {
    /// Hides this view: it still takes its space in layout, but is not drawn and takes no touches,
    /// as SwiftUI's `hidden()`.
    nonisolated public func hidden() -> some View { modifier(HiddenViewContent()) }
}
