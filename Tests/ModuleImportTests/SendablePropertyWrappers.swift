import Foundation
import Tactile
import Testing

// Views whose stored properties are property wrappers, built where Swift 6 code builds them with
// SwiftUI: in global constants, in `nonisolated` functions, and bindings captured by `@Sendable`
// closures. A view is main-actor isolated, and Swift 6 isolates a stored property of it to the
// main actor unless the property's type is `Sendable`; an isolated property makes the view's
// initializer isolated too, and `let screens = [Counter()]` at global scope fails with "main
// actor-isolated default value in a nonisolated context". SwiftUI declares its wrappers
// `Sendable` (`extension State: Sendable where Value: Sendable`), so this file compiles only if
// Tactile's do too (it is compiled in Swift 6 language mode). Docs/Concurrency.md lists the
// conformances; scripts/check-coverage.sh fails when one is missing.
//
// Not here, because SwiftUI rejects them too: `@FocusState` (SwiftUI declares `FocusState`
// explicitly not `Sendable`, so a view holding one cannot be built at global scope there either)
// and a global array of `AnyView` (not `Sendable` in SwiftUI).

/// A counter with `@State`, whose button counts up.
struct GlobalCounter: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

/// A view with `@GestureState`, `@Environment`, `@AppStorage`, `@SceneStorage`, `@ScaledMetric`
/// and `@Namespace`, each with its default value.
struct GlobalWrappers: View {
    @GestureState private var isPressing = false
    @Environment(\.layoutDirection) private var direction
    @AppStorage("tactile.tests.sendable.launches") private var launches = 7
    @SceneStorage("tactile.tests.sendable.tab") private var tab = "home"
    @ScaledMetric private var spacing: Double = 8
    @Namespace private var cards
    @AccessibilityFocusState private var voiceOverFocus: Bool
    var body: some View {
        Text("pressing \(isPressing), \(direction == .leftToRight ? "ltr" : "rtl"), \(launches), \(tab)")
    }
}

/// A row that shows and toggles a `@Binding`.
struct GlobalSwitchRow: View {
    @Binding var isOn: Bool
    var body: some View {
        Button(isOn ? "on" : "off") { isOn.toggle() }
    }
}

/// A model for the object wrappers.
final class GlobalModel: ObservableObject {
    @Published var name = "model"
}

/// A view with `@StateObject`, and one with `@ObservedObject`.
struct GlobalOwner: View {
    @StateObject private var model = GlobalModel()
    var body: some View { GlobalObserver(model: model) }
}

/// Shows the name of the model it observes.
struct GlobalObserver: View {
    @ObservedObject var model: GlobalModel
    var body: some View { Text(model.name) }
}

/// Built at global scope, in a nonisolated context, as a list of screens often is.
let globalCounters = [GlobalCounter(), GlobalCounter()]
let globalWrappers = [GlobalWrappers()]
let globalSwitchRows = [GlobalSwitchRow(isOn: .constant(true))]
let globalOwners = [GlobalOwner()]

/// Builds views with wrapped properties outside the main actor.
nonisolated func makeWrappedScreens(count: Int) -> [GlobalCounter] {
    (0..<count).map { _ in GlobalCounter() }
}

/// Builds a row for a binding outside the main actor.
nonisolated func makeSwitchRow(_ isOn: Binding<Bool>) -> GlobalSwitchRow {
    GlobalSwitchRow(isOn: isOn)
}

/// A `@Sendable` closure that captures a binding and reads it when called.
func readLater(_ binding: Binding<Int>) -> @Sendable () -> Int {
    { binding.wrappedValue }
}

/// A model that animates a change now and another one later, as real code does. With the model
/// main-actor isolated this compiles in Swift 6; without `@MainActor` it fails with "sending 'self'
/// risks causing data races" here and with SwiftUI alike, because the work given to
/// `DispatchQueue.main` is `@Sendable` and `@MainActor` (Docs/Decisions.md#sendable-parity).
@MainActor final class PopupModel: ObservableObject {
    @Published var show = true
    @Published var popup = true

    func close() {
        withAnimation(.linear) {
            show = false
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.spring()) { self.popup = false }
            }
        }
    }
}

struct SendablePropertyWrapperTests {
    @MainActor @Test func aMainActorModelAnimatesNowAndSchedulesTheRest() {
        let model = PopupModel()
        model.close()
        #expect(!model.show)
        #expect(model.popup)
    }

    @MainActor @Test func globalViewsWithStateRender() {
        let host = ViewHost(VStack { ForEach(0..<2, id: \.self) { globalCounters[$0] } })
        #expect(host.texts() == ["count 0", "count 0"])
    }

    @MainActor @Test func globalViewsWithEveryWrapperRenderTheirDefaults() {
        let texts = ViewHost(globalWrappers[0]).texts()
        #expect(texts == ["pressing false, ltr, 7, home"])
        #expect(ViewHost(globalOwners[0]).texts() == ["model"])
        #expect(ViewHost(globalSwitchRows[0]).texts() == ["on"])
    }

    @Test func aNonisolatedFunctionBuildsViewsTheMainActorShows() async {
        let screens = makeWrappedScreens(count: 3)
        let texts = await MainActor.run { ViewHost(VStack { ForEach(0..<3, id: \.self) { screens[$0] } }).texts() }
        #expect(texts == ["count 0", "count 0", "count 0"])
    }

    @MainActor @Test func aRowBuiltOffTheMainActorWritesThroughItsBinding() async {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let row = await Task.detached { makeSwitchRow(binding) }.value
        #expect(ViewHost(row).texts() == ["off"])
        row.isOn.toggle()
        #expect(isOn)
        #expect(ViewHost(row).texts() == ["on"])
    }

    @MainActor @Test func aSendableClosureReadsTheBindingItCaptured() {
        var value = 3
        let read = readLater(Binding(get: { value }, set: { value = $0 }))
        #expect(read() == 3)
        value = 5
        #expect(read() == 5)
    }
}
