import Foundation

/// How tables are drawn (`View/tableStyle(_:)`): the built-in styles or your own.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The view that draws the table.
    associatedtype Body: View
    /// Draws a table from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A table as a style sees it.
    typealias Configuration = TableStyleConfiguration
}

/// A table as a `TableStyle` sees it: its drawing, which a style places (it has no parts a style
/// can take apart, as in SwiftUI).
public struct TableStyleConfiguration {
    /// The table as Tactile draws it on a compact width (a list of its first column).
    let table: AnyView
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// The platform's table style: on a compact width, the list of the first column.
public struct AutomaticTableStyle: TableStyle {
    nonisolated init() {}

    /// The table as it is drawn on a compact width.
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// Rows inset from the table's edges. On a compact width iOS draws it as the automatic style
/// does, a list of the first column; so does Tactile.
public struct InsetTableStyle: TableStyle {
    /// The inset style.
    nonisolated public init() {}

    /// The inset style; `alternatesRowBackgrounds` is kept for wide layouts (a compact table
    /// draws list rows).
    nonisolated public init(alternatesRowBackgrounds: Bool) {}

    /// The table as it is drawn on a compact width.
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// The table style in effect in a subtree, type-erased.
@MainActor
struct AnyTableStyle {
    // Set by the nonisolated `tableStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any TableStyle

    nonisolated init<S: TableStyle>(_ style: S) { self.style = style }

    /// The style's body for a table drawn as `table`.
    func makeBody(table: AnyView) -> AnyView {
        AnyView(style.makeBody(configuration: TableStyleConfiguration(table: table)))
    }
}

private struct TableStyleKey: EnvironmentKey {
    static var defaultValue: AnyTableStyle? { nil }
}

private struct TableColumnHeadersKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The table style set by `tableStyle(_:)` (`nil`: the automatic style).
    var tableStyle: AnyTableStyle? {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }

    /// Whether tables show their column headers, set by `tableColumnHeaders(_:)`.
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Draws the tables in this subtree with `style`.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.tableStyle = AnyTableStyle(style) })
    }

    /// Shows or hides the column headers of the tables in this subtree.
    ///
    /// *Accepted*: a compact table, the only kind Tactile lays out, shows no column headers.
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWritingModifier { $0.tableColumnHeaders = visibility })
    }
}
