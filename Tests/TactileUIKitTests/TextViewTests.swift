// UITextView and UITextChecker as UIViewRepresentable wrappers use them: through `import Tactile`.
import Foundation
import Tactile
import Testing

private final class Recorder: NSObject, UITextViewDelegate {
    var changes: [String] = []
    var refuse = false

    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !refuse
    }
}

@MainActor
@Suite("UITextView and UITextChecker")
struct TextViewTests {
    @Test("typing edits at the selection and tells the delegate; setting text in code does not")
    func typing() {
        let view = UITextView()
        let recorder = Recorder()
        view.delegate = recorder
        view.text = "Hello"
        #expect(recorder.changes.isEmpty)
        #expect(view.selectedRange == NSRange(location: 5, length: 0))
        view.insertText("!")
        view.selectedRange = NSRange(location: 0, length: 5)
        view.insertText("Bye")
        view.deleteBackward()
        #expect(recorder.changes == ["Hello!", "Bye!", "By!"])
        recorder.refuse = true
        view.insertText("x")
        #expect(view.text == "By!")
        view.isEditable = false
        recorder.refuse = false
        view.insertText("x")
        #expect(view.text == "By!")
        view.selectedRange = NSRange(location: 40, length: 3)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("the text checker finds no misspelling on Linux, as documented")
    func checker() {
        let checker = UITextChecker()
        let text = "Thsi is wrnog"
        let range = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: (text as NSString).length), startingAt: 0, wrap: false,
            language: "en")
        #expect(range.location == NSNotFound)
        #expect(UITextChecker.availableLanguages.isEmpty)
        UITextChecker.learnWord("Tactile")
        #expect(UITextChecker.hasLearnedWord("Tactile"))
    }
}
