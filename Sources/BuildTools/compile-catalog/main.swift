// Writes CatalogTable+Generated.swift: for each catalog file (`Resources/copy/en.json`), the
// FNV-1a 64 hash of each key's UTF-8 bytes in ascending order, and the keys and values in the same
// order, as array literals (which the compiler lays out as constant data), plus a lookup by locale
// identifier. Notes and source fingerprints are left out. `style.json` and `glossary.json` are
// kept as text, for the library to parse when an overlay is checked. Usage: compile-catalog OUTPUT FILE...
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("compile-catalog: \(message)\n".utf8))
    exit(1)
}

let invisible: Set<Unicode.GeneralCategory> = [
    .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned, .surrogate,
]

/// A Swift string literal of `text`: quotes, backslashes and invisible characters (controls,
/// format characters such as bidi marks, separators other than the space) escaped, the rest as is.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case " ": result += " "
        case _ where invisible.contains(scalar.properties.generalCategory):
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// FNV-1a 64 of the UTF-8 bytes, as `CatalogTable.hash` computes it at run time.
func hash(_ key: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
}

/// `zh-Hans` → `zhHans`.
func swiftName(_ identifier: String) -> String {
    let parts = identifier.split(separator: "-")
    return parts.first!.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: compile-catalog OUTPUT FILE...\n".utf8))
    exit(2)
}

var tables = ""
var cases = ""
var styleTexts: [String: String] = [:]
var sourceValues: [String: String] = [:]
for file in arguments.dropFirst() {
    let url = URL(fileURLWithPath: file)
    let identifier = url.deletingPathExtension().lastPathComponent
    let shown = "Resources/copy/\(url.lastPathComponent)"
    if identifier == "style" || identifier == "glossary" {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("\(shown): cannot read as UTF-8") }
        styleTexts[identifier] = text
        continue
    }
    guard let data = try? Data(contentsOf: url) else { fail("\(shown): cannot read") }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        fail("\(shown): not a JSON object")
    }
    var values: [String: String] = [:]
    for (key, entry) in object {
        guard let value = (entry as? [String: Any])?["value"] as? String else {
            fail("\(shown): \(key): expected an object with a string \"value\"")
        }
        values[key] = value
    }
    // The library finds a key by binary search on its hash, so the entries go in hash order
    // (keys with equal hashes, should there ever be two, side by side).
    let keys = values.keys.sorted { a, b in
        let (hashA, hashB) = (hash(a), hash(b))
        return hashA != hashB ? hashA < hashB : a.utf8.lexicographicallyPrecedes(b.utf8)
    }
    let name = swiftName(identifier)
    if identifier == "en" { sourceValues = values }
    tables += """

            /// \(shown): \(keys.count) messages, values only.
            static let \(name) = CatalogTable(
                hashes: [
        \(keys.map { "            0x\(String(hash($0), radix: 16)),  // \(literal($0))" }.joined(separator: "\n"))
                ],
                keys: [
        \(keys.map { "            \(literal($0))," }.joined(separator: "\n"))
                ],
                values: [
        \(keys.map { "            \(literal(values[$0]!))," }.joined(separator: "\n"))
                ])

        """
    cases += "        case \(literal(identifier)): \(name)\n"
}

// MARK: Typed accessors

/// An argument of a message: its name and what the message does with it.
struct Argument: Equatable {
    enum Kind { case text, number, select, date }
    let name: String
    let kind: Kind
    /// A select's cases, in order, without `other` (the fallback no caller picks).
    var cases: [String] = []
}

/// The arguments of an ICU MessageFormat pattern, in the order they first appear, nested plural
/// and select branches included. Apostrophe quoting is honoured (`'{'` is text). A pattern this
/// reader cannot follow stops the build: `coach-fmt check` parses every message with ICU, so a
/// catalog that reaches the build is well formed.
struct ArgumentReader {
    let characters: [Character]
    var index = 0
    var found: [Argument] = []

    init(_ pattern: String) { characters = Array(pattern) }

