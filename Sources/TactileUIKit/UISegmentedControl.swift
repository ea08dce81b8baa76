import Foundation

/// A row of segments, UIKit's `UISegmentedControl`, for code that styles SwiftUI's segmented
/// `Picker` through `UISegmentedControl.appearance()` (`selectedSegmentTintColor`,
/// `setTitleTextAttributes(_:for:)`).
///
/// On Linux it keeps its segments' titles, the selected index (kept in range, or
/// `noSegment`) and the per-state title attributes; it is not drawn and takes no touches, and
/// its proxy has no effect on Tactile's segmented `Picker` (use `tint(_:)` there).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment's index, or `noSegment`; an index out of range selects none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count {
                if selectedSegmentIndex != Self.noSegment { selectedSegmentIndex = Self.noSegment }
            }
        }
    }
    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor?

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A control with `frame` and no segments.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control with a segment per string of `items` (other items give untitled segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The title of the segment at `segment`, or `nil` (also for an index out of range).
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of the segment at `segment`; an index out of range is ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range); `animated`
    /// is ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the titles' text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The titles' text attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The shared proxy of `UISegmentedControl` (see `UIView.appearance()`).
    open override class func appearance() -> UISegmentedControl {
        AppearanceProxies.proxy { UISegmentedControl(frame: .zero) }
    }
}
