import Foundation
import TactileGestures
import Testing

/// How the engine composes the attachments of a hit path (reference §5–6): priorities, two
/// gestures on one view, and masks.
@Suite("Hierarchy composition")
struct HierarchyCompositionTests {
    /// A tap that logs `name` when it ends and `name failed(reason)` when it fails.
    static func tap(_ name: String, count: Int = 1, into log: Log) -> some Gesture {
        TapGesture(count: count)
            .onEnded { log.append(name) }
            .onFailed { log.append("\(name) failed(\($0.rawValue))") }
    }

    final class Log {
        private(set) var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    static let tapScript: [Step] = [.down(0, 0), .up(0.1, 0)]

    @Test func aChildsGestureBeatsItsParentsGesture() {
        let driver = EngineDriver()
        let log = Log()
        let path = [
            EngineDriver.attachment(Self.tap("child", into: log), id: "child"),
            EngineDriver.attachment(Self.tap("parent", into: log), id: "parent"),
        ]
        driver.play(Self.tapScript, path: path)
        #expect(Set(log.entries) == ["child", "parent failed(otherGestureWon)"])
        #expect(log.entries.count == 2)
    }

    @Test func theParentsGestureRunsWhereNoChildGestureIs() {
        let driver = EngineDriver()
        let log = Log()
        driver.play(Self.tapScript, path: [EngineDriver.attachment(Self.tap("parent", into: log), id: "parent")])
        #expect(log.entries == ["parent"])
    }

    @Test func aHighPriorityParentBeatsTheChild() {
        let driver = EngineDriver()
        let log = Log()
        let path = [
            EngineDriver.attachment(Self.tap("child", into: log), id: "child"),
            EngineDriver.attachment(Self.tap("parent", into: log), id: "parent", priority: .high),
        ]
        driver.play(Self.tapScript, path: path)
        #expect(Set(log.entries) == ["parent", "child failed(otherGestureWon)"])
        #expect(log.entries.count == 2)
    }

    @Test func betweenTwoHighPriorityGesturesTheAncestorWins() {
        let driver = EngineDriver()
        let log = Log()
        let path = [
            EngineDriver.attachment(Self.tap("child", into: log), id: "child", priority: .high),
            EngineDriver.attachment(Self.tap("parent", into: log), id: "parent", priority: .high),
        ]
        driver.play(Self.tapScript, path: path)
        #expect(Set(log.entries) == ["parent", "child failed(otherGestureWon)"])
    }

    @Test func aSimultaneousParentRunsWithTheChild() {
        let driver = EngineDriver()
        let log = Log()
        let path = [
            EngineDriver.attachment(Self.tap("child", into: log), id: "child"),
            EngineDriver.attachment(Self.tap("parent", into: log), id: "parent", priority: .simultaneous),
        ]
        driver.play(Self.tapScript, path: path)
        #expect(log.entries == ["child", "parent"])
    }

    // MARK: - Two gestures on one view

    /// `.onTapGesture(count: 2) { double }.onTapGesture { single }`: path [double, single].
    static func doubleThenSingle(_ log: Log) -> [GestureAttachment] {
        [
            EngineDriver.attachment(tap("double", count: 2, into: log), id: "view.0"),
            EngineDriver.attachment(tap("single", into: log), id: "view.1"),
        ]
    }

    @Test func doubleThenSingleRunsTheSingleTapOnlyAfterTheDoubleTapsWindow() {
        let driver = EngineDriver()
        let log = Log()
        driver.play([.down(0, 0), .up(0.1, 0), .advance(0.449)], path: Self.doubleThenSingle(log))
        #expect(log.entries.isEmpty, "the single tap waits for the double tap to fail")
        driver.advance(to: 0.45)
        #expect(log.entries == ["double failed(timedOut)", "single"])
        #expect(driver.time(of: "TapGesture", reaching: .ended) == 0.1 + 0.35, "0.35 s after the lift")
    }

