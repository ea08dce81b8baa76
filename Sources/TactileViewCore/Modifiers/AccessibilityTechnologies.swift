import Foundation

/// A set of assistive technologies, SwiftUI's `AccessibilityTechnologies`
/// (`AccessibilityFocusState(for:)`).
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var bits: UInt

    private init(bits: UInt) { self.bits = bits }

    /// The VoiceOver screen reader.
    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

    /// No technologies.
    public init() { bits = 0 }

    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits | other.bits)
    }
    /// Adds the technologies of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits & other.bits)
    }
    /// Keeps only the technologies also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// The technologies in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits ^ other.bits)
    }
    /// Keeps the technologies in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`; says whether it was already there.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies)
    {
        if contains(newMember) { return (false, newMember) }
        bits |= newMember.bits
        return (true, newMember)
    }
    /// Removes `member`; returns it when it was there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.bits == 0 ? nil : present
    }
    /// Adds `newMember`; returns it when it was already there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = contains(newMember)
        bits |= newMember.bits
        return present ? newMember : nil
    }
    /// Whether two sets hold the same technologies.
    public static func == (a: AccessibilityTechnologies, b: AccessibilityTechnologies) -> Bool { a.bits == b.bits }

    /// The set's elements are sets.
    public typealias Element = AccessibilityTechnologies
    /// A literal lists sets.
    public typealias ArrayLiteralElement = AccessibilityTechnologies
}
