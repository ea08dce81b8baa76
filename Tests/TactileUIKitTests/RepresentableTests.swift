// UIViewRepresentable and UIViewControllerRepresentable, hosted as SwiftUI hosts them.
import Foundation
import Tactile
import TactileTesting
import Testing

/// What the representables below were asked to do, in order.
@MainActor
private final class RepresentableLog {
    var entries: [String] = []
}

/// A plain UIKit view with a fixed intrinsic height and no intrinsic width.
private final class Swatch: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}

private struct SwatchView: UIViewRepresentable {
    let color: UIColor
    let log: RepresentableLog

    final class Coordinator {
        let log: RepresentableLog
        var updates = 0
        init(log: RepresentableLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.entries.append("coordinator")
        return Coordinator(log: log)
    }

    func makeUIView(context: Context) -> Swatch {
        log.entries.append("make")
        return Swatch()
    }

    func updateUIView(_ uiView: Swatch, context: Context) {
        context.coordinator.updates += 1
        log.entries.append("update \(context.coordinator.updates)")
        uiView.backgroundColor = color
    }

    static func dismantleUIView(_ uiView: Swatch, coordinator: Coordinator) {
        coordinator.log.entries.append("dismantle after \(coordinator.updates)")
    }
}

private struct SwatchScreen: View {
    let log: RepresentableLog
    @State private var isRed = false
    @State private var isShown = true

    var body: some View {
        VStack(spacing: 0) {
            if isShown { SwatchView(color: isRed ? .systemRed : .systemBlue, log: log) }
            Button("Red") { isRed = true }
            Button("Hide") { isShown = false }
        }
        .frame(width: 200)
    }
}

private final class Greeter: UIViewController {
    let log: RepresentableLog
    init(log: RepresentableLog) {
        self.log = log
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        log.entries.append("didLoad")
        view.backgroundColor = .systemGreen
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("didAppear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("didDisappear") }
}

private struct GreeterView: UIViewControllerRepresentable {
    let log: RepresentableLog
    func makeUIViewController(context: Context) -> Greeter { Greeter(log: log) }
    func updateUIViewController(_ controller: Greeter, context: Context) { log.entries.append("update") }
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Greeter, context: Context) -> CGSize? {
        CGSize(width: 120, height: 44)
    }
}

private struct GreeterScreen: View {
    let log: RepresentableLog
    @State private var isShown = true
    var body: some View {
        VStack {
            if isShown { GreeterView(log: log) }
            Button("Close") { isShown = false }
        }
    }
}

@MainActor
@Suite("UIKit representables")
struct RepresentableTests {
    @Test("a UIViewRepresentable is made once, updated on each build and dismantled when removed")
    func viewLifeCycle() throws {
        let log = RepresentableLog()
        let simulator = TouchSimulator(SwatchScreen(log: log))
        #expect(log.entries == ["coordinator", "make", "update 1"])
        let blue = Color(uiColor: .systemBlue), red = Color(uiColor: .systemRed)
        #expect(simulator.displayList.shapes(filledWith: blue).count == 1)

        simulator.tap(on: .text("Red"))
        #expect(log.entries == ["coordinator", "make", "update 1", "update 2"])
        #expect(simulator.displayList.shapes(filledWith: red).count == 1)
        #expect(simulator.displayList.shapes(filledWith: blue).isEmpty)

        simulator.tap(on: .text("Hide"))
        #expect(simulator.displayList.shapes(filledWith: red).isEmpty)
        #expect(log.entries == ["coordinator", "make", "update 1", "update 2", "dismantle after 2"])
    }

    @Test("the hosted view takes its intrinsic height, the proposed width, and gets its frame")
    func viewSizing() throws {
        let log = RepresentableLog()
        let simulator = TouchSimulator(SwatchScreen(log: log))
        let red = try #require(simulator.frame(of: .text("Red")))
        // The swatch sits above the first button: 30 pt tall (intrinsic), 200 pt wide (proposed).
        let swatch = try #require(simulator.displayList.shapes(filledWith: Color(uiColor: .systemBlue)).first)
        #expect(swatch.frame.size == CGSize(width: 200, height: 30))
        #expect(abs(swatch.frame.maxY - red.minY) < 0.5)
    }

    @Test("a UIViewControllerRepresentable loads, appears, sizes by sizeThatFits and disappears")
    func controllerLifeCycle() throws {
        let log = RepresentableLog()
        let simulator = TouchSimulator(GreeterScreen(log: log))
        #expect(log.entries == ["didLoad", "update", "willAppear", "didAppear"])
        let green = try #require(simulator.displayList.shapes(filledWith: Color(uiColor: .systemGreen)).first)
        #expect(green.frame.size == CGSize(width: 120, height: 44))

        simulator.tap(on: .text("Close"))
        #expect(log.entries.suffix(1) == ["didDisappear"])
        #expect(simulator.displayList.shapes(filledWith: Color(uiColor: .systemGreen)).isEmpty)
    }

