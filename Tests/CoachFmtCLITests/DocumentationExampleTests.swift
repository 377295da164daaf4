import Foundation
import Testing

/// Every Swift example the documentation shows compiles against the built `CoachFmt`, as
/// written: each ```` ```swift ```` block of README.md and Documentation/*.md, and of the `///`
/// comments in the library's modules (Sources/CoachFmt and the layers below it), is taken from its
/// file verbatim and type-checked by the
/// toolchain's `swiftc`, one file per block (``CopyAccessorCompileTests/typecheck(_:)``).
///
/// How a block is compiled:
/// - A block with an `import` line is a whole file, compiled as it stands: it imports what it uses.
/// - Any other block is a fragment, compiled as top-level code after one added line,
///   `import CoachFmt`, so a fragment declares every value it uses (`let locale = LanguageTag.zhHans`).
/// - A fragment in the doc comment of a `package` or internal declaration is read by the
///   kit's own code, not by an app: its added lines are `@testable import CoachFmt` and, in a lower
///   layer, `@testable import` of the module that declares it. The README's,
///   the Documentation's and a public declaration's see only what an app sees.
///
/// A block that does not compile fails the test with its file and line, and each compiler
/// diagnostic is given at the line of the file it came from.
@Suite struct DocumentationExampleTests {
    /// One fenced Swift block: where it is, its code, and whether an app's view of the module
    /// must suffice.
    struct Example: CustomStringConvertible {
        /// The file, relative to the package root.
        let file: String
        /// The line of the block's first line of code.
        let line: Int
        let code: String
        /// True for a fragment that documents a `package` or internal declaration.
        let testable: Bool

        var description: String { "\(file):\(line)" }
        /// The library module whose sources hold the block; `CoachFmt` for the documents.
        var module: String {
            let parts = file.split(separator: "/")
            return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : "CoachFmt"
        }
        var isWholeFile: Bool { code.split(separator: "\n").contains { $0.hasPrefix("import ") } }
    }

    static let root = CopyAccessorCompileTests.root

    /// The blocks of a Markdown file: the lines between ```` ```swift ```` and ```` ``` ````, a
    /// fence indented in a list item included (its code loses the fence's indentation).
    static func markdownExamples(_ text: String, file: String) -> [Example] {
        var examples: [Example] = []
        var open: (line: Int, indent: Int, code: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var block = open {
                if trimmed == "```" {
                    let code = block.code.joined(separator: "\n")
                    examples.append(Example(file: file, line: block.line, code: code, testable: false))
                    open = nil
                } else {
                    block.code.append(line.dropFirst(min(indent, block.indent)))
                    open = block
                }
            } else if trimmed == "```swift" {
                open = (index + 2, indent, [])
            }
        }
        return examples
    }

