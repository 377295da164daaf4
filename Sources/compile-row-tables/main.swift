// Writes SectionRows+Generated.swift from Resources/screens/rows.json: for each section of
// data-binding.md, its typed handle `<X>Screen.Element` (the raw value is the row's label) and
// the `SectionRow` conformance with the fields each row reads. The rows are data, declared once
// and in one place, as a String Catalog declares its keys. Usage: compile-row-tables OUTPUT FILE
import Foundation

struct Row {
    var name: String
    var label: String
    var sources: [String]
    /// A static row's catalog key: a title, heading, label or button that binds no data.
    var key: String?
}

/// Reads the file's sections, collecting one problem per bad value rather than stopping at the
/// first, each with its JSON path.
struct RowTableReader {
    var problems: [String] = []

    mutating func problem(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

    /// A label or source is text for people: it may hold quotes (`"not yet" line`), but no
    /// invisible character, which no reader could tell apart in a label.
    mutating func text(_ value: Any?, at path: String) -> String? {
        guard let text = value as? String, !text.isEmpty else {
            problem(path, "expected a non-empty string")
            return nil
        }
        let invisible = text.unicodeScalars.first {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
        if let invisible {
            problem(
                path, "invisible character U+\(String(invisible.value, radix: 16, uppercase: true)) in a row's text")
            return nil
        }
        return text
    }

    mutating func rows(of section: [String: Any], at path: String) -> [Row] {
        guard let entries = section["rows"] as? [[String: Any]], !entries.isEmpty else {
            problem(path + ".rows", "expected a non-empty array of rows")
            return []
        }
        var names = Set<String>()
        var labels = Set<String>()
        return entries.enumerated().compactMap { index, entry in
            let at = "\(path).rows[\(index)]"
            let name = entry["case"] as? String
            if name?.wholeMatch(of: /[a-z][A-Za-z0-9]*/) == nil {
                problem(at + ".case", "expected a Swift case name such as \"focusTitle\"")
            } else if let name, !names.insert(name).inserted {
                problem(at + ".case", "\"\(name)\" is declared twice")
            }
            let label = text(entry["label"], at: at + ".label")
            if let label, !labels.insert(label).inserted { problem(at + ".label", "\"\(label)\" is declared twice") }
            guard let listed = entry["sources"] as? [Any] else {
                problem(at + ".sources", "expected an array of field names")
                return nil
            }
            let sources = listed.enumerated().compactMap { text($1, at: "\(at).sources[\($0)]") }
            var key: String?
            if let value = entry["key"] {
                key = value as? String
                if key?.wholeMatch(of: /[a-z0-9_]+(\.[a-z0-9_]+)+/) == nil {
                    problem(at + ".key", "expected a catalog key such as \"paywall.k.title\"")
                    key = nil
                } else if !listed.isEmpty {
                    problem(at + ".sources", "a static row (one with a key) reads no field: expected []")
                }
            }
            guard let name, let label, sources.count == listed.count else { return nil }
            return Row(name: name, label: label, sources: sources, key: key)
        }
    }

    mutating func sections(in data: Data) -> [(name: String, rows: [Row])] {
        guard let sections = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            problem("$", "expected a JSON array of sections, each {\"section\", \"rows\"}")
            return []
        }
        var seen = Set<String>()
        return sections.enumerated().compactMap { index, section in
            guard let name = section["section"] as? String, name.wholeMatch(of: /[a-z]+/) != nil else {
                problem("[\(index)].section", "expected a section's short name such as \"plan\"")
                return nil
            }
            if !seen.insert(name).inserted { problem("[\(index)].section", "\"\(name)\" is declared twice") }
            return (name, rows(of: section, at: "[\(index)]"))
        }
    }
}

/// A Swift string literal: the text holds no invisible character (checked above), so escaping
/// quotes and backslashes is enough.
func literal(_ text: String) -> String {
    "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}

func declaration(section: String, rows: [Row], from shown: String) -> String {
    let heading = section.prefix(1).uppercased() + section.dropFirst()
    let type = heading + "Screen"
    var text = """

        extension \(type) {
            /// The rows of data-binding.md § \(heading), as a typed handle: `screen[\(type).Element.\(rows[0].name)]`.
            /// Generated from `\(shown)`: the raw value is the row's label, `id` derives from it,
            /// and `sources` is what the row reads; the render walks the rows in this order.
            public enum Element: String, ScreenElement {

        """
    for row in rows {
        let doc = row.key.map { "`\(row.label)`: static copy, `\($0)`" } ?? "`\(row.label)`"
        text += "        /// \(doc)\n        case \(row.name) = \(literal(row.label))\n"
    }
    text += """

                /// data-binding.md § \(heading).
                public static var section: ScreenSection { .\(section) }
            }
        }

        extension \(type).Element: SectionRow {
            static let rowIDs = allCases.map(\\.id)

            var sources: [String] {
                switch self {

        """
    for row in rows {
        text += "        case .\(row.name): [" + row.sources.map(literal).joined(separator: ", ") + "]\n"
    }
    text += "        }\n    }\n\n    var staticKey: String? {\n        switch self {\n"
    for row in rows { text += "        case .\(row.name): " + (row.key.map(literal) ?? "nil") + "\n" }
    return text + "        }\n    }\n}\n"
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: compile-row-tables OUTPUT FILE\n".utf8))
    exit(2)
}
// Lines name the file as the repository does, so that they read the same on every machine.
let shown = arguments[2].hasSuffix("/Resources/screens/rows.json") ? "Resources/screens/rows.json" : arguments[2]
var reader = RowTableReader()
let sections = FileManager.default.contents(atPath: arguments[2]).map { reader.sections(in: $0) }
if sections == nil { reader.problem("$", "cannot read the file") }
guard reader.problems.isEmpty, let sections else {
    FileHandle.standardError.write(Data(reader.problems.map { "\(shown): error: \($0)\n" }.joined().utf8))
    exit(1)
}
var output = "// Generated by compile-row-tables from \(shown). Do not edit.\n"
for section in sections { output += declaration(section: section.name, rows: section.rows, from: shown) }
do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(arguments[1]): error: cannot write the file\n".utf8))
    exit(1)
}
