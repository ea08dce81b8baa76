// Where Apple's Combine is missing, `import Tactile` also brings OpenCombine's Foundation and Dispatch
// parts, so that SwiftUI code's `Timer.publish(every:on:in:)`, `NotificationCenter.publisher(for:)` and
// `DispatchQueue` schedulers compile beside `import Combine` (an empty module there; see
// Sources/Combine). On Apple platforms Foundation's own Combine overlay has these names.
#if !canImport(Darwin)
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
