import Foundation

/// Writes the contract models' public memberwise initialisers, which Swift synthesizes only as
/// internal. A model asks for one with a comment block inside its declaration, then a private
/// initialiser that only stops Swift from synthesizing the internal one (it would clash with the
/// generated one, declared in an extension):
///
///     // Generated init: Creates an achievement from its fields; omitted optionals are nil.
///     // Empty by default: series, languages.
///     private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
///
/// The first line is the initialiser's doc comment (continued on lines that start `//   `); the
/// second, optional, names the list fields whose argument defaults to empty. The parameters are
/// the stored properties (`public let`), in declaration order; an optional defaults to nil.
/// A model whose initialiser does more than assign keeps it by hand and has no such block.
enum ModelInitializers {
    /// The folders holding the models, from the package root.
    static let sourceFolders = ["Sources/CoachFmtContract/Models", "Sources/CoachFmtContract/Local"]
    /// The generated file, from the package root.
    static let outputPath = "Sources/CoachFmtContract/Models/Generated/ModelInitializers+Generated.swift"

    /// A model that asked for a generated initialiser.
    struct Model {
        /// The qualified name, `Achievement.Progress`.
        var name: String
        /// The doc comment's text.
        var doc: String
        /// The stored properties, in declaration order.
        var fields: [(name: String, type: String)]
        /// The list fields whose argument defaults to empty.
        var emptyByDefault: [String]
        /// Where its generated-init comment ends, for problems: `Sources/CoachFmtContract/Models/Growth.swift:12`.
        var at: String
    }

    /// A Codable type's stored properties, whose wire keys `ModelCodingKeys` writes when the type
    /// declares no `CodingKeys` of its own.
    struct KeyedType {
        /// The qualified name, `Home.TodayQuest`.
        var name: String
        /// The stored properties' names, in declaration order.
        var fields: [String]
        /// The wire keys that the properties' `// Wire key: ` comments give, by property name.
        var wireKeys: [String: String]
        /// Whether the type declares its own `enum CodingKeys`.
        var declaresKeys: Bool
    }

    /// What one source file declares: the models asking for an initialiser and the Codable types.
    struct Declarations {
        /// The models that asked for a generated initialiser, in file order.
        var models: [Model] = []
        /// The Codable types with stored properties, in file order.
        var keyed: [KeyedType] = []
    }

    /// An open brace: the type it opens (nil for any other block), whether its declaration says
    /// `Codable`, the type's stored properties so far, its generated-init comment once read, and
    /// whether it declares `CodingKeys`.
    private struct Scope {
        var type: String?
        var codable = false
        var fields: [(name: String, type: String)] = []
        var model: Model?
        var declaresKeys = false
        var wireKeys: [String: String] = [:]
    }

    /// A marker or declaration the reader cannot use, with where it is.
    struct Problem: Error, CustomStringConvertible {
        /// `file:line: what`.
        var description: String
    }

    private static let docMarker = "// Generated init: "
    private static let emptyMarker = "// Empty by default: "
    private static let continuation = "//   "
    /// After a stored property, its wire key where it is not the name in snake_case (`ModelCodingKeys`).
    static let wireKeyMarker = "// Wire key: "
    /// The line that must follow the comment block.
    static let suppressor = "private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }"

