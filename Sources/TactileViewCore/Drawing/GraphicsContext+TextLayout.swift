import Foundation

extension GraphicsContext {
    /// Draws a line of a text's layout (what a `TextRenderer` is given) at its place, in the
    /// text's font and colour, under this context's transform, opacity, clips and filters: one
    /// text item per run.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of a text's layout at its place: one text item.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run[0..<run.count], options: options)
    }

    /// Draws some glyphs of a run at their place: one text item, its frame the slice's
    /// typographic rectangle.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.isEmpty else { return }
        let paint = slice.run.style
        let bounds = slice.typographicBounds
        let kerned = TextPlacement(lineOffsets: [], lineSpacing: 0, kerning: paint.kerning, baselineShift: 0)
        record(
            .text(lines: [slice.string], font: paint.font, color: paint.color), bounds: bounds.rect,
            fillGradient: nil, textPlacement: kerned)
    }
}
