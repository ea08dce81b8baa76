import SwiftData
import Tactile

/// A list with a private `@Query` beside a stored property, in a file of its own: the memberwise
/// initializer `TitledItemList(title:)` must stay callable from other files, as with SwiftData
/// (a private peer with an initial value would make it private).
struct TitledItemList: View {
    @Query(sort: \Item.title) private var items: [Item]
    let title: String

    var body: some View {
        VStack {
            Text(title)
            ForEach(items) { Text($0.title) }
        }
    }
}
