import Foundation
import Testing

@testable import CoachFmtCLI

/// `coach-fmt --help` and `coach-fmt help COMMAND` word for word, and the proof that what help
/// lists is what the parser accepts, and what Documentation/CLI.md and the README show.
@Suite struct HelpTests {
    let tool = CommandLineTool()

    @Test func overviewIsExact() {
        let expected = """
            coach-fmt: localized strings for the speaking-coach app's screens, built on ICU.

            USAGE:
              coach-fmt format initials NAME [--locale TAG]
              coach-fmt format date VALUE --skeleton SKELETON --locale TAG [--time-zone IANA]
              coach-fmt format interval START END --skeleton SKELETON --locale TAG [--time-zone IANA]
              coach-fmt format plural NUMBER --locale TAG
              coach-fmt format number NUMBER --locale TAG [--skeleton ICU_NUMBER_SKELETON]
              coach-fmt format endonym TAG [--locale UI_TAG]
              coach-fmt format duration MILLISECONDS
              coach-fmt format eta MILLISECONDS --locale TAG
              coach-fmt format read-time SECONDS --locale TAG
              coach-fmt format message PATTERN [NAME=VALUE ...] --locale TAG [--time-zone IANA]
              coach-fmt locale negotiate TAG...
              coach-fmt render FILE... --locale TAG [--screen SECTION] [--now ISO-8601] [--time-zone IANA] [--format text|json] [--catalog DIR] [--overlay FILE] [--strict] [--fetched-in TAGS]
              coach-fmt render STATE --locale TAG [--format text|json] [--catalog DIR] [--overlay FILE] [--fetched-in TAGS]
              coach-fmt render --all [--locale TAG] [--format text|json] [--catalog DIR]
              coach-fmt preview --out DIR [--locale TAG ...] [--catalog DIR] [--budgets FILE]
              coach-fmt check [--catalog DIR] [--quiet]
              coach-fmt export xliff --locale TAG [--catalog DIR] [--out FILE]
              coach-fmt import xliff FILE --catalog DIR
              coach-fmt --version

            See 'coach-fmt help COMMAND' for one command.

            """
        #expect(tool.run(["--help"]).stdout == expected)
        #expect(tool.run(["help"]).stdout == expected)
        #expect(tool.run([]).stdout == expected)
    }

