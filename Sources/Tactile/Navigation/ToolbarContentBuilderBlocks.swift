import Foundation

// SwiftUI's fixed-arity `buildBlock`s of `ToolbarContentBuilder`, in its two forms: for plain
// toolbar content and for customizable toolbar content (`toolbar(id:content:)`). The customizable
// form is the more constrained overload, so it is chosen when every piece is customizable; both
// give the pieces' items in order. Blocks of other sizes use the variadic `buildBlock`.

extension ToolbarContentBuilder {
    /// 2 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> ToolbarContentList
    where C0: ToolbarContent, C1: ToolbarContent {
        ToolbarContentList(parts: [c0, c1])
    }

    /// 2 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> ToolbarContentList
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        ToolbarContentList(parts: [c0, c1])
    }

    /// 3 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> ToolbarContentList
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        ToolbarContentList(parts: [c0, c1, c2])
    }

    /// 3 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> ToolbarContentList
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        ToolbarContentList(parts: [c0, c1, c2])
    }

    /// 4 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> ToolbarContentList
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        ToolbarContentList(parts: [c0, c1, c2, c3])
    }

    /// 4 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3])
    }

    /// 5 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> ToolbarContentList
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4])
    }

    /// 5 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4])
    }

    /// 6 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> ToolbarContentList
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5])
    }

    /// 6 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5])
    }

    /// 7 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> ToolbarContentList
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// 7 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// 8 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> ToolbarContentList
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// 8 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// 9 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> ToolbarContentList
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// 9 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// 10 pieces of toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> ToolbarContentList
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// 10 pieces of customizable toolbar content, in order.
    nonisolated public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> ToolbarContentList
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
        C9: CustomizableToolbarContent
    {
        ToolbarContentList(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
