import Foundation
import Tactile
import Testing

// Views built outside the main actor, as Swift 6 code does with SwiftUI: SwiftUI declares its view
// modifiers and most view initialisers `nonisolated`, so free functions, static factories on
// plain types and actor methods may build views. This file is compiled in Swift 6 language mode;
// if a modifier or initialiser used here were main-actor isolated, the build would fail with
// "non-Sendable 'some View'-typed result can not be returned from main actor-isolated instance
// method … to nonisolated context". The checks host the views, on the main actor.

/// A badge, built by a free function.
func isolationBadge(_ text: String) -> some View {
    Text(text)
        .font(.caption)
        .padding(.horizontal, 8)
        .padding(4)
        .background(Capsule().fill(Color.red))
        .foregroundColor(.white)
        .frame(width: 120, height: 30, alignment: .center)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .shadow(radius: 3)
        .opacity(0.9)
        .offset(x: 1, y: 2)
        .scaleEffect(1.1)
        .rotationEffect(.degrees(10))
        .overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
        .onTapGesture { print("tapped") }
        .gesture(DragGesture().onChanged { _ in })
        .accessibilityLabel(text)
        .accessibilityIdentifier("badge")
        .animation(.easeInOut, value: text)
}

/// The modifiers and views of the API tail (search, split views, tabs, scroll settings), built by
/// a free function.
func isolationTail(query: Binding<String>, tab: Binding<Int>) -> some View {
    NavigationSplitView {
        Text("sidebar")
            .searchable(text: query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
            .toolbarTitleDisplayMode(.inline)
            .toolbarVisibility(.visible, for: .navigationBar)
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .onScrollPhaseChange { _, _ in }
            .transformEnvironment(\.font) { _ in }
            .popover(item: Binding<IsolationItem?>.constant(nil)) { Text("\($0.id)") }
            .alert(isPresented: .constant(false), error: IsolationError?.none) { Button("OK") {} }
    } detail: {
        TabView(selection: tab) {
            Tab("One", systemImage: "1.circle", value: 1) {
                ControlGroup { Button("tail") {} }.modifier(EmptyModifier())
            }
        }
    }
}

/// An item for `popover(item:)`.
struct IsolationItem: Identifiable { let id: Int }

/// An error for `alert(isPresented:error:actions:)`.
struct IsolationError: LocalizedError {}

/// Constants of a theme, as a plain enum holds them.
enum IsolationTheme {
    static let accent = Color.blue.opacity(0.5)
    static let title = Font.system(size: 20, weight: .bold)
    static let shape = RoundedRectangle(cornerRadius: 12)
    static let spring = Animation.spring(response: 0.3, dampingFraction: 0.7)
}

/// A static factory on a type that is not a view.
enum IsolationCards {
    static func card(title: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "star")
                Spacer()
                Text(title).font(IsolationTheme.title)
            }
            Button("Go") {}
            Button(action: {}) { Label("More", systemImage: "ellipsis") }
            Toggle("On", isOn: .constant(true))
            List { Text("row") }
            ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { Text("item \($0)") } } }
            NavigationStack { Text("root").navigationTitle("Title") }
            ZStack { Color.clear }.ignoresSafeArea()
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
            Divider()
            ProgressView()
            Slider(value: .constant(0.5))
            TextField("Name", text: .constant(""))
            Section("Part") { Text("in section") }
        }
        .padding()
        .background(IsolationTheme.shape.fill(IsolationTheme.accent))
        .sheet(isPresented: .constant(false)) { Text("sheet") }
        .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("bar") } }
        .buttonStyle(.borderedProminent)
        .toggleStyle(.switch)
        .environment(\.colorScheme, .dark)
    }
}

/// A modifier applied from a nonisolated helper.
struct IsolationBorder: ViewModifier {
    func body(content: Content) -> some View { content.border(Color.gray) }
}

func isolationBordered() -> some View { Text("bordered").modifier(IsolationBorder()) }

/// An actor that builds a view.
actor IsolationViewFactory {
    func make() -> some View { Text("from an actor").bold() }
}

struct NonisolatedViewBuildingTests {
    @MainActor
    @Test func viewsBuiltOutsideTheMainActorRender() {
        let host = ViewHost(
            VStack {
                isolationBadge("New"); IsolationCards.card(title: "Card"); isolationBordered()
            })
        let texts = host.texts()
        for expected in ["New", "Card", "Go", "More", "row", "item 0", "root", "in section", "bordered"] {
            #expect(texts.contains(expected), "missing \(expected) in \(texts)")
        }
    }

    @MainActor @Test func theTailsViewsBuiltOutsideTheMainActorRender() {
        let texts = ViewHost(isolationTail(query: .constant(""), tab: .constant(1))).texts()
        for expected in ["sidebar", "Find"] {
            #expect(texts.contains(expected), "missing \(expected) in \(texts)")
        }
    }

    @Test func anActorBuildsAViewTheMainActorShows() async {
        let factory = IsolationViewFactory()
        let view = await factory.make()
        let texts = await MainActor.run { ViewHost(view).texts() }
        #expect(texts == ["from an actor"])
    }
}
