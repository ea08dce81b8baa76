import Foundation

/// The track, fill and thumb of a ``Slider``, laid out at its value and driven by its drag.
struct SliderTrack: View {
    let fraction: Double
    let tint: Color
    let isEnabled: Bool
    let onChange: (Double) -> Void
    let onEnd: () -> Void
    typealias Body = Never
}

extension SliderTrack: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let children =
            graph.resolve(Capsule().fill(ControlConstants.sliderTrackColor), inputs.child(.index(0)))
            + graph.resolve(Capsule().fill(tint), inputs.child(.index(1)))
            + graph.resolve(
                Circle().fill(Color.white).shadow(color: Color.black.opacity(0.15), radius: 2, y: 1),
                inputs.child(.index(2)))
        let content = SliderTrackContent(
            fraction: fraction, isEnabled: isEnabled, onChange: onChange, onEnd: onEnd)
        return [inputs.node(content, children: children)]
    }
}

/// The node of a slider's track: a fixed-height bar as wide as offered, which places its three
/// children (track, fill, thumb) for the fraction and attaches the slider's drag.
///
/// The drag is `DragGesture(minimumDistance: 0)` in the track's space, attached like `.gesture(_:)`
/// on the slider: the slider follows the finger from the touch-down, so an ancestor's `.gesture`
/// loses to it there, while gestures attached with `.highPriorityGesture` or
/// `.simultaneousGesture` above it behave as with any child gesture. The finger's x maps to the
/// fraction over the track less a thumb's width (the thumb's centre follows the finger).
struct SliderTrackContent: NodeContent {
    let fraction: Double
    let isEnabled: Bool
    let onChange: (Double) -> Void
    let onEnd: () -> Void
    private let memo = AttachmentMemo()
    private let bounds = BoundsBox()
    var kindName: String { "Slider" }
    var passesTraitsThrough: Bool { false }

    init(fraction: Double, isEnabled: Bool, onChange: @escaping (Double) -> Void, onEnd: @escaping () -> Void) {
        self.fraction = fraction
        self.isEnabled = isEnabled
        self.onChange = onChange
        self.onEnd = onEnd
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        var width = ControlConstants.sliderIdealWidth
        if let offered = proposal.width, offered.isFinite { width = max(0, offered) }
        return CGSize(width: width, height: ControlConstants.sliderHeight)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let diameter = ControlConstants.sliderThumbDiameter, thickness = ControlConstants.sliderTrackThickness
        let travel = max(0, size.width - diameter)
        let trackOrigin = CGPoint(x: diameter / 2, y: (size.height - thickness) / 2)
        let filled = travel * CGFloat(fraction)
        let children = node.children
        guard children.count == 3 else { return }
        children[0].place(at: trackOrigin, size: CGSize(width: travel, height: thickness), context)
        children[1].place(at: trackOrigin, size: CGSize(width: filled, height: thickness), context)
        children[2].place(
            at: CGPoint(x: filled, y: (size.height - diameter) / 2), size: CGSize(width: diameter, height: diameter),
            context)
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(Path(CGRect(origin: .zero, size: size)), eoFill: false)
    }

    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? {
        bounds.rect = geometry.bounds
        let onChange = self.onChange, onEnd = self.onEnd, bounds = self.bounds
        let mask: GestureMask = isEnabled ? .all : .subviews
        return memo.attachment(identity: identity, geometry: geometry) { identity, geometry in
            let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in
                    let diameter = ControlConstants.sliderThumbDiameter
                    let travel = bounds.rect.width - diameter
                    let x = value.location.x - bounds.rect.minX - diameter / 2
                    onChange(travel > 0 ? Double(x / travel) : 0)
                }
                .onEnded { _ in onEnd() }
                .onFailed { _ in onEnd() }
            return GestureAttachment(id: identity, gesture: drag, priority: .normal, mask: mask, geometry: geometry)
        }
    }
}
