import Foundation

/// How a ``ControlGroup`` draws its controls: SwiftUI's `ControlGroupStyle`, set with
/// `View/controlGroupStyle(_:)`.
@MainActor
public protocol ControlGroupStyle {
    /// The view that draws a group.
    associatedtype Body: View
    /// The group this style draws: its controls and its label.
    typealias Configuration = ControlGroupStyleConfiguration
    /// Draws the group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a ``ControlGroup`` a style draws: SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as one view (each control a view of its own in the stack around it).
    public struct Content: View {
        nonisolated(unsafe) let view: AnyView
        /// Primitive: the controls' views take its place.
        public typealias Body = Never
    }

    /// The group's label (a menu style shows it), as one view.
    public struct Label: View {
        nonisolated(unsafe) let view: AnyView
        /// Primitive: the label's views take its place.
        public typealias Body = Never
    }

    /// The group's controls.
    public let content: Content
    /// The group's label; empty for a group made without one.
    public let label: Label
}

extension ControlGroupStyleConfiguration.Content: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { inputs.graph.resolve(view, inputs) }
}

extension ControlGroupStyleConfiguration.Label: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { inputs.graph.resolve(view, inputs) }
}

/// Sizes and colours of a control group (iOS's bordered button row).
enum ControlGroupMetrics {
    /// Height of the group: a bordered button's.
    static let height: CGFloat = 34
    /// Corner radius of the group's plate.
    static let cornerRadius: CGFloat = 8
    /// The plate's fill: tertiarySystemFill, as a stepper's.
    static let fill = ControlConstants.stepperFillColor
    /// Space between the controls: the bar items' spacing, so adjacent labels stay apart.
    static let spacing: CGFloat = 16
    /// Inset of the controls from the plate's sides: a bordered button's.
    static let horizontalInset: CGFloat = 12
}

/// The controls side by side on one rounded grey plate (iOS's look for a group in a view's
/// content). *Approximation*: the controls keep their own widths (iOS shares the width equally)
/// and no divider is drawn between them.
struct ControlGroupRow: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        HStack(spacing: ControlGroupMetrics.spacing) { configuration.content }
            .padding(.horizontal, ControlGroupMetrics.horizontalInset)
            .frame(minHeight: ControlGroupMetrics.height)
            .background(RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius).fill(ControlGroupMetrics.fill))
    }
}

/// The platform's style: on iOS, in a view's content, the controls side by side on one plate.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    nonisolated public init() {}
    /// The controls side by side on one plate.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// Controls that move through a history (back and forward), side by side on one plate.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    nonisolated public init() {}
    /// The controls side by side on one plate.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupRow(configuration: configuration) }
}

/// A menu whose label is the group's label and whose items are its controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    nonisolated public init() {}
    /// A menu of the controls.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// A menu of the controls, shown compactly. *Approximation*: drawn as ``MenuControlGroupStyle``,
/// its items one under another (iOS lays a compact menu's items side by side at its top).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    nonisolated public init() {}
    /// A menu of the controls.
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// The controls in a row without a plate, as a palette in a menu shows them.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    nonisolated public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlGroupMetrics.spacing) { configuration.content }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Controls that move through a history.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu of the controls.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu of the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The controls in a row without a plate.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
    /// The style of control groups in this subtree (`controlGroupStyle(_:)`).
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the control groups in this view.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(EnvironmentWritingModifier { $0.controlGroupStyle = style })
    }
}