    /// The models that ask for an initialiser in one source file, and its Codable types, in file order.
    static func declarations(in text: String, file: String) throws -> Declarations {
        var scopes: [Scope] = []
        var pending: Scope?
        var models: [Model] = []
        var keyed: [KeyedType] = []
        var marker: (lines: [String], kind: String)?
        var expectingSuppressor = false
        var declared: Set<String> = []
        var lineNumber = 0

        func problem(_ what: String) -> Problem { Problem(description: "\(file):\(lineNumber): \(what)") }
        func closeMarker() throws {
            guard let open = marker else { return }
            marker = nil
            guard let index = scopes.indices.last, scopes[index].type != nil else {
                throw problem("a generated-init comment outside a type")
            }
            let text = open.lines.joined(separator: " ")
            expectingSuppressor = true
            if open.kind == docMarker {
                guard scopes[index].model == nil else { throw problem("a second generated-init comment") }
                scopes[index].model = Model(
                    name: qualifiedName(scopes), doc: text, fields: [], emptyByDefault: [], at: "\(file):\(lineNumber)")
            } else {
                guard scopes[index].model != nil else {
                    throw problem("\"Empty by default\" before \"Generated init\"")
                }
                guard text.hasSuffix(".") else { throw problem("\"Empty by default\" must end with a full stop") }
                scopes[index].model?.emptyByDefault = text.dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") {
                if line.hasPrefix(docMarker) || line.hasPrefix(emptyMarker) {
                    try closeMarker()
                    let kind = line.hasPrefix(docMarker) ? docMarker : emptyMarker
                    marker = (lines: [String(line.dropFirst(kind.count))], kind: kind)
                } else if line.hasPrefix(continuation), marker != nil {
                    marker?.lines.append(String(line.dropFirst(continuation.count)))
                } else {
                    try closeMarker()
                }
                continue
            }
            try closeMarker()
            if expectingSuppressor {
                guard line == suppressor else {
                    throw problem("after a generated-init comment, `\(suppressor)` keeps Swift's internal init away")
                }
                expectingSuppressor = false
                continue
            }
            let code = codePart(of: line)
            if let name = declaredType(in: code) {
                pending = Scope(type: name, codable: code.contains("Codable"))
                declared.insert(qualifiedName(scopes + [Scope(type: name)]))
                if name == "CodingKeys", !scopes.isEmpty { scopes[scopes.count - 1].declaresKeys = true }
            }
            if scopes.last?.type != nil, let field = storedProperty(in: code) {
                scopes[scopes.count - 1].fields.append(field)
                if let marker = line.range(of: wireKeyMarker) {
                    scopes[scopes.count - 1].wireKeys[field.name] = String(line[marker.upperBound...])
                }
            }
            for character in code {
                if character == "{" {
                    scopes.append(pending ?? Scope())
                    pending = nil
                } else if character == "}" {
                    guard let closed = scopes.popLast() else { throw problem("a } without its {") }
                    if var model = closed.model {
                        model.fields = closed.fields
                        models.append(try checked(model))
                    }
                    if closed.codable, !closed.fields.isEmpty {
                        keyed.append(
                            KeyedType(
                                name: qualifiedName(scopes + [closed]), fields: closed.fields.map(\.name),
                                wireKeys: closed.wireKeys, declaresKeys: closed.declaresKeys))
                    }
                }
            }
        }
        try closeMarker()
        guard scopes.isEmpty else { throw problem("a { without its }") }
        let qualifiedModels = models.map { model in
            var model = model
            model.fields = model.fields.map { ($0.name, qualified($0.type, from: model.name, declared: declared)) }
            return model
        }
        return Declarations(models: qualifiedModels, keyed: keyed)
    }

