// The cross-import overlay Swift Testing names for a file that imports both Testing and UIKit,
// empty on platforms without Apple's UIKit (Linux, Windows).
//
// The toolchain's Testing declares `_Testing_UIKit` as its overlay for UIKit (in
// Testing.swiftcrossimport) but ships it only where UIKit exists, so a test file with
// `import Testing` and `import UIKit` (Tactile's empty UIKit module) failed with "no such module
// '_Testing_UIKit'". On Apple platforms the overlay adds attachments of UIKit images; Linux has no
// UIKit images to attach. Docs/ViewLayer.md, "Modules apps import".