    static let commandHelp: [(command: String, help: String)] = [
        (
            "format",
            """
            Format one value with ICU and print one line. With --locale en-XA, a message's literal text is pseudo-localized; numbers, dates and plural rules are en's.

            USAGE:
              coach-fmt format initials NAME [--locale TAG]
              coach-fmt format date VALUE --skeleton SKELETON --locale TAG [--time-zone IANA]
              coach-fmt format interval START END --skeleton SKELETON --locale TAG [--time-zone IANA]
              coach-fmt format plural NUMBER --locale TAG
              coach-fmt format number NUMBER --locale TAG [--skeleton ICU_NUMBER_SKELETON]
              coach-fmt format endonym TAG [--locale UI_TAG]
              coach-fmt format duration MILLISECONDS
              coach-fmt format eta MILLISECONDS --locale TAG
              coach-fmt format read-time SECONDS --locale TAG
              coach-fmt format message PATTERN [NAME=VALUE ...] --locale TAG [--time-zone IANA]

            OPTIONS:
              --locale TAG                    The locale: a BCP 47 tag such as en, zh-Hans or en-XA.
              --skeleton SKELETON             An ICU date skeleton such as yMMMd or MMMEd.
              --time-zone IANA                The IANA time zone of an instant (default UTC).
              --skeleton ICU_NUMBER_SKELETON  An ICU number skeleton such as sign-always (default: none).
              --locale UI_TAG                 The UI language to name TAG in (default: TAG's own language).

            """
        ),
        (
            "locale",
            """
            Print the UI locale (en, zh-Hans, or the pseudo-locale en-XA, which only en-XA gets) chosen for a priority list.

            USAGE:
              coach-fmt locale negotiate TAG...

            """
        ),
        (
            "render",
            """
            Render every string of a screen from API files (NAME=PATH or a file named after its endpoint) or from an example state in index.json. --locale en-XA renders the pseudo-locale; --all without --locale renders en and zh-Hans. A field that breaks the contract degrades only the elements that read it: the full render is printed, one line per violation (file: path: message) goes to stderr, and the exit status is 1; --strict refuses the file at its first violation instead.

            USAGE:
              coach-fmt render FILE... --locale TAG [--screen SECTION] [--now ISO-8601] [--time-zone IANA] [--format text|json] [--catalog DIR] [--overlay FILE] [--strict] [--fetched-in TAGS]
              coach-fmt render STATE --locale TAG [--format text|json] [--catalog DIR] [--overlay FILE] [--fetched-in TAGS]
              coach-fmt render --all [--locale TAG] [--format text|json] [--catalog DIR]

            OPTIONS:
              --locale TAG        The UI locale (en, zh-Hans, en-XA; other tags are negotiated); with --all, only this one.
              --screen SECTION    The screen the files are for, when they do not tell it (home, growth, ...).
              --now ISO-8601      The instant to render FILE... at (default: the machine's clock).
              --time-zone IANA    The IANA time zone to render FILE... in (default: the machine's zone).
              --format text|json  Print text (the default) or JSON.
              --catalog DIR       Take the copy from en.json and zh-Hans.json in DIR instead of the built-in catalog.
              --overlay FILE      Lay a catalog overlay for the render's locale over the copy (en for en-XA); its problems go to stderr.
              --strict            Refuse a FILE at its first contract violation instead of rendering around it.
              --fetched-in TAGS   The UI locale the responses were fetched in (their Accept-Language), for all of them or per endpoint (home=en,me=en), when not --locale: their strings are marked stale.
              --all               Render every example state of index.json.

            """
        ),
        (
            "preview",
            """
            Write a static HTML preview to DIR: index.html lists every example state in the order of user-flows.md, and each state's page shows its elements at a 375 px phone's width in one column per locale (default: en, zh-Hans, and en-XA when this build has it), each text in its box from Resources/layout/budgets.json. No network; tools/check_budgets.py measures the boxes in Chromium.

            USAGE:
              coach-fmt preview --out DIR [--locale TAG ...] [--catalog DIR] [--budgets FILE]

            OPTIONS:
              --out DIR         The folder to write the site into.
              --locale TAG ...  A column's locale; repeat it for more columns.
              --catalog DIR     Take the copy from DIR instead of the built-in catalog.
              --budgets FILE    Take the text boxes from FILE instead of the built-in budgets.

            """
        ),
        (
            "check",
            """
            Validate the copy catalog (built-in, or en.json and zh-Hans.json in DIR, with DIR's glossary.json and style.json if it has them): keys, ICU syntax, arguments, plurals, the copy style and the glossary; one line per problem, exit 1 on errors.

            USAGE:
              coach-fmt check [--catalog DIR] [--quiet]

            OPTIONS:
              --catalog DIR  Check the catalog in DIR instead of the built-in one.
              --quiet        Print errors only, not warnings.

            """
        ),
        (
            "export",
            """
            Write a locale's copy as XLIFF 2.0 for translators (stdout unless --out): one unit per key, the en note, state final, translated, or initial when the en value changed since the translation.

            USAGE:
              coach-fmt export xliff --locale TAG [--catalog DIR] [--out FILE]

            OPTIONS:
              --locale TAG   The translated locale to export (zh-Hans).
              --catalog DIR  Export the catalog in DIR instead of the built-in one.
              --out FILE     Write the XLIFF to FILE and print a count of units by state.

            """
        ),
        (
            "import",
            """
            Merge a translated XLIFF 2.0 file into DIR/<trgLang>.json. Targets are checked like 'coach-fmt check'; any broken target refuses the whole file (exit 1) and the catalog stays unchanged.

            USAGE:
              coach-fmt import xliff FILE --catalog DIR

            OPTIONS:
              --catalog DIR  The catalog folder to merge into.

            """
        ),
    ]

    @Test(arguments: commandHelp)
    func commandHelpIsExact(command: String, help: String) {
        let result = tool.run(["help", command])
        #expect(result.stdout == help)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func everyCommandHasItsHelpHere() {
        #expect(Self.commandHelp.map(\.command) == CommandSpec.all.map(\.name))
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

    /// The README's synopsis block: each command's usage lines, `format`'s kinds on one line.
    @Test func readmeSynopsisMatchesTheDeclarations() throws {
        let text = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## CLI\n").dropFirst().first)
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
        #expect(Set(lines) == Set(expected), "README.md's CLI block is out of date with CommandSpec+Commands.swift")
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
