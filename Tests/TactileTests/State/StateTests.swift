import Foundation
import Observation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A model the tests drive from outside the view tree.
final class Driver: ObservableObject {
    @Published var show = true
    @Published var items = [1, 2, 3]
    @Published var label = "a"
}

struct TapCounter: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name):\(count)") { count += 1 }.accessibilityIdentifier(name)
    }
}

@MainActor
@Suite("Structural identity and state")
struct IdentityTests {
    struct Parent: View {
        @ObservedObject var driver: Driver
        var body: some View {
            VStack {
                Text(driver.label)
                if driver.show { TapCounter(name: "child") }
            }
        }
    }

    @Test("State survives re-evaluation of the parent's body")
    func stateSurvives() {
        let driver = Driver()
        let h = host(Parent(driver: driver))
        #expect(h.tap("child"))
        #expect(h.tap("child"))
        #expect(h.texts() == ["a", "child:2"])
        driver.label = "b"
        #expect(h.needsUpdate)
        h.update()
        #expect(h.texts() == ["b", "child:2"])
    }

    @Test("A view that leaves the tree loses its state, and the commit reports it")
    func removedLosesState() {
        let driver = Driver()
        let h = host(Parent(driver: driver))
        h.tap("child")
        #expect(h.texts() == ["a", "child:1"])
        let childIdentities = h.liveIdentities
        driver.show = false
        let result = h.commit()
        #expect(!result.removedIdentities.isEmpty)
        #expect(result.removedIdentities.isSubset(of: childIdentities))
        #expect(h.removedIdentities == result.removedIdentities)
        #expect(h.texts() == ["a"])
        driver.show = true
        h.update()
        #expect(h.texts() == ["a", "child:0"])
    }

    struct List: View {
        @ObservedObject var driver: Driver
        var body: some View {
            VStack {
                ForEach(driver.items, id: \.self) { item in TapCounter(name: "item\(item)") }
            }
        }
    }

    @Test("ForEach keys state by element id: reordering keeps it, removal drops it")
    func forEachIdentity() {
        let driver = Driver()
        let h = host(List(driver: driver))
        h.tap("item2"); h.tap("item2"); h.tap("item3")
        #expect(h.texts() == ["item1:0", "item2:2", "item3:1"])
        driver.items = [3, 2, 1]
        h.update()
        #expect(h.texts() == ["item3:1", "item2:2", "item1:0"])
        driver.items = [3, 1]
        let removed = h.commit().removedIdentities
        #expect(removed.contains { $0.description.contains("#2") })
        #expect(!removed.contains { $0.description.contains("#3") })
        driver.items = [3, 1, 2]
        h.update()
        #expect(h.texts() == ["item3:1", "item1:0", "item2:0"])
    }

    struct Branches: View {
        @State var flag = true
        var body: some View {
            VStack {
                if flag { TapCounter(name: "x") } else { TapCounter(name: "x") }
                Button("flip") { flag.toggle() }.accessibilityIdentifier("flip")
            }
        }
    }

    @Test("The two branches of an if/else have different identities")
    func branchesDiffer() {
        let h = host(Branches())
        h.tap("x")
        #expect(h.texts().first == "x:1")
        h.tap("flip")
        #expect(h.texts().first == "x:0")
    }

    @Test("Only invalidated bodies run again")
    func onlyDirtyBodiesRun() {
        final class Counts { var parent = 0, child = 0 }
        let counts = Counts()
        struct Child: View {
            let counts: Counts
            @State var n = 0
            var body: some View {
                let _ = { counts.child += 1 }()
                Button("n\(n)") { n += 1 }.accessibilityIdentifier("child")
            }
        }
        struct Parent: View {
            let counts: Counts
            var body: some View {
                let _ = { counts.parent += 1 }()
                VStack { Child(counts: counts) }
            }
        }
        let h = host(Parent(counts: counts))
        #expect((counts.parent, counts.child) == (1, 1))
        h.tap("child")
        #expect((counts.parent, counts.child) == (1, 2))
        #expect(h.texts() == ["n1"])
    }
}

@MainActor
@Suite("State wrappers")
struct StateWrapperTests {
    struct BindingChild: View {
        @Binding var value: Int
        var body: some View { Button("inc") { value += 1 }.accessibilityIdentifier("inc") }
    }

    struct BindingParent: View {
        @State var value = 0
        var body: some View {
            VStack {
                Text("value \(value)")
                BindingChild(value: $value)
            }
        }
    }

    @Test("A @Binding writes through to the parent's @State")
    func binding() {
        let h = host(BindingParent())
        h.tap("inc")
        #expect(h.texts() == ["value 1", "inc"])
    }

    @Test("State writes mark the host dirty; update() re-renders once")
    func stateMarksDirty() {
        let h = host(BindingParent())
        #expect(!h.needsUpdate)
        final class Count: @unchecked Sendable { let lock = NSLock(); var value = 0 }
        let notified = Count()
        h.onNeedsUpdate = { notified.lock.withLock { notified.value += 1 } }
        h.buttonAction(at: CGPoint(x: h.rect("inc").midX, y: h.rect("inc").midY))?()
        h.buttonAction(at: CGPoint(x: h.rect("inc").midX, y: h.rect("inc").midY))?()
        #expect(h.needsUpdate)
        #expect(notified.value == 1)
        #expect(h.update())
        #expect(!h.update())
        #expect(h.texts().first == "value 2")
    }