    @Test func doubleThenSingleRunsOnlyTheDoubleTapForADoubleTap() {
        let driver = EngineDriver()
        let log = Log()
        driver.play(
            [.down(0, 0), .up(0.1, 0), .down(0.3, 0), .up(0.4, 0), .advance(2)],
            path: Self.doubleThenSingle(log))
        #expect(Set(log.entries) == ["double", "single failed(otherGestureWon)"])
        #expect(log.entries.count == 2)
    }

    @Test func singleThenDoubleRunsTheSingleTapOnEveryTapAndNeverTheDouble() {
        let driver = EngineDriver()
        let log = Log()
        let path = [
            EngineDriver.attachment(Self.tap("single", into: log), id: "view.0"),
            EngineDriver.attachment(Self.tap("double", count: 2, into: log), id: "view.1"),
        ]
        driver.play([.down(0, 0), .up(0.1, 0)], path: path)
        #expect(Set(log.entries) == ["single", "double failed(otherGestureWon)"], "at the first lift")
        driver.play([.down(0.3, 0), .up(0.4, 0), .advance(2)], path: path)
        #expect(log.entries.filter { $0 == "single" }.count == 2)
        #expect(!log.entries.contains("double"))
    }

    // MARK: - Masks

    /// A child tap under a parent long press (0.8 s) whose attachment has a mask. A tap is the
    /// child's; a 0.85 s hold fails the child (held too long at 0.75 s) and is the parent's.
    struct MaskRow: CustomTestStringConvertible, Sendable {
        var name: String
        var mask: GestureMask
        var isEnabled: Bool?
        var afterTap: [String]
        var afterHold: [String]
        var testDescription: String { name }
    }

    static let maskRows: [MaskRow] = [
        MaskRow(name: ".all", mask: .all, afterTap: ["child"], afterHold: ["parent"]),
        MaskRow(name: ".gesture", mask: .gesture, afterTap: [], afterHold: ["parent"]),
        MaskRow(name: ".subviews", mask: .subviews, afterTap: ["child"], afterHold: []),
        MaskRow(name: ".none", mask: .none, afterTap: [], afterHold: []),
        MaskRow(
            name: "isEnabled: true is .all", mask: .none, isEnabled: true, afterTap: ["child"],
            afterHold: ["parent"]),
        MaskRow(
            name: "isEnabled: false is .subviews", mask: .none, isEnabled: false, afterTap: ["child"],
            afterHold: []),
    ]

    @Test(arguments: maskRows)
    func mask(_ row: MaskRow) {
        let holdScript: [Step] = [.down(0, 0), .advance(0.85), .up(0.9, 0)]
        for (script, expected) in [(Self.tapScript, row.afterTap), (holdScript, row.afterHold)] {
            let driver = EngineDriver()
            var ended: [String] = []
            let path = [
                EngineDriver.attachment(TapGesture().onEnded { ended.append("child") }, id: "child"),
                EngineDriver.attachment(
                    LongPressGesture(minimumDuration: 0.8).onEnded { _ in ended.append("parent") },
                    id: "parent", mask: row.mask, isEnabled: row.isEnabled),
            ]
            driver.play(script, path: path)
            #expect(ended == expected, "\(script)")
        }
    }

    @Test func aMaskWithoutSubviewsOnAnInnerModifierDropsOnlyWhatIsBelowIt() {
        // One view: `.onTapGesture { a }.gesture(press, including: .gesture)`, under a parent
        // `.simultaneousGesture(tap)`: the press drops the first tap, the parent still runs.
        let driver = EngineDriver()
        var ended: [String] = []
        let path = [
            EngineDriver.attachment(TapGesture().onEnded { ended.append("a") }, id: "view.0"),
            EngineDriver.attachment(TapGesture().onEnded { ended.append("b") }, id: "view.1", mask: .gesture),
            EngineDriver.attachment(
                TapGesture().onEnded { ended.append("parent") }, id: "parent",
                priority: .simultaneous),
        ]
        driver.play(Self.tapScript, path: path)
        #expect(ended == ["b", "parent"])
    }
}
