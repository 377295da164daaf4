// Writes SectionRows+Generated.swift from Resources/screens/rows.json: for each section of
// data-binding.md, its rows `<X>Screen.Element` (the raw value is the row's label) and the
// `SectionRow` conformance with the fields each row reads, each source parsed here into a typed
// `Source` (see `sourceLiteral`); each row's `RowHandle` and the types of its parts with their
// `PartHandle`s (`.caption`, `.day(3)`), so that a handle compiles only under its own element and
// section. The rows are data, declared once and in one place, as a String Catalog declares its
// keys. Usage: compile-row-tables OUTPUT FILE
import Foundation

struct Row {
    var name: String
    var label: String
    var sources: [String]
    /// The Swift literal of each source's typed `Source`.
    var sourceLiterals: [String]
    /// A static row's catalog key: a title, heading, label or button that binds no data.
    var key: String?
    /// The part ids the row's element has, as paths under it (`<product>/price`).
    var parts: [PartPattern] = []
}

/// One declared part: its path under the row (`/` between a part and its own parts), and the
/// handle's last segment: fixed (`caption`) or a family (`day_<n:int>`, `<product>`).
struct PartPattern {
    var path: String
    /// The last segment, before its placeholder.
    var prefix: String
    /// The placeholder's name, and whether it is an integer: nil for a fixed id.
    var placeholder: (name: String, isInteger: Bool)?
    /// The `PartHandle` member.
    var name: String
    /// Where the pattern was declared, for problems.
    var at: String

    /// `day_<n>`: the segment as the docs show it.
    var shown: String { prefix + (placeholder.map { "<\($0.name)>" } ?? "") }
}

