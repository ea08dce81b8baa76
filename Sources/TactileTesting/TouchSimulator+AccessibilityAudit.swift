import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

// An accessibility audit of what the window shows: tap targets, labels and text contrast, each
// rule with its source in Docs/Decisions.md ("Accessibility audit").

extension TouchSimulator {
    /// Checks the window against three rules and returns what breaks them, in reading order within
    /// each rule (tap targets, then labels, then contrast):
    ///
    /// - **Tap targets** (``AccessibilityIssue/Rule/tapTargetTooSmall``): buttons, toggles, links
    ///   and views with a tap gesture narrower or shorter than 44 points.
    /// - **Labels** (``AccessibilityIssue/Rule/missingLabel``): buttons and images VoiceOver would
    ///   announce without a name. An asset image is named by its asset; a system symbol
    ///   (`Image(systemName:)`) counts as unnamed (see ``AccessibilityElement/symbolName``).
    ///   Hidden and decorative images are not checked.
    /// - **Contrast** (``AccessibilityIssue/Rule/insufficientContrast``): drawn text whose contrast
    ///   with what is drawn behind it is under 4.5 : 1, or 3 : 1 for large text (18 points, or
    ///   14 points bold), by WCAG 2.2's relative luminance. Text with nothing drawn behind it is
    ///   measured against the window's background, and the issue says so.
    public func accessibilityAudit() -> [AccessibilityIssue] {
        host.update()
        let views = host.viewHost.inspectedViews()
        let list = host.displayList
        let elements = AccessibilityTreeReader(views: views, items: list.items).elements()
        return tapTargetIssues(elements: elements, views: views, list: list) + labelIssues(elements: elements)
            + contrastIssues(in: list)
    }

    #if canImport(Testing)
    /// Records one test issue for each finding of ``accessibilityAudit()``, naming the rule, the
    /// view and the numbers; records nothing when the window passes.
    public func expectNoAccessibilityIssues(sourceLocation: SourceLocation = #_sourceLocation) {
        for issue in accessibilityAudit() {
            Issue.record(Comment(rawValue: "Accessibility audit: \(issue)"), sourceLocation: sourceLocation)
        }
    }
    #endif

    // MARK: Tap targets

