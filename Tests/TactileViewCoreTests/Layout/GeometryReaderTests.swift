import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

/// `GeometryReader`, `GeometryProxy`, `position` and the safe area, through what a host shows.
@MainActor
@Suite("Geometry")
struct GeometryReaderTests {
    @Test("A reader takes all offered space and places its content at the top-leading corner")
    func readerFillsAndPlacesTopLeading() {
        let h = host(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 20).accessibilityIdentifier("half")
            }, width: 300, height: 200)
        #expect(h.rect("half") == CGRect(x: 0, y: 0, width: 150, height: 20))
    }

    @Test("Inside a stack a reader shares the space like any flexible view")
    func readerInStack() {
        let h = host(
            VStack(spacing: 0) {
                Color.blue.frame(height: 50)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                }
            }, width: 300, height: 200)
        #expect(h.texts() == ["300x150"])
    }

    /// A reader 50 pt below the top of a space named "outer", itself inset 10 pt in the window.
    struct Frames: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                GeometryReader { proxy in
                    VStack {
                        Text("global \(Int(proxy.frame(in: .global).minY))")
                        Text("named \(Int(proxy.frame(in: .named("outer")).minY))")
                        Text("local \(Int(proxy.frame(in: .local).minY))")
                        Text("protocol \(Int(proxy.frame(in: NamedCoordinateSpace.named("outer")).minY))")
                        Text("unknown \(Int(proxy.frame(in: .named("nowhere")).minY))")
                    }
                }
            }
            .coordinateSpace(name: "outer")
            .padding(10)
        }
    }

    @Test("frame(in:) measures in the local, global and named spaces")
    func framesInSpaces() {
        let h = host(Frames(), width: 300, height: 200)
        #expect(h.texts() == ["global 60", "named 50", "local 0", "protocol 50", "unknown 60"])
    }

    @Test("A reader's content follows a change of the window size in the same commit")
    func readerFollowsResize() {
        let h = host(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }, width: 300, height: 200)
        #expect(h.texts() == ["300"])
        h.size = CGSize(width: 250, height: 200)
        h.update()
        #expect(h.texts() == ["250"])
    }

    @Test("The reader is not hit-tested; its content is")
    func readerHitTesting() {
        let h = host(
            GeometryReader { _ in Color.red.frame(width: 50, height: 50).accessibilityIdentifier("box") },
            width: 300, height: 200)
        #expect(h.hitTest(CGPoint(x: 25, y: 25)) != nil)
        #expect(h.hitTest(CGPoint(x: 200, y: 150)) == nil)
    }

    @Test("position centres the view at the point and takes all offered space")
    func position() {
        let h = host(
            Circle().frame(width: 20, height: 20).accessibilityIdentifier("dot").position(x: 50, y: 60),
            width: 300, height: 200)
        #expect(h.rect("dot") == CGRect(x: 40, y: 50, width: 20, height: 20))
        #expect(h.hitTest(CGPoint(x: 50, y: 60)) != nil)
        #expect(h.hitTest(CGPoint(x: 150, y: 150)) == nil)
        let point = host(
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("p").position(CGPoint(x: 5, y: 5)),
            width: 300, height: 200)
        #expect(point.rect("p") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("Bad positions and sizes are answered without crashing")
    func badInput() {
        let nan = host(
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("p").position(x: .nan, y: .infinity),
            width: 300, height: 200)
        #expect(nan.rect("p") == CGRect(x: -5, y: -5, width: 10, height: 10))
        let negative = host(
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: -40, height: -1),
            width: 300, height: 200)
        #expect(negative.texts() == ["0"])
        let zero = host(
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))").fixedSize() }
                .frame(width: 0, height: 0), width: 300, height: 200)
        #expect(zero.texts() == ["0x0"])
        #expect(zero.svg().contains("0x0"))
    }

    @Test("The root is laid out in the safe area the host sets")
    func safeAreaLaysOutRoot() {
        let h = host(Color.red.accessibilityIdentifier("c"), width: 390, height: 844)
        #expect(h.rect("c") == CGRect(x: 0, y: 0, width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        h.update()
        #expect(h.rect("c") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("ignoresSafeArea grows the view into the insets it touches", arguments: [false, true])
    func ignoresSafeArea(old: Bool) {
        let color = Color.red.accessibilityIdentifier("c")
        let view = old ? AnyView(color.edgesIgnoringSafeArea(.all)) : AnyView(color.ignoresSafeArea())
        let h = host(view, width: 390, height: 844)
        h.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        h.update()
        #expect(h.rect("c") == CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top), width: 390, height: 844)
        top.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        top.update()
        #expect(top.rect("c") == CGRect(x: 0, y: 0, width: 390, height: 810))
        let keyboard = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(.keyboard), width: 390, height: 844)
        keyboard.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        keyboard.update()
        #expect(keyboard.rect("c") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("A view away from the safe area's edges does not grow")
    func ignoresSafeAreaAwayFromEdges() {
        let h = host(
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("c").ignoresSafeArea(),
            width: 390, height: 844)
        h.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        h.update()
        #expect(h.rect("c") == CGRect(x: 145, y: 47 + 331, width: 100, height: 100))
    }

    @Test("GeometryProxy.safeAreaInsets reports the insets that reach into the reader")
    func proxySafeArea() {
        func reader() -> some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom)) \(Int(proxy.size.height))")
            }
        }
        let inside = host(reader(), width: 390, height: 844)
        inside.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        inside.update()
        #expect(inside.texts() == ["0 0 763"])
        let ignoring = host(reader().ignoresSafeArea(), width: 390, height: 844)
        ignoring.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        ignoring.update()
        #expect(ignoring.texts() == ["47 34 844"])
    }

    @Test("Negative and non-finite safe-area insets count as zero")
    func badSafeArea() {
        let h = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), width: 300, height: 200)
        h.safeAreaInsets = EdgeInsets(top: -10, leading: .nan, bottom: .infinity, trailing: 0)
        h.update()
        #expect(h.rect("c") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("safeAreaInset places a view along the edge and gives the content the rest")
    func safeAreaInset() {
        let h = host(
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.blue.frame(height: 60).accessibilityIdentifier("bar")
                }, width: 300, height: 400)
        #expect(h.rect("main") == CGRect(x: 0, y: 0, width: 300, height: 340))
        #expect(h.rect("bar") == CGRect(x: 0, y: 340, width: 300, height: 60))
    }

    @Test("safeAreaPadding insets the content")
    func safeAreaPadding() {
        let h = host(Color.red.accessibilityIdentifier("c").safeAreaPadding(20), width: 300, height: 200)
        #expect(h.rect("c") == CGRect(x: 20, y: 20, width: 260, height: 160))
    }

    @Test("onAppear and task inside a reader see the measured size, not a first zero one")
    func appearSeesMeasuredSize() async {
        final class Sizes {
            var appeared: [CGSize] = []
            var tasks: [CGSize] = []
        }
        let sizes = Sizes()
        let h = host(
            VStack {
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { sizes.appeared.append(proxy.size) }
                        .task { sizes.tasks.append(proxy.size) }
                }
                .frame(width: 120, height: 80)
            }, width: 300, height: 200)
        #expect(sizes.appeared == [CGSize(width: 120, height: 80)])
        for _ in 0..<50 where sizes.tasks.isEmpty { await Task.yield() }
        #expect(sizes.tasks == [CGSize(width: 120, height: 80)])
        _ = h
    }

    @Test("a view that appears outside any reader runs its action in the first round, once")
    func appearOutsideReaders() {
        var count = 0
        let h = host(Text("x").onAppear { count += 1 })
        #expect(count == 1)
        h.commit()
        #expect(count == 1)
    }
}