/// `per_month` → `perMonth`, `reason_sheet.advice` → `reasonSheetAdvice`.
func camel(_ text: String) -> String {
    let words = text.split(whereSeparator: { $0 == "_" || $0 == "." })
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// A row's Swift name, from its label, so that the table holds no Swift: `quest · badge` →
/// `questBadge`, `processing · ETA` → `processingEta`, and, since a name cannot start with a
/// digit, `3-step path` → `n3StepPath`.
func rowName(_ label: String) -> String {
    let words = label.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    guard let first = words.first else { return "" }
    let name =
        first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    return name.first?.isNumber == true ? "n" + name : name
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
            if entry["case"] != nil { problem(at + ".case", "a row's name derives from its label: drop \"case\"") }
            let label = text(entry["label"], at: at + ".label")
            let name = label.map(rowName)
            if let label, !labels.insert(label).inserted {
                problem(at + ".label", "\"\(label)\" is declared twice")
            } else if let label, let name, name.isEmpty {
                problem(at + ".label", "\"\(label)\" has no letter or digit to name its handle")
            } else if let label, let name, !names.insert(name).inserted {
                problem(at + ".label", "\"\(label)\" makes `.\(name)`, as an earlier row's label does")
            }
            guard let listed = entry["sources"] as? [Any] else {
                problem(at + ".sources", "expected an array of field names")
                return nil
            }
            var sources: [String] = []
            var sourceLiterals: [String] = []
            for (index, cell) in listed.enumerated() {
                guard let source = text(cell, at: "\(at).sources[\(index)]") else { continue }
                guard let typed = sourceLiteral(source) else {
                    problem(
                        "\(at).sources[\(index)]",
                        "\"\(source)\" is not a source: expected a field path (home.level.title), local:<path>, derived: <rule>, a request (POST /v1/onboarding) or a device input (NWPathMonitor.status)"
                    )
                    continue
                }
                sources.append(source)
                sourceLiterals.append(typed)
            }
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
            let parts = partPatterns(entry["parts"], at: at + ".parts")
            guard let name, let label, sources.count == listed.count else { return nil }
            return Row(
                name: name, label: label, sources: sources, sourceLiterals: sourceLiterals, key: key, parts: parts)
        }
    }

    /// A row's `parts`: each a path (`"<product>/price"`) or `{"part": path, "handle": name}` to
    /// name the handle where the derived name would clash with another.
    mutating func partPatterns(_ value: Any?, at path: String) -> [PartPattern] {
        guard let value else { return [] }
        guard let entries = value as? [Any] else {
            problem(path, "expected an array of part ids")
            return []
        }
        var seen = Set<String>()
        return entries.enumerated().compactMap { index, entry in
            let at = "\(path)[\(index)]"
            let object = entry as? [String: Any]
            guard let pattern = (object?["part"] ?? entry) as? String else {
                problem(at, "expected a part id such as \"caption\", \"day_<n:int>\" or \"<product>/price\"")
                return nil
            }
            let segments = pattern.split(separator: "/", omittingEmptySubsequences: false)
            guard
                segments.allSatisfy({
                    $0.wholeMatch(of: /[a-z0-9_.]*(<[a-z_]+(:int)?>)?/) != nil && !$0.isEmpty && !$0.hasSuffix(".")
                })
            else {
                problem(
                    at,
                    "\"\(pattern)\" is not a part id: lowercase segments, `/` between levels, one <name> or <name:int> at a segment's end"
                )
                return nil
            }
            if !seen.insert(pattern).inserted {
                problem(at, "\"\(pattern)\" is declared twice")
                return nil
            }
            if segments.count > 1, !seen.contains(segments.dropLast().joined(separator: "/")) {
                problem(at, "\"\(pattern)\": declare its parent part before it")
            }
            let last = String(segments[segments.count - 1])
            let open = last.firstIndex(of: "<")
            let prefix = open.map { String(last[..<$0]) } ?? last
            let placeholder = open.map { start -> (String, Bool) in
                let inner = last[last.index(after: start)..<last.index(before: last.endIndex)]
                return inner.hasSuffix(":int") ? (String(inner.dropLast(4)), true) : (String(inner), false)
            }
            let derived = camel(prefix.isEmpty ? placeholder?.0 ?? "" : prefix)
            let name = (object?["handle"] as? String) ?? derived
            guard name.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil else {
                problem(at, "\"\(pattern)\" gives no Swift name: add \"handle\"")
                return nil
            }
            return PartPattern(
                path: pattern, prefix: prefix, placeholder: placeholder.map { (name: $0.0, isInteger: $0.1) },
                name: name, at: at)
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

// MARK: Sources

// Each cell of the Source column is read here, once, into the typed `Source` the render uses;
// a cell none of these forms reads is a problem that fails the build.

/// The one table of the phrases data-binding.md writes for device inputs, each with the
/// `LocalInput` it stands for. Nothing else knows the phrases: the render reads the typed input.
let devicePhrases: [String: String] = [
    "NWPathMonitor.status": ".network", "device network": ".network",
    "AVAudioApplication.recordPermission": ".recordPermission",
    "local:Locale.current": ".deviceLocale", "device locale": ".deviceLocale",
    "device locale if supported, else `en`": ".deviceLocale",
    "UNUserNotificationCenter status": ".notificationsAuthorized",
    "AVAudioSession.interruptionNotification": ".interruption",
]

/// The responses, by the name the table writes (`Endpoint`'s raw value), with the `Endpoint` case:
/// every case but `local` (RowTableCompilerTests holds this to `Endpoint.allCases`).
let endpoints: [String: String] = [
    "me": "me", "home": "home", "session": "session", "attempt": "attempt", "exemplar": "exemplar",
    "settlement": "settlement", "articles": "articles", "topics": "topics", "growth": "growth",
    "weekly_quests": "weeklyQuests", "plan": "plan", "paywall": "paywall", "config": "config", "error": "error",
    "storekit": "storekit",
]

/// Objects data-binding.md names without the response that holds them (`assessment.overall`,
/// `error.code`, `topics[].name`): the response, and the member of it they are.
let nestedRoots: [String: (endpoint: String, member: String)] = [
    "assessment": ("attempt", "assessment"), "error": ("error", "error"), "topics": ("topics", "topics"),
]

/// The onboarding answers' root: the server's `me.onboarding`, or local state's.
let answersRoot = "onboarding"

/// The methods of the requests a screen sends: `POST /v1/onboarding`, `PUT upload`.
let requestMethods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

/// Families of the client's catalog keys a row may name (`dimension.<key>`).
let catalogFamilies: Set<String> = ["dimension"]

/// `home.steps[2].key` → `home`, `steps`, `[]`, `key`; nil when it is not a path: names of
/// letters, digits and `_`, or `<name>` for any member, between dots; `[…]` for an item.
func pathTokens(_ path: Substring) -> [Substring]? {
    var tokens: [Substring] = []
    var rest = path
    while !rest.isEmpty {
        if rest.first == "[" {
            guard !tokens.isEmpty, let close = rest.firstIndex(of: "]") else { return nil }
            tokens.append("[]")
            rest = rest[rest.index(after: close)...]
            continue
        }
        if !tokens.isEmpty {
            guard rest.first == "." else { return nil }
            rest = rest.dropFirst()
        }
        let name = rest.prefix { $0 != "." && $0 != "[" }
        guard name.wholeMatch(of: /[A-Za-z0-9_]+|<[a-z_]+>/) != nil else { return nil }
        tokens.append(name)
        rest = rest[name.endIndex...]
    }
    return tokens.isEmpty ? nil : tokens
}

/// The Swift literal of a `JSONPath.Segment`.
func segmentLiteral(_ token: Substring) -> String {
    if token == "[]" { return ".item" }
    if token.hasPrefix("<") { return ".wildcard(\(literal(String(token.dropFirst().dropLast()))))" }
    return ".member(\(literal(String(token))))"
}

func jsonPath(_ endpoint: String, _ segments: [String]) -> String {
    "JSONPath(.\(endpoint), [\(segments.joined(separator: ", "))])"
}

/// What a field path written from its first name reads.
enum PathReading {
    /// A field of one response: the literal of its `JSONPath`.
    case field(String)
    /// An onboarding answer: the literals of its segments below `onboarding`.
    case answer([String])
    case catalogFamily
}

/// `home.level.title`, `assessment.overall`, `onboarding.goal`, `dimension.<key>`; nil when the
/// first name is no response, nested object, answer or catalog family.
func pathReading(_ path: Substring) -> PathReading? {
    guard let tokens = pathTokens(path), let root = tokens.first else { return nil }
    let segments = tokens.dropFirst().map(segmentLiteral)
    if let nested = nestedRoots[String(root)] {
        return .field(jsonPath(nested.endpoint, [segmentLiteral(Substring(nested.member))] + segments))
    }
    if let endpoint = endpoints[String(root)] { return .field(jsonPath(endpoint, segments)) }
    if root == answersRoot, !segments.isEmpty { return .answer(segments) }
    if catalogFamilies.contains(String(root)), !segments.isEmpty { return .catalogFamily }
    return nil
}

/// The Swift literal of the `Source` one cell of the Source column is, or nil when it is none
/// of: a device phrase, `derived: <rule>`, a request (`POST /v1/onboarding`), `local:<path>`
/// or a field path.
func sourceLiteral(_ cell: String) -> String? {
    let reading: String
    if let input = devicePhrases[cell] {
        reading = ".local(\(input))"
    } else if cell.hasPrefix("derived: ") {
        // The rule is prose; its words with a dot (not a request's `/v1/…`) are the fields it reads.
        let rule = cell.dropFirst("derived: ".count)
        var paths: [String] = []
        for word in rule.split(separator: " ") where word.contains(".") && !word.hasPrefix("/") {
            switch pathReading(word) {
            case .field(let path): paths.append(path)
            case .answer(let segments):
                paths += ["me", "local"].map { jsonPath($0, [segmentLiteral(Substring(answersRoot))] + segments) }
            case .catalogFamily: break
            case nil: return nil
            }
        }
        reading = ".derived(rule: \(literal(String(rule))), from: [\(paths.joined(separator: ", "))])"
    } else if let space = cell.firstIndex(of: " "), requestMethods.contains(String(cell[..<space])) {
        let target = cell[cell.index(after: space)...]
        guard !target.isEmpty, !target.contains(" ") else { return nil }
        reading = ".request(method: \(literal(String(cell[..<space]))), target: \(literal(String(target))))"
    } else if cell.hasPrefix("local:") {
        guard let tokens = pathTokens(cell.dropFirst("local:".count)) else { return nil }
        if tokens.count == 3, tokens[0] == "cache", tokens[2] == "fetchedAt",
            let endpoint = endpoints[String(tokens[1])]
        {
            reading = ".local(.cacheTime(.\(endpoint)))"
        } else {
            reading = ".field(\(jsonPath("local", tokens.map(segmentLiteral))))"
        }
    } else {
        switch pathReading(cell[...]) {
        case .field(let path): reading = ".field(\(path))"
        case .answer(let segments): reading = ".answer([\(segments.joined(separator: ", "))])"
        case .catalogFamily: reading = ".catalogFamily(\(literal(cell)))"
        case nil: return nil
        }
    }
    return "Source(\(literal(cell)), \(reading))"
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
                "        ///\n        /// Parts (`/` for a part's own parts): " + shown.joined(separator: ", ") + ".\n"
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
let keywords: Set<String> = [
    "continue", "default", "return", "break", "case", "class", "for", "if", "in", "is", "let", "var", "do", "else",
    "repeat", "switch", "where", "while", "import", "static", "struct", "enum", "func", "init", "self", "super",
    "throw", "try", "true", "false", "nil", "as", "guard", "defer", "public", "private", "internal", "operator",
]

/// `calendarDays` → `CalendarDaysParts`: the type of the parts under a row or part. The suffix
/// keeps a row named `error` or `type` from shadowing `Error` or reading as a metatype.
func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() + "Parts" }

/// A row's typed handle (`RowHandle`) and, for a row that declares parts, the types of its parts
/// and their handles (`PartHandle`): one type per row (`PaywallScreen.Element.CalendarDaysParts`) and
/// one per part with parts of its own (`…ProductCardsParts.ProductParts`), so that a handle compiles only
/// under its own element. Two parts of one parent that make one name are a problem naming both.
func typedHandles(section: String, rows: [Row], reader: inout RowTableReader) -> String {
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
                    members += "    public static func \(declared(pattern.name))(_ \(argument): Int) -> \(child) {\n"
                    members += "        \(child)(id: \(literal(pattern.prefix)) + String(\(argument)))\n    }\n"
                case let placeholder?:
                    let argument = camel(placeholder.name)
                    let slug = "ElementID.slug(\(argument))"
                    members += "    public static func \(declared(pattern.name))(_ \(argument): String) -> \(child) {\n"
                    members +=
                        "        \(child)(id: \(pattern.prefix.isEmpty ? slug : literal(pattern.prefix) + " + " + slug))\n    }\n"
                }
            }
            members += "}\n"
        }
    }
    return text + "}\n" + namespaces + members
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
let handles =
    sections.map { $0.map { typedHandles(section: $0.name, rows: $0.rows, reader: &reader) }.joined() } ?? ""
guard reader.problems.isEmpty, let sections else {
    FileHandle.standardError.write(Data(reader.problems.map { "\(shown): error: \($0)\n" }.joined().utf8))
    exit(1)
}
var output = "// Generated by compile-row-tables from \(shown). Do not edit.\n"
for section in sections { output += declaration(section: section.name, rows: section.rows, from: shown) }
output += handles
do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(arguments[1]): error: cannot write the file\n".utf8))
    exit(1)
}
