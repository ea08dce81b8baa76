import Foundation

/// Sizes of a `ColorPicker` (iOS's well, approximately).
enum ColorPickerMetrics {
    /// The well: a circle of the selected colour at the row's trailing edge.
    static let wellDiameter: CGFloat = 28
    /// A swatch of the palette: a 44 pt square target holding a 30 pt circle.
    static let swatchTarget: CGFloat = 44
    static let swatchDiameter: CGFloat = 30
    /// Swatches per row of the palette.
    static let swatchesPerRow = 6
    /// The ring drawn round the selected swatch.
    static let selectedRingWidth: CGFloat = 3
}

/// A control for choosing a colour: SwiftUI's `ColorPicker`.
///
/// Drawn as a row: the label, then a well of the selected colour. A tap on the well opens a
/// palette of the system colours below the row (the selected one ringed); a tap on a swatch
/// selects its colour, a second tap on the well closes the palette. *Decision*: iOS presents a
/// sheet with a grid, a spectrum and sliders; Tactile shows the palette inline
/// (Docs/Decisions.md). `supportsOpacity` is kept: the palette's colours are opaque.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    nonisolated(unsafe) let label: Label
    @State private var isOpen = false

    /// A colour picker of `selection` with a label of your own.
    nonisolated public init(
        selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The row, and the palette while it is open.
    public var body: some View {
        let selection = self.selection, open = $isOpen
        VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
            HStack {
                label
                Spacer(minLength: DatePickerMetrics.spacing)
                Button {
                    open.wrappedValue.toggle()
                } label: {
                    Circle().fill(selection.wrappedValue)
                        .frame(width: ColorPickerMetrics.wellDiameter, height: ColorPickerMetrics.wellDiameter)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Color")
            }
            if open.wrappedValue {
                ColorPickerPalette(selection: selection)
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker of `selection` titled `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker of `selection` titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The palette a colour picker opens: the system colours, named for accessibility, in rows.
struct ColorPickerPalette: View {
    let selection: Binding<Color>

    /// The colours offered, with the names a screen reader (and a test) finds them by.
    static let colors: [(name: String, color: Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint),
        ("Teal", .teal), ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple),
        ("Pink", .pink), ("Brown", .brown), ("Gray", .gray), ("Black", .black), ("White", .white),
    ]

    var body: some View {
        let rows = stride(from: 0, to: Self.colors.count, by: ColorPickerMetrics.swatchesPerRow).map {
            Array(Self.colors[$0..<min($0 + ColorPickerMetrics.swatchesPerRow, Self.colors.count)])
        }
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(rows[row], id: \.name) { swatch in
                        Button {
                            selection.wrappedValue = swatch.color
                        } label: {
                            Circle().fill(swatch.color)
                                .frame(
                                    width: ColorPickerMetrics.swatchDiameter, height: ColorPickerMetrics.swatchDiameter
                                )
                                .overlay(
                                    Circle().stroke(
                                        selection.wrappedValue == swatch.color ? Color.accentColor : Color.clear,
                                        lineWidth: ColorPickerMetrics.selectedRingWidth)
                                )
                                .frame(width: ColorPickerMetrics.swatchTarget, height: ColorPickerMetrics.swatchTarget)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(swatch.name)
                    }
                }
            }
        }
    }
}