    private func tapTargetIssues(
        elements: [AccessibilityElement], views: [InspectedView], list: DisplayList
    ) -> [AccessibilityIssue] {
        let minimum = AccessibilityAuditRules.minimumTapTarget
        let tolerance = AccessibilityAuditRules.tapTargetTolerance
        func isSmall(_ frame: CGRect) -> Bool {
            frame.width < minimum.width - tolerance || frame.height < minimum.height - tolerance
        }
        func detail(_ frame: CGRect) -> String {
            "a tap target of \(points(frame.width)) × \(points(frame.height)) pt is smaller than "
                + "\(points(minimum.width)) × \(points(minimum.height)) pt"
        }
        let tappable: Set<AccessibilityElement.Role> = [.button, .toggle, .link]
        let controls = elements.filter { tappable.contains($0.role) }
        var issues = controls.filter { isSmall($0.frame) }.map { element in
            AccessibilityIssue(
                rule: .tapTargetTooSmall, view: element.kindName, label: element.label,
                identifier: element.identifier, frame: element.frame, detail: detail(element.frame))
        }
        // Views with a tap gesture of their own, not part of a control already checked (a
        // toggle's switch is the toggle's; the row is the target).
        let frames = Dictionary(views.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        for attachment in host.viewHost.attachedGestures() {
            guard let identity = attachment.id.base as? ViewIdentity, let view = frames[identity],
                Self.hasTap(attachment.summary), isSmall(view.frame),
                !elements.contains(where: { identity.isDescendant(of: $0.identity) && tappable.contains($0.role) })
            else { continue }
            issues.append(
                AccessibilityIssue(
                    rule: .tapTargetTooSmall, view: view.kindName, label: nil,
                    identifier: Self.identifier(around: identity, in: list), frame: view.frame,
                    detail: detail(view.frame)))
        }
        return issues
    }

    private static func hasTap(_ summary: GestureSummary) -> Bool {
        summary.kind == .tap || summary.kind == .spatialTap || summary.parts.contains(where: hasTap)
    }

    /// The identifier of the innermost view with one around `identity`.
    private static func identifier(around identity: ViewIdentity, in list: DisplayList) -> String? {
        list.groups.filter { identity.isDescendant(of: $0.identity) }
            .max { $0.identity.components.count < $1.identity.components.count }?.identifier
    }

    // MARK: Labels

    private func labelIssues(elements: [AccessibilityElement]) -> [AccessibilityIssue] {
        elements.compactMap { element in
            guard element.label?.isEmpty ?? true, element.role == .button || element.role == .image else { return nil }
            let symbol = element.symbolName.map {
                "; it shows the system symbol \"\($0)\", which VoiceOver does not read as a name"
            }
            let what = element.role == .image ? "an image" : "a button"
            return AccessibilityIssue(
                rule: .missingLabel, view: element.kindName, label: nil, identifier: element.identifier,
                frame: element.frame,
                detail: "\(what) without an accessibility label or text\(symbol ?? ""): give it accessibilityLabel, "
                    + "or hide it with accessibilityHidden(true) if it is decoration")
        }
    }

    // MARK: Contrast

    private func contrastIssues(in list: DisplayList) -> [AccessibilityIssue] {
        var environment = EnvironmentValues()
        let isDark = host.viewHost.preferredColorScheme == .dark
        environment.colorScheme = isDark ? .dark : .light
        let window =
            isDark ? AccessibilityAuditRules.darkWindowBackground : AccessibilityAuditRules.lightWindowBackground
        let bounds = CGRect(origin: .zero, size: list.size)
        var issues: [AccessibilityIssue] = []
        for (index, item) in list.items.enumerated() {
            guard case .text(let lines, let font, let color) = item.kind,
                lines.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
                item.opacity > 0, item.frame.intersects(bounds)
            else { continue }
            let paint = color.resolve(in: environment)
            let textOpacity = Double(paint.opacity) * item.opacity
            guard textOpacity > 0 else { continue }
            let textColor = RGB(red: Double(paint.red), green: Double(paint.green), blue: Double(paint.blue))
            var lowest = Double.infinity
            var lowestBackground = window
            var anythingBehind = false
            for sample in AccessibilityAuditRules.contrastSamples {
                let point = CGPoint(
                    x: item.frame.minX + item.frame.width * sample.x, y: item.frame.minY + item.frame.height * sample.y)
                let (backgrounds, covered) = Self.backgrounds(
                    at: point, under: index, in: list, window: window, environment: environment)
                anythingBehind = anythingBehind || covered
                for background in backgrounds {
                    let ratio = WCAG.contrast(background.under(textColor, opacity: textOpacity), background)
                    if ratio < lowest {
                        lowest = ratio
                        lowestBackground = background
                    }
                }
            }
            let isBold = [Font.Weight.bold, .heavy, .black].contains(font.weight)
            let required = WCAG.requiredContrast(size: Double(font.size), isBold: isBold)
            guard lowest < required else { continue }
            let text = lines.joined(separator: " ")
            let against =
                anythingBehind
                ? "what is drawn behind it (\(lowestBackground.hex))"
                : "the window's background (\(lowestBackground.hex)): nothing is drawn behind it"
            let size = isBold ? "\(points(font.size)) pt bold" : "\(points(font.size)) pt"
            issues.append(
                AccessibilityIssue(
                    rule: .insufficientContrast, view: "Text", label: text,
                    identifier: item.accessibilityIdentifier, frame: item.frame, contrastRatio: lowest,
                    requiredContrastRatio: required, measuredAgainstWindowBackground: !anythingBehind,
                    detail: "text \(textColor.hex) of \(size) has contrast \(String(format: "%.2f", lowest)) : 1 with "
                        + "\(against); WCAG AA asks for \(String(format: "%g", required)) : 1"))
        }
        return issues
    }

    /// The colours that may show at `point` behind the item at `index`: the window's background
    /// with every solid or gradient fill drawn before that item and covering the point composited
    /// over it in drawing order (a gradient gives one candidate per stop, since which of its
    /// colours lies under the text is not computed); and whether anything covered the point.
    /// Images, strokes and text behind are not counted: their pixels are not known here.
    private static func backgrounds(
        at point: CGPoint, under index: Int, in list: DisplayList, window: RGB, environment: EnvironmentValues
    ) -> ([RGB], Bool) {
        var candidates = [window]
        var covered = false
        for item in list.items[..<index] {
            guard case .shape(let path, let fill, _) = item.kind, item.frame.contains(point),
                item.clipPaths.allSatisfy({ $0.contains(point) }),
                path.contains(point.applying(item.transform.inverted()))
            else { continue }
            let paints: [Color]
            if let fill {
                paints = [fill]
            } else if let gradient = item.fillGradient {
                paints = gradient.stops.map(\.color)
            } else {
                continue
            }
            var next: [RGB] = []
            for paint in paints {
                let resolved = paint.resolve(in: environment)
                let opacity = Double(resolved.opacity) * item.opacity
                guard opacity > 0 else { continue }
                let color = RGB(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue))
                for candidate in candidates where next.count < AccessibilityAuditRules.maximumBackgroundCandidates {
                    let composited = candidate.under(color, opacity: opacity)
                    if !next.contains(composited) { next.append(composited) }
                }
            }
            if !next.isEmpty {
                candidates = next
                covered = true
            }
        }
        return (candidates, covered)
    }
}

/// A length in points for reports: whole numbers without decimals, others to two places.
private func points(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return String(format: "%g", rounded)
}
