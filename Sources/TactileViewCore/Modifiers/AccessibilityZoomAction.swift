import Foundation

/// A request from an assistive technology to zoom a view in or out, SwiftUI's
/// `AccessibilityZoomGestureAction` (`View/accessibilityZoomAction(_:)`).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way to zoom.
    public enum Direction: Hashable, Sendable {
        /// Closer: make the content larger.
        case zoomIn
        /// Further: make the content smaller.
        case zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// Where to zoom, relative to the view's size: its activation point (the centre unless moved).
    public let location: UnitPoint
    /// Where to zoom, in the view's own coordinates.
    public let point: CGPoint
}

/// The names the zoom requests are performed under as accessibility actions.
public enum AccessibilityZoomActionNames {
    /// The name of the request to zoom in.
    public static let zoomIn = "zoomIn"
    /// The name of the request to zoom out.
    public static let zoomOut = "zoomOut"
}

extension View {
    /// Lets assistive technologies zoom this view: `handler` is told which way and where (the
    /// view's activation point). On Linux the two requests are the element's accessibility actions
    /// named `"zoomIn"` and `"zoomOut"` (`AccessibilityZoomActionNames`), which the test kit's
    /// `performAccessibilityAction(named:on:)` performs.
    nonisolated public func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let zoom = ZoomRequestHandler(handler: handler)
        return accessibilityAttachment(.zoom { zoom.handler($0) })
    }
}

/// The handler, carried into the main actor: actions run only there, where the view that was
/// given the handler resolves.
private struct ZoomRequestHandler: @unchecked Sendable {
    let handler: (AccessibilityZoomGestureAction) -> Void
}
