import Foundation

// Image initializers: the one drawn by a renderer (here, beside `ColorRenderingMode`, which the
// image layer below cannot name) and Apple's internal symbol spellings.
extension Image {
    /// An image of `size` points drawn by `renderer` with a `GraphicsContext`, as a `Canvas` draws.
    ///
    /// Each call of the renderer becomes an item of the display list inside the image's frame;
    /// a resizable image scales the drawing to the size it is given. `label` is read by
    /// assistive technologies. `opaque` and `colorMode` change nothing drawn: Tactile's renderers
    /// composite every item in one colour space, with transparency kept either way.
    nonisolated public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        source = .drawn(DrawnImage(size: size, label: label?.string, renderer: renderer))
        self.label = label?.string
    }

    /// The system symbol called `systemName` (the spelling Apple's own frameworks use).
    nonisolated public init(_internalSystemName systemName: String) { self.init(systemName: systemName) }

    /// The system symbol called `systemName`, drawn for `variableValue` (Apple's own spelling).
    nonisolated public init(_internalSystemName systemName: String, variableValue: Double?) {
        self.init(systemName: systemName, variableValue: variableValue)
    }
}
