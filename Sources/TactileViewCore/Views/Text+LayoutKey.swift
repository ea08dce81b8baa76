import Foundation

extension Text {
    /// The preference every `Text` sets to its laid-out lines, SwiftUI's `Text.LayoutKey`: read it
    /// above the texts with `onPreferenceChange(Text.LayoutKey.self)` or
    /// `overlayPreferenceValue(Text.LayoutKey.self)`, one entry per text in tree order, each with
    /// an anchor to the text's origin (resolve it with a `GeometryProxy`) and its layout in the
    /// text's own coordinates.
    public struct LayoutKey: PreferenceKey, Sendable {
        /// A text's layout and where its coordinate space starts.
        public struct AnchoredLayout: Equatable {
            /// The text's top-leading corner, the origin of the layout's coordinates.
            public var origin: Anchor<CGPoint>
            /// The text's lines.
            public var layout: Text.Layout

            /// Whether two entries are the same layout at the same place.
            public static func == (a: AnchoredLayout, b: AnchoredLayout) -> Bool {
                a.origin == b.origin && a.layout == b.layout
            }
        }

        /// The layouts of the texts of a subtree, in tree order.
        public typealias Value = [AnchoredLayout]
        /// No texts: no layouts.
        nonisolated(unsafe) public static let defaultValue: Value = []

        /// Appends the layouts of the next subtree's texts.
        public static func reduce(value: inout Value, nextValue: () -> Value) { value += nextValue() }
    }
}

extension TextContent: PreferenceSource {
    /// Sets `Text.LayoutKey` to this text's layout at the size it was laid out at.
    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, to value: inout K.Value?) {
        guard K.self == Text.LayoutKey.self else { return }
        let laid = layout(width: node.size.width, node: node)
        let origin = Anchor<CGPoint>.Source.topLeading.make(node.transformToWindow, node.bounds)
        let mine = [Text.LayoutKey.AnchoredLayout(origin: origin, layout: publicLayout(laid, width: node.size.width))]
        if let mine = mine as? K.Value { value = mine }
    }
}
