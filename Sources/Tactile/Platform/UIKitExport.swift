// Where Apple's UIKit is missing, `import Tactile` also brings the parts of UIKit that SwiftUI code
// uses (TactileUIKit: `UIColor`, `UIScreen`, the feedback generators, …), as `import SwiftUI` brings
// UIKit on iOS; `import UIKit` resolves to an empty module there (Sources/UIKit).
#if !canImport(Darwin)
@_exported import TactileUIKit
#endif
