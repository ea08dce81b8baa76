import Foundation
import TactileGestures

/// The calls a run makes, each checked by ``perform(_:expected:accepted:_:)``.
extension InvariantRun {
    func send(_ event: PointerEvent, view: Int = 0) {
        let ignored = driver.ignoresHover && model.hostIgnores(event)
        let expected = ignored ? nil : model.rejection(of: event)
        let description =
            "\(event.phase) pointer \(event.pointer) (\(event.kind)) at (\(event.location.x), "
            + "\(event.location.y)) t=\(event.time)" + (event.phase == .down ? " on view \(view)" : "")
        perform(description, expected: expected, accepted: { if !ignored { accept(event) } }) {
            driver.send(event, onView: view)
        }
    }

    func accept(_ event: PointerEvent) {
        model.accept(event)
        clock = max(clock, event.time)
        switch event.phase {
        case .down, .move:
            locations[event.pointer] = event.location
            kinds[event.pointer] = event.kind
        case .up, .cancel:
            locations[event.pointer] = nil
            kinds[event.pointer] = nil
        }
    }

    func advance(to time: TimeInterval) {
        let expected = model.rejection(ofAdvanceTo: time)
        perform(
            "advance(to: \(time))", expected: expected,
            accepted: {
                model.accept(advanceTo: time)
                clock = max(clock, time)
            }
        ) { driver.advance(to: time) }
    }

    func remove(_ attachment: Int) {
        // Seed scenes remove their own views (a discarded card); generated scenes are told to.
        guard let scene, attachment < scene.spec.attachments.count else { return }
        let before = tracker.liveAttempts
        let alreadyRemoved = scene.removed
        var gone: Set<Int> = []
        perform(
            "remove the view of attachment #\(attachment)", expected: nil, accepted: { scene.removed.formUnion(gone) }
        ) {
            gone = driver.removeView(holding: attachment)
            return .accepted
        }
        let keys = gone.subtracting(alreadyRemoved).reduce(into: Set<String>()) {
            $0.formUnion(scene.keysByAttachment[$1] ?? [])
        }
        for (key, life) in before where keys.contains(key) {
            guard let now = tracker.lives[key]?.first(where: { $0.serial == life.serial }) else { continue }
            if now.phase != .failed || now.reason != .removed {
                violation(
                    "\(key) was \(life.phase) when its view was removed and is now \(now.phase)"
                        + (now.reason.map { " (\($0))" } ?? "") + ", not failed(removed)")
            }
        }
    }

    func cancelAll() {
        let live = tracker.liveAttempts
        perform(
            "cancelAll", expected: nil,
            accepted: {
                model.forgetPointers()
                locations.removeAll()
                kinds.removeAll()
            }
        ) {
            driver.cancelAll()
            return .accepted
        }
        for (key, life) in live {
            guard let now = tracker.lives[key]?.first(where: { $0.serial == life.serial }) else { continue }
            if now.phase != .failed || now.reason != .cancelled {
                violation("\(key) was \(life.phase) at cancelAll and is now \(now.phase), not failed(cancelled)")
            }
        }
        if !engine.isIdle { violation("the engine is not idle after cancelAll") }
    }

    /// Makes one engine call and checks everything the oracle can check after it.
    func perform(
        _ description: String, expected: GestureDiagnostic.Kind?, accepted: () -> Void = {},
        _ body: () -> GestureInputResult
    ) {
        call = description
        if tracing { report.trace.append("→ \(description)") }
        transitionsThisInput = 0
        callbacksThisInput = 0
        stateWritesThisInput = 0
        diagnosticsThisInput = []
        // Only a rejected input is compared with the state before it (a window's snapshot renders it).
        let before = expected == nil ? nil : snapshot()
        let result = body()
        if expected == nil { accepted() }
        report.inputs += 1
        report.transitions += transitionsThisInput
        report.callbacks += callbacksThisInput
        if pendingRecord != nil {
            violation("a callback record for \(pendingRecord!.key) was not followed by its callback")
            pendingRecord = nil
        }
        if let expected {
            report.rejected += 1
            if case .rejected(let diagnostic) = result {
                if diagnostic.kind != expected { violation("rejected as \(diagnostic.kind), expected \(expected)") }
            } else {
                violation("accepted, but it is invalid (\(expected))")
            }
            if diagnosticsThisInput != [expected] {
                violation("diagnostics \(diagnosticsThisInput) for a rejected input, expected [\(expected)]")
            }
            if transitionsThisInput + callbacksThisInput + stateWritesThisInput > 0 {
                violation(
                    "a rejected input caused \(transitionsThisInput) transitions, \(callbacksThisInput) "
                        + "callbacks and \(stateWritesThisInput) gesture state writes")
            }
            let after = snapshot()
            if let before, after != before {
                violation(
                    "a rejected input changed the engine: \(before) → \(after)"
                        + (after.display == before.display ? "" : ", and what the window shows"))
            }
        } else {
            if !result.isAccepted { violation("rejected (\(result)), but it is valid") }
            if !diagnosticsThisInput.isEmpty { violation("diagnostics \(diagnosticsThisInput) for a valid input") }
        }
        closeInput()
    }
}
