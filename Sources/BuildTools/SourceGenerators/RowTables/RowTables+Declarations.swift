import Foundation

extension RowTables {
    /// A Swift string literal: the text holds no invisible character (checked above), so escaping
    /// quotes and backslashes is enough.
    static func literal(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    static func declaration(section: String, rows: [Row], from shown: String) -> String {
        let heading = section.prefix(1).uppercased() + section.dropFirst()
        let type = heading + "Screen"
        var text = """

            extension \(type) {
                /// The rows of data-binding.md § \(heading); a view reads one by its typed handle:
                /// `screen.section(\(type).self)?[.\(rows[0].name)]`.
                /// Generated from `\(shown)`: the raw value is the row's label, `id` derives from it,
                /// and `sources` is what the row reads; the render walks the rows in this order.
                public enum Element: String, ScreenElement {

            """
        for row in rows {
            let doc = row.key.map { "`\(row.label)`: static copy, `\($0)`" } ?? "`\(row.label)`"
            text += "        /// \(doc)\n"
            if !row.parts.isEmpty {
                let shown = row.parts.map { pattern in
                    "`" + (pattern.path.split(separator: "/").dropLast().map { $0 + "/" }.joined()) + pattern.shown
                        + "` (`."
                        + pattern.name + (pattern.placeholder.map { $0.isInteger ? "(_: Int)" : "(_: String)" } ?? "")
                        + "`)"
                }
                text +=
                    "        ///\n        /// Parts (`/` for a part's own parts): " + shown.joined(separator: ", ")
                    + ".\n"
            }
            text += "        case \(keywords.contains(row.name) ? "`\(row.name)`" : row.name) = \(literal(row.label))\n"
        }
        text += """

                    /// data-binding.md § \(heading).
                    public static var section: ScreenSection { .\(section) }
                }
            }

            extension \(type).Element: SectionRow {
                static let rowIDs = allCases.map(\\.id)

                /// Each row's sources in the order of `allCases`, read from the table when it was compiled.
                private static let sourceLists: [[Source]] = [

            """
        for row in rows {
            text += "        [" + row.sourceLiterals.joined(separator: ", ") + "],\n"
        }
        text += "    ]\n\n    var sources: [Source] {\n        switch self {\n"
        for (index, row) in rows.enumerated() {
            text += "        case .\(row.name): Self.sourceLists[\(index)]\n"
        }
        text += "        }\n    }\n\n    var staticKey: String? {\n        switch self {\n"
        for row in rows { text += "        case .\(row.name): " + (row.key.map(literal) ?? "nil") + "\n" }
        text += "        }\n    }\n\n    var partPatterns: [String] {\n        switch self {\n"
        for row in rows {
            text += "        case .\(row.name): [" + row.parts.map { literal($0.path) }.joined(separator: ", ") + "]\n"
        }
        return text + "        }\n    }\n}\n"
    }

    /// Swift keywords a part id may spell (`continue`): declared in backticks.
    static let keywords: Set<String> = [
        "continue", "default", "return", "break", "case", "class", "for", "if", "in", "is", "let", "var", "do", "else",
        "repeat", "switch", "where", "while", "import", "static", "struct", "enum", "func", "init", "self", "super",
        "throw", "try", "true", "false", "nil", "as", "guard", "defer", "public", "private", "internal", "operator",
    ]

    /// `calendarDays` → `CalendarDaysParts`: the type of the parts under a row or part. The suffix
    /// keeps a row named `error` or `type` from shadowing `Error` or reading as a metatype.
    static func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() + "Parts" }

