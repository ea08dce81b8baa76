// The parts of UIKit that SwiftUI code uses, for platforms without UIKit (Linux, Windows):
// `import Tactile` re-exports this module there, as `import SwiftUI` brings UIKit on iOS, and
// `import UIKit` resolves to an empty module (Sources/UIKit). Each type says what it does and does
// not do on Linux. Package.swift builds this target only where UIKit is missing.
@_exported import Foundation
import TactileViewCore
