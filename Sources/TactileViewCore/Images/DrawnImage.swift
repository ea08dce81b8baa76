import Foundation

/// The drawing of an `Image(size:label:opaque:colorMode:renderer:)`: two images are the same
/// drawing only when made by the same call.
final class DrawnImage: Equatable, @unchecked Sendable {
    let size: CGSize
    let label: String?
    /// Run on the main actor, when the image is drawn.
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, label: String?, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.label = label
        self.renderer = renderer
    }

    static func == (lhs: DrawnImage, rhs: DrawnImage) -> Bool { lhs === rhs }

    /// Runs the renderer into a context scaled from the image's size to `frame` and adds what it
    /// drew.
    @MainActor
    func draw(
        in frame: CGSize, environment: EnvironmentValues, node: ViewNode, state: RenderState,
        into list: inout DisplayListBuilder
    ) {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(environment: environment, recorder: recorder)
        if size.width > 0, size.height > 0, frame != size {
            context.scaleBy(x: frame.width / size.width, y: frame.height / size.height)
        }
        renderer(&context)
        for command in recorder.commands { list.addCanvasItem(command, node: node, state: state) }
    }
}
