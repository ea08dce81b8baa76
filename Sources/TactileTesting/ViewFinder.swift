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
///
/// Finders combine: by role and label (``button(_:)``, ``toggle(_:)``, ``slider(_:)``,
/// ``header(_:)``), by place in the tree (``descendant(of:)``, ``ancestor(of:)``), by position among
/// the matches (``first``, ``last``, ``at(_:)``) and by a test of your own
/// (``matching(_:_:)``):
///
/// ```swift
/// sim.tap(on: .button("Delete").descendant(of: .accessibilityIdentifier("row-3")))
/// sim.tap(on: .text("Item").last)
/// ```
public struct ViewFinder: CustomStringConvertible, Sendable {
    /// One view a finder matched.
    public struct Match: Sendable, CustomStringConvertible {
        /// The view's bounds in window space, with effects applied.
        public var frame: CGRect
        /// What the match is: `Text "Like"`, `CardView at root/body/0`.
        public var view: String
        /// The matched view's place in the view tree: what ``ViewFinder/descendant(of:)`` and
        /// ``ViewFinder/ancestor(of:)`` compare.
        public var identity: ViewIdentity
        /// Where gestures aimed at the view land: the centre of ``frame``, or, for a control found
        /// by its role whose centre is not where it takes touches (a toggle's switch sits at the
        /// end of its row), the centre of the part that does.
        public var center: CGPoint { aim ?? CGPoint(x: frame.midX, y: frame.midY) }
        /// The point ``center`` gives when it is not the frame's centre.
        var aim: CGPoint?

        init(frame: CGRect, view: String, identity: ViewIdentity, aim: CGPoint? = nil) {
            self.frame = frame
            self.view = view
            self.identity = identity
            self.aim = aim
        }
        /// The view and its frame, for failure messages (`Text "Like" in (10, 20, 40 × 17)`).
        public var description: String {
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { String(format: "%g", Double($0)) }
            return "\(view) in (\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))"
        }
    }

    /// How the finder reads the window.
    private indirect enum Criterion: Sendable {
        case text(String)
        case accessibilityIdentifier(String)
        case accessibilityLabel(String)
        case kindName(String)
        case role(Role, label: String?)
        case descendant(ViewFinder, of: ViewFinder)
        case ancestor(ViewFinder, of: ViewFinder)
        case position(ViewFinder, Position)
        case matching(ViewFinder, String, @Sendable (Match) -> Bool)
        case outermost(ViewFinder)
    }

    /// What a control is to a person: the kinds of view a role finder looks for.
    public enum Role: String, Sendable, CaseIterable {
        /// A `Button` (or a view with the `isButton` accessibility trait).
        case button
        /// A `Toggle` (or a view with the `isToggle` trait).
        case toggle
        /// A `Slider`.
        case slider
        /// A `Picker`.
        case picker
        /// A view with the `isHeader` trait.
        case header
        /// A view with the `isLink` trait.
        case link
    }

    /// Which of a finder's matches ``at(_:)``, ``first`` and ``last`` keep.
    private enum Position: Sendable {
        case index(Int)
        case last
    }

    private let criterion: Criterion

    /// What the finder looks for, as failure messages quote it (`text "Like"`).
    public var description: String {
        switch criterion {
        case .text(let string): "text \(quoted(string))"
        case .accessibilityIdentifier(let identifier): "accessibility identifier \(quoted(identifier))"
        case .accessibilityLabel(let label): "accessibility label \(quoted(label))"
        case .kindName(let name): "view of type \(name)"
        case .role(let role, let label): label.map { "\(role) \(quoted($0))" } ?? "any \(role)"
        case .descendant(let finder, let ancestor): "\(finder) inside \(ancestor)"
        case .ancestor(let finder, let descendant): "\(finder) around \(descendant)"
        case .position(let finder, .index(let index)): "match \(index) of \(finder)"
        case .position(let finder, .last): "last match of \(finder)"
        case .matching(let finder, let test, _): "\(finder) that \(test)"
        case .outermost(let finder): "\(finder)"
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

    // MARK: Roles

    /// The buttons labelled `label` (any button when `nil`): `Button` views, and views with the
    /// `isButton` accessibility trait. A control's label is its accessibility label, or else the
    /// text it draws, lines and runs joined by spaces (`Button("Save")` is labelled `Save`).
    public static func button(_ label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(.button, label: label))
    }

    /// The toggles labelled `label` (any toggle when `nil`), labelled as ``button(_:)`` says.
    public static func toggle(_ label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(.toggle, label: label))
    }

