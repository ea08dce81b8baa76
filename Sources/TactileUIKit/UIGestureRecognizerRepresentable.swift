import Foundation
import TactileViewCore

/// A UIKit gesture recognizer used as a SwiftUI gesture, SwiftUI's `UIGestureRecognizerRepresentable`
/// (iOS 18): attach one with `.gesture(_:)`.
///
/// On Linux, as in SwiftUI, the coordinator is made first, then the recognizer, once per view;
/// `updateUIGestureRecognizer(_:context:)` runs on each later build. Tactile's gesture engine
/// recognizes the touches with the SwiftUI gesture matching the recognizer
/// (`UIPanGestureRecognizer`: a drag, `UITapGestureRecognizer`: a spatial tap,
/// `UILongPressGestureRecognizer`: a long press), moves the recognizer through UIKit's states and
/// calls `handleUIGestureRecognizerAction(_:context:)` at each change, so it runs under
/// `TouchSimulator` too. A recognizer class of your own (a direct `UIGestureRecognizer` subclass)
/// never recognizes: Tactile cannot feed UIKit touches to it.
@preconcurrency @MainActor
public protocol UIGestureRecognizerRepresentable {
    /// The recognizer's class.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// The object that carries state between the calls (none by default).
    associatedtype Coordinator = Void
    /// What the calls are given.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recognizer's locations between coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the coordinator, once, before the recognizer.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    /// Makes the recognizer, once.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Brings the recognizer up to date after a build; nothing by default.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Runs when the recognizer's state changes; nothing by default.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
    /// Nothing.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Nothing.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a `UIGestureRecognizerRepresentable`'s calls are given, SwiftUI's
/// `UIGestureRecognizerRepresentableContext`.
@preconcurrency @MainActor
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// Converts the recognizer's locations between coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// The recognizer's location, translation and velocity in a coordinate space, SwiftUI's
/// `UIGestureRecognizerRepresentableCoordinateSpaceConverter`: `.local` is the space of the view
/// the gesture is attached to, `.global` the window's. A named space is answered in the window's
/// space on Linux (the converter cannot reach the view tree's names).
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    let geometry: RecognizerGeometry

    /// The offset of `coordinateSpace`'s origin from the window's.
    private func origin(_ coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        coordinateSpace.coordinateSpace.isLocal ? geometry.viewFrame.origin : .zero
    }

    /// The recognizer's location in the attached view's space.
    public var localLocation: CGPoint { location(in: .local) }
    /// The recognizer's velocity (points per second) in the attached view's space; `nil` unless it
    /// is a pan.
    public var localVelocity: CGPoint? { velocity(in: .local) }
    /// The recognizer's translation in the attached view's space; `nil` unless it is a pan.
    public var localTranslation: CGPoint? { translation(in: .local) }

    /// `globalPoint`, a point in the window's space, in `coordinateSpace`.
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
        let origin = origin(coordinateSpace)
        return CGPoint(x: globalPoint.x - origin.x, y: globalPoint.y - origin.y)
    }

    /// The recognizer's location in `coordinateSpace`.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        convert(globalPoint: geometry.windowLocation, to: coordinateSpace)
    }

    /// The recognizer's velocity in `coordinateSpace` (the same in every space, as spaces do not
    /// scale on Linux); `nil` unless it is a pan.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { geometry.velocity }

    /// The recognizer's translation in `coordinateSpace` (the same in every space); `nil` unless
    /// it is a pan.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { geometry.translation }
}

/// The values a converter reads: the recognizer's last ones and the attached view's frame.
final class RecognizerGeometry {
    /// The attached view's frame in the window.
    var viewFrame: CGRect = .zero
    /// The recognizer's location in the window.
    var windowLocation: CGPoint = .zero
    /// A pan's translation.
    var translation: CGPoint?
    /// A pan's velocity.
    var velocity: CGPoint?
}

extension View {
    /// Recognizes `representable`'s UIKit gesture recognizer on this view (see
    /// `UIGestureRecognizerRepresentable` for what runs on Linux).
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        UIGestureRecognizerRepresentableHost(content: self, representable: representable)
    }
}

/// The view that keeps a representable's recognizer and drives it.
struct UIGestureRecognizerRepresentableHost<Content: View, Representable: UIGestureRecognizerRepresentable>: View {
    // Set once where `gesture(_:)` is called and only read in `body`, on the main actor.
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let representable: Representable
    @State private var driver = RepresentableRecognizerDriver<Representable>()

    /// Made where `gesture(_:)` is called, which may be off the main actor.
    nonisolated init(content: Content, representable: Representable) {
        self.content = content
        self.representable = representable
    }

    var body: some View {
        let gesture = driver.update(representable)
        let geometry = driver.geometry
        content
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { geometry.viewFrame = $0 }
            .gesture(gesture ?? AnyGesture(TapGesture()), isEnabled: gesture != nil)
    }
}

/// Makes a representable's coordinator and recognizer once, updates it on each build, and runs its
/// action when the recognizer's state changes.
@MainActor
final class RepresentableRecognizerDriver<Representable: UIGestureRecognizerRepresentable>: RecognizerDriving {
    private var representable: Representable?
    private var recognizer: Representable.UIGestureRecognizerType?
    private var context: Representable.Context?
    /// What the converters read.
    let geometry = RecognizerGeometry()

    /// Made where the host view is built, which may be off the main actor; it only sets defaults.
    nonisolated init() {}

    /// Makes (the first time) or updates the recognizer for `representable`, and answers the
    /// gesture that drives it (`nil` when Tactile cannot drive its class).
    func update(_ representable: Representable) -> AnyGesture<Void>? {
        self.representable = representable
        let recognizer: Representable.UIGestureRecognizerType
        if let made = self.recognizer, let context {
            recognizer = made
            representable.updateUIGestureRecognizer(recognizer, context: context)
        } else {
            let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(geometry: geometry)
            let coordinator = representable.makeCoordinator(converter: converter)
            let context = Representable.Context(coordinator: coordinator, converter: converter)
            recognizer = representable.makeUIGestureRecognizer(context: context)
            self.recognizer = recognizer
            self.context = context
        }
        return recognizer.makeDriverGesture(self)
    }

    func mayBegin() -> Bool {
        guard let recognizer else { return false }
        return recognizer.isEnabled && recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    func stateChanged() {
        guard let representable, let recognizer, let context else { return }
        geometry.windowLocation = recognizer.windowLocation
        geometry.translation = recognizer.reportedTranslation
        geometry.velocity = recognizer.reportedVelocity
        representable.handleUIGestureRecognizerAction(recognizer, context: context)
    }
}
