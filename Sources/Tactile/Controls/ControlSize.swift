import Foundation

/// The size class of controls, SwiftUI's `ControlSize` (`View/controlSize(_:)`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// Extra large.
    case extraLarge
}

/// The shape of a bordered button, SwiftUI's `ButtonBorderShape` (`View/buttonBorderShape(_:)`);
/// a shape itself (`ButtonBorderShape.capsule.fill(.blue)`).
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind

    /// The platform's shape: a rounded rectangle.
    nonisolated public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    nonisolated public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    nonisolated public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the platform's radius.
    nonisolated public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius`.
    nonisolated public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// The shape inset by `amount` on every side.
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
        _InsetShape(base: self, amount: amount)
    }

    /// The outline of a bordered button's background in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .roundedRectangle(nil):
            return RoundedRectangle(cornerRadius: ControlConstants.borderedCornerRadius).path(in: rect)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0).path(in: rect)
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of bordered buttons in the environment's platform style: a rounded rectangle.
    nonisolated public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The background outline of a bordered button.
struct ButtonBorder: Shape {
    let shape: ButtonBorderShape
    func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size class of controls in this subtree (`.regular` by default). *Approximation*:
    /// Tactile's controls are drawn at their regular size whatever it says.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape bordered buttons in this subtree are drawn in.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// Whether controls in this subtree leave out their labels (`View/labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the size class of controls in this subtree (read from the environment; Tactile's
    /// controls keep their regular size).
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Draws the background of bordered buttons in this subtree in `shape`.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// Leaves out the labels of controls in this subtree (a `Toggle` shows only its switch, a
    /// `Picker` only its selection); the labels still name them for accessibility in SwiftUI.
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
