import Foundation
import TactileViewCore

/// A SwiftUI view that hosts a UIKit view controller, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// The life cycle is SwiftUI's: ``makeCoordinator()`` and ``makeUIViewController(context:)`` run
/// once when the view first appears, ``updateUIViewController(_:context:)`` on that build and
/// every later one; the controller's `viewWillAppear(_:)` and `viewDidAppear(_:)` run after the
/// commit it appeared in, and after the view leaves the tree its `viewWillDisappear(_:)`,
/// `viewDidDisappear(_:)` and then ``dismantleUIViewController(_:coordinator:)`` run. The
/// controller's view gets the laid-out frame, and is sized as a ``UIViewRepresentable``'s view.
///
/// On Linux the controller's view is not drawn, except for its `backgroundColor` (see
/// ``UIViewController`` and ``UIView``). As for ``UIViewRepresentable``, `Body` is a view Tactile
/// supplies rather than `Never`.
@MainActor
public protocol UIViewControllerRepresentable: View {
    /// The controller this representable makes.
    associatedtype UIViewControllerType: UIViewController
    /// What ``makeCoordinator()`` makes: an object that keeps the controller's delegates.
    associatedtype Coordinator = Void
    /// The context the make and update methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this representable's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up after the view left the tree. The default does nothing.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, once, before the controller.
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`, or `nil` for the default sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
        -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// `nil`: the default sizing.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? { nil }

    /// The hosted controller's view, as the view graph resolves it.
    public var body: some View { UIViewControllerRepresentableHost(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewControllerRepresentable``'s methods receive: its coordinator, the transaction
/// of the update, and the environment where it is.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its animation, if any).
    public var transaction: Transaction
    /// The environment where the representable is.
    public var environment: EnvironmentValues
}

/// Makes, updates and sizes a representable's controller in the view graph.
struct UIViewControllerRepresentableHost<Representable: UIViewControllerRepresentable>: View, PrimitiveView {
    typealias Body = Never
    nonisolated(unsafe) let representable: Representable

    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let representable = self.representable
        let (objects, isNew) = representedObjects(
            inputs,
            make: {
                let coordinator = representable.makeCoordinator()
                let context = UIViewControllerRepresentableContext<Representable>(
                    coordinator: coordinator, transaction: Transaction.current, environment: inputs.environment)
                let controller = representable.makeUIViewController(context: context)
                // Hosting the controller loads its view before the first update, as in UIKit.
                _ = controller.view
                return RepresentedObjects(made: controller, coordinator: coordinator)
            },
            onRemoval: { objects in
                objects.made.viewWillDisappear(false)
                objects.made.viewDidDisappear(false)
                Representable.dismantleUIViewController(objects.made, coordinator: objects.coordinator)
            })
        let controller = objects.made
        let context = UIViewControllerRepresentableContext<Representable>(
            coordinator: objects.coordinator, transaction: Transaction.current, environment: inputs.environment)
        representable.updateUIViewController(controller, context: context)
        if isNew {
            controller.viewWillAppear(false)
            inputs.graph.pendingActions.append { [weak controller] in controller?.viewDidAppear(false) }
        }
        return platformViewNodes(
            inputs, view: controller.view,
            sizing: { [weak controller] proposal in
                guard let controller else { return nil }
                return representable.sizeThatFits(proposal, uiViewController: controller, context: context)
            },
            didLayout: { [weak controller] in
                controller?.viewWillLayoutSubviews()
                controller?.viewDidLayoutSubviews()
            })
    }
}
