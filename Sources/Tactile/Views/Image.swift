import Foundation

/// Intrinsic sizes of named images, which Tactile cannot read from an asset catalogue.
///
/// `Image("swiftui-logo")` has the size registered here, or ``defaultSize`` (100 × 100). Register
/// sizes before building views: `ImageAssets.register("logo", size: CGSize(width: 512, height: 256))`.
@MainActor
public enum ImageAssets {
    private static var sizes: [String: CGSize] = [:]
    /// The size of images with no registered size.
    public static let defaultSize = CGSize(width: 100, height: 100)

    /// Records the intrinsic size of the image called `name`.
    public static func register(_ name: String, size: CGSize) { sizes[name] = size }

    /// The intrinsic size of the image called `name`.
    public static func size(of name: String) -> CGSize { sizes[name] ?? defaultSize }
}

/// An image: a named asset or an SF Symbol.
///
/// Tactile draws images as placeholders (a box with the image's name). A symbol image is sized by
/// the font in effect: a square of the font's point size (`Image(systemName:)` with
/// `.font(.system(size: 100))` is 100 × 100), coloured by the foreground style. A named image has
/// its registered intrinsic size (``ImageAssets``) unless made ``resizable()``, in which case it
/// takes the size it is offered (combine with `aspectRatio(_:contentMode:)`).
public struct Image: View, Equatable {
    enum Source: Equatable { case named(String), system(String) }
    let source: Source
    var isResizable = false

    /// The image called `name` in the app's assets.
    public init(_ name: String) { source = .named(name) }
    /// The SF Symbol called `systemName`.
    public init(systemName: String) { source = .system(systemName) }

    /// An image that scales to the size it is offered.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    /// An image is primitive.
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let content: ImageContent
        switch source {
        case .named(let name):
            content = ImageContent(
                name: name, isSymbol: false, intrinsic: ImageAssets.size(of: name), isResizable: isResizable, tint: nil)
        case .system(let name):
            let font = inputs.environment.font ?? .body
            let side = font.size
            let tint = inputs.environment.foregroundStyle?.resolve(in: inputs.environment) ?? .primary
            content = ImageContent(
                name: name, isSymbol: true, intrinsic: CGSize(width: side, height: side), isResizable: isResizable,
                tint: tint)
        }
        return [inputs.node(content)]
    }
}

/// The node of an ``Image``.
struct ImageContent: NodeContent {
    let name: String
    let isSymbol: Bool
    let intrinsic: CGSize
    let isResizable: Bool
    let tint: Color?
    var kindName: String { isSymbol ? "Image(systemName: \(name))" : "Image(\(name))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        list.addImage(name: name, isSymbol: isSymbol, tint: tint, node: node, state: state)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
}

/// A title with an icon, side by side (the icon first, 8 pt apart, centred vertically).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label built from two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The view's content.
    public var body: some View {
        HStack(spacing: LayoutDefaults.spacing) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    /// A label with a string title and an SF Symbol icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }

    /// A label with a text title and an asset image icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
    }
}
