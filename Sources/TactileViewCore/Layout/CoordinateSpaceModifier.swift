import Foundation

extension View {
    /// Names this view's coordinate space, the iOS 17 spelling:
    /// `.coordinateSpace(.named("board"))`. The same names as ``coordinateSpace(name:)``, read by
    /// gestures and by `GeometryProxy.frame(in:)`.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let hashable: AnyHashable
        if case .named(let value) = name.coordinateSpace { hashable = value } else { hashable = AnyHashable("") }
        return modifier(CoordinateSpaceContent(name: hashable))
    }
}
