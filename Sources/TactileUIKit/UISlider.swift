import Foundation

/// A slider, UIKit's `UISlider`: a value between a minimum and a maximum.
///
/// On Linux it keeps its value (always within `minimumValue...maximumValue`; a value that is not a
/// number becomes the minimum) and its colours. No touch moves it: to play the user's drag, set
/// the value and send `.valueChanged` (`sendActions(for:)`), as UIKit sends it only for the user's
/// touch, never for a value set in code. It is not drawn (see `UIView`); SwiftUI's `Slider` is.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The smallest value: 0 by default. Raising it above the value raises the value.
    open var minimumValue: Float = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The largest value: 1 by default. Lowering it below the value lowers the value.
    open var maximumValue: Float = 1 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether a drag sends `.valueChanged` as it goes, rather than at its end (kept only).
    open var isContinuous = true
    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?

    /// A slider at 0, from 0 to 1, with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Sets the value (kept in range); sends no event, as UIKit's (`animated` is ignored).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The shared proxy of `UISlider` (see `UIView.appearance()`): recorded, with no effect on
    /// SwiftUI's `Slider`.
    open override class func appearance() -> UISlider { AppearanceProxies.proxy { UISlider(frame: .zero) } }

    private func clamped(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }
}
