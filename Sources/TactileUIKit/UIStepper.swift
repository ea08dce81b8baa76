import Foundation

/// A pair of minus and plus buttons, UIKit's `UIStepper`: a value that steps between a minimum and
/// a maximum.
///
/// On Linux it keeps its value (always within `minimumValue...maximumValue`) and settings, and is
/// sized as UIKit's (94 × 32 pt). Where UIKit raises an exception (a step that is not positive, a
/// minimum not below the maximum), the setting is ignored and the old one kept. No touch taps its
/// buttons: to play a tap, set the value and send `.valueChanged` (`sendActions(for:)`); UIKit
/// sends it only for the user's taps. It is not drawn (see `UIView`); SwiftUI's `Stepper` is.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Double {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue) }
    }
    /// The smallest value: 0 by default; must stay below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            if !(minimumValue < maximumValue) { minimumValue = oldValue }
            value = storedValue
        }
    }
    /// The largest value: 100 by default; must stay above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            if !(maximumValue > minimumValue) { maximumValue = oldValue }
            value = storedValue
        }
    }
    /// How far a tap moves the value: 1 by default; must be positive.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// Whether stepping past an end wraps to the other (kept only).
    open var wraps = false
    /// Whether holding a button repeats (kept only).
    open var autorepeat = true
    /// Whether a held button sends `.valueChanged` as it repeats (kept only).
    open var isContinuous = true

    /// A stepper at 0, from 0 to 100 in steps of 1, with `frame`'s origin and UIKit's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// UIKit's size, 94 × 32 pt.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// The size of UIKit's stepper.
    static let fixedSize = CGSize(width: 94, height: 32)
}
