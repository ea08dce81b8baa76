// `import UIKit` for SwiftUI code on platforms without Apple's UIKit (Linux, Windows).
//
// This module is empty on purpose: the names SwiftUI code uses from UIKit (`UIColor` and its system
// palette, `UIScreen.main`, `UIDevice.current`, `UIApplication.shared`, the feedback generators,
// `UIFont`, `UIImage`) come from TactileUIKit, which `import Tactile` re-exports, as `import SwiftUI`
// brings UIKit on iOS. It is a C module, not a Swift one, for the reason Combine's is: a Swift module
// named UIKit would make `canImport(UIKit)` true in every package of the graph and turn on their
// iOS-only code. Docs/ViewLayer.md, "Modules apps import".
