import TactileViewCore

// A `Canvas` (in the view core) finds its symbols by the tags `tag(_:)` sets.
extension TagContent: ViewTagContent {
    var tagValue: AnyHashable { tag }
}
