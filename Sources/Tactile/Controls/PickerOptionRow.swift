import Foundation

/// One tagged option of a picker's content, as a picker that draws a row per option takes it: the
/// menu's rows and the wheel's.
@MainActor
struct PickerOptionRow {
    /// The option as resolved.
    let option: ViewNode
    /// The option's tag: what choosing its row selects.
    let tag: AnyHashable
    /// The row's own inputs, at a position of its own below the picker (`row<index>`, the index
    /// counting every option, tagged or not).
    let inputs: ResolveInputs

    /// Resolves `content` in `inputs` and returns a row for each tagged option, in order; untagged
    /// options are left out.
    static func rows<Content: View>(of content: Content, in inputs: ResolveInputs) -> [PickerOptionRow] {
        let options = inputs.graph.resolve(content, inputs.child(.content))
        var rows: [PickerOptionRow] = []
        for (index, option) in options.enumerated() {
            guard let tag = option.trait({ ($0 as? TagContent)?.tag }) else { continue }
            rows.append(PickerOptionRow(option: option, tag: tag, inputs: inputs.child(.attached("row\(index)"))))
        }
        return rows
    }

    /// The row's node: a button around `cell` that selects the row's tag, enabled as the
    /// environment says.
    func button(around cell: ViewNode, select: @escaping (AnyHashable) -> Void) -> ViewNode {
        let tag = self.tag
        return inputs.node(
            ButtonContent(action: { select(tag) }, isEnabled: inputs.environment.isEnabled), children: [cell])
    }
}
