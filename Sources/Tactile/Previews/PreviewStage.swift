import Foundation

/// The window a preview is shown in, from its ``PreviewSettings``.
public struct PreviewStage: Sendable, Hashable {
    /// A device window: an iPhone's portrait window in points (iPhone 12 to 14), as Xcode shows a
    /// preview on a phone. Hosts without a device in mind use `ViewHost.defaultSize`.
    public static let deviceSize = CGSize(width: 390, height: 844)

    /// The window size to start with.
    public var windowSize: CGSize
    /// Whether the window then shrinks or grows to the view's ideal size (``PreviewLayout/sizeThatFits``).
    public var fitsContent: Bool

    /// The stage for `settings`: ``PreviewLayout/fixed(width:height:)`` as given (negative, NaN or
    /// infinite sides fall back to the device's), ``PreviewLayout/device`` turned by a landscape
    /// orientation, ``PreviewLayout/sizeThatFits`` measured from the view.
    public init(_ settings: PreviewSettings) {
        let device = Self.deviceSize
        let turned =
            settings.orientation?.isLandscape == true
            ? CGSize(width: device.height, height: device.width) : device
        switch settings.layout {
        case .device:
            windowSize = turned
            fitsContent = false
        case .sizeThatFits:
            windowSize = turned
            fitsContent = true
        case .fixed(let width, let height):
            windowSize = CGSize(
                width: Self.usable(width) ? width : turned.width,
                height: Self.usable(height) ? height : turned.height)
            fitsContent = false
        }
    }

    private static func usable(_ side: CGFloat) -> Bool { side.isFinite && side >= 0 }
}

extension ViewHost {
    /// Resizes the window to the root view's ideal size (its answer to an unspecified proposal),
    /// rounded up to whole points; an answer that is not a finite, non-negative size is ignored.
    func sizeToFitRoot() {
        guard let root = graph.root else { return }
        let ideal = root.sizeThatFits(.unspecified, .none)
        guard ideal.width.isFinite, ideal.height.isFinite, ideal.width >= 0, ideal.height >= 0 else { return }
        size = CGSize(width: ideal.width.rounded(.up), height: ideal.height.rounded(.up))
        update()
    }
}
