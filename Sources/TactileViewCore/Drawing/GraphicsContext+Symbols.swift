import Foundation

extension GraphicsContext {
    /// One of a canvas's symbols, ready to draw: what its view draws, at its ideal size.
    public struct ResolvedSymbol: @unchecked Sendable {
        let items: [DisplayItem]
        /// The symbol view's ideal size.
        public let size: CGSize
    }

    /// The symbol view tagged `id` among the canvas's `symbols`, or `nil` when none has that tag.
    ///
    /// - Parameter id: The value the symbol view was tagged with (`tag(_:)`).
    /// - Returns: The symbol, drawn as its view is, at its ideal size.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let entry = symbols.entries[AnyHashable(id)] else { return nil }
        return ResolvedSymbol(items: entry.items, size: entry.size)
    }

    /// Draws `symbol` stretched to `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let sx = symbol.size.width > 0 ? rect.width / symbol.size.width : 1
        let sy = symbol.size.height > 0 ? rect.height / symbol.size.height : 1
        let placement = CGAffineTransform(scaleX: sx, y: sy).concatenating(
            CGAffineTransform(translationX: rect.minX, y: rect.minY))
        for item in symbol.items {
            record(
                item.kind, bounds: item.bounds, fillGradient: item.fillGradient, imageDrawing: item.imageDrawing,
                placing: item.transform.concatenating(placement), opacity: item.opacity,
                clips: item.clipPaths.map { $0.applying(placement) })
        }
    }

    /// Draws `symbol` at its ideal size, its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }
}
