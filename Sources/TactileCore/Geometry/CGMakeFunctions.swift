import Foundation

// Core Graphics' C constructors, which Swift code written for Apple platforms still calls.
// Foundation on Linux does not have them; where Core Graphics exists they come from there.
#if !canImport(CoreGraphics)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A point at `(x, y)`: Core Graphics' `CGPointMake`, the same as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A size of `width` by `height`: Core Graphics' `CGSizeMake`, the same as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rectangle at `(x, y)` of `width` by `height`: Core Graphics' `CGRectMake`, the same as
/// `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A vector of `(dx, dy)`: Core Graphics' `CGVectorMake`, the same as `CGVector(dx:dy:)`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

#endif
