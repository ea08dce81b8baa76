import TactileTestSupport
import Testing

@testable import TactileViewCore

/// The per-node memo of layout answers: inline first, a dictionary past that, a bound on both.
@Suite("Layout memo")
struct LayoutMemoTests {
    @Test("Every answer kept is found, and only those", arguments: [0, 1, 2, 3, 10, 32])
    func keepsAnswers(count: Int) {
        var memo = LayoutMemo<Int, String>()
        for key in 0..<count { memo.insert("v\(key)", for: key) }
        #expect(memo.count == count)
        #expect(!memo.forgotSome)
        for key in 0..<count { #expect(memo[key] == "v\(key)") }
        #expect(memo[count] == nil)
        #expect(Set(memo.entries.map(\.key)) == Set(0..<count))
    }

    @Test("Past the limit the memo starts afresh and says it forgot")
    func limit() {
        var memo = LayoutMemo<Int, Int>()
        let limit = LayoutMemo<Int, Int>.limit
        for key in 0...limit { memo.insert(key * 2, for: key) }
        #expect(memo.forgotSome)
        #expect(memo.count == 1)
        #expect(memo[limit] == limit * 2)
        #expect(memo[0] == nil)
        memo.removeAll()
        #expect(!memo.forgotSome && memo.count == 0 && memo[limit] == nil)
    }

    @Test("Optional values are answers too")
    func optionalValues() {
        var memo = LayoutMemo<String, Double?>()
        memo.insert(nil, for: "none")
        memo.insert(1.5, for: "some")
        #expect(memo["none"] == .some(nil))
        #expect(memo["some"] == .some(1.5))
        #expect(memo["missing"] == nil)
    }
}
