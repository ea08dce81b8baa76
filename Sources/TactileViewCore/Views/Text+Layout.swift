import Foundation

extension Text {
    /// The lines a text was laid out in, SwiftUI's `Text.Layout`: what a `TextRenderer` draws and
    /// what the `Text.LayoutKey` preference reports.
    ///
    /// It is made from Tactile's own text layout, the one the text is measured and drawn with: the
    /// same line breaks, truncation, alignment and spacing. Each line holds runs (characters that
    /// share their custom attributes, `Text/customAttribute(_:)`), and each run one slice per
    /// glyph, placed by the font's measured advances. Coordinates are the text view's own, with
    /// a line's `origin` at the start of its baseline.
    public struct Layout: RandomAccessCollection, Equatable {
        /// The lines, first first.
        let lines: [Line]
        let truncated: Bool

        init(lines: [Line], isTruncated: Bool) {
            self.lines = lines
            self.truncated = isTruncated
        }

        /// Whether the text was cut to fit (a line limit with an ellipsis).
        public var isTruncated: Bool { truncated }
        /// The index of the first line: 0.
        public var startIndex: Int { 0 }
        /// One past the index of the last line.
        public var endIndex: Int { lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// Whether two layouts have the same lines.
        public static func == (a: Layout, b: Layout) -> Bool { a.lines == b.lines && a.truncated == b.truncated }

        /// A line.
        public typealias Element = Line
        /// Lines are indexed by position.
        public typealias Index = Int
        /// The indices of the lines.
        public typealias Indices = Range<Int>
        /// Iterates over the lines.
        public typealias Iterator = IndexingIterator<Layout>
        /// A range of lines.
        public typealias SubSequence = Slice<Layout>
    }
}

extension Text.Layout {
    /// One line of a laid-out text: its runs, left to right.
    public struct Line: RandomAccessCollection, Equatable {
        /// Where the line's baseline starts, in the text's coordinates.
        public var origin: CGPoint
        let runs: [Run]
        /// The room the line's glyphs take (the height of the font's line, the width of its runs).
        let bounds: TypographicBounds

        init(origin: CGPoint, runs: [Run], bounds: TypographicBounds) {
            self.origin = origin
            self.runs = runs
            self.bounds = bounds
        }

        /// The index of the first run: 0.
        public var startIndex: Int { 0 }
        /// One past the index of the last run.
        public var endIndex: Int { runs.count }
        /// The run at `index`.
        public subscript(index: Int) -> Run { runs[index] }
        /// The line's extent: from its origin, as wide as its runs, with the font's ascent and descent.
        public var typographicBounds: TypographicBounds {
            var moved = bounds
            moved.origin = origin
            return moved
        }

        /// Whether two lines have the same runs at the same place.
        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.origin == rhs.origin && lhs.runs == rhs.runs && lhs.bounds == rhs.bounds
        }

        /// A run.
        public typealias Element = Run
        /// Runs are indexed by position.
        public typealias Index = Int
        /// The indices of the runs.
        public typealias Indices = Range<Int>
        /// Iterates over the runs.
        public typealias Iterator = IndexingIterator<Line>
        /// A range of runs.
        public typealias SubSequence = Slice<Line>
    }
}