    /// `type` with each name that the model reaches only through an enclosing type's scope
    /// qualified (`Stage` in `Attempt.Failure` is `Attempt.Stage`): an extension sees the
    /// extended type's members, not its enclosing types'.
    private static func qualified(_ type: String, from model: String, declared: Set<String>) -> String {
        let path = model.split(separator: ".").map(String.init)
        var result = ""
        var word = ""
        func flush() {
            defer { word = "" }
            guard !word.isEmpty, result.last != "." else {
                result += word
                return
            }
            for depth in stride(from: path.count, through: 0, by: -1) {
                let candidate = (path.prefix(depth) + [word]).joined(separator: ".")
                guard declared.contains(candidate) else { continue }
                result += depth == 0 || depth == path.count ? word : candidate
                return
            }
            result += word
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The generated file for `files` (path from the package root, text), in the order given.
    static func generate(_ files: [(path: String, text: String)]) throws -> String {
        var output = """
            // Generated by `\(GeneratedSources.command)` from the `// Generated init:` comments of the
            // models under Sources/CoachFmtContract/Models and Local. Do not edit; after changing a
            // model, run it again.

            """
        for file in files {
            for model in try declarations(in: file.text, file: file.path).models {
                output += "\n" + initializer(for: model)
            }
        }
        return output
    }

    /// Reads the models under `root` and returns the generated file.
    static func generate(root: String) throws -> String {
        try generate(sources(root: root, folders: sourceFolders))
    }

    /// The Swift files of `folders` under `root` (path from the package root, text), sorted by name in each folder.
    static func sources(root: String, folders: [String]) throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
                .filter { $0.hasSuffix(".swift") }.sorted()
            for name in names {
                let path = folder + "/" + name
                files.append((path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
            }
        }
        return files
    }

    private static func checked(_ model: Model) throws -> Model {
        guard !model.fields.isEmpty else {
            throw Problem(description: "\(model.at): \(model.name) has no `public let`")
        }
        for name in model.emptyByDefault {
            guard let field = model.fields.first(where: { $0.name == name }) else {
                throw Problem(description: "\(model.at): \(model.name) has no field \(name)")
            }
            guard field.type.hasPrefix("["), field.type.hasSuffix("]") else {
                throw Problem(description: "\(model.at): \(model.name).\(name) is not a list")
            }
        }
        return model
    }

    private static func initializer(for model: Model) -> String {
        let parameters = model.fields.map { field -> String in
            if field.type.hasSuffix("?") { return "\(field.name): \(field.type) = nil" }
            guard model.emptyByDefault.contains(field.name) else { return "\(field.name): \(field.type)" }
            return "\(field.name): \(field.type) = \(isDictionary(field.type) ? "[:]" : "[]")"
        }
        var text = "extension \(model.name) {\n    /// \(model.doc)\n"
        let oneLine = "    public init(\(parameters.joined(separator: ", "))) {"
        if oneLine.count <= lineLength {
            text += oneLine + "\n"
        } else {
            // As swift-format lays out a long parameter list: filled lines, one level deeper.
            text += "    public init(\n"
            var current = ""
            for (index, parameter) in parameters.enumerated() {
                let piece = parameter + (index == parameters.count - 1 ? "" : ",")
                if current.isEmpty {
                    current = "        " + piece
                } else if current.count + 1 + piece.count <= lineLength {
                    current += " " + piece
                } else {
                    text += current + "\n"
                    current = "        " + piece
                }
            }
            text += current + "\n    ) {\n"
        }
        for field in model.fields { text += "        self.\(field.name) = \(field.name)\n" }
        return text + "    }\n}\n"
    }

    private static let lineLength = 120

    /// `[String: Bool]`: a colon at the outermost bracket level.
    private static func isDictionary(_ type: String) -> Bool {
        var depth = 0
        for character in type {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    private static func qualifiedName(_ scopes: [Scope]) -> String {
        scopes.compactMap(\.type).joined(separator: ".")
    }

    /// The line without a trailing comment or the contents of string literals, whose braces are not blocks.
    private static func codePart(of line: String) -> String {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                code.removeLast()
                break
            } else {
                code.append(character)
            }
            previous = character
        }
        return code
    }

    /// `Progress` in `public struct Progress: Sendable, …`; any access level and kind of type.
    private static func declaredType(in code: String) -> String? {
        let words = code.split(separator: " ")
        for kind in ["struct", "enum", "class", "actor", "extension"] {
            guard let index = words.firstIndex(where: { $0 == kind }), index + 1 < words.count else { continue }
            return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        }
        return nil
    }

    /// `public let name: Type` with no initial value and no accessor block.
    private static func storedProperty(in code: String) -> (name: String, type: String)? {
        guard code.hasPrefix("public let ") || code.hasPrefix("public var "), !code.contains("{"), !code.contains("=")
        else { return nil }
        let declaration = code.dropFirst("public let ".count)
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        let type = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (name, type)
    }
}
