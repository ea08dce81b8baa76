import Foundation

/// An on/off switch, UIKit's `UISwitch`.
///
/// On Linux it keeps whether it is on and its colours, and is sized as UIKit's (51 × 31 pt). No
/// touch flips it: to play the user's flip, set `isOn` and send `.valueChanged`
/// (`sendActions(for:)`), as UIKit sends it only for the user's touch, never for `setOn` in code.
/// It is not drawn (see `UIView`); SwiftUI's `Toggle` is.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track while on; the system green when `nil`.
    open var onTintColor: UIColor?
    /// The colour of the thumb; white when `nil`.
    open var thumbTintColor: UIColor?
    /// The title of a checkbox-style switch (Mac Catalyst; kept only).
    open var title: String?

    /// A switch, off, with `frame`'s origin and UIKit's fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Turns the switch on or off; sends no event, as UIKit's (`animated` is ignored).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// UIKit's fixed size, 51 × 31 pt.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// UIKit's fixed size, whatever is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    /// The shared proxy of `UISwitch` (see `UIView.appearance()`): recorded, with no effect on
    /// SwiftUI's `Toggle` (use `tint(_:)` there).
    open override class func appearance() -> UISwitch { AppearanceProxies.proxy { UISwitch(frame: .zero) } }

    /// The size of UIKit's switch, which does not resize.
    static let fixedSize = CGSize(width: 51, height: 31)
}
