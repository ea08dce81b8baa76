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

/// The size a container last placed its content in, kept by the container and handed to its
/// content through the environment (`EnvironmentValues.layoutContainer`): a view built after the
/// container's layout pass (a lazy stack's row built as the content scrolls, measured on its own)
/// sizes itself from it, as it would have inside the pass.
@MainActor
package final class LayoutContainerBox {
    /// The container's size less its margins, as `LayoutContainers.current` gave it when the
    /// container last placed its content; `nil` before that.
    package var size: CGSize?

    nonisolated package init() {}
}

private struct LayoutContainerKey: EnvironmentKey {
    static var defaultValue: LayoutContainerBox? { nil }
}

extension EnvironmentValues {
    /// The innermost container around a view that keeps its size (a scroll view).
    package var layoutContainer: LayoutContainerBox? {
        get { self[LayoutContainerKey.self] }
        set { self[LayoutContainerKey.self] = newValue }
    }
}
