// Darwin's time-unit constants, which SwiftUI code uses with `Task.sleep(nanoseconds:)` and
// `DispatchTime` (`try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`). On Apple platforms they
// come from Darwin through SwiftUI's imports; Glibc and Linux's Dispatch do not declare them, so
// `import Tactile` does, with Darwin's names, types and values.
#if !canImport(Darwin)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a second: 1,000,000,000 (Darwin's constant, declared where Linux lacks it).
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a millisecond: 1,000,000 (Darwin's constant, declared where Linux lacks it).
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds in a microsecond: 1,000 (Darwin's constant, declared where Linux lacks it).
public var NSEC_PER_USEC: UInt64 { 1_000 }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Microseconds in a second: 1,000,000 (Darwin's constant, declared where Linux lacks it).
public var USEC_PER_SEC: UInt64 { 1_000_000 }
#endif
