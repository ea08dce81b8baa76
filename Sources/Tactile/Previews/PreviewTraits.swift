import Foundation

/// What a preview says about how to show it: the settings of the preview modifiers
/// (`previewDisplayName`, `previewLayout`, …) and of `#Preview`'s traits, gathered.
public struct PreviewSettings: Sendable, Hashable {
    /// The name to show, if the preview gave one.
    public var displayName: String?
    /// How to size the stage.
    public var layout: PreviewLayout = .device
    /// The device named with `previewDevice`, if any.
    public var device: PreviewDevice?
    /// The orientation set with `previewInterfaceOrientation` or an orientation trait, if any.
    public var orientation: InterfaceOrientation?
    /// The platform a ``PreviewProvider`` names with `platform`, if any.
    public var platform: PreviewPlatform?

    /// Default settings: no name, the device layout, no device, no orientation.
    public init(
        displayName: String? = nil, layout: PreviewLayout = .device, device: PreviewDevice? = nil,
        orientation: InterfaceOrientation? = nil
    ) {
        self.displayName = displayName
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }
}

/// A namespace for SwiftUI's preview types: `PreviewTrait<Preview.ViewTraits>` names the traits a
/// `#Preview` of a view accepts.
public enum Preview {
    /// The kind of traits that apply to view previews.
    public enum ViewTraits {}
}

/// A setting given to `#Preview(traits:)`: a layout or an interface orientation.
public struct PreviewTrait<T>: Sendable {
    let apply: @Sendable (inout PreviewSettings) -> Void

    init(_ apply: @escaping @Sendable (inout PreviewSettings) -> Void) { self.apply = apply }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's window (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .device } }
    /// The view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .sizeThatFits } }
    /// A window of exactly `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// Upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait { $0.orientation = .portrait } }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// Landscape, the top of the interface on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// Landscape, the top of the interface on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeRight } }
}
