import Foundation

// Symbols and pictures as SVG: the image items of `SVGWriter`.
extension SVGWriter {
    /// `glyph` scaled from its design grid into `bounds` (centred, the grid's square fitted to the
    /// smaller side), its layers painted as `paint` says. In monochrome, knockout layers are drawn
    /// black into a mask over the layers below them, so they cut through.
    mutating func symbol(_ glyph: SymbolGlyph, _ paint: SymbolPaint, in bounds: CGRect) -> String {
        let f: (CGFloat) -> String = SVGNumber.format
        let side = max(0, min(bounds.width, bounds.height))
        let k = side / SymbolGlyph.designSize
        let x = bounds.minX + (bounds.width - side) / 2, y = bounds.minY + (bounds.height - side) / 2
        var below: [String] = [], cuts: [String] = [], over: [String] = []
        for layer in glyph.layers {
            let color = layer.level == .primary ? paint.primary : paint.secondary
            if layer.isKnockout && paint.cutsOut {
                cuts.append(layerElement(layer, color: .black, lineWidth: paint.lineWidth))
            } else if layer.isKnockout || !cuts.isEmpty {
                over.append(layerElement(layer, color: color, lineWidth: paint.lineWidth))
            } else {
                below.append(layerElement(layer, color: color, lineWidth: paint.lineWidth))
            }
        }
        var content = below.joined()
        if !cuts.isEmpty {
            let pad = f(-SymbolGlyph.designSize), full = f(3 * SymbolGlyph.designSize)
            let id = define("cut") {
                "<mask id=\"\($0)\" maskUnits=\"userSpaceOnUse\" x=\"\(pad)\" y=\"\(pad)\" width=\"\(full)\" height=\"\(full)\"><rect x=\"\(pad)\" y=\"\(pad)\" width=\"\(full)\" height=\"\(full)\" fill=\"#FFFFFF\"/>\(cuts.joined())</mask>"
            }
            content = "<g mask=\"url(#\(id))\">\(content)</g>"
        }
        content += over.joined()
        return "<g transform=\"translate(\(f(x)) \(f(y))) scale(\(f(k)))\">\(content)</g>"
    }

    private func layerElement(_ layer: SymbolGlyph.Layer, color: Color, lineWidth: CGFloat) -> String {
        switch layer.style {
        case .fill:
            return "<path d=\"\(layer.path.svgPathData)\"\(paint(color, "fill"))/>"
        case .stroke:
            return
                "<path d=\"\(layer.path.svgPathData)\" fill=\"none\"\(paint(color, "stroke")) stroke-width=\"\(SVGNumber.format(lineWidth))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        }
    }

    /// `asset` stretched to `bounds`. The bytes are written once per document, as an `<image>` of
    /// the picture's own size in `<defs>`, and placed with `<use>`; a template picture paints its
    /// colour through the picture's alpha.
    mutating func picture(_ asset: ImageAsset, _ settings: PicturePaint, in bounds: CGRect) -> String {
        let f: (CGFloat) -> String = SVGNumber.format
        let w = max(asset.size.width, 0.001), h = max(asset.size.height, 0.001)
        let rendering = settings.smooths ? "" : " style=\"image-rendering:pixelated\""
        let id = define("image") {
            "<image id=\"\($0)\" width=\"\(f(w))\" height=\"\(f(h))\" preserveAspectRatio=\"none\"\(rendering) href=\"\(asset.dataURI)\"/>"
        }
        let sx = bounds.width / w, sy = bounds.height / h
        let place = "transform=\"translate(\(f(bounds.minX)) \(f(bounds.minY))) scale(\(f(sx)) \(f(sy)))\""
        guard let color = settings.templateColor else { return "<use href=\"#\(id)\" \(place)/>" }
        let mask = define("template") {
            "<mask id=\"\($0)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(f(w))\" height=\"\(f(h))\"><use href=\"#\(id)\"/></mask>"
        }
        return
            "<g \(place)><rect width=\"\(f(w))\" height=\"\(f(h))\"\(paint(color, "fill")) mask=\"url(#\(mask))\"/></g>"
    }
}

/// The font stack of every text the SVG writer draws: the platform's UI font, then fonts that
/// cover Latin, Greek and Cyrillic (DejaVu Sans, Noto Sans), Chinese, Japanese and Korean (Noto Sans
/// CJK, from Debian's `fonts-noto-cjk`) and emoji (Noto Color Emoji, `fonts-noto-color-emoji`);
/// a browser takes each character from the first font that has it.
enum SVGFonts {
    static let family =
        "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Sans CJK SC', 'Apple Color Emoji', 'Noto Color Emoji', sans-serif"
}
