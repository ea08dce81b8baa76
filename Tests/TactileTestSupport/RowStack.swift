import Foundation
import Tactile

/// Rows for the scrolling and list tests: `count` blue bars stacked without spacing, each
/// `height` points tall (and `width` wide, or as wide as offered) and named `row0`, `row1`, …
/// (`accessibilityIdentifier`), in a `VStack` or a `LazyVStack`. With a ``RowCounter`` each row
/// counts its `onAppear` and `onDisappear`; with `onTap` each row reports its taps by index.
///
/// Put it in a `ScrollView` as a test needs. Its `ForEach` ids are the row indices, so
/// `ScrollViewProxy.scrollTo(30)` finds row 30 in both forms.
public struct RowStack: View {
    /// How many rows.
    public var count: Int
    /// Each row's height, in points.
    public var height: CGFloat
    /// Each row's width, in points (`nil`: as wide as offered).
    public var width: CGFloat?
    /// Whether the rows are in a `LazyVStack` (built only when near the visible part).
    public var isLazy: Bool
    /// Counts the rows built and dropped, if set.
    public var counter: RowCounter?
    /// Called with a row's index when it is tapped, if set (without it the rows have no gesture).
    public var onTap: ((Int) -> Void)?

    /// `count` rows `height` points tall.
    public init(
        _ count: Int, height: CGFloat, width: CGFloat? = nil, isLazy: Bool = false, counter: RowCounter? = nil,
        onTap: ((Int) -> Void)? = nil
    ) {
        self.count = count
        self.height = height
        self.width = width
        self.isLazy = isLazy
        self.counter = counter
        self.onTap = onTap
    }

    /// The rows, lazy or not.
    public var body: some View {
        if isLazy {
            LazyVStack(spacing: 0) { rows }
        } else {
            VStack(spacing: 0) { rows }
        }
    }

    private var rows: some View {
        ForEach(0..<count) { i in row(i) }
    }

    @ViewBuilder private func row(_ index: Int) -> some View {
        let bar = Color.blue.frame(width: width, height: height).accessibilityIdentifier("row\(index)")
        if let counter, let onTap {
            bar.onAppear { counter.appeared += 1 }.onDisappear { counter.disappeared += 1 }
                .onTapGesture { onTap(index) }
        } else if let counter {
            bar.onAppear { counter.appeared += 1 }.onDisappear { counter.disappeared += 1 }
        } else if let onTap {
            bar.onTapGesture { onTap(index) }
        } else {
            bar
        }
    }
}

/// How many rows of a lazy container have been built and dropped (their `onAppear` and
/// `onDisappear`), and the scroll view's proxy, for the laziness tests of stacks and lists.
@MainActor
public final class RowCounter {
    /// Rows built so far.
    public var appeared = 0
    /// Rows dropped so far.
    public var disappeared = 0
    /// The proxy of the `ScrollViewReader` around the rows, once it appeared.
    public var proxy: ScrollViewProxy?
    /// Rows built now.
    public var live: Int { appeared - disappeared }

    /// A counter of nothing yet.
    public init() {}
}