    @Test("a UIView keeps its tree, converts points and finds views by tag")
    func viewTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.viewWithTag(7) === grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: grandchild) == CGPoint(x: 1, y: 1))
        grandchild.removeFromSuperview()
        #expect(child.subviews.isEmpty && grandchild.superview == nil)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test("a view controller loads its view once; present and dismiss record and complete")
    func controllerBasics() {
        let presenter = UIViewController()
        #expect(!presenter.isViewLoaded)
        let view = presenter.view
        #expect(presenter.isViewLoaded && presenter.view === view)
        var completed = 0
        let sheet = UIHostingController(rootView: Text("Hi"))
        presenter.present(sheet, animated: true) { completed += 1 }
        #expect(presenter.presentedViewController === sheet && sheet.presentingViewController === presenter)
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(presenter.presentedViewController == nil && completed == 2)
        let window = UIWindow()
        window.rootViewController = presenter
        #expect(window.rootViewController === presenter && window.bounds.size == ViewHost.defaultSize)
    }
}

/// The UIKit views SwiftUI code wraps most often, hosted as their wrappers host them.
private struct Blur: UIViewRepresentable {
    let style: UIBlurEffect.Style
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

private struct Spinner: UIViewRepresentable {
    let isAnimating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

@MainActor
@Suite("UIKit views SwiftUI code wraps")
struct WrappedUIKitViewTests {
    @Test("a blur view keeps its effect and fills what it is offered")
    func blur() throws {
        let simulator = TouchSimulator(Blur(style: .systemUltraThinMaterial).frame(width: 100, height: 40))
        #expect(simulator.svg().contains("<svg"))
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        #expect((view.effect as? UIBlurEffect)?.style == .dark)
    }

    @Test("an activity indicator shows while animating and is its UIKit size in a stack")
    func spinner() throws {
        let indicator = UIActivityIndicatorView()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        let simulator = TouchSimulator(
            HStack(spacing: 0) {
                Spinner(isAnimating: true); Text("Loading")
            })
        let text = try #require(simulator.frame(of: .text("Loading")))
        // The row is centred in the 400 pt window; positions are rounded to whole points.
        #expect(abs(text.minX - (200 - (37 + text.width) / 2 + 37)) <= 1)
    }

    @Test("a label measures its text as Text does in the same font")
    func label() {
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let font = Font.system(size: 20)
        #expect(label.intrinsicContentSize.height == font.lineHeight)
        #expect(label.intrinsicContentSize.width > 0)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("a page control keeps its current page in range")
    func pageControl() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 1
        #expect(control.currentPage == 0)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        #expect(control.intrinsicContentSize.height == 26)
    }
}

@MainActor
@Suite("Literals, bindings and hit tests SwiftUI code writes")
struct EverydayUIKitIdiomTests {
    // The literals are what is tested: apps written in Xcode carry them.
    // swift-format-ignore: NoPlaygroundLiterals
    @Test("colour literals make SwiftUI and UIKit colours")
    func colorLiterals() {
        let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color == Color(red: 1, green: 0.5, blue: 0))
        let wrapped = Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(wrapped.resolve(in: EnvironmentValues()).opacity == 0.5)
    }

    @Test("a UIView hit-tests its front-most interactive subview")
    func hitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 300, y: 30), with: nil) == nil)
    }
}

private struct Chore: Identifiable {
    let id: Int
    var done: Bool
}

private struct ChoreList: View {
    @State var chores = [Chore(id: 1, done: false), Chore(id: 2, done: false)]
    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                Toggle("Chore \(chore.id)", isOn: $chore.done)
            }
            Text("done: \(chores.filter(\.done).map(\.id))")
            Button("Drop first") { chores.removeFirst() }
        }
    }
}

@MainActor
@Suite("ForEach over a binding")
struct ForEachBindingTests {
    @Test("each row edits its own element in place, and rows follow their ids")
    func editsInPlace() {
        let simulator = TouchSimulator(ChoreList())
        simulator.tap(on: .toggle("Chore 2"))
        #expect(simulator.exists(.text("done: [2]")))
        simulator.tap(on: .text("Drop first"))
        #expect(simulator.exists(.text("done: [2]")))
        #expect(!simulator.exists(.toggle("Chore 1")))
        simulator.tap(on: .toggle("Chore 2"))
        #expect(simulator.exists(.text("done: []")))
    }
}
