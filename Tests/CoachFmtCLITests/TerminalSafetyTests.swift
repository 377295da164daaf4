import CoachFmt
import Foundation
import Testing

@testable import CoachFmtCLI

/// Every line the built binary prints, on stdout and stderr, for every error and summary path of
/// every command given a hostile value: no raw control or bidi control reaches the terminal, no
/// line is longer than 2,048 bytes, and no quoted input takes more than 120.
@Suite struct TerminalSafetyTests {
    typealias Folder = XliffCommandTests.Folder

    /// ESC, an OSC title sequence, C1 CSI, RLO, and 5,000 bytes ending in a clear-screen.
    static let hostile = [
        "\u{1B}[2J", "\u{1B}]0;x\u{7}", "\u{9B}31m", "a\u{202E}b", String(repeating: "y", count: 4996) + "\u{1B}[2J",
    ]

    /// A run of `y` longer than any quote keeps: a cut quote ends in `… (N bytes)`, at least 15
    /// bytes for an input over 120, so 105 bytes of `y` at most.
    static let overlongQuote = String(repeating: "y", count: EchoedInput.maximumBytes - 15 + 1)

    /// The command lines that quote `value`, one per error or summary path; `folder` holds
    /// files the paths read or write.
    static func commandLines(_ value: String, folder: String) -> [[String]] {
        let file = folder + "/" + String(value.prefix(200))
        let example = RenderCommandTests.examples + "/home.json"
        return [
            [value], ["help", value], ["--" + value], ["format", value], ["format", "duration", value],
            ["format", "plural", "1", "--locale", value], ["format", "plural", "1", "--" + value, "x"],
            ["format", "number", value, "--locale", "en"],
            ["format", "date", value, "--skeleton", "yMMMd", "--locale", "en"],
            ["format", "date", "2025-10-17", "--skeleton", value, "--locale", "en"],
            ["format", "date", "2025-10-17T10:00:00Z", "--skeleton", "yMMMd", "--locale", "en", "--time-zone", value],
            ["format", "interval", value, "2025-10-18", "--skeleton", "MMMd", "--locale", "en"],
            ["format", "message", "{a}", value, "--locale", "en"], ["format", "message", value, "--locale", "en"],
            ["format", "message", "{a}", "a=" + value, "--locale", "en"],
            ["format", "message", "{n, plural, other {# x}}", "n=1", value + "=2", "--locale", "en"],
            ["format", "initials", value], ["format", "endonym", value], ["format", "eta", value, "--locale", "en"],
            ["format", "read-time", "60", "--locale", value],
            ["locale", value], ["locale", "negotiate", value],
            ["render", value, "--locale", "en"], ["render", "home/home--normal", "--locale", value],
            ["render", "home/home--normal", "--locale", "en", "--format", value],
            ["render", "home/home--normal", "--locale", "en", "--fetched-in", value],
            ["render", "home/home--normal", "--locale", "en", "--fetched-in", "home=" + value],
            ["render", "home/home--normal", "--locale", "en", "--catalog", file],
            ["render", "home/home--normal", "--locale", "en", "--overlay", file],
            ["render", file, "--locale", "en"], ["render", "home=" + file, "--locale", "en"],
            ["render", example, "--locale", "en", "--screen", value],
            ["render", example, "--locale", "en", "--now", value],
            ["render", example, "--locale", "en", "--time-zone", value],
            ["render", example, value, "--locale", "en"],
            ["preview", "--out", file, "--locale", value], ["preview", "--out", file, "--budgets", file],
            ["preview", "--out", file, "--catalog", file], ["preview", "--out", file, value],
            ["check", value], ["check", "--catalog", file], ["export", value],
            ["export", "xliff", "--locale", value], ["export", "xliff", "--locale", "zh-Hans", "--out", file],
            ["export", "xliff", "--locale", "zh-Hans", "--catalog", file], ["import", value],
            ["import", "xliff", file, "--catalog", folder], ["import", "xliff", value],
        ]
    }

