import Foundation
import Tactile
import TactileTesting
import Testing

/// `alert(isPresented:error:actions:)` and its message form: titled by the error, shown only with
/// an error, dismissed by an action.
@MainActor
@Suite("Alert error forms")
struct AlertErrorTests {
    private struct UploadError: LocalizedError {
        let file: String
        var errorDescription: String? { "Upload failed" }
        var recoverySuggestion: String? { "Try \(file) again later." }
    }

    private struct Screen: View {
        let error: UploadError?
        let withMessage: Bool
        @State private var shown = false
        var body: some View {
            let root = VStack {
                Button("Upload") { shown = true }
                Text("shown \(shown)")
            }
            if withMessage {
                root.alert(isPresented: $shown, error: error) { _ in
                    Button("OK") {}
                } message: { error in
                    Text(error.recoverySuggestion ?? "")
                }
            } else {
                root.alert(isPresented: $shown, error: error) { Button("OK") {} }
            }
        }
    }

    @Test("Titled with the error's description; an action dismisses it", arguments: [false, true])
    func shownWithAnError(withMessage: Bool) {
        let sim = TouchSimulator(Screen(error: UploadError(file: "photo.png"), withMessage: withMessage))
        #expect(!sim.texts().contains("Upload failed"))
        sim.tap(on: .text("Upload"))
        #expect(sim.texts().contains("Upload failed"))
        #expect(sim.texts().contains("Try photo.png again later.") == withMessage)
        sim.tap(on: .text("OK"))
        #expect(!sim.texts().contains("Upload failed"))
        #expect(sim.texts().contains("shown false"))
    }

    @Test("Not shown without an error, even while isPresented is true")
    func notShownWithoutAnError() {
        let sim = TouchSimulator(Screen(error: nil, withMessage: false))
        sim.tap(on: .text("Upload"))
        #expect(sim.texts().contains("shown true"))
        #expect(!sim.texts().contains("OK"))
    }
}
