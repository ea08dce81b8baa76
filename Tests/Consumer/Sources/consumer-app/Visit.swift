// A SwiftData model in a file that imports only Foundation and SwiftData, as apps write them:
// `import SwiftData` resolves for a package that depends on the `Tactile` product (on Linux,
// Tactile's in-memory SwiftData; on Apple platforms, Apple's).
import Foundation
import SwiftData

@Model
final class Visit {
    var date: Date

    init(date: Date = .now) {
        self.date = date
    }
}
