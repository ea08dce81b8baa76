import Foundation

/// The last layouts of one text node, kept between frames: a ``Text`` is measured and drawn on
/// every frame that lays it out or draws it (a scroll move draws every row in view), and breaking
/// its string into lines is most of that cost, while the string, its font and the width it is
/// given rarely change.
///
/// Each layout is kept with everything it was made from (string, font, spacing, paragraph style
/// and width), so a copy of the node's content that changed any of them finds no layout here and
/// makes its own. Two are kept: a text is usually measured at the width it is offered and drawn
/// at the width it took.
final class TextLayoutCache {
    /// What a layout is made from.
    struct Key: Equatable {
        var string: String
        var font: Font
        var spacing: CGFloat
        var style: TextParagraphStyle
        var width: CGFloat?
    }

    private var recent: (key: Key, layout: TextLayout)?
    private var older: (key: Key, layout: TextLayout)?

    /// The layout for `key`: the kept one if `key` matches one exactly, else one made by `make`
    /// and kept in place of the older of the two.
    func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        if let recent, recent.key == key { return recent.layout }
        if let older, older.key == key {
            swap(&self.recent, &self.older)
            return older.layout
        }
        let layout = make()
        older = recent
        recent = (key, layout)
        return layout
    }
}
