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