    /// The blocks of the `///` comments of a Swift file, each with the access of the
    /// declaration its comment documents (the first line after the comment).
    static func docCommentExamples(_ text: String, file: String) -> [Example] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func comment(_ line: Substring) -> Substring? {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return nil }
            let body = trimmed.dropFirst(3)
            return body.first == " " ? body.dropFirst() : body
        }
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            guard comment(lines[index])?.drop(while: { $0 == " " }) == "```swift" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, let body = comment(lines[end]), body.drop(while: { $0 == " " }) != "```" {
                end += 1
            }
            // The declaration: the first line after the comment that holds this block.
            var declaration = end
            while declaration < lines.count, comment(lines[declaration]) != nil { declaration += 1 }
            let words = declaration < lines.count ? lines[declaration].split(separator: " ") : []
            let isPublic = words.contains("public") || words.contains("open")
            let code = lines[start..<min(end, lines.count)].compactMap(comment).joined(separator: "\n")
            examples.append(Example(file: file, line: start + 1, code: code, testable: !isPublic))
            index = end + 1
        }
        return examples
    }

    /// The library's modules, whose doc comments' examples are compiled.
    static let libraryModules = [
        "CoachFmt", "CoachFmtCatalog", "CoachFmtContract", "CoachFmtFormatting", "CoachFmtICU",
    ]

    /// Every example of the README, Documentation/*.md and the doc comments of the library's modules.
    static let examples: [Example] = {
        let manager = FileManager.default
        var examples: [Example] = []
        func read(_ path: String) -> String {
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let documents =
            ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        for path in ["README.md"] + documents { examples += markdownExamples(read(path), file: path) }
        for module in libraryModules {
            let sources = root.appendingPathComponent("Sources/" + module)
            let swiftFiles = (manager.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for path in swiftFiles {
                let file = "Sources/\(module)/" + path
                examples += docCommentExamples(read(file), file: file)
            }
        }
        return examples
    }()

    /// What `swiftc` compiles for a block, and how many lines come before the block's own.
    static func source(of example: Example) -> (text: String, addedLines: Int) {
        if example.isWholeFile { return (example.code + "\n", 0) }
        guard example.testable else { return ("import CoachFmt\n" + example.code + "\n", 1) }
        guard example.module != "CoachFmt" else { return ("@testable import CoachFmt\n" + example.code + "\n", 1) }
        return ("@testable import CoachFmt\n@testable import \(example.module)\n" + example.code + "\n", 2)
    }

    /// The compiler's lines with `App.swift:L:C` as the file and line of the documentation.
    static func located(_ errors: String, _ example: Example, addedLines: Int) -> String {
        errors.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"App\.swift:(\d+):"#, options: .regularExpression) else { return nil }
            let number = Int(line[range].dropFirst("App.swift:".count).dropLast()) ?? 0
            return "\(example.file):\(example.line + number - 1 - addedLines):" + line[range.upperBound...]
        }.joined(separator: "\n")
    }

    @Test func theDocumentationHasItsExamples() {
        let files = Set(Self.examples.map(\.file))
        #expect(
            files.isSuperset(of: [
                "README.md", "Documentation/Catalog.md", "Sources/CoachFmtFormatting/DateFormat.swift",
            ]))
        // The README's view model is a whole file; its accessor calls are a fragment.
        let readme = Self.examples.filter { $0.file == "README.md" }
        #expect(readme.map(\.isWholeFile) == [true, false])
        #expect(readme.first?.code.hasPrefix("import CoachFmt\n\n@MainActor final class HomeViewModel {") == true)
        let indented = Self.markdownExamples(
            "- An item:\n\n  ```swift\n  let a = 1\n    let b = 2\n  ```\n", file: "List.md")
        #expect(indented.map { "\($0) \($0.code)" } == ["List.md:4 let a = 1\n  let b = 2"])
    }

    @Test(arguments: examples)
    func compiles(_ example: Example) throws {
        let (text, added) = Self.source(of: example)
        let result = try CopyAccessorCompileTests.typecheck(text)
        #expect(
            result.status == 0,
            "\(example) does not compile:\n\(Self.located(result.errors, example, addedLines: added))")
    }

    @Test func aBrokenExampleIsReportedAtItsLine() throws {
        let text = "Intro\n\n```swift\nlet tag = LanguageTag.en\nlet x: Int = tag\n```\n"
        let examples = Self.markdownExamples(text, file: "Broken.md")
        #expect(examples.map(\.description) == ["Broken.md:4"])
        let (source, added) = Self.source(of: examples[0])
        let result = try CopyAccessorCompileTests.typecheck(source)
        #expect(result.status == 1)
        #expect(
            Self.located(result.errors, examples[0], addedLines: added).hasPrefix(
                "Broken.md:5:14: error: cannot convert value of type 'LanguageTag' to specified type 'Int'"))
        let comment = "/// Docs.\n///\n/// ```swift\n/// let y = 1\n/// ```\npackage enum Thing {}\n"
        #expect(
            Self.docCommentExamples(comment, file: "Thing.swift").map { "\($0) \($0.testable) \($0.code)" } == [
                "Thing.swift:4 true let y = 1"
            ])
    }
}