    /// The sliders labelled `label` (any slider when `nil`), labelled as ``button(_:)`` says.
    public static func slider(_ label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(.slider, label: label))
    }

    /// The pickers labelled `label` (any picker when `nil`), labelled as ``button(_:)`` says.
    public static func picker(_ label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(.picker, label: label))
    }

    /// The headers labelled `label` (any header when `nil`): views with the `isHeader` accessibility
    /// trait, labelled as ``button(_:)`` says.
    public static func header(_ label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(.header, label: label))
    }

    /// The links labelled `label` (any link when `nil`): views with the `isLink` accessibility trait.
    public static func link(_ label: String? = nil) -> ViewFinder { ViewFinder(criterion: .role(.link, label: label)) }

    /// The views of `role` labelled `label` (any when `nil`).
    public static func role(_ role: Role, label: String? = nil) -> ViewFinder {
        ViewFinder(criterion: .role(role, label: label))
    }

    // MARK: Combining finders

    /// This finder's matches that lie inside a view `ancestor` matches, not the view itself
    /// (Flutter's `find.descendant`): `.text("Delete").descendant(of: .accessibilityIdentifier("row-3"))`.
    public func descendant(of ancestor: ViewFinder) -> ViewFinder {
        ViewFinder(criterion: .descendant(self, of: ancestor))
    }

    /// This finder's matches that contain a view `descendant` matches, other than themselves
    /// (Flutter's `find.ancestor`):
    /// `.type(Card.self).ancestor(of: .text("Kyoto"))`.
    public func ancestor(of descendant: ViewFinder) -> ViewFinder {
        ViewFinder(criterion: .ancestor(self, of: descendant))
    }

    /// The match at `index` among this finder's, back to front (0 is the first drawn); a negative
    /// index counts from the end (-1 is the last drawn). None when there are not that many.
    public func at(_ index: Int) -> ViewFinder {
        ViewFinder(criterion: .position(self, .index(index)))
    }

    /// The first of this finder's matches, back to front (the one drawn first); none when it
    /// matches nothing.
    public var first: ViewFinder { ViewFinder(criterion: .position(self, .index(0))) }

    /// The last of this finder's matches (the one drawn last, on top); none when it matches nothing.
    public var last: ViewFinder { ViewFinder(criterion: .position(self, .last)) }

    /// This finder's matches that pass `test`; `description` says what the test asks, for failure
    /// messages (`"is wider than 100 pt"`).
    public func matching(_ description: String, _ test: @escaping @Sendable (Match) -> Bool) -> ViewFinder {
        ViewFinder(criterion: .matching(self, description, test))
    }

    // MARK: Matching

    /// The views whose kind, without generic arguments, is `name` (`ScrollView`).
    static func kind(named name: String) -> ViewFinder { ViewFinder(criterion: .kindName(name)) }

    /// This finder's matches, less those drawn inside another of them with the same frame: the
    /// parts a built-in view is made of, which carry its kind too (a scroll view's viewport).
    var outermost: ViewFinder { ViewFinder(criterion: .outermost(self)) }

    /// Every view this finder matches in `host`'s last commit, back to front.
    @MainActor
    func matches(in host: GestureHost) -> [Match] {
        var views: [InspectedView]?
        return matches(in: host, views: &views)
    }

    /// ``matches(in:)``, reading the inspected views at most once for a whole combination.
    @MainActor
    private func matches(in host: GestureHost, views: inout [InspectedView]?) -> [Match] {
        func inspected() -> [InspectedView] {
            if let views { return views }
            let read = host.viewHost.inspectedViews()
            views = read
            return read
        }
        switch criterion {
        case .text(let string):
            return host.displayList.texts(string).map {
                Match(frame: $0.frame, view: "Text \(quoted(string))", identity: $0.identity)
            }
        case .accessibilityIdentifier(let identifier):
            return host.displayList.groups.filter { $0.identifier == identifier }.map {
                Match(frame: $0.frame, view: "view \(quoted(identifier)) at \($0.identity)", identity: $0.identity)
            }
        case .accessibilityLabel(let label):
            // Views hidden from assistive technologies are not found by their label.
            return inspected().filter {
                $0.accessibility.isElement && $0.accessibility.label == label && !$0.accessibility.isHidden
            }.map {
                Match(frame: $0.frame, view: "view labelled \(quoted(label)) at \($0.identity)", identity: $0.identity)
            }
        case .kindName(let name):
            return inspected().filter { Self.baseName(of: $0.kindName) == name }.map {
                Match(frame: $0.frame, view: "\($0.kindName) at \($0.identity)", identity: $0.identity)
            }
        case .role(let role, let label):
            return Self.controls(of: role, labelled: label, in: inspected(), texts: host.displayList.items)
        case .descendant(let finder, let ancestor):
            let outer = ancestor.matches(in: host, views: &views).map(\.identity)
            return finder.matches(in: host, views: &views).filter { match in
                outer.contains { $0 != match.identity && match.identity.isDescendant(of: $0) }
            }
        case .ancestor(let finder, let descendant):
            let inner = descendant.matches(in: host, views: &views).map(\.identity)
            return finder.matches(in: host, views: &views).filter { match in
                inner.contains { $0 != match.identity && $0.isDescendant(of: match.identity) }
            }
        case .position(let finder, let position):
            let all = finder.matches(in: host, views: &views)
            switch position {
            case .last: return all.last.map { [$0] } ?? []
            case .index(let index):
                let resolved = index < 0 ? all.count + index : index
                return all.indices.contains(resolved) ? [all[resolved]] : []
            }
        case .matching(let finder, _, let test):
            return finder.matches(in: host, views: &views).filter(test)
        case .outermost(let finder):
            let all = finder.matches(in: host, views: &views)
            return all.filter { match in
                !all.contains {
                    $0.identity != match.identity && $0.frame == match.frame
                        && match.identity.isDescendant(of: $0.identity)
                }
            }
        }
    }

    /// The outermost views of `role` whose label is `label` (any label when `nil`): a control is
    /// found once, not again as the parts it is drawn with.
    @MainActor
    private static func controls(
        of role: Role, labelled label: String?, in views: [InspectedView], texts items: [DisplayItem]
    ) -> [Match] {
        let candidates = views.filter { view in
            guard !view.accessibility.isHidden else { return false }
            let kind = baseName(of: view.kindName)
            let traits = view.accessibility.traits
            switch role {
            case .button: return kind == "Button" || traits.contains(.isButton)
            case .toggle: return kind == "Toggle" || traits.contains(.isToggle)
            case .slider: return kind == "Slider"
            case .picker: return kind == "Picker"
            case .header: return traits.contains(.isHeader)
            case .link: return traits.contains(.isLink)
            }
        }
        let outermost = candidates.filter { view in
            !candidates.contains { $0.identity != view.identity && view.identity.isDescendant(of: $0.identity) }
        }
        return outermost.compactMap { view in
            let name =
                view.accessibility.label ?? wrappingLabel(of: view, among: views)
                ?? drawnText(inside: view.identity, items: items)
            if let label, name != label { return nil }
            let shown = name.isEmpty ? "" : " \(quoted(name))"
            return Match(
                frame: view.frame, view: "\(role)\(shown) at \(view.identity)", identity: view.identity,
                aim: touchPoint(of: view, among: views))
        }
    }

    /// The accessibility label given to a control from outside (`Slider(…).accessibilityLabel("Volume")`):
    /// the nearest view around it with a label and the same frame, as a label modifier is.
    private static func wrappingLabel(of control: InspectedView, among views: [InspectedView]) -> String? {
        views.last { view in
            view.accessibility.label != nil && view.frame == control.frame && view.identity != control.identity
                && control.identity.isDescendant(of: view.identity)
        }?.accessibility.label
    }

    /// The kinds of node that take touches: gesture modifiers and a button's press tracking.
    static let touchKinds: Set<Substring> = [
        "gesture", "simultaneousGesture", "highPriorityGesture", "buttonPress", "onTapGesture",
    ]

    /// Where a control takes touches when that is not its centre: the centre of the first part
    /// inside it that takes touches, when none of them covers the control's centre; `nil` when
    /// the centre will do.
    static func touchPoint(of control: InspectedView, among views: [InspectedView]) -> CGPoint? {
        let center = CGPoint(x: control.frame.midX, y: control.frame.midY)
        let parts = views.filter {
            touchKinds.contains(baseName(of: $0.kindName)) && $0.identity.isDescendant(of: control.identity)
        }
        guard let first = parts.first, !parts.contains(where: { $0.frame.contains(center) }) else { return nil }
        return CGPoint(x: first.frame.midX, y: first.frame.midY)
    }

    /// The text drawn by the view at `identity` and inside it, lines and runs joined by spaces.
    static func drawnText(inside identity: ViewIdentity, items: [DisplayItem]) -> String {
        items.compactMap { item -> String? in
            // `isDescendant(of:)` holds for the view itself too: a `Text`'s own lines count.
            guard case .text(let lines, _, _) = item.kind, item.identity.isDescendant(of: identity) else { return nil }
            return lines.joined(separator: " ")
        }.joined(separator: " ")
    }

    /// A kind name without what built-in views add after their type name (`Image(heart)` is an
    /// `Image`, `Color(red)` a `Color`).
    static func baseName(of kindName: String) -> Substring {
        kindName.prefix { $0 != "(" && $0 != "<" }
    }
}
