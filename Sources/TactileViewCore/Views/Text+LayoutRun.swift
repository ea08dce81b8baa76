import Foundation

extension Text.Layout {
    /// Glyphs of one line that share their font, colour and custom attributes; its elements are
    /// one-glyph slices.
    public struct Run: RandomAccessCollection, Equatable {
        /// The glyphs (one character each).
        let glyphs: [Character]
        /// How far each glyph starts from the run's origin.
        let offsets: [CGFloat]
        /// How far the pen moves past each glyph (its advance plus kerning).
        let advances: [CGFloat]
        /// The index in the text's string of the character each glyph draws.
        let characters: [Int]
        /// The start of the run's baseline, in the text's coordinates.
        let origin: CGPoint
        let style: TextRunPaint
        let attributes: TextAttributeValues
        let isRightToLeft: Bool

        init(
            glyphs: [Character], advances: [CGFloat], characters: [Int], origin: CGPoint, style: TextRunPaint,
            attributes: TextAttributeValues, isRightToLeft: Bool
        ) {
            self.glyphs = glyphs
            self.advances = advances
            var x: CGFloat = 0
            offsets = advances.map { advance in
                defer { x += advance }
                return x
            }
            self.characters = characters
            self.origin = origin
            self.style = style
            self.attributes = attributes
            self.isRightToLeft = isRightToLeft
        }

        /// The index of the first glyph: 0.
        public var startIndex: Int { 0 }
        /// One past the index of the last glyph.
        public var endIndex: Int { glyphs.count }
        /// The slice of the glyph at `index`.
        public subscript(index: Int) -> RunSlice { self[index..<index &+ 1] }
        /// The slice of the glyphs in `bounds`.
        public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
        /// The run's value of the custom attribute `key` (`Text/customAttribute(_:)`), if its
        /// characters have one.
        public subscript<T: TextAttribute>(key: T.Type) -> T? { attributes.value(of: key) }
        /// The direction the run's glyphs are laid out in (the environment's layout direction).
        public var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }
        /// The run's extent: from its origin, as wide as its glyphs, with the font's ascent and descent.
        public var typographicBounds: TypographicBounds { bounds(of: 0..<glyphs.count) }
        /// The index in the text of the character each glyph draws (an ellipsis takes the index of
        /// the first character it replaces).
        public var characterIndices: [CharacterIndex] { characters.map { CharacterIndex(value: $0) } }

        /// The extent of the glyphs in `range`.
        func bounds(of range: Range<Int>) -> TypographicBounds {
            let clamped = range.clamped(to: 0..<glyphs.count)
            let start = clamped.lowerBound < offsets.count ? offsets[clamped.lowerBound] : width
            let width = advances[clamped].reduce(0, +)
            return style.bounds(origin: CGPoint(x: origin.x + start, y: origin.y), width: width)
        }

        private var width: CGFloat { advances.reduce(0, +) }

        /// Whether two runs draw the same glyphs the same way at the same place.
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.glyphs == rhs.glyphs && lhs.advances == rhs.advances && lhs.characters == rhs.characters
                && lhs.origin == rhs.origin && lhs.style == rhs.style && lhs.attributes == rhs.attributes
                && lhs.isRightToLeft == rhs.isRightToLeft
        }

        /// A slice of one glyph.
        public typealias Element = RunSlice
        /// Glyphs are indexed by position.
        public typealias Index = Int
        /// The indices of the glyphs.
        public typealias Indices = Range<Int>
        /// Iterates over one-glyph slices.
        public typealias Iterator = IndexingIterator<Run>
        /// A range of glyphs.
        public typealias SubSequence = RunSlice
    }

    /// Some consecutive glyphs of a run.
    public struct RunSlice: RandomAccessCollection, Equatable {
        /// The run the glyphs belong to.
        public var run: Run
        /// The indices of the glyphs in the run.
        public var indices: Range<Int>

        /// The glyphs of `run` at `indices`.
        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        /// The index of the first glyph, in the run.
        public var startIndex: Int { indices.lowerBound }
        /// One past the index of the last glyph, in the run.
        public var endIndex: Int { indices.upperBound }
        /// The slice of the glyph at `index`.
        public subscript(index: Int) -> RunSlice { self[index..<index &+ 1] }
        /// The glyphs of the run in `bounds`.
        public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
        /// The run's value of the custom attribute `key`.
        public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
        /// The extent of the slice's glyphs.
        public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
        /// The index in the text of the character each glyph of the slice draws.
        public var characterIndices: [CharacterIndex] {
            run.characters[indices.clamped(to: 0..<run.characters.count)].map { CharacterIndex(value: $0) }
        }

        /// The slice's glyphs as a string.
        var string: String { String(run.glyphs[indices.clamped(to: 0..<run.glyphs.count)]) }

        /// Whether two slices are the same glyphs of the same run.
        public static func == (a: RunSlice, b: RunSlice) -> Bool { a.indices == b.indices && a.run == b.run }

        /// A slice of one glyph.
        public typealias Element = RunSlice
        /// Glyphs are indexed by their position in the run.
        public typealias Index = Int
        /// The indices of the glyphs.
        public typealias Indices = Range<Int>
        /// Iterates over one-glyph slices.
        public typealias Iterator = IndexingIterator<RunSlice>
        /// A range of glyphs.
        public typealias SubSequence = RunSlice
    }
}
