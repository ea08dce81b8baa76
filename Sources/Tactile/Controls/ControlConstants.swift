import Foundation

/// The measurements and colours the built-in controls are drawn with, each named once with where
/// its value comes from. The look is iOS 17's, approximately: there is no font rasteriser or
/// material blur, so sizes follow UIKit's published control metrics and colours its light-mode
/// system colours.
enum ControlConstants {
    /// Opacity of a pressed button's look (SwiftUI dims a pressed borderless or bordered button's
    /// label; the exact value is not published, this matches it by eye).
    static let pressedOpacity: Double = 0.25
    /// How far outside its bounds a finger may go and still count as inside a pressed button.
    /// Decision: none. UIKit's touch-up-inside allows about 70 pt; SwiftUI's button ends the
    /// highlight at the edge, which is what tests can pin without a device.
    static let pressSlop: CGFloat = 0

    /// `.bordered` padding: 12 pt across, 7 pt along (a regular-size bordered button is 34 pt
    /// tall with a 20 pt line of body text).
    static let borderedHorizontalPadding: CGFloat = 12
    static let borderedVerticalPadding: CGFloat = 7
    /// `.bordered` corner radius (iOS 15–17 regular control size).
    static let borderedCornerRadius: CGFloat = 8
    /// `.bordered` background: the tint at 15 % (iOS's tinted fill).
    static let borderedFillOpacity: Double = 0.15

    /// Slider: UISlider's thumb is 28 pt across; its track 4 pt thick with round caps.
    static let sliderThumbDiameter: CGFloat = 28
    static let sliderTrackThickness: CGFloat = 4
    /// The slider's height, the thumb's (UISlider's intrinsic height is 31 with the thumb shadow).
    static let sliderHeight: CGFloat = 28
    /// Width a slider takes when offered none (UISlider has no intrinsic width; SwiftUI's ideal).
    static let sliderIdealWidth: CGFloat = 200
    /// The unfilled part of the track: iOS's systemFill (#787880 at 20 %).
    static let sliderTrackColor = Color(red: 0x78 / 255, green: 0x78 / 255, blue: 0x80 / 255, opacity: 0.2)
    /// How far one accessibility increment or decrement moves a slider without a step: a tenth of
    /// its range, as UIKit's `UISlider` moves on VoiceOver's swipe up or down.
    static let sliderAccessibilityIncrement: Double = 0.1
    /// The spacing between a slider and its value labels.
    static let sliderLabelSpacing: CGFloat = 8

    /// UISwitch: 51 × 31 with a 27 pt thumb, 2 pt inset; on in system green, off in
    /// #E9E9EA (systemFill over white).
    static let switchSize = CGSize(width: 51, height: 31)
    static let switchThumbDiameter: CGFloat = 27
    static let switchThumbInset: CGFloat = 2
    static let switchOffColor = Color(red: 0xE9 / 255, green: 0xE9 / 255, blue: 0xEA / 255)

    /// UIStepper: 94 × 32, two 47 pt halves, corner radius 8, tertiarySystemFill (#767680 at 12 %).
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCornerRadius: CGFloat = 8
    static let stepperFillColor = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x80 / 255, opacity: 0.12)
    /// The separator between the halves: 1 × 18 pt.
    static let stepperSeparatorSize = CGSize(width: 1, height: 18)

    /// ProgressView: the space between the label, the bar and the value label (UIKit's default
    /// stack spacing for a labelled progress bar, approximately).
    static let progressLabelSpacing: CGFloat = 4
    /// UIActivityIndicatorView (medium): a 20 pt wheel of 8 spokes, each about 2.5 × 6 pt, 7 pt
    /// from the centre to the spoke's middle.
    static let activityIndicatorDiameter: CGFloat = 20
    static let activitySpokeCount = 8
    static let activitySpokeSize = CGSize(width: 2.5, height: 6)
    static let activitySpokeOffset: CGFloat = 7

    /// A text field's placeholder: iOS's placeholderText (#3C3C43 at 30 %).
    static let placeholderColor = Color(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, opacity: 0.3)

    /// UISegmentedControl: 32 pt tall, corner radius 8 (the stepper's fill), the selected segment's
    /// white plate inset 2 pt; a segment takes 60 pt when no width is offered.
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentedPlateInset: CGFloat = 2
    static let segmentIdealWidth: CGFloat = 60
}
