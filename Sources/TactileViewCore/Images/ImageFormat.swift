import Foundation

/// The picture formats Tactile reads, and their sizes read from the file's header (no decoding:
/// the browser draws the bytes).
public enum ImageFormat: String, Hashable, Sendable {
    /// PNG: the size is in the IHDR chunk.
    case png
    /// JPEG: the size is in the first start-of-frame segment.
    case jpeg
    /// SVG: the size is the root element's `width` and `height`, or its `viewBox`.
    case svg

    /// The MIME type of the format.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .svg: "image/svg+xml"
        }
    }

    /// The format of `data`, by its first bytes, or `nil`.
    static func sniff(_ data: Data) -> ImageFormat? {
        let bytes = [UInt8](data.prefix(512))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if let text = String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes.prefix(400), encoding: .utf8),
            text.contains("<svg")
        {
            return .svg
        }
        return nil
    }

    /// The size of the picture in `data`, in pixels (PNG, JPEG) or user units (SVG), or `nil` when the
    /// header is missing, truncated or says zero.
    static func size(of data: Data, format: ImageFormat) -> CGSize? {
        let size: CGSize?
        switch format {
        case .png: size = pngSize([UInt8](data.prefix(32)))
        case .jpeg: size = jpegSize([UInt8](data))
        case .svg: size = svgSize(String(decoding: data.prefix(4096), as: UTF8.self))
        }
        guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return size
    }

    private static func pngSize(_ b: [UInt8]) -> CGSize? {
        // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4), big-endian.
        guard b.count >= 24, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        let w = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return CGSize(width: w, height: h)
    }

    private static func jpegSize(_ b: [UInt8]) -> CGSize? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return CGSize(width: w, height: h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func svgSize(_ text: String) -> CGSize? {
        guard let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)"),
                    let end = tag[r.upperBound...].firstIndex(of: Character(quote))
                {
                    return String(tag[r.upperBound..<end])
                }
            }
            return nil
        }
        func length(_ value: String?) -> CGFloat? {
            guard let value else { return nil }
            let number = value.trimmingCharacters(in: .whitespaces).prefix { "0123456789.".contains($0) }
            guard !value.hasSuffix("%"), let v = Double(number) else { return nil }
            return CGFloat(v)
        }
        if let w = length(attribute("width")), let h = length(attribute("height")) {
            return CGSize(width: w, height: h)
        }
        let box = (attribute("viewBox") ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        guard box.count == 4 else { return nil }
        return CGSize(width: box[2], height: box[3])
    }
}