    /// A row's typed handle (`RowHandle`) and, for a row that declares parts, the types of its parts
    /// and their handles (`PartHandle`): one type per row (`PaywallScreen.Element.CalendarDaysParts`) and
    /// one per part with parts of its own (`…ProductCardsParts.ProductParts`), so that a handle compiles only
    /// under its own element. Two parts of one parent that make one name are a problem naming both.
    static func typedHandles(section: String, rows: [Row], reader: inout RowTableReader) -> String {
        let type = section.prefix(1).uppercased() + section.dropFirst() + "Screen"
        let element = type + ".Element"
        func declared(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
        var text = "\n/// data-binding.md § \(type.dropLast(6)): its rows read as `screen.section(\(type).self)`.\n"
        text += "extension \(type): SectionScreen {}\n"
        var namespaces = ""
        var members = ""
        text += "\nextension RowHandle where Row == \(element) {\n"
        for row in rows {
            // The part type of each parent path: "" for the row, a part's path for a part with parts.
            var parentTypes: [String: String] = [:]
            let parents = Set(row.parts.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
            let rowParts = row.parts.isEmpty ? "NoParts" : element + "." + typeName(row.name)
            if !row.parts.isEmpty {
                parentTypes[""] = rowParts
                namespaces +=
                    "\nextension \(element) {\n    /// The parts of `\(row.label)`: `screen.section(\(type).self)?[.\(row.name)]?[…]`.\n"
                namespaces += "    public enum \(typeName(row.name)) {}\n}\n"
            }
            text += "    /// `\(row.label)`.\n"
            text +=
                "    public static var \(declared(row.name)): RowHandle<Row, \(rowParts)> { RowHandle<Row, \(rowParts)>(.\(declared(row.name))) }\n"
            var byParent: [String: [PartPattern]] = [:]
            var parentOrder: [String] = []
            for pattern in row.parts {
                let parent = pattern.path.split(separator: "/").dropLast().joined(separator: "/")
                if byParent[parent] == nil { parentOrder.append(parent) }
                if let known = byParent[parent]?.first(where: { $0.name == pattern.name }) {
                    reader.problem(
                        pattern.at,
                        "\"\(pattern.shown)\" and \"\(known.shown)\" (\(known.at)) both make `.\(pattern.name)`: add \"handle\""
                    )
                    continue
                }
                byParent[parent, default: []].append(pattern)
                if parents.contains(pattern.path), let parentType = parentTypes[parent] {
                    let name = typeName(pattern.name)
                    parentTypes[pattern.path] = parentType + "." + name
                    namespaces += "\nextension \(parentType) {\n    /// The parts of `\(pattern.shown)`.\n"
                    namespaces += "    public enum \(name) {}\n}\n"
                }
            }
            for parent in parentOrder {
                guard let parentType = parentTypes[parent], let patterns = byParent[parent] else { continue }
                members += "\nextension PartHandle where Parent == \(parentType) {\n"
                for pattern in patterns.sorted(by: { $0.name < $1.name }) {
                    let child = "PartHandle<Parent, \(parentTypes[pattern.path] ?? "NoParts")>"
                    members += "    /// `\(pattern.shown)`.\n"
                    switch pattern.placeholder {
                    case nil:
                        members +=
                            "    public static var \(declared(pattern.name)): \(child) { \(child)(id: \(literal(pattern.prefix))) }\n"
                    case let placeholder? where placeholder.isInteger:
                        let argument = camel(placeholder.name)
                        members +=
                            "    public static func \(declared(pattern.name))(_ \(argument): Int) -> \(child) {\n"
                        members += "        \(child)(id: \(literal(pattern.prefix)) + String(\(argument)))\n    }\n"
                    case let placeholder?:
                        let argument = camel(placeholder.name)
                        let slug = "ElementID.slug(\(argument))"
                        members +=
                            "    public static func \(declared(pattern.name))(_ \(argument): String) -> \(child) {\n"
                        members +=
                            "        \(child)(id: \(pattern.prefix.isEmpty ? slug : literal(pattern.prefix) + " + " + slug))\n    }\n"
                    }
                }
                members += "}\n"
            }
        }
        return text + "}\n" + namespaces + members
    }
}
