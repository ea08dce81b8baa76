import Foundation

/// How a view's content (a text's characters, an image) changes when it changes under an
/// animation: at once, or cross-faded.
///
/// ```swift
/// Text("\(score)")
///     .contentTransition(.numericText(value: Double(score)))
/// ```
///
/// `FrameAnimator` plays `opacity`, `interpolate` and the numeric transitions: the old
/// content fades out as the new fades in over the change's animation; the numeric ones also roll
/// the old content up and the new in from below (down and from above when counting down).
/// `identity` (and a change without animation) replaces the content at once.
public struct ContentTransition: Equatable, Sendable {
    /// What the transition does to a change.
    package enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        case numeric(countsDown: Bool)
    }

    /// What this transition does.
    package let kind: Kind

    /// A transition that replaces the content at once.
    public static let identity = ContentTransition(kind: .identity)
    /// A transition that cross-fades the old content into the new.
    public static let opacity = ContentTransition(kind: .opacity)
    /// A transition that moves the content's attributes (colours, sizes) between old and new where
    /// it can; Tactile cross-fades the content, as `opacity` does.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// A transition for text showing a number: the old characters roll up and out as the new roll
    /// in from below, or the other way when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// A transition for text showing `value`: it rolls as `numericText(countsDown:)`, counting
    /// down when the value goes down.
    ///
    /// Tactile rolls it upward whichever way the value moves: the value the text showed before is
    /// not known to the transition (see Docs/Decisions.md).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: false))
    }

    /// Whether the frame animator cross-fades a change (anything but `identity`).
    var fades: Bool { kind != .identity }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The content transition of the views in this subtree (set with `View/contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw their views as one layer.
    ///
    /// *Accepted*: stored and read back; Tactile draws item by item (as `drawingGroup` does), so
    /// it changes nothing drawn.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

/// `contentTransition`: the transition the items below take for their content changes.
struct ContentTransitionContent: NodeContentModifier {
    let transition: ContentTransition
    var kindName: String { "contentTransition" }
    var isLayoutNeutral: Bool { true }
    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.contentTransition = transition.fades ? transition : nil
    }
}

extension View {
    /// How the content of the views in this subtree changes under an animation (see
    /// `ContentTransition`).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(ContentTransitionContent(transition: transition)).environment(\.contentTransition, transition)
    }
}
