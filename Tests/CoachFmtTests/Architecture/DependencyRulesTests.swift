import Foundation
import Testing

/// The library is one module per layer (Package.swift), and a module imports only the layers
/// below it, so the compiler keeps the flow one way; `tools/check_layers.sh` proves that an
/// upward import is rejected, and that only the ICU layer can import the shim. These rules check
/// what the compiler cannot: that only the bench imports its ICU timer, that the formatters are
/// the only code that opens ICU handles, and where copy keys are written.
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

    /// The library's modules, lowest first.
    static let library = ["CoachFmtICU", "CoachFmtContract", "CoachFmtFormatting", "CoachFmtCatalog", "CoachFmt"]

    /// The files of one module (`CoachFmtICU`, `CoachFmt`…).
    static func module(_ name: String) -> [SourceFile] {
        sources.filter { $0.path.hasPrefix("Sources/\(name)/") }
    }

    /// What the layers above the formatters may name of the ICU layer: the version stamp a
    /// rendered screen carries and the memo types, none of which opens or calls ICU.
    static let allowedAboveFormatting: Set<String> = ["ICUInfo", "Locked", "Memo", "SmallMemo", "StringPair"]

    // MARK: The rules

    /// The bench's floors and its timer of the shim's calls (CICUBench) stay out of what an app
    /// links: only the bench imports them.
    @Test func onlyTheBenchImportsItsICUTimer() {
        let importers = Self.sources.filter { $0.imports("CICUBench") }.map(\.path)
        #expect(!importers.isEmpty)
        for path in importers {
            #expect(path.hasPrefix("Sources/Benchmarks/coach-fmt-bench/"), "\(path) imports the bench's ICU timer")
        }
    }

    /// The formatters are the only door to ICU: the catalog and the screens call formatters and
    /// never open an ICU handle of their own.
    @Test func onlyTheFormattersOpenICUHandles() {
        let names = Self.declaredTypes(in: "CoachFmtICU").subtracting(Self.allowedAboveFormatting)
        for file in Self.module("CoachFmtCatalog") + Self.module("CoachFmt") {
            for name in file.namedTypes(among: names) {
                Issue.record("\(file.path) names \(name), a type of the ICU layer: call a formatter")
            }
        }
    }

    @Test func oneLocaleMatcher() {
        let askers = Self.sources.filter { $0.code.contains("cf_matcher_") }.map(\.path)
        #expect(askers == ["Sources/CoachFmtICU/ICULocales.swift"])
        let openers = Self.sources.filter { $0.code.contains("openMatcher(") }.map(\.path)
        #expect(
            openers == ["Sources/CoachFmtFormatting/LocaleNegotiation.swift", "Sources/CoachFmtICU/ICULocales.swift"])
    }

    @Test func screenCopyKeysAreWrittenOnlyInScreens() throws {
        let keys = try Self.catalogKeys()
        for module in Self.library {
            for file in Self.module(module) where !file.path.hasPrefix("Sources/CoachFmt/Screens/") && !file.isGenerated
            {
                for literal in file.stringLiterals where keys.contains(literal) {
                    Issue.record("\(file.path) writes the copy key \"\(literal)\": screen copy keys live in Screens/")
                }
            }
        }
    }

    /// The resolvers name their copy through the generated accessors (`CoachCopy.home.questDone`)
    /// and key constants (`CoachCopy.home.Keys.greetingGeneric`), so that a misspelt or removed key
    /// does not compile: a string literal there that is a catalog key is reported, unless
    /// `spelledScreenKeys` lists it with its reason. Key families built from a server enum
    /// (`"resume.stage"` + `.<stage>`) are prefixes, not keys, and pass.
    @Test func resolversSpellNoCopyKey() throws {
        let keys = try Self.catalogKeys()
        let screens = Self.module("CoachFmt").filter {
            $0.path.hasPrefix("Sources/CoachFmt/Screens/") && !$0.isGenerated
        }
        for file in screens {
            for literal in file.stringLiterals where keys.contains(literal) && Self.spelledScreenKeys[literal] == nil {
                Issue.record(
                    "\(file.path) spells the copy key \"\(literal)\": use its CoachCopy accessor or Keys constant")
            }
        }
        let spelled = Set(screens.flatMap(\.stringLiterals))
        for key in Self.spelledScreenKeys.keys where !spelled.contains(key) {
            Issue.record("\(key) is listed as spelt in a resolver, but no resolver spells it: drop it from the list")
        }
    }

    /// The copy keys a resolver may still write as a string, each with the reason. None: every key
    /// a resolver names has an accessor or a constant.
    static let spelledScreenKeys: [String: String] = [:]

    /// A render depends only on its inputs: no task-local switch changes what it does.
    @Test func theLibraryReadsNoTaskLocalState() {
        for file in Self.library.flatMap(Self.module) {
            #expect(!file.code.contains("@TaskLocal"), "\(file.path) declares task-local state")
        }
    }

    /// A value of an indirect enum (`Fallback`, `HiddenReason`) lives in a heap box whose pointer
    /// carries the case in its spare bits, so LeakSanitizer cannot see that a stored static still
    /// holds it and the fuzzers stop on it as a leak: such a static is computed instead.
    @Test func noIndirectEnumIsStoredStatically() {
        let indirect = Self.indirectEnums()
        #expect(indirect.isSuperset(of: ["Fallback", "HiddenReason"]))
        for file in Self.library.flatMap(Self.module) {
            for name in file.storedStatics(ofTypesAmong: indirect) {
                Issue.record("\(file.path): static let \(name) stores an indirect enum; make it a computed static var")
            }
        }
    }

    /// The package runs back to iOS 16 and macOS 13 (Package.swift's platforms), so no source
    /// names a standard-library type that needs a later one: a Linux build would not notice.
    @Test func noSourceNeedsANewerApplePlatform() {
        // Each needs iOS 18, macOS 15 (SE-0425 for the integers, SE-0433 for Mutex, SE-0410).
        let newer = ["Int128", "UInt128", "Mutex", "Atomic", "RangeSet"]
        for file in Self.sources {
            for word in file.code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where newer.contains(String(word)) {
                Issue.record("\(file.path) uses \(word), which needs iOS 18 and macOS 15")
            }
        }
    }

    /// swift-format's line length does not reach comments: a comment line outside a code example
    /// is held to the same 120 characters here. A generated file's comments quote its source (a
    /// catalog value, a row's parts), as swift-format leaves its layout to the generator.
    @Test func commentLinesFitTheLineLength() {
        for file in Self.sources where !file.isGenerated {
            for (number, line) in file.longCommentLines(limit: 120) {
                Issue.record("\(file.path):\(number): a comment line of \(line.count) characters")
            }
        }
    }

    // MARK: The rules can fail

    @Test func theScannersSeeWhatTheyCheck() throws {
        #expect(Self.library.allSatisfy { !Self.module($0).isEmpty })
        #expect(Self.declaredTypes(in: "CoachFmtICU").isSuperset(of: ["ICUHandle", "HandleCache", "ICUInfo"]))
        let keys = try Self.catalogKeys()
        #expect(keys.contains("processing.eta"))
        // The screens' literals are read (a field name), and their keys come through the accessors.
        let screens = Self.module("CoachFmt").filter { $0.path.hasPrefix("Sources/CoachFmt/Screens/Sections/") }
        #expect(screens.flatMap(\.stringLiterals).contains("today_quest"))
        #expect(screens.contains { $0.code.contains("CoachCopy.home.questDone") })

        let breaking = SourceFile(
            path: "Sources/CoachFmtCatalog/Broken.swift",
            text: """
                import CICUShim
                // ICUHandle in a comment is prose, not a reference.
                let text = "ICUHandle"
                func keys(_ handle: ICUHandle) -> String { "processing.eta" }
                """)
        #expect(breaking.imports("CICUShim"))
        #expect(SourceFile(path: "a.swift", text: "internal import CICUBench").imports("CICUBench"))
        #expect(!SourceFile(path: "a.swift", text: "// import CICUBench").imports("CICUBench"))
        #expect(breaking.namedTypes(among: ["ICUHandle", "ICUString"]) == ["ICUHandle"])
        #expect(breaking.stringLiterals.filter(keys.contains) == ["processing.eta"])

        let statics = SourceFile(
            path: "Sources/CoachFmt/Statics.swift",
            text: """
                static let a = Fallback.value("default = 5")
                static let b: [HiddenReason] = []
                static let c = Source.field(.plan, "baseline_overall")
                static var d: Fallback { .value("x") }
                private static let e: Fallback? = nil
                """)
        #expect(statics.storedStatics(ofTypesAmong: ["Fallback", "HiddenReason"]) == ["a", "b", "e"])

        let long = String(repeating: "x", count: 121)
        let comments = SourceFile(
            path: "Sources/CoachFmt/Comments.swift",
            text: "/// \(long)\n/// ```swift\n/// let a = \"\(long)\"\n/// ```\nlet b = \"\(long)\"\n")
        #expect(comments.longCommentLines(limit: 120).map(\.0) == [1])
    }

    // MARK: Reading sources

    /// Types declared at the top level of a module's files (nested types are reached through them).
    static func declaredTypes(in name: String) -> Set<String> {
        let declaration =
            /^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in module(name) {
            for match in file.code.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }

    /// The library's `indirect enum`s.
    static func indirectEnums() -> Set<String> {
        let declaration = /indirect\s+enum\s+(\w+)/
        var names: Set<String> = []
        for file in library.flatMap(module) {
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
        /// The file as written.
        let text: String
        /// The text without comments.
        let code: String
        /// The code with every string literal emptied, for finding names.
        let names: String
        /// The contents of every one-line string literal.
        let stringLiterals: [String]
        /// Written by `swift run generate-sources` (a `Generated/` folder): the catalog's tables and
        /// the row tables spell every key, from the catalog and rows.json, not from a resolver.
        var isGenerated: Bool { path.contains("/Generated/") }

        init(path: String, text: String) {
            self.path = path
            self.text = text
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

        /// Whether the file imports `module`, at any access level.
        func imports(_ module: String) -> Bool {
            code.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.last.map(String.init) == module && words.dropLast().last == "import"
            }
        }

        /// Which of `types` the code names, outside comments and strings.
        func namedTypes(among types: Set<String>) -> [String] {
            let words = Set(names.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            return types.intersection(words).sorted()
        }

        /// The comment lines longer than `limit` characters, with their line numbers, outside the
        /// code examples of doc comments (which the documentation tests compile as they are).
        func longCommentLines(limit: Int) -> [(Int, Substring)] {
            var inExample = false
            var found: [(Int, Substring)] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("//") else { continue }
                if trimmed.drop(while: { $0 == "/" }).trimmingPrefix(" ").hasPrefix("```") {
                    inExample.toggle()
                    continue
                }
                if !inExample, line.count > limit { found.append((index + 1, line)) }
            }
            return found
        }

        /// The names of the `static let`s whose declared type or initializer names one of `types`.
        func storedStatics(ofTypesAmong types: Set<String>) -> [String] {
            let stored = /static\s+let\s+(\w+)\s*(?::([^=]*))?=\s*(\w*)/
            return names.matches(of: stored).compactMap { match in
                let annotation = (match.2 ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                let named = types.contains(String(match.3)) || annotation.contains(where: types.contains)
                return named ? String(match.1) : nil
            }
        }
    }
}
