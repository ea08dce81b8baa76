import Foundation

/// A spelling checker, UIKit's `UITextChecker`.
///
/// On Linux there is no system dictionary, so it finds no misspelling: every search answers
/// `NSRange(location: NSNotFound, length: 0)`, UIKit's "none found", and there are no guesses,
/// completions or languages. Words the app teaches it (`learnWord(_:)`) are remembered for the
/// process, for `hasLearnedWord(_:)`. Safe to use from any thread.
open class UITextChecker: NSObject, @unchecked Sendable {
    private static let learned = Locked<Set<String>>([])

    /// A checker.
    public override init() { super.init() }

    /// The languages it can check: none on Linux.
    public static var availableLanguages: [String] { [] }

    /// The range of the first misspelled word of `stringToCheck` in `range` from `startingOffset`:
    /// always `NSRange(location: NSNotFound, length: 0)` on Linux (see `UITextChecker`).
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Spellings to suggest for the word at `range`: none on Linux.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Words that complete the partial word at `range`: none on Linux.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Remembers `word` as spelled right.
    public static func learnWord(_ word: String) { _ = learned.withLock { $0.insert(word) } }

    /// Whether `word` was learned.
    public static func hasLearnedWord(_ word: String) -> Bool { learned.withLock { $0.contains(word) } }

    /// Forgets a learned `word`.
    public static func unlearnWord(_ word: String) { _ = learned.withLock { $0.remove(word) } }
}
