// SwiftData on Linux, in memory: the module `import SwiftData` finds where Apple's framework does
// not exist (Docs/Decisions.md#no-swiftdata). Model files import only Foundation and SwiftData, and
// the `@Model` expansion names Observation's registrar, so both come with this module, as they do
// with Apple's.
@_exported import Foundation
@_exported import Observation