    /// The two rules on one run's output, with the command line in each message.
    static func holdRules(_ arguments: [String], _ output: (String, String, Int32)) {
        for (stream, text) in [("stdout", output.0), ("stderr", output.1)] {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let raw = line.unicodeScalars.first(where: VisibleText.isControl)
                #expect(
                    raw == nil,
                    "\(stream) of \(arguments.map(EchoedInput.bounded)): raw U+\(raw.map { String($0.value, radix: 16) } ?? "")"
                )
                // A `format` result is printed whole, however long; only its controls are marked.
                let result = stream == "stdout" && arguments.first == "format"
                #expect(
                    result || line.utf8.count <= EchoedInput.maximumLineBytes,
                    "\(stream) of \(arguments.map(EchoedInput.bounded))")
                #expect(result || !line.contains(overlongQuote), "\(stream) of \(arguments.map(EchoedInput.bounded))")
            }
        }
    }

    /// Whole outputs for an OSC title sequence with C1 CSI and RLO, and for the long value: the
    /// quote shows each control as its mark, and the long one keeps 104 bytes, then its length.
    @Test func quotesAreMarkedAndCut() throws {
        let value = "\u{1B}]0;x\u{7}\u{9B}\u{202E}"
        let shown = "⟨ESC⟩]0;x⟨BEL⟩⟨U+009B⟩⟨RLO⟩"
        let long = Self.hostile[4]
        let cut = String(repeating: "y", count: 104) + "… (5000 bytes)"
        let cases: [([String], (String, String, Int32))] = [
            (
                [value],
                ("", "Error: unknown command '\(shown)'\nUsage: coach-fmt COMMAND ...\nSee 'coach-fmt help'.\n", 2)
            ),
            ([long], ("", "Error: unknown command '\(cut)'\nUsage: coach-fmt COMMAND ...\nSee 'coach-fmt help'.\n", 2)),
            (
                ["check", value],
                (
                    "",
                    "Error: unexpected argument '\(shown)'\nUsage: coach-fmt check [--catalog DIR] [--quiet]\nSee 'coach-fmt help check'.\n",
                    2
                )
            ),
            (
                ["format", "duration", long],
                ("", "Error: invalid integer '\(cut)': expected whole milliseconds or seconds such as 138400\n", 1)
            ),
            (["format", "message", value + "{a}", "a=" + value, "--locale", "en"], (shown + shown + "\n", "", 0)),
            (
                ["format", "message", long, "--locale", "en"],
                (String(repeating: "y", count: 4996) + "⟨ESC⟩[2J\n", "", 0)
            ),
            (
                ["import", "xliff", "/nonexistent/" + value, "--catalog", "/nonexistent"],
                ("", "Error: /nonexistent/\(shown): cannot read: No such file or directory\n", 1)
            ),
        ]
        for (arguments, expected) in cases {
            #expect(try EndToEndTests.run(EndToEndTests.binary, arguments) == expected)
        }
        #expect(EchoedInput.bounded(long).utf8.count == EchoedInput.maximumBytes)
    }

    @Test(arguments: hostile.indices)
    func everyPathOfEveryCommandPrintsSafeLines(_ which: Int) throws {
        let value = Self.hostile[which]
        let folder = try Folder("hostile-\(which)", fixture: HostileInputTests.fixture)
        defer { folder.remove() }
        for arguments in Self.commandLines(value, folder: folder.path) {
            Self.holdRules(arguments, try EndToEndTests.run(EndToEndTests.binary, arguments))
        }
    }

    /// Hostile values inside files: a local state, a catalog value (the copy style quotes an
    /// excerpt), an overlay key and an XLIFF unit, each quoted on the lines that report them.
    @Test(arguments: hostile.indices)
    func valuesInFilesArePrintedSafely(_ which: Int) throws {
        let value = Self.hostile[which]
        let folder = try Folder("hostile-files-\(which)")
        defer { folder.remove() }
        var local = try String(
            contentsOfFile: RenderCommandTests.examples + "/local.library-filtered.json", encoding: .utf8)
        local = local.replacingOccurrences(of: "\"completed\"", with: JSONText.quoted(value + "completed"))
        local = local.replacingOccurrences(of: "\"en-US\"", with: JSONText.quoted(value))
        try folder.write(local, "local.json")
        try folder.write(#"{ \#(JSONText.quoted(value)): { "value": "x" } }"#, "overlay.json")
        var entries = try folder.catalog().messages[.zhHans]!
        entries["band.good"] = CatalogEntry(value: "基础 良好" + value + "，好 ")
        try folder.write(CatalogFile.json(entries), "zh-Hans.json")
        let xliff = """
            <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans"><file id="f">
            <unit id="\(XMLEscaping.attribute(value))"><segment state="translated"><source>x</source><target>\(XMLEscaping.content(value))</target></segment></unit>
            </file></xliff>
            """
        try folder.write(xliff, "units.xlf")
        let path = folder.path
        for arguments in [
            [
                "render", "local=" + path + "/local.json", "--screen", "library", "--locale", "en", "--now",
                "2025-10-17T10:00:00Z",
            ],
            ["render", "home/home--normal", "--locale", "en", "--overlay", path + "/overlay.json"],
            ["check", "--catalog", path], ["render", "home/home--normal", "--locale", "zh-Hans", "--catalog", path],
            ["import", "xliff", path + "/units.xlf", "--catalog", path],
        ] {
            Self.holdRules(arguments, try EndToEndTests.run(EndToEndTests.binary, arguments))
        }
    }
}
