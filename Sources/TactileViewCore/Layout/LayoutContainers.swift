import Foundation

/// The sizes of the containers whose content is being laid out, innermost last: the window, then
/// each scroll view on the way down. ``View/containerRelativeFrame(_:alignment:)`` sizes a view
/// from the innermost.
///
/// Layout is one synchronous recursion on the main actor, so a container pushes its size while it
/// measures and places its content and pops it after; nothing else can interleave.
@MainActor
package enum LayoutContainers {
    private static var sizes: [CGSize] = []

    /// The innermost container's size, if a container is being laid out.
    package static var current: CGSize? { sizes.last }

    /// Runs `body` with `size` as the innermost container.
    package static func with<T>(_ size: CGSize, _ body: () -> T) -> T {
        sizes.append(size)
        defer { sizes.removeLast() }
        return body()
    }
}
