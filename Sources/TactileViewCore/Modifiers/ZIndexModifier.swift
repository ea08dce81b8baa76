import Foundation

/// `zIndex`: a trait that moves a view forward or back among its siblings.
package struct ZIndexContent: NodeContentModifier {
    let value: Double
    /// The trait with display order `value`.
    nonisolated package init(value: Double) { self.value = value }
    package var kindName: String { "zIndex" }
    package var zIndexValue: Double? { value }
}

extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Among the children of one container (a `ZStack`, an overlay's layers, a stack whose
    /// children overlap after an offset), views with a higher `zIndex` are drawn in front of, and
    /// hit-tested before, views with a lower one; views with equal values keep their order in the
    /// code (later in front). The default is 0. Layout is not affected: a `VStack` still places
    /// its children top to bottom.
    ///
    /// - Parameter value: A relative front-to-back ordering; higher is in front.
    nonisolated public func zIndex(_ value: Double) -> some View { modifier(ZIndexContent(value: value)) }
}

@MainActor
extension ViewNode {
    /// The node's `zIndex` (set by ``View/zIndex(_:)``), 0 when none is set.
    var zIndex: Double {
        trait { $0.zIndexValue } ?? 0
    }

    /// The indices of the children, back to front, when a `zIndex` reorders them; `nil` when they
    /// are drawn in the order of ``children``. A stable sort: equal values keep their order.
    func zOrderedChildIndices() -> [Int]? {
        guard children.count > 1 else { return nil }
        var values: [Double]?
        for (index, child) in children.enumerated() {
            let value = child.zIndex
            if value != 0 && values == nil { values = Array(repeating: 0, count: children.count) }
            values?[index] = value
        }
        guard let values else { return nil }
        let order = children.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
        return order == Array(children.indices) ? nil : order
    }
}
