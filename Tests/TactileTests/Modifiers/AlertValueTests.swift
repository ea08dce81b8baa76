import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The older value forms (`Alert`, `ActionSheet`) and the `presenting:` forms of `alert` and
/// `confirmationDialog`: drawn and dismissed as the builder forms are.
@MainActor
@Suite("AlertValues")
struct AlertValueTests {
    private struct Failure: Identifiable {
        let id: Int
    }

    enum Form: CaseIterable, Sendable {
        case twoButtons, dismissButton, defaultButton, item, actionSheet, actionSheetItem, presenting, dialogPresenting
    }

    private struct Host: View {
        let form: Form
        @State private var shown = false
        @State private var failure: Failure?
        @State private var choice = "none"
        var body: some View {
            let root = VStack {
                Button("Ask") {
                    shown = true
                    failure = Failure(id: 7)
                }
                Text("chose \(choice) shown \(shown) item \(failure?.id ?? 0)")
            }
            .frame(width: 300, height: 400)
            switch form {
            case .twoButtons:
                root.alert(isPresented: $shown) {
                    Alert(
                        title: Text("Delete?"), message: Text("Gone for good"),
                        primaryButton: .destructive(Text("Delete")) { choice = "delete" },
                        secondaryButton: .cancel { choice = "cancel" })
                }
            case .dismissButton:
                root.alert(isPresented: $shown) {
                    Alert(title: Text("Delete?"), dismissButton: .default(Text("Cancel")) { choice = "cancel" })
                }
            case .defaultButton:
                root.alert(isPresented: $shown) { Alert(title: Text("Delete?")) }
            case .item:
                root.alert(item: $failure) { failure in
                    Alert(title: Text("Delete?"), message: Text("code \(failure.id)"), dismissButton: .cancel())
                }
            case .actionSheet:
                root.actionSheet(isPresented: $shown) {
                    ActionSheet(
                        title: Text("Delete?"),
                        buttons: [.destructive(Text("Delete")) { choice = "delete" }, .cancel { choice = "cancel" }])
                }
            case .actionSheetItem:
                root.actionSheet(item: $failure) { failure in
                    ActionSheet(title: Text("Delete?"), message: Text("code \(failure.id)"))
                }
            case .presenting:
                root.alert("Delete?", isPresented: $shown, presenting: failure) { failure in
                    Button("Cancel \(failure.id)") { choice = "cancel" }
                } message: { failure in
                    Text("code \(failure.id)")
                }
            case .dialogPresenting:
                root.confirmationDialog("Delete?", isPresented: $shown, titleVisibility: .visible, presenting: failure)
                {
                    failure in
                    Button("Cancel \(failure.id)") { choice = "cancel" }
                }
            }
        }
    }

    private func tap(_ text: String, _ sim: TouchSimulator) {
        sim.tap(at: sim.displayList.texts(text).first?.center ?? CGPoint(x: -1, y: -1))
    }

    @Test("Shows the title and buttons; the cancel button runs its action and dismisses", arguments: Form.allCases)
    func cancel(form: Form) {
        let sim = TouchSimulator(Host(form: form), size: CGSize(width: 300, height: 400))
        #expect(sim.displayList.texts("Delete?").isEmpty)
        tap("Ask", sim)
        #expect(sim.displayList.texts("Delete?").count == 1)
        let cancel: String
        switch form {
        case .defaultButton: cancel = "OK"
        case .presenting, .dialogPresenting: cancel = "Cancel 7"
        default: cancel = "Cancel"
        }
        if form == .item || form == .actionSheetItem || form == .presenting {
            #expect(sim.displayList.texts("code 7").count == 1)
        }
        tap(cancel, sim)
        #expect(sim.displayList.texts("Delete?").isEmpty)
        let chose = [.item, .actionSheetItem, .defaultButton].contains(form) ? "none" : "cancel"
        let item = [.item, .actionSheetItem].contains(form) ? 0 : 7
        let shown = [.item, .actionSheetItem].contains(form)
        #expect(sim.displayList.texts("chose \(chose) shown \(shown) item \(item)").count == 1)
    }

    @Test("A destructive button runs its action", arguments: [Form.twoButtons, .actionSheet])
    func destructive(form: Form) {
        let sim = TouchSimulator(Host(form: form), size: CGSize(width: 300, height: 400))
        tap("Ask", sim)
        tap("Delete", sim)
        #expect(sim.displayList.texts("chose delete shown false item 7").count == 1)
    }

    @Test("A presenting form with nil data shows nothing")
    func presentingNil() {
        let sim = TouchSimulator(
            Text("root").frame(width: 300, height: 400)
                .alert("Delete?", isPresented: .constant(true), presenting: Failure?.none) { _ in Button("OK") {} },
            size: CGSize(width: 300, height: 400))
        #expect(sim.displayList.texts("Delete?").isEmpty)
        #expect(sim.displayList.texts("root").count == 1)
    }
}
