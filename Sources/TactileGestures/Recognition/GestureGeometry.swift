import Foundation

/// Where a gesture is attached, as the host measured it: how the attachment's local space maps
/// to the host's space, its bounds, and the named coordinate spaces around it.
public struct GestureGeometry: @unchecked Sendable {
    /// Maps points in the local space of the view, at the point of its modifier chain where the
    /// gesture is attached, to the host's (window) space.
    public var transform: CGAffineTransform
    /// The attachment's bounds in its local space (used for `startAnchor` of pinch and rotation).
    public var bounds: CGRect
    /// Named coordinate spaces visible from the attachment (`coordinateSpace(name:)` on
    /// ancestors): each name's local-to-host transform.
    public var namedSpaces: [AnyHashable: CGAffineTransform]

    /// Creates a geometry.
    public init(
        transform: CGAffineTransform = .identity, bounds: CGRect = .zero,
        namedSpaces: [AnyHashable: CGAffineTransform] = [:]
    ) {
        self.transform = transform
        self.bounds = bounds
        self.namedSpaces = namedSpaces
    }

    /// Host space is local space, no bounds, no named spaces.
    public static let identity = GestureGeometry()
}

/// The live geometry of one attachment, shared by all nodes built for it, so that a host's
/// refresh reaches them at once.
public final class GestureGeometryBox {
    private(set) var geometry: GestureGeometry
    /// Maps host-space points into the local space (the inverse of the geometry's transform);
    /// readable so that a node converting into `.local` applies it without going through a
    /// ``CoordinateSpace`` value.
    private(set) var localFromHost: CGAffineTransform

    init(_ geometry: GestureGeometry) {
        self.geometry = geometry
        localFromHost = geometry.transform.inverted()
    }

    /// Replaces the geometry (the view moved or was re-laid-out). A named space is inverted when
    /// a point is converted into it, not here: hosts replace geometries on every frame that moves
    /// a view, and a table of inverses allocated each time for spaces few gestures measure in (a
    /// scroll view names its bounds) cost every scroll move.
    func replace(with geometry: GestureGeometry) {
        self.geometry = geometry
        localFromHost = geometry.transform.inverted()
    }

    /// Converts a host-space point into `space`. An unknown name falls back to the host space,
    /// as SwiftUI treats a name no ancestor declares like `.global`.
    @inline(__always) func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return point
        case .local:
            return point.applying(localFromHost)
        case .named(let name):
            guard let transform = geometry.namedSpaces[name] else { return point }
            return point.applying(transform.inverted())
        }
    }

    /// The attachment's local bounds.
    var bounds: CGRect { geometry.bounds }
}
