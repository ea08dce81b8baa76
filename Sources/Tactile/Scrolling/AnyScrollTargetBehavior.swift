import Foundation

/// Any scroll target behaviour, its type erased, SwiftUI's `AnyScrollTargetBehavior`: for a
/// behaviour chosen at run time (`isPaged ? AnyScrollTargetBehavior(.paging) : …`).
///
/// It scrolls as the behaviour it wraps: `.paging` and `.viewAligned` keep their own rules.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The wrapped behaviour.
    public var base: any ScrollTargetBehavior

    /// `base`, type-erased.
    public init(_ base: some ScrollTargetBehavior) { self.base = base }

    /// Updates `target` as the wrapped behaviour does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }

    /// The wrapped behaviour's rule.
    public var _snapKind: _ScrollSnapKind { base._snapKind }
}