    @Test("Binding(get:set:), .constant and dynamic member bindings")
    func bindingForms() {
        struct Point { var x = 1 }
        var stored = Point()
        let b = Binding(get: { stored }, set: { stored = $0 })
        b.x.wrappedValue = 5
        #expect(stored.x == 5)
        let c = Binding.constant(3)
        c.wrappedValue = 4
        #expect(c.wrappedValue == 3)
    }

    final class Store: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var score = 0
        init() { Store.made += 1 }
    }

    struct OwnsStore: View {
        @StateObject var store = Store()
        @ObservedObject var driver: Driver
        var body: some View {
            VStack {
                Text("\(driver.label) \(store.score)")
                Button("score") { store.score += 1 }.accessibilityIdentifier("score")
            }
        }
    }

    @Test("@StateObject is created once per identity and invalidates on publish; @ObservedObject too")
    func observableObjects() {
        Store.made = 0
        let driver = Driver()
        let h = host(OwnsStore(driver: driver))
        h.tap("score")
        #expect(h.texts().first == "a 1")
        driver.label = "b"
        h.update()
        #expect(h.texts().first == "b 1")
        #expect(Store.made == 1)
    }

    struct ReadsEnvironmentObject: View {
        @EnvironmentObject var driver: Driver
        var body: some View { Text(driver.label) }
    }

    @Test("@EnvironmentObject reads an ancestor's object and follows its changes")
    func environmentObject() {
        let driver = Driver()
        let h = host(VStack { ReadsEnvironmentObject() }.environmentObject(driver))
        #expect(h.texts() == ["a"])
        driver.label = "z"
        h.update()
        #expect(h.texts() == ["z"])
    }

    @Observable final class Model {
        var title = "one"
        var unread = 0
    }

    struct ObservingView: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    @Test("@Observable properties read by a body invalidate it; others do not")
    func observation() {
        let model = Model()
        let h = host(ObservingView(model: model))
        model.unread = 3
        #expect(!h.needsUpdate)
        model.title = "two"
        #expect(h.needsUpdate)
        h.update()
        #expect(h.texts() == ["two"])
        model.title = "three"
        h.update()
        #expect(h.texts() == ["three"])
    }

    struct Settings: View {
        @AppStorage("enabled") var enabled: Bool = true
        var body: some View { Button(enabled ? "on" : "off") { enabled.toggle() }.accessibilityIdentifier("toggle") }
    }

    struct Reader: View {
        @AppStorage("enabled") var enabled: Bool = true
        var body: some View { Text(enabled ? "reader on" : "reader off") }
    }

    @Test("@AppStorage writes the injected store and updates every view reading the key")
    func appStorage() {
        let defaults = UserDefaults(suiteName: "tactile-tests-\(UUID())")!
        let h = host(
            VStack {
                Settings(); Reader()
            }, defaults: defaults)
        #expect(h.texts() == ["on", "reader on"])
        h.tap("toggle")
        #expect(defaults.object(forKey: "enabled") as? Bool == false)
        #expect(h.texts() == ["off", "reader off"])
    }

    @Test("@AppStorage reads existing values and supports Int, Double, String")
    func appStorageTypes() {
        struct V: View {
            @AppStorage("i") var i: Int = 1
            @AppStorage("d") var d: Double = 1.5
            @AppStorage("s") var s: String = "x"
            var body: some View { Text("\(i) \(s) \(d)") }
        }
        let defaults = UserDefaults(suiteName: "tactile-tests-\(UUID())")!
        defaults.set(7, forKey: "i")
        defaults.set("y", forKey: "s")
        let h = host(V(), defaults: defaults)
        #expect(h.texts() == ["7 y 1.500000"])
    }

    struct ShowsEnabled: View {
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    @Test("@Environment reads values set by modifiers such as disabled(_:)")
    func environment() {
        let h = host(
            VStack {
                ShowsEnabled(); ShowsEnabled().disabled(true)
            })
        #expect(h.texts() == ["enabled", "disabled"])
    }

    struct Lifecycle: View {
        @State var appeared = 0
        @State var changes: [Int] = []
        @State var value = 0
        var body: some View {
            VStack {
                Text("appeared \(appeared) changes \(changes.count)")
                Button("bump") { value += 1 }.accessibilityIdentifier("bump")
            }
            .onAppear { appeared += 1 }
            .onChange(of: value) { _, new in changes.append(new) }
        }
    }

    @Test("onAppear runs once; onChange runs when the value changes")
    func lifecycle() {
        let h = host(Lifecycle())
        #expect(h.texts().first == "appeared 1 changes 0")
        h.tap("bump")
        #expect(h.texts().first == "appeared 1 changes 1")
    }
}
