import Foundation

extension CatalogTables {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol", "some", "any",
    ]

    /// `daily.body_generic` → `dailyBodyGeneric`, `short.zh-Hans` → `shortZhHans`.
    static func memberName(_ segments: some Collection<Substring>) -> String {
        let words = segments.flatMap { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) }.map(String.init)
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A member name as a type name: `delta30d` → `Delta30d`.
    static func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// A name as declared: a Swift keyword in backticks.
    static func declared(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// One accessor: a static property for a message without arguments, else a function whose
    /// parameters are the message's arguments, typed by what the message does with them.
    static func accessor(_ key: String, _ name: String, _ value: String, problems: inout [String]) -> String {
        var reader = ArgumentReader(value)
        do { try reader.message(until: false) } catch {
            problems.append(problem("en.json", "\(key): cannot read its arguments"))
            return ""
        }
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            problems.append(problem("en.json", "\(key): \(name) is not a Swift name"))
            return ""
        }
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
                    else {
                        problems.append(problem("en.json", "\(key): select case \(selector) is not a Swift name"))
                        return ""
                    }
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
        let dictionary = zip(reader.found, parameters).map { "\(literal($0.name)): \($1.value)" }.joined(
            separator: ", ")
        return selects + doc + "public static func \(declared(name))(\(signature)) -> CopyMessage {\n"
            + "    CopyMessage(\(literal(key)), [\(dictionary)])\n}\n"
    }

    /// `text` with each line indented by `levels` × 4 spaces.
    static func indented(_ text: String, _ levels: Int) -> String {
        let pad = String(repeating: "    ", count: levels)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }

    /// The name of each namespace's key constants (`CoachCopy.home.Keys.greetingGeneric`).
    static let keysName = "Keys"

    /// The keys of a namespace (or the one-segment keys) as constants, one per message whether or
    /// not it takes arguments: for the library's resolvers, which name a key without its arguments
    /// (a fallback, a key declared for another state), so that a misspelt key does not compile there either.
    static func keyConstants(_ namespace: String?, _ members: [(key: String, member: String)]) -> String {
        guard !members.isEmpty else { return "" }
        let scope = namespace.map { "`\($0).*`" } ?? "one-segment"
        return "/// The \(scope) keys by name, for a caller that needs a key without its arguments.\n"
            + "package enum \(keysName) {\n"
            + members.map {
                "    /// `\($0.key)`\n    package static let \(declared($0.member)) = \(literal($0.key))\n"
            }
            .joined() + "}\n"
    }

    /// The accessors of every key of the source locale, `CoachCopy`'s body; a key that makes no
    /// accessor is a line in `problems`.
    static func accessors(_ sourceValues: [String: String], problems: inout [String]) -> String {
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
        for (key, member) in topLevel where namespaces[member] != nil {
            namespaces[member]!.insert((key, "message"), at: 0)
        }
        topLevel.removeAll { namespaces[$0.member] != nil }
        var accessors = ""
        for (key, member) in topLevel {
            accessors += indented(accessor(key, member, sourceValues[key]!, problems: &problems), 1)
        }
        for namespace in namespaces.keys.sorted() {
            let members = namespaces[namespace]!
            var seen: [String: String] = [:]
            for (key, member) in members {
                if let other = seen[member] {
                    problems.append(
                        problem("en.json", "\(key) and \(other) both become CoachCopy.\(namespace).\(member)"))
                }
                seen[member] = key
            }
            var body = ""
            for (key, member) in members {
                body += indented(accessor(key, member, sourceValues[key]!, problems: &problems), 2)
            }
            accessors +=
                "\n    /// The catalog's `\(namespace).*` keys.\n    public enum \(declared(namespace)) {\n" + body
            if body.contains("enum \(keysName):") {
                problems.append(
                    problem("en.json", "a select of `\(namespace).*` becomes \(keysName), the name of its keys"))
            }
            accessors += indented(keyConstants(namespace, members), 2)
            accessors += "    }\n"
        }
        accessors += indented(keyConstants(nil, topLevel), 1)
        return accessors
    }
}
