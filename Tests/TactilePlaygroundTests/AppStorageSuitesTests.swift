import Foundation
import Testing

@testable import TactilePlayground

/// Sessions reuse `@AppStorage` stores instead of making a suite each. Regression: every session
/// used to make a suite that Foundation never frees, about 0.9 KB leaked per page ever opened.
@MainActor
@Suite struct AppStorageSuitesTests {
    @Test func sessionsOpenedOneAfterAnotherShareOneStore() {
        // No suspension point in this loop, so no other test's session can interleave.
        let before = AppStorageSuites.shared.created
        for _ in 0..<200 {
            let (session, _) = openSession("tap-shape")
            session.close()
        }
        #expect(AppStorageSuites.shared.created - before <= 1)
    }

    @Test func aRecycledStoreIsEmpty() throws {
        let pool = AppStorageSuites()
        let first = try #require(pool.take())
        first.defaults.set(42, forKey: "cardBackgroundColor")
        first.defaults.set("x", forKey: "name")
        pool.recycle(first)
        let second = try #require(pool.take())
        #expect(second.name == first.name)
        #expect(second.defaults.object(forKey: "cardBackgroundColor") == nil)
        #expect(second.defaults.object(forKey: "name") == nil)
        #expect(pool.created == 1)
    }

    @Test func storesInUseAreDistinct() throws {
        let pool = AppStorageSuites()
        let a = try #require(pool.take())
        let b = try #require(pool.take())
        #expect(a.name != b.name)
        a.defaults.set(1, forKey: "k")
        #expect(b.defaults.object(forKey: "k") == nil)
        #expect(pool.created == 2)
    }
}
