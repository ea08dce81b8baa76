import Foundation

// Core Graphics' `equalTo(_:)` comparisons, which Swift code written for Apple platforms still
// calls (`guard !size.equalTo(.zero)`). Foundation on Linux does not have them; where Core
// Graphics exists they come from there.
#if !canImport(CoreGraphics)

extension CGPoint {
    /// Whether this point and `point2` are the same: Core Graphics' `CGPointEqualToPoint`, the
    /// same as `==`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether this size and `size2` are the same: Core Graphics' `CGSizeEqualToSize`, the same
    /// as `==`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether this rectangle and `rect2` cover the same area: Core Graphics'
    /// `CGRectEqualToRect`, which compares the rectangles standardized (a negative width is
    /// the same rectangle with its origin moved), as `==` does.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

#endif
