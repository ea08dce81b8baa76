import Foundation

/// Views made from a collection, one per element, whose rows a `List` can delete, move and
/// insert into: `ForEach`, and a `ForEach` with view modifiers.
public protocol DynamicViewContent: View {
    /// The collection the views come from.
    associatedtype Data: Collection
    /// The collection the views come from.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of the modified views.
    public var data: Content.Data { content.data }
    /// The collection of the modified views.
    public typealias Data = Content.Data
}

/// Content whose list rows take delete and move actions: a `ForEach`, through any modifiers.
@MainActor
protocol ListEditableRows {
    /// This content with its rows deleted by `action`.
    func settingDelete(_ action: ((IndexSet) -> Void)?) -> Self
    /// This content with its rows moved by `action`.
    func settingMove(_ action: ((IndexSet, Int) -> Void)?) -> Self
}

extension ForEach: ListEditableRows {
    func settingDelete(_ action: ((IndexSet) -> Void)?) -> ForEach { onDelete(perform: action) }
    func settingMove(_ action: ((IndexSet, Int) -> Void)?) -> ForEach { onMove(perform: action) }
}

extension ModifiedContent: ListEditableRows where Content: DynamicViewContent, Modifier: ViewModifier {
    func settingDelete(_ action: ((IndexSet) -> Void)?) -> ModifiedContent {
        guard let inner = (content as? any ListEditableRows)?.settingDelete(action) as? Content else { return self }
        return ModifiedContent(content: inner, modifier: modifier)
    }

    func settingMove(_ action: ((IndexSet, Int) -> Void)?) -> ModifiedContent {
        guard let inner = (content as? any ListEditableRows)?.settingMove(action) as? Content else { return self }
        return ModifiedContent(content: inner, modifier: modifier)
    }
}

extension DynamicViewContent {
    /// Lets these rows be deleted in a `List` (as `ForEach/onDelete(perform:)` does, through
    /// the modifiers around the `ForEach`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        (self as? any ListEditableRows)?.settingDelete(action) as? Self ?? self
    }

    /// Lets these rows be moved in a `List` (as `ForEach/onMove(perform:)` does, through the
    /// modifiers around the `ForEach`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        (self as? any ListEditableRows)?.settingMove(action) as? Self ?? self
    }
}
