import Foundation
import Testing

@testable import CoachFmtCLI

/// `coach-fmt --help` and `coach-fmt help COMMAND` word for word, and the proof that what help
/// lists is what the parser accepts, and what Documentation/CLI.md shows.
@Suite struct HelpTests {
    let tool = CommandLineTool()

    /// The help a command prints, word for word: `Golden/help/<command>.txt` (`overview.txt` for
    /// `coach-fmt --help`).
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: root.appending(path: "Tests/CoachFmtCLITests/Golden/help/\(name).txt"), encoding: .utf8)
    }

    @Test func overviewIsExact() throws {
        let expected = try Self.golden("overview")
        #expect(tool.run(["--help"]).stdout == expected)
        #expect(tool.run(["help"]).stdout == expected)
        #expect(tool.run([]).stdout == expected)
    }

    @Test(arguments: CommandSpec.all.map(\.name))
    func commandHelpIsExact(command: String) throws {
        let result = tool.run(["help", command])
        #expect(result.stdout == (try Self.golden(command)))
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func everyCommandHasItsHelpHere() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appending(path: "Tests/CoachFmtCLITests/Golden/help").path)
        #expect(files.sorted() == (CommandSpec.all.map { "\($0.name).txt" } + ["overview.txt"]).sorted())
    }

    @Test func renderHelpListsTheCatalog() {
        let help = tool.run(["help", "render"]).stdout
        #expect(help.contains("[--catalog DIR] [--overlay FILE] [--strict] [--fetched-in TAGS]\n"))
        #expect(help.contains("\n  --catalog DIR "))
    }

    /// The OPTIONS section is the declaration, and every option a usage line shows is in it and
    /// every option in it is on some usage line.
    @Test(arguments: CommandSpec.all.map(\.name))
    func optionsSectionMatchesTheUsageLines(command: String) throws {
        let help = tool.run(["help", command]).stdout
        let spec = try #require(CommandSpec.named(command))
        let listed = Self.optionsSection(help)
        #expect(listed.map(\.synopsis) == spec.options.map(\.synopsis))
        #expect(listed.allSatisfy { !$0.help.isEmpty })
        #expect(Set(listed.map(\.synopsis)).count == listed.count, "an option is listed twice with different help")
        let onUsageLines = Set(Self.usageLines(help).flatMap(Self.optionNames))
        #expect(Set(listed.map { Self.name(of: $0.synopsis) }) == onUsageLines)
    }

    /// Every option a usage line shows is accepted by the parser when the command is called that
    /// way, and every option the parser accepts is in the command's help: on the usage line itself
    /// when words select the form (`format date`), in OPTIONS when one parse serves all forms
    /// (`render`). Probed with every option of every command's help, and one nobody declares;
    /// `--bogus` after the probe stops each run at parsing, so nothing is read or written.
    @Test(arguments: CommandSpec.all.map(\.name))
    func parserAcceptsWhatHelpShowsAndNothingElse(command: String) {
        let help = tool.run(["help", command]).stdout
        let listed = Set(Self.optionsSection(help).map { Self.name(of: $0.synopsis) })
        let probes = Set(
            CommandSpec.all.flatMap { Self.optionsSection(tool.run(["help", $0.name]).stdout) }
                .map { Self.name(of: $0.synopsis) }
        ).union(["--undeclared"])
        for line in Self.usageLines(help) {
            let words = Self.words(line, command: command)
            let shown = Set(Self.optionNames(line))
            for probe in probes.sorted() {
                let result = tool.run([command] + words + [probe, "x", "--bogus"])
                let accepted = result.stderr.hasPrefix("Error: unknown option '--bogus'\n")
                let refused = result.stderr.hasPrefix("Error: unknown option '\(probe)'\n")
                #expect(accepted != refused, "\(line): \(probe): \(result.stderr)")
                #expect(result.exitCode == 2)
                if shown.contains(probe) { #expect(accepted, "\(line): refuses \(probe)") }
                if accepted {
                    #expect(listed.contains(probe), "coach-fmt \(command) accepts \(probe), which its help omits")
                    if !words.isEmpty { #expect(shown.contains(probe), "\(line): accepts \(probe)") }
                }
            }
        }
    }

    /// The parser takes its options from nowhere but the declarations, so the probes above, which
    /// use every declared option, are complete.
    @Test func everyParseUsesTheDeclarations() throws {
        let folder = Self.root.appending(path: "Sources/CoachFmtCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path())
        var calls = 0
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            for call in text.components(separatedBy: "ParsedArguments(").dropFirst() {
                let line = call.prefix { $0 != "\n" }
                calls += 1
                let declared = line.wholeMatch(of: /.*, options: (CommandSpec\.\w+|form)\.options\)/) != nil
                #expect(declared, "\(file): ParsedArguments(\(line)")
            }
        }
        #expect(calls >= CommandSpec.all.count)
    }

    /// Documentation/CLI.md's table has one row per usage line, spelled as help spells it.
    @Test func cliReferenceTableMatchesTheDeclarations() throws {
        let text = try String(contentsOf: Self.root.appending(path: "Documentation/CLI.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `coach-fmt ") }.map { row in
            let cell = row.dropFirst(3).prefix { $0 != "`" }
            return cell.replacingOccurrences(of: "\\|", with: "|")
        }
        let declared = CommandSpec.all.flatMap(\.usageLines)
        let missing = declared.filter { !rows.contains($0) }
        let extra = rows.filter { !declared.contains($0) && $0 != "coach-fmt --help" }
        #expect(
            missing.isEmpty && extra.isEmpty,
            "Documentation/CLI.md's table is out of date with CommandSpec+Commands.swift: missing \(missing), not declared \(extra)"
        )
        #expect(rows.count == declared.count + 1)
    }

    /// Documentation/CLI.md's synopsis block: each command's usage lines, `format`'s kinds on one line.
    @Test func synopsisMatchesTheDeclarations() throws {
        let text = try String(contentsOf: Self.root.appending(path: "Documentation/CLI.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Synopsis\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        // A line's note starts after two spaces, which no usage line contains.
        let lines = block.split(separator: "\n").map { $0.components(separatedBy: "  ")[0] }
        var expected = ["coach-fmt --help | help COMMAND | --version"]
        for command in CommandSpec.all {
            if command.forms.count > 1, command.forms.allSatisfy({ !$0.words.isEmpty }) {
                let kinds = command.forms.map(\.words[0]).joined(separator: "|")
                expected.append("coach-fmt \(command.name) \(kinds) ...")
            } else {
                expected += command.usageLines
            }
        }
        #expect(
            Set(lines) == Set(expected),
            "Documentation/CLI.md's synopsis is out of date with CommandSpec+Commands.swift")
        #expect(lines.count == expected.count)
    }

    static let root = URL(filePath: #filePath)
        .deletingLastPathComponent()  // CoachFmtCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// The usage lines of a help text.
    static func usageLines(_ help: String) -> [String] {
        help.split(separator: "\n").filter { $0.hasPrefix("  coach-fmt ") }.map { String($0.dropFirst(2)) }
    }

    /// The OPTIONS section of a help text: each line's `--name VALUE` and its help.
    static func optionsSection(_ help: String) -> [(synopsis: String, help: String)] {
        guard let section = help.components(separatedBy: "\nOPTIONS:\n").dropFirst().first else { return [] }
        return section.split(separator: "\n").map { line in
            let text = line.dropFirst(2)
            let synopsis = text.components(separatedBy: "  ")[0]
            return (synopsis, text.dropFirst(synopsis.count).trimmingCharacters(in: .whitespaces))
        }
    }

    /// `--locale` of `--locale TAG`.
    static func name(of synopsis: String) -> String { synopsis.components(separatedBy: " ")[0] }

    /// The options a usage line shows: `--locale` of `[--locale TAG]`.
    static func optionNames(_ line: String) -> [String] {
        line.split(separator: " ").map { $0.hasPrefix("[") ? $0.dropFirst() : $0 }.filter { $0.hasPrefix("--") }
            .map { String($0.hasSuffix("]") ? $0.dropLast() : $0) }
    }

    /// The words that select a usage line's form: `date` of `coach-fmt format date VALUE ...`.
    static func words(_ line: String, command: String) -> [String] {
        line.split(separator: " ").dropFirst(2).prefix {
            !$0.hasPrefix("-") && $0.allSatisfy { $0.isLowercase || $0 == "-" }
        }.map(
            String.init)
    }
}
