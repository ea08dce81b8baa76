import Foundation

// SwiftUI's fixed-arity `buildBlock`s of `TabContentBuilder`: the pieces' tabs in order, as the
// variadic `buildBlock` gives them (which takes blocks of other sizes).

extension TabContentBuilder {
    /// 2 pieces of tab content, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<
        TabValue, (C0, C1)
    >
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent(value: (c0, c1), parts: [tabPart(c0), tabPart(c1)])
    }

    /// 3 pieces of tab content, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTabContent<TabValue, (C0, C1, C2)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent(value: (c0, c1, c2), parts: [tabPart(c0), tabPart(c1), tabPart(c2)])
    }

    /// 4 pieces of tab content, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent(value: (c0, c1, c2, c3), parts: [tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3)])
    }

    /// 5 pieces of tab content, in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4), parts: [tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4)])
    }

    /// 6 pieces of tab content, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4, c5),
            parts: [tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4), tabPart(c5)])
    }

    /// 7 pieces of tab content, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTabContent<
        TabValue, (C0, C1, C2, C3, C4, C5, C6)
    >
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4, c5, c6),
            parts: [tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4), tabPart(c5), tabPart(c6)])
    }

    /// 8 pieces of tab content, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTabContent<
        TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)
    >
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            parts: [
                tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4), tabPart(c5), tabPart(c6), tabPart(c7),
            ])
    }

    /// 9 pieces of tab content, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent, C8: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTabContent<
        TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    >
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue,
        C8.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            parts: [
                tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4), tabPart(c5), tabPart(c6), tabPart(c7),
                tabPart(c8),
            ])
    }

    /// 10 pieces of tab content, in order.
    public static func buildBlock<
        C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent,
        C7: TabContent, C8: TabContent, C9: TabContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue,
        C8.TabValue == TabValue, C9.TabValue == TabValue
    {
        TupleTabContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            parts: [
                tabPart(c0), tabPart(c1), tabPart(c2), tabPart(c3), tabPart(c4), tabPart(c5), tabPart(c6), tabPart(c7),
                tabPart(c8), tabPart(c9),
            ])
    }

    /// Reads a piece's tabs on the main actor, when the tab view is built.
    static func tabPart<C: TabContent>(_ content: C) -> @MainActor () -> [AnyView] {
        nonisolated(unsafe) let content = content
        return { content.resolvedTabViews() }
    }
}
