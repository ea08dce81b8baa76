import Foundation
import Tactile

/// Finds views in what a ``TouchSimulator`` shows, the way a person would point at them: by the
/// text they show, their accessibility identifier or label, or their type.
///
/// ```swift
/// sim.tap(on: .text("Like"))
/// sim.drag(.accessibilityIdentifier("card"), by: CGSize(width: 200, height: 0))
/// #expect(sim.count(of: .type(CardView.self)) == 3)
/// ```
///
/// A finder matches every view that fits, in drawing order (back to front). The gestures aimed at a
/// finder (``TouchSimulator/tap(on:)`` and the others) need exactly one match: with none or several
/// they record a test issue that names the finder and what it matched, and do nothing.
public struct ViewFinder: CustomStringConvertible, Sendable {
    /// One view a finder matched.
    public struct Match: Sendable, CustomStringConvertible {
        /// The view's bounds in window space, with effects applied.
        public var frame: CGRect
        /// What the match is: `Text "Like"`, `CardView at root/body/0`.
        public var view: String
        /// The centre of ``frame``: where gestures aimed at the view land.
        public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
        /// The view and its frame, for failure messages (`Text "Like" in (10, 20, 40 × 17)`).
        public var description: String {
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { String(format: "%g", Double($0)) }
            return "\(view) in (\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))"
        }
    }

    /// How the finder reads the window.
    private enum Criterion: Sendable {
        case text(String)
        case accessibilityIdentifier(String)
        case accessibilityLabel(String)
        case kindName(String)
    }

    private let criterion: Criterion

    /// What the finder looks for, as failure messages quote it (`text "Like"`).
    public var description: String {
        switch criterion {
        case .text(let string): "text \(quoted(string))"
        case .accessibilityIdentifier(let identifier): "accessibility identifier \(quoted(identifier))"
        case .accessibilityLabel(let label): "accessibility label \(quoted(label))"
        case .kindName(let name): "view of type \(name)"
        }
    }

    /// The `Text` views showing exactly `string` (lines joined by `"\n"`); each match is the drawn
    /// text's frame.
    public static func text(_ string: String) -> ViewFinder { ViewFinder(criterion: .text(string)) }

    /// The views given `accessibilityIdentifier(identifier)` (Flutter's `find.byKey`); each match is
    /// the frame of everything the view draws, as `TouchSimulator.frame(of:)` gives it for an identifier.
    public static func accessibilityIdentifier(_ identifier: String) -> ViewFinder {
        ViewFinder(criterion: .accessibilityIdentifier(identifier))
    }

    /// The views given `accessibilityLabel(label)`, unless hidden from assistive technologies
    /// (`accessibilityHidden(true)`, or inside an `accessibilityElement(children:)` that ignores or
    /// combines its children).
    public static func accessibilityLabel(_ label: String) -> ViewFinder {
        ViewFinder(criterion: .accessibilityLabel(label))
    }

    /// The views of type `type`, whatever their generic arguments: your own views (`CardView`) and
    /// the built-in ones (`Text`, `Circle`, `Button`, `Image`). Types are compared by name without
    /// their module, so two types of the same name in different modules both match.
    @MainActor
    public static func type<V: View>(_ type: V.Type) -> ViewFinder {
        ViewFinder(criterion: .kindName(ViewHost.kindName(of: type)))
    }

    /// Every view this finder matches in `host`'s last commit, back to front.
    @MainActor
    func matches(in host: GestureHost) -> [Match] {
        switch criterion {
        case .text(let string):
            return host.displayList.texts(string).map { Match(frame: $0.frame, view: "Text \(quoted(string))") }
        case .accessibilityIdentifier(let identifier):
            return host.displayList.groups.filter { $0.identifier == identifier }.map {
                Match(frame: $0.frame, view: "view \(quoted(identifier)) at \($0.identity)")
            }
        case .accessibilityLabel(let label):
            // Views hidden from assistive technologies are not found by their label.
            return host.viewHost.inspectedViews().filter {
                $0.accessibility.isElement && $0.accessibility.label == label && !$0.accessibility.isHidden
            }.map {
                Match(frame: $0.frame, view: "view labelled \(quoted(label)) at \($0.identity)")
            }
        case .kindName(let name):
            return host.viewHost.inspectedViews().filter { Self.baseName(of: $0.kindName) == name }.map {
                Match(frame: $0.frame, view: "\($0.kindName) at \($0.identity)")
            }
        }
    }

    /// A kind name without what built-in views add after their type name (`Image(heart)` is an
    /// `Image`, `Color(red)` a `Color`).
    private static func baseName(of kindName: String) -> Substring {
        kindName.prefix { $0 != "(" && $0 != "<" }
    }
}

private func quoted(_ string: String) -> String { "\"\(string)\"" }
