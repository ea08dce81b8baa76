import Foundation

extension Array {
    /// Whether this non-empty array and `other` share their storage, so that they have the same
    /// elements without comparing them: an array's elements change only in storage no other
    /// array shares (copy on write), and storage another array holds is never freed and reused.
    func sharesStorage(with other: [Element]) -> Bool {
        guard count == other.count, !isEmpty else { return false }
        let base = withUnsafeBufferPointer { $0.baseAddress }
        return other.withUnsafeBufferPointer { $0.baseAddress == base }
    }
}
