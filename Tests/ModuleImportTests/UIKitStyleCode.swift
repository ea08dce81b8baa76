import MobileCoreServices
import Tactile
import UIKit
import UniformTypeIdentifiers

// SwiftUI code that carries UIKit, UniformTypeIdentifiers and MobileCoreServices, with the imports
// apps write: each must resolve where Apple's frameworks are missing, and the names come with
// `import Tactile`. The checks are in ModuleImportTests.swift.

/// A card as SwiftUI code sizes one: from the screen's width, filled with a system colour.
struct ScreenWideCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color(.secondarySystemBackground))
            .frame(width: UIScreen.main.bounds.width - 32, height: 100)
            .accessibilityIdentifier("card")
    }
}

/// The types a drop accepts, as SwiftUI code lists them.
let acceptedDropTypes: [UTType] = [.plainText, .image, .url]

/// An identifier as pre-iOS 14 code passes it to an item provider.
let legacyPlainTextIdentifier = kUTTypeUTF8PlainText as String
