// A whole app as SwiftUI writes one, with only the import changed: `@main` on an `App` in an
// executable target. scripts/check-consumer.sh runs it and reads the frame it prints.
import SwiftData
import Tactile

@main
struct ConsumerApp: App {
    @StateObject private var likes = Likes()

    var body: some Scene {
        WindowGroup {
            LikeButton()
                .environmentObject(likes)
        }
        .modelContainer(for: Visit.self, inMemory: true)
    }
}

final class Likes: ObservableObject {
    @Published var count = 0
}

struct LikeButton: View {
    @EnvironmentObject var likes: Likes
    @Environment(\.modelContext) private var modelContext
    @Query private var visits: [Visit]

    var body: some View {
        Button("Likes: \(likes.count)") {
            likes.count += 1
            modelContext.insert(Visit())
        }
        .onTapGesture(count: 2) { likes.count += 1 }
    }
}
