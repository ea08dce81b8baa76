// Added: not in any seed. The list of examples the playground (and the tests) open by id: each seed
// example, every version of it as its own entry, and the examples added beside the seeds
// (Docs/Decisions.md#examples-beyond-seeds).
import Tactile

/// One example: a seed's view, ready to host.
public struct Example: Identifiable, Sendable {
    /// A stable identifier, e.g. `draggable-circle`.
    public let id: String
    /// A short human title.
    public let title: String
    /// Which seed file and section the example comes from.
    public let source: String
    /// The window the example is meant to be shown in.
    public let windowSize: CGSize
    /// Builds a fresh instance of the example (fresh state), type-erased.
    public let makeView: @MainActor @Sendable () -> AnyView

    public init(
        id: String, title: String, source: String, windowSize: CGSize = ExampleCatalog.defaultWindowSize,
        makeView: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.windowSize = windowSize
        self.makeView = makeView
    }
}

/// Every example, in seed order.
public enum ExampleCatalog {
    /// The window of a scene that does not ask for another: the hosts' own default
    /// (`ViewHost.defaultSize`), so a scene, a test's simulator and a replay agree.
    public static let defaultWindowSize = ViewHost.defaultSize

    /// The examples, in seed order.
    public static let all: [Example] = [
        // Seed 000
        Example(
            id: "draggable-circle", title: "Long press, then drag the circle",
            source: "000 Apple, Composing SwiftUI Gestures — DraggableCircle"
        ) { AnyView(DraggableCircle()) },
        // Seed 002 (001 quotes CounterView v1)
        Example(
            id: "tap-shape", title: "Tap the circle",
            source: "002 Apple, Adding interactivity with gestures — ShapeTapView"
        ) { AnyView(ShapeTapView()) },
        Example(
            id: "long-press-counter", title: "Long press colours the circle",
            source: "002 Apple, Adding interactivity with gestures — CounterView v1 (updating); also quoted by 001"
        ) {
            AnyView(CounterView())
        },
        Example(
            id: "long-press-counter-v2", title: "Count long-press attempts",
            source: "002 Apple, Adding interactivity with gestures — CounterView v2 (onChanged)"
        ) { AnyView(CounterViewV2()) },
        Example(
            id: "long-press-counter-v3", title: "Stop counting after a long press",
            source: "002 Apple, Adding interactivity with gestures — CounterView v3 (onEnded, nil gesture)"
        ) {
            AnyView(CounterViewV3())
        },
        // Seed 003
        Example(
            id: "kuchi-learn", title: "Kuchi: learn words (tap, swipe, long press)",
            source: "003 Kuchi chapter SA0710 Жесты — LearnView, DeckView, final CardView"
        ) { AnyView(LearnView()) },
        Example(
            id: "kuchi-card-v1", title: "Kuchi card: tap to reveal",
            source: "003 Kuchi chapter SA0710 Жесты — Твой первый жест (CardView stage 1)"
        ) {
            AnyView(CardViewV1(FlashCard(card: sampleChallenge), cardColor: .constant(Color(rgba: 0xFF0000FF))))
        },
        Example(
            id: "kuchi-card-v2", title: "Kuchi card: drag to discard",
            source: "003 Kuchi chapter SA0710 Жесты — Пользовательские жесты (CardView stage 2)"
        ) {
            AnyView(CardViewV2(FlashCard(card: sampleChallenge), cardColor: .constant(Color(rgba: 0xFF0000FF))))
        },
        Example(
            id: "kuchi-card-v3", title: "Kuchi card: long press hides the tap",
            source: "003 Kuchi chapter SA0710 Жесты — Комбинирование жестов (CardView stage 3, .gesture(longPress))"
        ) {
            AnyView(CardViewV3(FlashCard(card: sampleChallenge), cardColor: .constant(Color(rgba: 0xFF0000FF))))
        },
        Example(
            id: "kuchi-card", title: "Kuchi card: tap, drag and long press together",
            source: "003 Kuchi chapter SA0710 Жесты — Комбинирование жестов, .simultaneousGesture fix (final CardView)"
        ) {
            AnyView(CardView(FlashCard(card: sampleChallenge), cardColor: .constant(Color(rgba: 0xFF0000FF))))
        },
        // Seed 004
        Example(
            id: "tap-counter", title: "Tap minus and plus",
            source: "004 Korean tutorials — Tap Gesture, .onTapGesture"
        ) { AnyView(TapGesture_Tutorials()) },
        Example(
            id: "tap-counter-v2", title: "Tap minus and plus (.gesture)",
            source: "004 Korean tutorials — Tap Gesture, .gesture"
        ) { AnyView(TapGesture_TutorialsV2()) },
        Example(
            id: "tap-counter-single-double", title: "Single tap, then double tap: +10 never happens",
            source: "004 Korean tutorials — Tap Gesture, several gestures (first order)"
        ) { AnyView(TapGesture_TutorialsV3()) },
        Example(
            id: "tap-counter-double-single", title: "Double tap first: both work",
            source: "004 Korean tutorials — Tap Gesture, several gestures (swapped order)"
        ) { AnyView(TapGesture_TutorialsV4()) },
        Example(
            id: "long-press-blur", title: "Long press blurs the logo",
            source: "004 Korean tutorials — LongPressGesture"
        ) { logo(LongPressGesture_Tutorials()) },
        Example(
            id: "drag-offset", title: "Drag the circle (two @State)",
            source: "004 Korean tutorials — DragGesture, @State version"
        ) { AnyView(DragGesture_Tutorials()) },
        Example(
            id: "drag-offset-state", title: "Drag the circle (@GestureState)",
            source: "004 Korean tutorials — DragGesture, @GestureState version"
        ) { AnyView(DragGesture_TutorialsV2()) },
        Example(
            id: "magnification", title: "Pinch to scale the logo",
            source: "004 Korean tutorials — Magnification Gesture"
        ) { logo(MagnificationGesture_Tutorials()) },
        Example(
            id: "rotation", title: "Rotate the logo",
            source: "004 Korean tutorials — Rotation Gesture"
        ) { logo(RotationGesture_Tutorials()) },
        Example(
            id: "sequence", title: "Long press, then drag",
            source: "004 Korean tutorials — Sequence Gesture"
        ) { AnyView(SequenceGesture_Tutorials()) },
        Example(
            id: "simultaneous", title: "Rotate and scale at once",
            source: "004 Korean tutorials — Simultaneous Gesture"
        ) { logo(SimultaneousGesture_Tutorials()) },
        Example(
            id: "exclusive", title: "Rotate or scale, as the menu says",
            source: "004 Korean tutorials — Exclusive Gesture"
        ) { logo(ExclusiveGesture_Tutorials()) },
        // Added
        Example(
            id: "drag-values", title: "Every DragGesture.Value field, live",
            source: "Added, in the spirit of 001 (DragGesture.Value study) and 004 (DragGesture)"
        ) {
            AnyView(DragValuesView())
        },
        // Added: component examples in the style of real SwiftUI code.
        Example(
            id: "zoomable-image", title: "Zoomable image: pinch, double-tap, pan",
            source: "Added: a component example"
        ) { logo(ZoomableImageDemo()) },
        Example(
            id: "swipe-to-reveal", title: "Swipe a row left to archive or delete",
            source: "Added: a component example"
        ) { AnyView(SwipeToRevealDemo()) },
        Example(
            id: "range-slider", title: "Two-thumb range slider",
            source: "Added: a component example"
        ) { AnyView(RangeSliderDemo()) },
        Example(
            id: "bottom-sheet", title: "Bottom sheet with snap points",
            source: "Added: a component example"
        ) { AnyView(BottomSheetDemo()) },
        Example(
            id: "card-stack", title: "Card stack: fling the top card away",
            source: "Added: a component example"
        ) { AnyView(CardStackDemo()) },
        Example(
            id: "carousel-list", title: "Carousels in a vertical list: each scrolls its own way",
            source: "Added: a scrolling scene"
        ) { AnyView(CarouselList()) },
        Example(
            id: "paging-photos", title: "Paging photos: flick one page at a time",
            source: "Added: a scrolling scene"
        ) { AnyView(PagingPhotos()) },
        Example(
            id: "zoomable-gallery", title: "Zoomable images in a scroll view",
            source: "Added: a scrolling scene"
        ) { logo(ZoomableGallery()) },
        Example(
            id: "snapping-shelves", title: "Shelves that rest on a card, or on a grid of their own",
            source: "Added: a scene of scroll target behaviours"
        ) { AnyView(SnappingShelves()) },
        Example(
            id: "stage", title: "The stage: symbols, pictures, scripts, effects",
            source: "Added: the stage showcase"
        ) { logo(StageShowcase()) },
        // Added: lists.
        Example(
            id: "swipe-list", title: "Mail list: swipe rows for actions, scroll, select",
            source: "Added: a List with swipe actions"
        ) { AnyView(SwipeListDemo()) },
    ]

    /// The example with identifier `id`.
    public static func example(id: String) -> Example? {
        all.first { $0.id == id }
    }

    /// The Kuchi card the single-card entries show.
    static let sampleChallenge = Challenge(question: "こんにちわ", pronunciation: "Konnichiwa", answer: "Hello")

    /// Registers the example assets (the logo, the photo) before building a view that draws them.
    @MainActor
    static func logo<V: View>(_ view: @autoclosure () -> V) -> AnyView {
        ExampleAssets.register()
        return AnyView(view())
    }
}
