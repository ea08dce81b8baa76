import Foundation

extension TextInputAutocapitalization {
    /// The capitalisation of UIKit's older `type`: `.none` is `never`, `.allCharacters`
    /// `characters`, and words and sentences their namesakes.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
