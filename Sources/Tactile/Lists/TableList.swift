import Foundation

/// A run of a compact table's rows: a `Section`'s rows under its header, or rows outside any
/// section (consecutive ones together).
struct TableListSection: Identifiable {
    /// One row: its value's id, the value, and how deep in a tree it is.
    struct Row: Identifiable {
        let id: AnyHashable
        let value: Any
        let depth: Int
    }

    let id: Int
    let header: AnyView?
    let rows: [Row]

    /// The runs of `parts`, in order.
    static func sections(of parts: [TableRowPart]) -> [TableListSection] {
        var sections: [TableListSection] = []
        var loose: [Row] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(TableListSection(id: sections.count, header: nil, rows: loose))
            loose = []
        }
        func rows(of parts: [TableRowPart]) -> [Row] {
            parts.flatMap { part -> [Row] in
                switch part {
                case .row(let value, let id, let depth): [Row(id: id, value: value, depth: depth)]
                case .section(_, let children): rows(of: children)
                }
            }
        }
        for part in parts {
            switch part {
            case .row(let value, let id, let depth):
                loose.append(Row(id: id, value: value, depth: depth))
            case .section(let header, let parts):
                flushLoose()
                sections.append(TableListSection(id: sections.count, header: header, rows: rows(of: parts)))
            }
        }
        flushLoose()
        return sections
    }
}

/// A compact table's list content: one list section per run of rows, each row the first column's
/// view of its value, indented by its depth in a tree.
struct TableListRows: View {
    let sections: [TableListSection]
    let column: TableColumnPart?

    var body: some View {
        ForEach(sections) { section in
            Section {
                ForEach(section.rows) { row in
                    (column?.content(row.value) ?? AnyView(EmptyView()))
                        .padding(.leading, CGFloat(row.depth) * TableMetrics.outlineIndent)
                }
            } header: {
                section.header ?? AnyView(EmptyView())
            }
        }
    }
}

enum TableMetrics {
    /// How far each level of a tree's rows is indented: about iOS's outline indentation in a
    /// list (a disclosure chevron's width and its spacing).
    static let outlineIndent: CGFloat = 20
}
