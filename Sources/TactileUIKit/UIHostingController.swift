import Foundation
import TactileViewCore

/// A UIKit controller whose content is a SwiftUI view, as SwiftUI's `UIHostingController`.
///
/// On Linux there is no UIKit to embed SwiftUI in: Tactile hosts SwiftUI views directly (its
/// `ViewHost`), so this controller keeps its `rootView` for code that sets and reads it, and its
/// `view` is a plain `UIView`; putting the controller in a window or presenting it shows nothing.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller holds.
    public var rootView: Content

    /// A controller holding `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Not supported on Linux (no storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The size `rootView` takes when offered `size`, as SwiftUI lays it out: a length that is
    /// not finite (`.infinity`, `.greatestFiniteMagnitude`) offers nothing along that axis, so the
    /// view takes its ideal length there.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func offered(_ length: CGFloat) -> CGFloat? {
            length.isFinite && length < .greatestFiniteMagnitude ? max(length, 0) : nil
        }
        let renderer = ImageRenderer(content: rootView)
        renderer.proposedSize = ProposedViewSize(width: offered(size.width), height: offered(size.height))
        return renderer.size
    }
}
