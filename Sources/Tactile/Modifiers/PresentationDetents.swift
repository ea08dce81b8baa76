import Foundation

/// A height a sheet rests at, SwiftUI's `PresentationDetent` (`View/presentationDetents(_:)`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(CustomDetentHeight)
    }
    let kind: Kind

    /// The full height of a sheet.
    public static let large = PresentationDetent(kind: .large)
    /// About half the height of the presenting view.
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the presenting view's height (clamped to 0…1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height.isFinite ? max(height, 0) : .infinity))
    }

    /// A detent whose height `type` works out from the sheet's context (``CustomPresentationDetent``).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetentHeight(type)))
    }

    /// The sheet's height at this detent in a presenting view `height` tall, never above the full
    /// sheet (`height` less the top inset); `nil` for a custom detent that is inactive there.
    func sheetHeight(in height: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGFloat? {
        let full = max(height - PresentationMetrics.sheetTopInset, 0)
        let value: CGFloat? =
            switch kind {
            case .large: full
            case .medium: height / 2
            case .fraction(let f): height * f
            case .height(let h): h
            case .custom(let custom):
                custom.height(Context(maxDetentValue: full, environment: environment)).map {
                    $0.isFinite ? max($0, 0) : full
                }
            }
        return value.map { min($0, full) }
    }
}

/// What a sheet's content asks of the sheet: its detents, drag indicator and corner radius.
struct PresentationOptions: Equatable {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat??
    var interactiveDismissDisabled: Bool?
    /// What is drawn behind the sheet's content in place of white (`presentationBackground`).
    var background: PresentationBackgroundLayer?
    /// How the sheet is sized when it has no detents (`presentationSizing`).
    var sizing: PresentationSizingBox?

    /// The height the sheet opens at in a presenting view `height` tall: its smallest active
    /// detent, or the full sheet.
    func sheetHeight(in height: CGFloat, environment: EnvironmentValues = EnvironmentValues()) -> CGFloat {
        let full = max(height - PresentationMetrics.sheetTopInset, 0)
        guard let detents, !detents.isEmpty else { return full }
        return detents.compactMap { $0.sheetHeight(in: height, environment: environment) }.min() ?? full
    }

    /// Whether the grabber is drawn: when asked, or (`automatic`) when the sheet has several detents.
    var showsDragIndicator: Bool {
        switch dragIndicator ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic: (detents?.count ?? 0) > 1
        }
    }
}

/// Collects the presentation options of a sheet's content; the outermost setting wins.
struct PresentationOptionsKey: PreferenceKey {
    static let defaultValue = PresentationOptions()
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        let next = nextValue()
        value.detents = value.detents ?? next.detents
        value.dragIndicator = value.dragIndicator ?? next.dragIndicator
        value.cornerRadius = value.cornerRadius ?? next.cornerRadius
        value.interactiveDismissDisabled = value.interactiveDismissDisabled ?? next.interactiveDismissDisabled
        value.background = value.background ?? next.background
        value.sizing = value.sizing ?? next.sizing
    }
}

extension View {
    /// The heights the sheet presenting this view rests at; it opens at the smallest, aligned to
    /// the bottom. *Approximation*: no drag moves it between detents.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.detents = detents }
    }

    /// The heights the sheet rests at, opening at `selection`'s detent.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    )
        -> some View
    {
        let current = selection.wrappedValue
        return transformPreference(PresentationOptionsKey.self) {
            $0.detents = detents.contains(current) ? [current] : detents
        }
    }

    /// Shows or hides the grabber at the top of the sheet (`automatic`: shown with several detents).
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.dragIndicator = visibility }
    }

    /// The corner radius of the sheet (`nil`: the platform's).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.cornerRadius = .some(cornerRadius) }
    }

    /// Keeps the sheet from being dismissed by a downward swipe: released, it springs back to its
    /// place. `@Environment(\.dismiss)` still dismisses it.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.interactiveDismissDisabled = isDisabled }
    }
}

/// The grabber's size and place (iOS: 36 × 5 pt, 5 pt from the top).
enum DragIndicatorMetrics {
    static let size = CGSize(width: 36, height: 5)
    static let top: CGFloat = 5
    static let color = Color(red: 0.75, green: 0.75, blue: 0.77)
}

/// A sheet's card: the content on white, as tall as the content's detents say (by default from
/// 40 pt below the top of the presenting view), at the bottom, with the grabber when asked.
struct SheetCard<Content: View>: View {
    let content: Content
    @State private var options = PresentationOptions()
    /// How far the card is dragged down from its place (``SheetSwipe``).
    @State private var dragOffset: CGFloat = 0
    @State private var geometry = SheetGeometry()
    @Environment(\.dismiss) private var dismiss
    /// The sheet's environment, for custom detents' contexts.
    @Environment(\.self) private var environment

    var body: some View {
        let radius =
            (options.cornerRadius ?? nil).map { $0.isFinite ? max($0, 0) : 0 } ?? PresentationMetrics.cornerRadius
        let card =
            content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { options.background?.view ?? AnyView(Color.white) }
            .overlay(alignment: .top) {
                if options.showsDragIndicator {
                    Capsule().fill(DragIndicatorMetrics.color)
                        .frame(width: DragIndicatorMetrics.size.width, height: DragIndicatorMetrics.size.height)
                        .padding(.top, DragIndicatorMetrics.top)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: radius))
        let swipe = SheetSwipe(
            offset: $dragOffset, geometry: geometry, isDisabled: options.interactiveDismissDisabled ?? false,
            dismiss: dismiss)
        return card.offset(y: dragOffset)
            .gesture(swipe.gesture)
            .modifier(SheetHeightContent(options: options, geometry: geometry, environment: environment))
            .onPreferenceChange(PresentationOptionsKey.self) { options = $0 }
    }
}

/// Places a sheet's card at the bottom of the space offered, at the height its options give.
struct SheetHeightContent: NodeContentModifier {
    let options: PresentationOptions
    /// Where the card's height is kept for its swipe.
    let geometry: SheetGeometry
    /// The sheet's environment, for custom detents' contexts.
    let environment: EnvironmentValues
    var kindName: String { "sheetHeight" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let width = proposal.width ?? node.children.first?.sizeThatFits(proposal, context).width ?? 0
        return CGSize(width: width, height: proposal.height ?? 0)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        var height = options.sheetHeight(in: size.height, environment: environment)
        if options.detents == nil, let sizing = options.sizing, let child = node.children.first {
            let root = PresentationSizingRoot { child.sizeThatFits($0, context) }
            let sizingContext = PresentationSizingContext(containerSize: CGSize(width: size.width, height: height))
            if let proposed = sizing.sizing.proposedSize(for: root, context: sizingContext).height, proposed.isFinite {
                height = min(max(proposed, 0), height)
            }
        }
        geometry.height = height
        for child in node.children {
            child.place(
                at: CGPoint(x: 0, y: size.height - height), size: CGSize(width: size.width, height: height), context)
        }
    }
}
