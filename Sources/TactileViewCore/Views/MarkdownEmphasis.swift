import Foundation

/// Whether a delimiter run is left- or right-flanking, by CommonMark's rules: the start and end
/// of the text count as whitespace.
struct MarkdownFlanking {
    let isLeft: Bool
    let isRight: Bool
    let precededByPunctuation: Bool
    let followedByPunctuation: Bool

    init(before: Character?, after: Character?) {
        let beforeSpace = before.map { $0.isWhitespace } ?? true
        let afterSpace = after.map { $0.isWhitespace } ?? true
        precededByPunctuation = before?.isMarkdownPunctuation ?? false
        followedByPunctuation = after?.isMarkdownPunctuation ?? false
        isLeft = !afterSpace && (!followedByPunctuation || beforeSpace || precededByPunctuation)
        isRight = !beforeSpace && (!precededByPunctuation || afterSpace || followedByPunctuation)
    }
}

extension MarkdownInlineScanner {
    /// CommonMark's "process emphasis" over the delimiters above index `bottom`: each closer, left
    /// to right, is matched with the nearest opener of the same character that may pair with it,
    /// and the pieces between them take the style. Unmatched delimiters stay as their text.
    mutating func processEmphasis(above bottom: Int) {
        var closerIndex = bottom
        while closerIndex < delimiters.count {
            let closer = delimiters[closerIndex]
            guard closer.canClose, let openerIndex = opener(for: closerIndex, above: bottom) else {
                // A closer that found no opener and cannot open is done with.
                if closer.canClose, !closer.canOpen {
                    delimiters.remove(at: closerIndex)
                } else {
                    closerIndex += 1
                }
                continue
            }
            let opener = delimiters[openerIndex]
            let used: Int
            let intent: InlinePresentationIntent
            if closer.char == "~" {
                used = closer.count
                intent = .strikethrough
            } else {
                used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
                intent = used == 2 ? .stronglyEmphasized : .emphasized
            }
            for index in (opener.piece + 1)..<closer.piece { pieces[index].intent.insert(intent) }
            // The delimiters used are the inner ones: the end of the opener, the start of the closer.
            pieces[opener.piece].chars.removeLast(used)
            pieces[closer.piece].chars.removeFirst(used)
            delimiters[openerIndex].count -= used
            delimiters[closerIndex].count -= used
            // Delimiters between the pair can no longer match anything.
            delimiters.removeSubrange((openerIndex + 1)..<closerIndex)
            closerIndex = openerIndex + 1
            if delimiters[openerIndex].count == 0 {
                delimiters.remove(at: openerIndex)
                closerIndex -= 1
            }
            if delimiters[closerIndex].count == 0 { delimiters.remove(at: closerIndex) }
        }
        if bottom < delimiters.count { delimiters.removeSubrange(bottom...) }
    }

    /// The nearest delimiter below `closerIndex` (and above `bottom`) that can open what it closes:
    /// the same character; for `*` and `_` not breaking the "multiple of 3" rule; for `~` the
    /// same length.
    private func opener(for closerIndex: Int, above bottom: Int) -> Int? {
        let closer = delimiters[closerIndex]
        var index = closerIndex - 1
        while index >= bottom {
            let candidate = delimiters[index]
            if candidate.char == closer.char, candidate.canOpen, candidate.count > 0 {
                if closer.char == "~" {
                    if candidate.count == closer.count { return index }
                } else {
                    let eitherBoth = candidate.canClose || closer.canOpen
                    let sum = candidate.originalCount + closer.originalCount
                    let breaksRuleOf3 =
                        eitherBoth && sum % 3 == 0
                        && !(candidate.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                    if !breaksRuleOf3 { return index }
                }
            }
            index -= 1
        }
        return nil
    }
}
