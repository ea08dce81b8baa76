// UITextField and its delegate as UIViewRepresentable wrappers use them: through `import Tactile`.
import Foundation
import Tactile
import TactileTesting
import Testing

/// A delegate that records what it is asked and told, and limits the text to `limit` characters.
private final class FieldRecorder: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var limit = 5
    var allowsEnd = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= limit
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("selection \(textField.text ?? "")") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("return")
        textField.resignFirstResponder()
        return true
    }
}

/// A delegate that implements only the end-of-editing form with a reason.
private final class ReasonRecorder: NSObject, UITextFieldDelegate {
    var reasons: [UITextField.DidEndEditingReason] = []
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        reasons.append(reason)
    }
}

/// The names of the notifications an observer received (posted on the main thread, in order).
private final class PostedNames: @unchecked Sendable {
    private(set) var names: [Notification.Name] = []
    func append(_ name: Notification.Name) { names.append(name) }
}

/// Where a representable below puts the field it made, for the test to type into.
@MainActor
private final class FieldBox {
    var field: UITextField?
}

/// The usual SwiftUI wrapper: a UITextField whose coordinator writes its text into a binding.
private struct FocusedField: UIViewRepresentable {
    @Binding var text: String
    let box: FieldBox

    final class Coordinator: NSObject, UITextFieldDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }

        func textFieldDidChangeSelection(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .words
        field.delegate = context.coordinator
        box.field = field
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
}

private struct NameForm: View {
    let box: FieldBox
    @State private var name = ""

    var body: some View {
        VStack {
            FocusedField(text: $name, box: box)
            Text("Hello, \(name)")
        }
    }
}

@MainActor
@Suite("UITextField", .serialized)
struct TextFieldTests {
    @Test("editing asks and tells the delegate in UIKit's order; setting text in code tells no one")
    func delegateOrder() {
        let field = UITextField()
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.text = "Hi"
        #expect(recorder.calls.isEmpty)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        field.insertText("!")
        field.deleteBackward()
        field.insertText("\n")
        #expect(
            recorder.calls == [
                "shouldBegin", "didBegin", "selection Hi!", "selection Hi", "return", "shouldEnd", "didEnd",
            ])
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(field.text == "Hi")
    }

    @Test("the delegate can refuse an edit (a length limit) and the end of editing")
    func refusals() {
        let field = UITextField()
        let recorder = FieldRecorder()
        field.delegate = recorder
        field.insertText("Swift")
        field.insertText("y")
        #expect(field.text == "Swift")
        field.becomeFirstResponder()
        recorder.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        // A window's endEditing(true) forces it, as SwiftUI code does to hide the keyboard.
        #expect(UIApplication.shared.windows.first?.endEditing(true) == true)
        #expect(!field.isFirstResponder)
        field.isEnabled = false
        field.insertText("x")
        #expect(field.text == "Swift")
        #expect(!field.becomeFirstResponder())
    }

    @Test("one first responder at a time: a second field takes it from the first")
    func oneFirstResponder() {
        let first = UITextField(), second = UITextField()
        let reasons = ReasonRecorder()
        first.delegate = reasons
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(reasons.reasons == [.committed])
        second.resignFirstResponder()
        #expect(!UIView().becomeFirstResponder())
    }

    @Test("edits send the editing events to actions and post the text notifications")
    func eventsAndNotifications() {
        let field = UITextField()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(
            UIAction { action in events.append("changed \((action.sender as? UITextField)?.text ?? "")") },
            for: .editingChanged)
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        let posted = PostedNames()
        let observers = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification,
        ].map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { posted.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        field.becomeFirstResponder()
        field.insertText("a")
        field.insertText("\n")
        field.resignFirstResponder()
        #expect(events == ["began", "changed a", "exit", "ended"])
        #expect(
            posted.names == [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ])
    }

    @Test("a field keeps its look and text-input traits; clearsOnBeginEditing empties it")
    func settings() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default)
        field.attributedPlaceholder = NSAttributedString(string: "Email")
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        field.isSecureTextEntry = true
        field.clearsOnBeginEditing = true
        field.text = "old"
        #expect(field.placeholder == "Email")
        #expect(field.textContentType == .emailAddress && field.returnKeyType == .next)
        field.text = nil
        #expect(field.text == "")
        field.text = "old"
        field.becomeFirstResponder()
        #expect(field.text == "")
        field.resignFirstResponder()
        let traits: any UITextInputTraits = UITextView()
        traits.keyboardType = .numberPad
        #expect((traits as? UITextView)?.keyboardType == .numberPad)
    }

    @Test("a representable field's coordinator writes typing into SwiftUI state")
    func representable() throws {
        let box = FieldBox()
        let simulator = TouchSimulator(NameForm(box: box))
        let field = try #require(box.field)
        #expect(field.placeholder == "Name" && field.autocapitalizationType == .words)
        field.insertText("Ada")
        #expect(simulator.texts() == ["Hello, Ada"])
        #expect(field.text == "Ada")
    }

    @Test("a view ends editing only in its own subtree; a text view begins and ends editing")
    func endEditingInSubtree() {
        let form = UIView(), other = UIView()
        let view = UITextView()
        form.addSubview(view)
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        #expect(other.endEditing(false) && view.isFirstResponder)
        #expect(form.endEditing(false) && !view.isFirstResponder)
        view.isEditable = false
        #expect(!view.becomeFirstResponder())
    }
}
