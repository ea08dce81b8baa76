// Added: seed 003 (the Kuchi chapter, SA0710 "Жесты") uses `Challenge` and
// `ChallengesViewModel.challenges` from the book's earlier chapters without showing them. These are
// stand-ins with the fields the chapter uses (`Challenge(question:pronunciation:answer:)`, from
// CardView's preview) and a small word deck.
import Tactile

// Added: the chapter's word type (not shown in the seed).
struct Challenge {
    var question: String
    var pronunciation: String
    var answer: String
}

// Added: the source of the learning deck (not shown in the seed); a small deck of Japanese words.
enum ChallengesViewModel {
    static let challenges = [
        Challenge(question: "ありがとう", pronunciation: "Arigatou", answer: "Thank you"),
        Challenge(question: "さようなら", pronunciation: "Sayounara", answer: "Goodbye"),
        Challenge(question: "おはよう", pronunciation: "Ohayou", answer: "Good morning"),
        Challenge(question: "こんにちわ", pronunciation: "Konnichiwa", answer: "Hello"),
    ]
}
