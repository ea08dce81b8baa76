import Foundation

extension CGRect {
    /// The centre of the rectangle.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// The default window of `TouchSimulator`, 400 × 800: a 100 × 100 view is centred at (200, 400).
public let windowCenter = CGPoint(x: 200, y: 400)

/// The decimal numbers in `string`, in order (`"x: 12.5, y: -3"` gives `[12.5, -3]`).
public func numbers(in string: String) -> [CGFloat] {
    guard let regex = try? NSRegularExpression(pattern: "-?[0-9]+(?:\\.[0-9]+)?") else { return [] }
    let ns = string as NSString
    return regex.matches(in: string, range: NSRange(location: 0, length: ns.length)).compactMap {
        Double(ns.substring(with: $0.range)).map { CGFloat($0) }
    }
}