    mutating func message(until close: Bool) throws {
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    index += 2
                    continue
                }
                if index + 1 < characters.count, "{}#|".contains(characters[index + 1]) {
                    index += 1
                    while index < characters.count, characters[index] != "'" { index += 1 }
                }
                index += 1
                continue
            }
            if character == "}" {
                guard close else { throw ReaderError.unbalanced }
                index += 1
                return
            }
            index += 1
            if character == "{" { try argument() }
        }
        if close { throw ReaderError.unbalanced }
    }

    mutating func word() -> String {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        var word = ""
        while index < characters.count, !",}{".contains(characters[index]) {
            word.append(characters[index])
            index += 1
        }
        return word.trimmingCharacters(in: .whitespaces)
    }

    mutating func argument() throws {
        let name = word()
        guard index < characters.count else { throw ReaderError.unbalanced }
        if characters[index] == "}" {
            add(name, .text)
            index += 1
            return
        }
        index += 1  // the comma
        let type = word()
        switch type {
        case "plural", "selectordinal", "select":
            add(name, type == "select" ? .select : .number)
            guard index < characters.count, characters[index] == "," else { throw ReaderError.unbalanced }
            index += 1
            // `selector {message}` … `}`
            while index < characters.count {
                while index < characters.count, characters[index].isWhitespace { index += 1 }
                guard index < characters.count else { break }
                if characters[index] == "}" {
                    index += 1
                    return
                }
                var selector = ""
                while index < characters.count, characters[index] != "{" {
                    selector.append(characters[index])
                    index += 1
                }
                if type == "select" { addCase(selector.trimmingCharacters(in: .whitespaces), to: name) }
                index += 1
                try message(until: true)
            }
            throw ReaderError.unbalanced
        default:
            add(name, type == "date" || type == "time" ? .date : .number)
            // The style, if any, up to the argument's closing brace.
            var depth = 0
            while index < characters.count {
                if characters[index] == "{" { depth += 1 }
                if characters[index] == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                index += 1
            }
            index += 1
        }
    }

    mutating func add(_ name: String, _ kind: Argument.Kind) {
        if let existing = found.firstIndex(where: { $0.name == name }) {
            // A plain use and a typed use of one name: the typed use decides.
            if found[existing].kind == .text, kind != .text { found[existing] = Argument(name: name, kind: kind) }
            return
        }
        found.append(Argument(name: name, kind: kind))
    }

    mutating func addCase(_ selector: String, to name: String) {
        guard selector != "other", let argument = found.firstIndex(where: { $0.name == name }),
            !found[argument].cases.contains(selector)
        else { return }
        found[argument].cases.append(selector)
    }

    enum ReaderError: Error { case unbalanced }
}

let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol", "some", "any",
]

/// `daily.body_generic` → `dailyBodyGeneric`, `short.zh-Hans` → `shortZhHans`.
func memberName(_ segments: some Collection<Substring>) -> String {
    let words = segments.flatMap { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) }.map(String.init)
    guard let first = words.first else { return "" }
    return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// A member name as a type name: `delta30d` → `Delta30d`.
func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

