// `Tactile` is what apps import in place of SwiftUI. It re-exports the gesture engine; the view layer
// lives beside this file.
@_exported import TactileGestures
@_exported import Foundation
