import Foundation

/// Every checked-in Swift file a generator writes, with what it is written from: one command,
/// `swift run generate-sources`, rewrites them all, and `GeneratedFilesTests` holds each to it.
public struct GeneratedSource: Sendable {
    /// The file, from the package root.
    public let path: String
    /// What it is written from, from the package root, for messages.
    public let source: String
    /// Writes the file's text from the package root's sources; throws `GenerationProblems`, every
    /// problem found there.
    public let generate: @Sendable (_ root: URL) throws -> String
}

/// The generated Swift files and the command that writes them.
public enum GeneratedSources {
    /// The command that rewrites every file of `all`, run from the package root.
    public static let command = "swift run generate-sources"
    /// The first line of a file whose layout is the generator's (table rows on one line, hex
    /// literals as computed): swift-format lints the generator, not its output.
    static let lintExemption = "// swift-format-ignore-file"

    /// Every generated Swift file that is checked in.
    public static let all: [GeneratedSource] = [
        GeneratedSource(path: CatalogTables.outputPath, source: CatalogTables.inputFolder + "/") { root in
            try CatalogTables.generate(CatalogTables.inputs(in: root.appendingPathComponent(CatalogTables.inputFolder)))
        },
        GeneratedSource(path: RowTables.outputPath, source: RowTables.inputPath) { root in
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(RowTables.inputPath).path)
            return try RowTables.generate(data, shown: RowTables.inputPath)
        },
        GeneratedSource(
            path: ModelInitializers.outputPath, source: ModelInitializers.sourceFolders.joined(separator: ", ")
        ) { root in
            do { return try ModelInitializers.generate(root: root.path) } catch {
                throw GenerationProblems(lines: ["\(error)"])
            }
        },
        GeneratedSource(path: ModelCodingKeys.outputPath, source: ModelCodingKeys.sourceFolder) { root in
            do { return try ModelCodingKeys.generate(root: root.path) } catch {
                throw GenerationProblems(lines: ["\(error)"])
            }
        },
    ]
}

/// A source a generator refuses: one line per problem, each naming its file.
public struct GenerationProblems: Error, CustomStringConvertible {
    /// `<file>: error: <what>`, one per problem.
    public let lines: [String]

    /// The lines, one per problem.
    public var description: String { lines.joined(separator: "\n") }
}
