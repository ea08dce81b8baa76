import CoreGraphics
import Tactile
import Testing
import UIKit

// A test file as a component library writes one: `import Testing` beside `import UIKit` and
// `import CoreGraphics`. The toolchain's Testing names cross-import overlays for both
// (`_Testing_UIKit`, `_Testing_CoreGraphics`) that exist only on Apple platforms; Tactile's empty
// ones let the file compile.

/// UIKit and Core Graphics names in a Swift Testing file.
@MainActor
struct TestingBesideUIKitTests {
    @Test func uikitAndCoreGraphicsNamesResolveBesideTesting() {
        let size = CGSize(width: 3, height: 4)
        let color = UIColor.systemBlue
        #expect(size.width * size.height == 12)
        #expect(color == UIColor.systemBlue)
    }
}