/// A name as declared: a Swift keyword in backticks.
func declared(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

/// One accessor: a static property for a message without arguments, else a function whose
/// parameters are the message's arguments, typed by what the message does with them.
func accessor(_ key: String, _ name: String, _ value: String) -> String {
    var reader = ArgumentReader(value)
    do { try reader.message(until: false) } catch {
        fail("Resources/copy/en.json: \(key): cannot read its arguments")
    }
    guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { fail("Resources/copy/en.json: \(key): \(name) is not a Swift name") }
    let shown = value.replacingOccurrences(of: "\n", with: " ")
    let doc = "/// `\(key)`: \(shown)\n"
    guard !reader.found.isEmpty else {
        return doc + "public static var \(declared(name)): CopyMessage { CopyMessage(\(literal(key))) }\n"
    }
    var selects = ""
    let parameters = reader.found.map { argument -> (label: String, type: String, value: String) in
        let label = memberName([Substring(argument.name)])
        switch argument.kind {
        case .text: return (label, "String", ".string(\(declared(label)))")
        case .select:
            // A select takes only the cases the source message has: a misspelt one does not compile.
            let type = typeName(name) + typeName(label)
            let cases = argument.cases.map { selector in
                let member = memberName([Substring(selector)])
                guard member.first.map({ $0.isLetter || $0 == "_" }) == true,
                    member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { fail("Resources/copy/en.json: \(key): select case \(selector) is not a Swift name") }
                return member == selector ? declared(member) : "\(declared(member)) = \(literal(selector))"
            }
            selects +=
                "/// The cases of `\(argument.name)` in `\(key)`.\n"
                + "public enum \(type): String, Sendable, Hashable, CaseIterable {\n"
                + cases.map { "    case \($0)\n" }.joined() + "}\n"
            return (label, type, ".string(\(declared(label)).rawValue)")
        case .number: return (label, "Int", ".integer(\(declared(label)))")
        case .date: return (label, "Double", ".date(\(declared(label)))")
        }
    }
    let signature = parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
    let dictionary = zip(reader.found, parameters).map { "\(literal($0.name)): \($1.value)" }.joined(separator: ", ")
    return selects + doc + "public static func \(declared(name))(\(signature)) -> CopyMessage {\n"
        + "    CopyMessage(\(literal(key)), [\(dictionary)])\n}\n"
}

/// `text` with each line indented by `levels` × 4 spaces.
func indented(_ text: String, _ levels: Int) -> String {
    let pad = String(repeating: "    ", count: levels)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
        .joined(separator: "\n")
}

/// The name of each namespace's key constants (`CoachCopy.home.Keys.greetingGeneric`).
let keysName = "Keys"

/// The keys of a namespace (or the one-segment keys) as constants, one per message whether or
/// not it takes arguments: for the library's resolvers, which name a key without its arguments
/// (a fallback, a key declared for another state), so that a misspelt key does not compile there either.
func keyConstants(_ namespace: String?, _ members: [(key: String, member: String)]) -> String {
    guard !members.isEmpty else { return "" }
    let scope = namespace.map { "`\($0).*`" } ?? "one-segment"
    return "/// The \(scope) keys by name, for a caller that needs a key without its arguments.\n"
        + "package enum \(keysName) {\n"
        + members.map { "    /// `\($0.key)`\n    package static let \(declared($0.member)) = \(literal($0.key))\n" }
        .joined() + "}\n"
}

var namespaces: [String: [(key: String, member: String)]] = [:]
var topLevel: [(key: String, member: String)] = []
for key in sourceValues.keys.sorted() {
    let segments = key.split(separator: ".")
    guard let first = segments.first else { continue }
    if segments.count == 1 {
        topLevel.append((key, memberName(segments)))
    } else {
        namespaces[memberName([first]), default: []].append((key, memberName(segments.dropFirst())))
    }
}
// A one-segment key that is also the first segment of others (`secs_delta`, `secs_delta.spoken`)
// goes into their namespace as `message`: a type and a function cannot share a name.
for (key, member) in topLevel where namespaces[member] != nil { namespaces[member]!.insert((key, "message"), at: 0) }
topLevel.removeAll { namespaces[$0.member] != nil }
var accessors = ""
for (key, member) in topLevel { accessors += indented(accessor(key, member, sourceValues[key]!), 1) }
for namespace in namespaces.keys.sorted() {
    let members = namespaces[namespace]!
    var seen: [String: String] = [:]
    for (key, member) in members {
        if let other = seen[member] {
            fail("Resources/copy/en.json: \(key) and \(other) both become CoachCopy.\(namespace).\(member)")
        }
        seen[member] = key
    }
    accessors += "\n    /// The catalog's `\(namespace).*` keys.\n    public enum \(declared(namespace)) {\n"
    for (key, member) in members { accessors += indented(accessor(key, member, sourceValues[key]!), 2) }
    if accessors.contains("enum \(keysName):") {
        fail("Resources/copy/en.json: a select of `\(namespace).*` becomes \(keysName), the name of its keys")
    }
    accessors += indented(keyConstants(namespace, members), 2)
    accessors += "    }\n"
}
accessors += indented(keyConstants(nil, topLevel), 1)

let source = """
    // Generated by compile-catalog from Resources/copy/. Do not edit.

    extension CatalogTable {
    \(tables)
        /// The table of a catalog locale (`en`, `zh-Hans`), or nil when none was compiled.
        static func builtIn(_ identifier: String) -> CatalogTable? {
            switch identifier {
    \(cases)        default: nil
            }
        }
    }

    extension CopyStyle {
        /// `Resources/copy/style.json` as text.
        static let builtInStyleText = \(literal(styleTexts["style"] ?? "{}"))
        /// `Resources/copy/glossary.json` as text.
        static let builtInGlossaryText = \(literal(styleTexts["glossary"] ?? #"{"terms": []}"#))
    }

    /// One typed accessor per key of `Resources/copy/en.json`, grouped by its first segment.
    extension CoachCopy {
    \(accessors)}

    """
do {
    try source.write(to: URL(fileURLWithPath: outputPath), atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(outputPath): \(error)")
}
