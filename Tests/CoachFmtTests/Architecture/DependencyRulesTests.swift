import Foundation
import Testing

/// The library's data flows one way, JSON → Contract → Screens → Formatting → ICU, with the
/// catalog beside the formatters. These rules read the source tree and fail when a change breaks
/// the direction: a layer that names a Screens type, a copy key written outside Screens, a second
/// door to ICU.
@Suite struct DependencyRulesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file under Sources/, by its path from the repository root.
    static let sources: [SourceFile] = {
        let sources = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append(SourceFile(path: path, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// The library's files in one layer folder (`Screens`, `Catalog`…).
    static func layer(_ name: String) -> [SourceFile] {
        sources.filter { $0.path.hasPrefix("Sources/CoachFmt/\(name)/") }
    }

    static let layers = ["Contract", "Screens", "Formatting", "Catalog", "ICU"]

    /// Which layers each layer may not name a type of. The catalog is read by screens and
    /// formatters, and reads the formatters (ICU MessageFormat) and the contract's decoder.
    static let forbidden: [String: Set<String>] = [
        "Contract": ["Screens", "Formatting", "Catalog", "ICU"],
        "Screens": ["ICU"],
        "Formatting": ["Screens"],
        "Catalog": ["Screens", "ICU"],
        "ICU": ["Contract", "Screens", "Formatting", "Catalog"],
    ]
    /// The version stamp a rendered screen's JSON carries: public, and no door to ICU.
    static let allowedEverywhere: Set<String> = ["ICUInfo"]

    // MARK: The rules

    @Test func onlyICUAndFormattingImportTheShim() {
        // The bench measures the shim's calls without the library's caches.
        let allowed = ["Sources/CoachFmt/ICU/", "Sources/CoachFmt/Formatting/", "Sources/coach-fmt-bench/"]
        for file in Self.sources where file.imports("CICUShim") || file.imports("CICU") {
            #expect(allowed.contains { file.path.hasPrefix($0) }, "\(file.path) imports the ICU shim")
        }
    }

    /// The shim is CoachFmt's implementation detail: no public or package declaration can
    /// expose one of its types, and an app that imports CoachFmt cannot call it.
    @Test func theLibraryImportsTheShimInternally() {
        let library = Self.sources.filter { $0.path.hasPrefix("Sources/CoachFmt/") && $0.imports("CICUShim") }
        #expect(library.count > 1)
        for file in library {
            #expect(file.importLevel(of: "CICUShim") == "internal", "\(file.path) imports the shim without `internal`")
        }
    }

    @Test func oneLocaleMatcher() {
        let askers = Self.sources.filter { $0.code.contains("cf_matcher_") }.map(\.path)
        #expect(askers == ["Sources/CoachFmt/Formatting/LocaleNegotiation.swift"])
    }

    @Test func eachLayerNamesNoTypeOfTheLayersAfterIt() {
        let declared = Dictionary(uniqueKeysWithValues: Self.layers.map { ($0, Self.declaredTypes(in: $0)) })
        for (layer, others) in Self.forbidden {
            for other in others {
                let names = declared[other, default: []].subtracting(Self.allowedEverywhere)
                for file in Self.layer(layer) {
                    for name in file.namedTypes(among: names) {
                        Issue.record("\(file.path) names \(name), a type of \(other)/")
                    }
                }
            }
        }
    }

    @Test func screenCopyKeysAreWrittenOnlyInScreens() throws {
        let keys = try Self.catalogKeys()
        for file in Self.sources where file.path.hasPrefix("Sources/CoachFmt/") {
            guard !file.path.hasPrefix("Sources/CoachFmt/Screens/") else { continue }
            for literal in file.stringLiterals where keys.contains(literal) {
                Issue.record("\(file.path) writes the copy key \"\(literal)\": screen copy keys live in Screens/")
            }
        }
    }

    /// A render depends only on its inputs: no task-local switch changes what it does.
    @Test func theLibraryReadsNoTaskLocalState() {
        for file in Self.sources where file.path.hasPrefix("Sources/CoachFmt/") {
            #expect(!file.code.contains("@TaskLocal"), "\(file.path) declares task-local state")
        }
    }

    // MARK: The rules can fail

    @Test func theScannersSeeWhatTheyCheck() throws {
        #expect(Self.declaredTypes(in: "Screens").isSuperset(of: ["RenderContext", "RenderedScreen", "ScreenInputs"]))
        #expect(Self.declaredTypes(in: "Catalog").contains("CatalogCheck"))
        let keys = try Self.catalogKeys()
        #expect(keys.contains("processing.eta"))
        let screens = Self.layer("Screens").flatMap(\.stringLiterals)
        #expect(screens.contains("processing.eta"))

        let breaking = SourceFile(
            path: "Sources/CoachFmt/Catalog/Broken.swift",
            text: """
                import CICUShim
                // RenderContext in a comment is prose, not a reference.
                let text = "RenderContext"
                func keys(_ screen: RenderedScreen) -> String { "processing.eta" }
                """)
        #expect(breaking.imports("CICUShim"))
        #expect(breaking.importLevel(of: "CICUShim") == "")
        #expect(SourceFile(path: "a.swift", text: "internal import CICUShim").importLevel(of: "CICUShim") == "internal")
        #expect(breaking.namedTypes(among: ["RenderedScreen", "RenderContext"]) == ["RenderedScreen"])
        #expect(breaking.stringLiterals.filter(keys.contains) == ["processing.eta"])
    }

    // MARK: Reading sources

    /// Types declared at the top level of a layer's files (nested types are reached through them).
    static func declaredTypes(in folder: String) -> Set<String> {
        let declaration =
            /^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in layer(folder) {
            for match in file.code.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }

    static func catalogKeys() throws -> Set<String> {
        let url = root.appendingPathComponent("Resources/copy/en.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return Set(try #require(object).keys)
    }

    struct SourceFile {
        let path: String
        /// The text without comments.
        let code: String
        /// The code with every string literal emptied, for finding names.
        let names: String
        /// The contents of every one-line string literal.
        let stringLiterals: [String]

        init(path: String, text: String) {
            self.path = path
            var code = ""
            var names = ""
            var literals: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var inString = false
                var escaped = false
                var literal = ""
                var codeLine = ""
                var nameLine = ""
                var index = line.startIndex
                while index < line.endIndex {
                    let character = line[index]
                    if inString {
                        if escaped {
                            escaped = false
                        } else if character == "\\" {
                            escaped = true
                        } else if character == "\"" {
                            inString = false
                            literals.append(literal)
                            literal = ""
                        }
                        if inString { literal.append(character) }
                        codeLine.append(character)
                        if !inString { nameLine.append(character) }
                    } else if line[index...].hasPrefix("//") {
                        break
                    } else {
                        if character == "\"" { inString = true }
                        codeLine.append(character)
                        nameLine.append(character)
                    }
                    index = line.index(after: index)
                }
                code += codeLine + "\n"
                names += nameLine + "\n"
            }
            self.code = code
            self.names = names
            self.stringLiterals = literals
        }

        func imports(_ module: String) -> Bool { importLevel(of: module) != nil }

        /// The access level the file imports `module` with ("" for a plain import), or nil.
        func importLevel(of module: String) -> String? {
            for line in code.split(separator: "\n") {
                let words = line.split(separator: " ")
                if words.last.map(String.init) == module, words.dropLast().last == "import" {
                    return words.dropLast(2).joined(separator: " ")
                }
            }
            return nil
        }

        /// Which of `types` the code names, outside comments and strings.
        func namedTypes(among types: Set<String>) -> [String] {
            let words = Set(names.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            return types.intersection(words).sorted()
        }
    }
}
