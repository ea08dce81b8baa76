import Foundation
import TactileViewCore

/// A SwiftUI view that hosts a UIKit view, as SwiftUI's `UIViewRepresentable`.
///
/// The life cycle is SwiftUI's: ``makeCoordinator()`` and ``makeUIView(context:)`` run once when
/// the view first appears, ``updateUIView(_:context:)`` on that build and every later one, and
/// ``dismantleUIView(_:coordinator:)`` after the view leaves the tree. The size comes from
/// ``sizeThatFits(_:uiView:context:)`` when it answers, else from the UIKit view's
/// `intrinsicContentSize` in each dimension that has one, else from what is proposed.
///
/// On Linux the UIKit view is not drawn, except for its `backgroundColor` (``UIView`` says what
/// a UIKit view does there), and touches go to SwiftUI gestures, not to it.
///
/// The one difference from SwiftUI's declaration: `Body` is a view Tactile supplies rather than
/// `Never`, because that is how the view graph reaches the hosted view from a module above its
/// core; conforming types do not name it.
@MainActor
public protocol UIViewRepresentable: View {
    /// The UIKit view this representable makes.
    associatedtype UIViewType: UIView
    /// What ``makeCoordinator()`` makes: an object that keeps the UIKit view's delegates.
    associatedtype Coordinator = Void
    /// The context the make and update methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with this representable's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up after the view left the tree. The default does nothing.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, once, before the UIKit view.
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`, or `nil` for the default sizing (see ``UIViewRepresentable``).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// `nil`: the default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The hosted UIKit view, as the view graph resolves it.
    public var body: some View { UIViewRepresentableHost(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewRepresentable``'s methods receive: its coordinator, the transaction of the
/// update, and the environment where it is.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its animation, if any).
    public var transaction: Transaction
    /// The environment where the representable is.
    public var environment: EnvironmentValues
}

/// Makes, updates and sizes a representable's UIKit view in the view graph.
struct UIViewRepresentableHost<Representable: UIViewRepresentable>: View, PrimitiveView {
    typealias Body = Never
    nonisolated(unsafe) let representable: Representable

    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let representable = self.representable
        let (objects, _) = representedObjects(
            inputs,
            make: {
                let coordinator = representable.makeCoordinator()
                let context = UIViewRepresentableContext<Representable>(
                    coordinator: coordinator, transaction: Transaction.current, environment: inputs.environment)
                return RepresentedObjects(made: representable.makeUIView(context: context), coordinator: coordinator)
            },
            onRemoval: { Representable.dismantleUIView($0.made, coordinator: $0.coordinator) })
        let context = UIViewRepresentableContext<Representable>(
            coordinator: objects.coordinator, transaction: Transaction.current, environment: inputs.environment)
        let view = objects.made
        representable.updateUIView(view, context: context)
        return platformViewNodes(inputs, view: view) { [weak view] proposal in
            guard let view else { return nil }
            return representable.sizeThatFits(proposal, uiView: view, context: context)
        }
    }
}
