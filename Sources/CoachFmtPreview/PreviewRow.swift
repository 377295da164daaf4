import CoachFmt

/// One row of a preview page: an element id and, per column, that element as the column's
/// locale rendered it. The page draws each row as one grid row, so the same element starts at
/// the same height in every column whatever the texts' lengths.
package struct PreviewRow: Sendable {
    /// One column's element, with the language its text is in.
    package struct Cell: Sendable {
        /// The element (its parts have rows of their own).
        package let element: RenderedElement
        /// The element's language, else its parent's, else the column's locale.
        package let language: String
    }

    /// The element id, unique within a screen.
    package let id: String
    /// 0 for an element, 1 for its parts, and so on.
    package let depth: Int
    /// One cell per column, in the columns' order; nil where a column has no such element.
    package var cells: [Cell?]

    /// The problems recorded on the row's cells, each once, in `PreviewProblem`'s order.
    package var problems: [PreviewProblem] {
        let found = Set(cells.compactMap { $0 }.flatMap { PreviewProblem.recorded(on: $0.element) })
        return PreviewProblem.allCases.filter(found.contains)
    }

    /// True when every column that has the element hides it: the row folds to one line.
    package var isHidden: Bool {
        cells.allSatisfy { cell in
            guard let cell else { return true }
            if case .hidden = cell.element.content { return true }
            return false
        }
    }

    /// The rows of `columns`: elements and parts depth first, in the first column's order; an
    /// id only a later column has goes after the id that precedes it there.
    package static func rows(_ columns: [PreviewColumn]) -> [PreviewRow] {
        var rows: [PreviewRow] = []
        var position: [String: Int] = [:]
        for (index, column) in columns.enumerated() {
            var previous: Int?
            func visit(_ element: RenderedElement, inherited: String, depth: Int) {
                let language = element.language?.identifier ?? inherited
                let cell = Cell(element: element, language: language)
                if let at = position[element.id] {
                    rows[at].cells[index] = cell
                    previous = at
                } else {
                    let at = previous.map { $0 + 1 } ?? 0
                    var row = PreviewRow(
                        id: element.id, depth: depth, cells: Array(repeating: nil, count: columns.count))
                    row.cells[index] = cell
                    rows.insert(row, at: at)
                    for (id, other) in position where other >= at { position[id] = other + 1 }
                    position[element.id] = at
                    previous = at
                }
                for part in element.parts { visit(part, inherited: language, depth: depth + 1) }
            }
            for element in column.screen.elements {
                visit(element, inherited: column.locale.identifier, depth: 0)
            }
        }
        return rows
    }
}
