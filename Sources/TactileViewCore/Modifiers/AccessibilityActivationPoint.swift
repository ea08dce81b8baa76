import Foundation

/// Where activating an element touches it (`View/accessibilityActivationPoint(_:)-(UnitPoint)`):
/// a point relative to its size, or a point in its own coordinates.
public enum AccessibilityActivationPoint: Sendable, Hashable {
    /// A point relative to the element's bounds (`.center`, `.topLeading`).
    case unit(UnitPoint)
    /// A point in the element's own coordinate space.
    case point(CGPoint)

    /// The point in a view of `size`, in its own coordinates.
    public func resolved(in size: CGSize) -> CGPoint {
        switch self {
        case .unit(let unit): CGPoint(x: unit.x * size.width, y: unit.y * size.height)
        case .point(let point): point
        }
    }
}

extension View {
    /// Moves where activating this element touches it, in its own coordinates: the test kit's
    /// `activate` taps there.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.activationPoint(.point(activationPoint)))
    }

    /// Moves where activating this element touches it, relative to its size.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.activationPoint(.unit(activationPoint)))
    }

    /// Moves where activating this element touches it, when `isEnabled`.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .activationPoint(.point(activationPoint)) : nil)
    }

    /// Moves where activating this element touches it, relative to its size, when `isEnabled`.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .activationPoint(.unit(activationPoint)) : nil)
    }

    /// Where activating this element touches it: `accessibilityActivationPoint(_:)-(CGPoint)`.
    nonisolated public func accessibility(activationPoint: CGPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityActivationPoint(activationPoint)
    }

    /// Where activating this element touches it: `accessibilityActivationPoint(_:)-(UnitPoint)`.
    nonisolated public func accessibility(activationPoint: UnitPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityActivationPoint(activationPoint)
    }
}

/// Drag and drop points for assistive technologies.
///
/// *Accepted*: they tell a screen reader where to start a drag or end a drop in the view; there
/// is no screen reader on Linux and the test kit drags with touches, so nothing reads them.
extension View {
    /// Where a drag of this view starts, for assistive technologies.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drag of this view starts, for assistive technologies.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drag of this view starts, for assistive technologies.
    @_disfavoredOverload
    nonisolated public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drag of this view starts, for assistive technologies, when `isEnabled`.
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drag of this view starts, for assistive technologies, when `isEnabled`.
    nonisolated public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(nil)
    }

    /// Where a drag of this view starts, for assistive technologies, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityDragPoint<S: StringProtocol>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies.
    @_disfavoredOverload
    nonisolated public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies, when `isEnabled`.
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies, when `isEnabled`.
    nonisolated public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(nil)
    }

    /// Where a drop on this view ends, for assistive technologies, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityDropPoint<S: StringProtocol>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(nil)
    }
}
