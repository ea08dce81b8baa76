import Foundation

/// A form of a symbol: filled, slashed, or inside a circle, square or rectangle, SwiftUI's
/// `SymbolVariants`.
///
/// Set with `View/symbolVariant(_:)`; `Image(systemName:)` then draws the name with the
/// variants' suffixes in SF Symbols' order (`BASE.slash.circle.fill`), leaving out a suffix the
/// name already has. When Tactile has no drawing of that name, the variants are dropped one at a
/// time (the fill last) until one has a drawing, as SwiftUI falls back to the nearest form that
/// exists; with none, the name is drawn as written.
public struct SymbolVariants: Hashable, Sendable {
    /// The container shape's suffix (`circle`, `square`, `rectangle`), if any.
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    /// No variant. `View/symbolVariant(_:)` adds variants, so passing this changes nothing; set
    /// `EnvironmentValues/symbolVariants` to it to clear them.
    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    /// Inside a circle.
    public static let circle = SymbolVariants.none.circle
    /// Inside a square.
    public static let square = SymbolVariants.none.square
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants.none.rectangle
    /// Filled.
    public static let fill = SymbolVariants.none.fill
    /// With a slash through it.
    public static let slash = SymbolVariants.none.slash

    /// These variants inside a circle (replacing another container).
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    /// These variants inside a square (replacing another container).
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    /// These variants inside a rectangle (replacing another container).
    public var rectangle: SymbolVariants {
        SymbolVariants(shape: "rectangle", isFilled: isFilled, isSlashed: isSlashed)
    }
    /// These variants, filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    /// These variants with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether every variant of `other` is among these.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// These variants with `inner`'s added; `inner`'s container replaces this one's.
    func adding(_ inner: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: inner.shape ?? shape, isFilled: isFilled || inner.isFilled, isSlashed: isSlashed || inner.isSlashed)
    }

    /// The name to draw for `name` with these variants: the fullest form `hasDrawing` accepts.
    func name(for name: String, hasDrawing: (String) -> Bool) -> String {
        guard self != .none else { return name }
        let parts = Set(name.split(separator: ".").map(String.init))
        // Suffixes to add, in SF Symbols' order; those the name already has are left out.
        var suffixes: [String] = []
        if isSlashed, !parts.contains("slash") { suffixes.append("slash") }
        if let shape, !parts.contains(shape) { suffixes.append(shape) }
        if isFilled, !parts.contains("fill") { suffixes.append("fill") }
        // A name that already ends in `.fill` keeps it last.
        var base = name
        var endsFilled = false
        if base.hasSuffix(".fill") {
            base.removeLast(".fill".count)
            endsFilled = true
        }
        func compose(_ kept: [String]) -> String {
            ([base] + kept + (endsFilled ? ["fill"] : [])).joined(separator: ".")
        }
        // Drop the slash first, then the container, then the fill, until a drawing exists.
        var kept = suffixes
        while !kept.isEmpty {
            let candidate = compose(kept)
            if hasDrawing(candidate) { return candidate }
            kept.removeFirst()
        }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variants symbols in this subtree are drawn in (`SymbolVariants/none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this subtree in `variant` as well as the variants already set
    /// (`.symbolVariant(.circle).symbolVariant(.fill)` draws `BASE.circle.fill`).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }
}
