import Foundation
import TactileGestures
import Testing

/// Stands in for a gesture that, like SwiftUI's `DragGesture`, has an iOS 17 initialiser taking
/// `some CoordinateSpaceProtocol` and an older, disfavoured one taking `CoordinateSpace`. It
/// records which initialiser ran so the tests can check overload resolution, not just that the
/// call compiled.
private struct CoordinateSpaceProbe {
    enum Initialiser { case protocolBased, enumBased }

    var coordinateSpace: CoordinateSpace
    var initialiser: Initialiser

    init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
        self.initialiser = .protocolBased
    }

    @_disfavoredOverload
    init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.coordinateSpace = coordinateSpace
        self.initialiser = .enumBased
    }
}

/// A function with only the old enum parameter, as code written before iOS 17 has.
private func spaceOnly(_ coordinateSpace: CoordinateSpace = .local) -> CoordinateSpace {
    coordinateSpace
}

@Suite("CoordinateSpace")
struct CoordinateSpaceTests {
    @Test("static members pick the protocol-based initialiser, as in SwiftUI")
    func protocolCallShapes() {
        let local = CoordinateSpaceProbe(coordinateSpace: .local)
        #expect(local.initialiser == .protocolBased)
        #expect(local.coordinateSpace == .local)

        let global = CoordinateSpaceProbe(minimumDistance: 0, coordinateSpace: .global)
        #expect(global.initialiser == .protocolBased)
        #expect(global.coordinateSpace == .global)

        let named = CoordinateSpaceProbe(coordinateSpace: .named("board"))
        #expect(named.initialiser == .protocolBased)
        #expect(named.coordinateSpace == .named("board"))

        let defaulted = CoordinateSpaceProbe()
        #expect(defaulted.initialiser == .protocolBased)
        #expect(defaulted.coordinateSpace == .local)
    }

    @Test("a CoordinateSpace value still reaches the enum-based initialiser")
    func enumCallShapes() {
        let space: CoordinateSpace = .named(7)
        let probe = CoordinateSpaceProbe(coordinateSpace: space)
        #expect(probe.initialiser == .enumBased)
        #expect(probe.coordinateSpace == .named(7))

        #expect(spaceOnly() == .local)
        #expect(spaceOnly(.global) == .global)
        #expect(spaceOnly(.named("scroll")) == .named(AnyHashable("scroll")))
    }

    @Test("an existential space works too, as SpatialEventGesture's parameter does")
    func existential() {
        let spaces: [any CoordinateSpaceProtocol] = [
            GlobalCoordinateSpace(), LocalCoordinateSpace(), NamedCoordinateSpace.named("a"),
        ]
        #expect(spaces.map(\.coordinateSpace) == [.global, .local, .named("a")])
    }

    @Test("isGlobal and isLocal")
    func predicates() {
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.local.isGlobal)
        #expect(!CoordinateSpace.named("x").isGlobal && !CoordinateSpace.named("x").isLocal)
    }

    @Test("names compare by value and by type")
    func namedEquality() {
        #expect(CoordinateSpace.named("a") == .named("a"))
        #expect(CoordinateSpace.named("a") != .named("b"))
        #expect(CoordinateSpace.named(1) != .named("1"))
        #expect(NamedCoordinateSpace.named("a") == .named("a"))
        #expect(NamedCoordinateSpace.named("a") != .named("b"))
        #expect(Set([CoordinateSpace.global, .local, .named("a"), .named("a")]).count == 3)
    }
}
