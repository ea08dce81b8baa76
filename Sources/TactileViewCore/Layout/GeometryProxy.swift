import Foundation

/// The size and place of a ``GeometryReader``, handed to its content: SwiftUI's `GeometryProxy`.
///
/// The reader measures after layout, so the values are those of the layout the content appears
/// in (the host lays out again when they change, before its commit returns).
public struct GeometryProxy {
    /// The size of the reader: the space its parent offered.
    public let size: CGSize
    /// How far the window's safe area reaches into the reader on each edge: zero for a reader
    /// inside the safe area, the host's insets for one that fills the window
    /// (`GeometryReader { … }.ignoresSafeArea()`).
    public let safeAreaInsets: EdgeInsets
    /// Maps the reader's local space to the window.
    let toWindow: CGAffineTransform
    /// The named coordinate spaces declared at or above the reader (local-to-window transforms).
    let namedSpaces: [AnyHashable: CGAffineTransform]

    init(
        size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), toWindow: CGAffineTransform = .identity,
        namedSpaces: [AnyHashable: CGAffineTransform] = [:]
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.toWindow = toWindow
        self.namedSpaces = namedSpaces
    }

    /// The proxy content sees before its reader has been laid out once: everything zero.
    static var unmeasured: GeometryProxy { GeometryProxy(size: .zero) }

    /// The reader's bounds in `coordinateSpace`: `.local` is its own space (origin zero),
    /// `.global` the window, `.named(name)` the space an ancestor named with
    /// `coordinateSpace(name:)` (a name no ancestor declares measures like `.global`, as in
    /// SwiftUI). Under rotation the result is the bounding box of the transformed bounds.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local:
            return local
        case .global:
            return local.applying(toWindow)
        case .named(let name):
            return local.applying(transform(toSpace: name))
        }
    }

    /// The reader's bounds in `coordinateSpace`, written `.local`, `.global` or `.named(name)`
    /// (the `CoordinateSpaceProtocol` form).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the space named `coordinateSpace` in the reader's local space, or `nil` if
    /// no ancestor declares it. Tactile knows a named space's transform, not its size: the
    /// result is the named view's origin with the reader's size.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let named = space(named: name) else {
            return nil
        }
        let origin = CGPoint.zero.applying(named.concatenating(toWindow.inverted()))
        return CGRect(origin: origin, size: size)
    }

    /// Resolves an anchor (`anchorPreference`) into this reader's local space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(toWindow.inverted())
    }

    /// Maps the reader's local space to the space named `name` (the window if none declares it).
    private func transform(toSpace name: AnyHashable) -> CGAffineTransform {
        guard let named = space(named: name) else { return toWindow }
        return toWindow.concatenating(named.inverted())
    }

    /// The space declared under `name`; `.scrollView` names are resolved among the scroll views'
    /// declarations (``ScrollViewSpaceQuery``).
    private func space(named name: AnyHashable) -> CGAffineTransform? {
        if let query = name.base as? ScrollViewSpaceQuery { return query.resolve(in: namedSpaces) }
        return namedSpaces[name]
    }

    /// Whether two proxies would give content the same answers.
    func isSame(as other: GeometryProxy) -> Bool {
        size == other.size && safeAreaInsets == other.safeAreaInsets && toWindow == other.toWindow
            && namedSpaces == other.namedSpaces
    }
}
