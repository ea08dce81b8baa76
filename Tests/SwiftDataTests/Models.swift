import Foundation
import SwiftData

// Models as apps write them, in a file that imports only Foundation and SwiftData.

@Model
final class Item {
    var title: String
    var done = false
    var created: Date
    var note: String?
    @Relationship(deleteRule: .cascade, inverse: \Tag.items) var tags: [Tag] = []
    @Transient var scratch = 0
    var isOverdue: Bool { !done && created < Date(timeIntervalSince1970: 1000) }

    init(title: String, done: Bool = false, created: Date = Date(timeIntervalSince1970: 0)) {
        self.title = title
        self.done = done
        self.created = created
    }
}

@Model
final class Tag {
    @Attribute(.unique) var name: String
    var items: [Item] = []
    var colour = "blue"

    init(name: String, colour: String = "blue") {
        self.name = name
        self.colour = colour
    }
}

/// A non-final model with its own `id`, and relationships with the other delete rules.
@Model
class Folder {
    @Attribute(.unique) var id: UUID
    var name: String
    @Relationship(deleteRule: .deny) var locked: [Item] = []
    var pinned: Item?

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

/// A model with a reference that cannot be cleared.
@Model
final class Note {
    var text: String
    var item: Item

    init(text: String, item: Item) {
        self.text = text
        self.item = item
    }
}
