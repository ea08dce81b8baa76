import Foundation
import Testing

// Approximate checks are assertions, not `Bool` predicates. A predicate inside `#expect` is
// checked by the macro as a function call, and when one of its arguments is arithmetic on
// floating-point literals (`17 * (0.55 * 3 + 0.3 * 2)`, `0.1 + 0.2`, `-(0.5 * 3)`) passed to a
// `CGFloat` parameter, the type checker can pick the macro's overload that discards the call's
// result: the compiler warns "result of call … is unused" and the check passes whatever the
// values. These helpers take their arguments outside any macro and hand `#expect` only a
// comparison of two typed numbers, which it always evaluates, so that shape cannot return.

/// The tolerance of a check that computes the same value two ways: a thousandth of a point, well
/// below any visible difference and well above the rounding of a few `CGFloat` operations.
public let defaultTolerance: CGFloat = 0.001

/// Expects `actual` to be within `tolerance` of `expected`, and records an issue at the caller
/// saying by how much it is not.
public func expectApprox(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = defaultTolerance, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = abs(actual - expected)
    #expect(
        difference <= tolerance, comment ?? "\(actual) is not within \(tolerance) of \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects both coordinates of `actual` to be within `tolerance` of those of `expected`.
public func expectApprox(
    _ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = defaultTolerance, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record(comment ?? "nil is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
        return
    }
    let difference = max(abs(actual.x - expected.x), abs(actual.y - expected.y))
    #expect(
        difference <= tolerance, comment ?? "\(actual) is not within \(tolerance) of \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects the origin and size of `actual` to be within `tolerance` of those of `expected`
/// (a `nil` or null rectangle is never close).
public func expectApprox(
    _ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = defaultTolerance, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual, !actual.isNull else {
        Issue.record(
            comment ?? "\(String(describing: actual)) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
        return
    }
    let difference = max(
        abs(actual.minX - expected.minX), abs(actual.minY - expected.minY),
        abs(actual.width - expected.width), abs(actual.height - expected.height))
    #expect(
        difference <= tolerance, comment ?? "\(actual) is not within \(tolerance) of \(expected)",
        sourceLocation: sourceLocation)
}
