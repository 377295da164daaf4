import CoachFmt
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

/// A translation keeps its source's structure: each class of target a translator would never
/// mean is refused by `import xliff` and reported by `check` when a hand edit puts it in the
/// catalog file.
@Suite struct TranslationRulesTests {
    let tool = CommandLineTool()
    typealias Folder = XliffCommandTests.Folder

    /// One broken target of each class: the key, the XLIFF target as written, the catalog value
    /// it stands for, and the problem lines (`[rule] reason`) both commands report.
    static let cases: [(key: String, xliff: String, value: String, problems: [String])] = [
        (
            "band.good", "\n    基础良好\n  ", "\n    基础良好\n  ",
            [
                "[edge-whitespace] starts with white space that the source value does not have",
                "[edge-whitespace] ends with white space that the source value does not have",
            ]
        ),
        (
            "band.good", #"基础<cp hex="1B"/>良好"#, "基础\u{1B}良好",
            ["[control-character] holds the control character U+001B; only tab and line break may appear"]
        ),
        (
            "band.good", #"基础<cp hex="7"/>良好"#, "基础\u{7}良好",
            ["[control-character] holds the control character U+0007; only tab and line break may appear"]
        ),
        (
            "band.good", #"基础<cp hex="0"/>良好"#, "基础\u{0}良好",
            ["[control-character] holds the control character U+0000; only tab and line break may appear"]
        ),
        (
            "confidence.level", "{level, select, hi {高} low {低} other {未知}}",
            "{level, select, hi {高} low {低} other {未知}}",
            ["[select-cases] select 'level' has the cases hi, low, other; en has high, low, other"]
        ),
        (
            "complete.streak.days", "{count, plural, offset:1e20 other {# 天}}",
            "{count, plural, offset:1e20 other {# 天}}",
            ["[plural-offset] plural 'count' has offset 1e+20; en has 0"]
        ),
        (
            "complete.streak.days", "{count, plural, other {# 天}}}", "{count, plural, other {# 天}}}",
            [
                "[stray-brace] the '}' at offset 30 closes nothing, so it would show as text; quote it as '}' if it is meant"
            ]
        ),
        (
            "complete.streak.days", "{count, plural, other {# 天}", "{count, plural, other {# 天}",
            ["[message-syntax] does not parse at offset 15: the message syntax is broken (U_PATTERN_SYNTAX_ERROR)"]
        ),
        (
            "complete.streak.days", "{count, number, ::scale/1000000} 天", "{count, number, ::scale/1000000} 天",
            [
                "[argument-style] argument 'count' is written 'number, ::scale/1000000' here, which en does not use (en: 'plural'); a translation keeps its source's type, style and skeleton"
            ]
        ),
        (
            "complete.streak.days", "{count, plural, other {{count, number, percent} 天}}",
            "{count, plural, other {{count, number, percent} 天}}",
            [
                "[argument-style] argument 'count' is written 'number, percent' here, which en does not use (en: 'plural'); a translation keeps its source's type, style and skeleton"
            ]
        ),
        (
            "complete.streak.days", "连续{count, spellout}天", "连续{count, spellout}天",
            [
                "[argument-style] argument 'count' is written 'spellout' here, which en does not use (en: 'plural'); a translation keeps its source's type, style and skeleton"
            ]
        ),
    ]

    /// What a translation may do with an argument without a problem: write a plural as a plain
    /// number, or the other way round; each shows the value as it is.
    @Test func plainFormsOfTheSourcesArgumentAreKept() throws {
        for target in ["连续 {count, number} 天", "连续 {count} 天", "{count, plural, other {# 天}}"] {
            let folder = try Folder("rules-plain", fixture: HostileInputTests.fixture)
            defer { folder.remove() }
            let source = HostileInputTests.fixture["complete.streak.days"]!.en
            try folder.write(HostileInputTests().xliff([("complete.streak.days", source, target)]), "zh.xlf")
            let result = tool.run([
                "import", "xliff", folder.url.appendingPathComponent("zh.xlf").path, "--catalog", folder.path,
            ])
            #expect(result.exitCode == 0, "\(target): \(result.stderr)")
            #expect(try folder.catalog().messages[.zhHans]!["complete.streak.days"]?.value == target)
        }
    }

    @Test(arguments: cases.indices)
    func importRefusesAndCheckReports(_ index: Int) throws {
        let (key, target, value, problems) = Self.cases[index]
        let folder = try Folder("rules-\(index)", fixture: HostileInputTests.fixture)
        defer { folder.remove() }
        let source = HostileInputTests.fixture[key]!.en
        try folder.write(
            HostileInputTests().xliff([(key, source, target)]), "zh.xlf")
        let before = try folder.bytes(folder.zh)
        let file = folder.url.appendingPathComponent("zh.xlf").path
        let imported = tool.run(["import", "xliff", file, "--catalog", folder.path])
        let count = problems.count
        #expect(
            imported
                == CommandLineTool.Result(
                    stderr: problems.map { "\(file): \(key): \($0)\n" }.joined()
                        + "\(file): refused (\(count) problem\(count == 1 ? "" : "s")); \(folder.path)/zh-Hans.json is unchanged\n",
                    exitCode: 1))
        #expect(try folder.bytes(folder.zh) == before)

        var entries = try folder.catalog().messages[.zhHans]!
        entries[key] = CatalogEntry(value: value)
        try folder.write(CatalogFile.json(entries), "zh-Hans.json")
        let check = tool.run(["check", "--catalog", folder.path])
        #expect(check.exitCode == 1)
        // The fixture lacks most keys the kit asks for; only the zh-Hans file's errors are this case's.
        let errors = check.stderr.split(separator: "\n").filter { $0.hasPrefix("\(folder.path)/zh-Hans.json: error: ") }
            .map(String.init)
        #expect(
            errors
                == problems.map { problem in
                    let rule = problem.prefix { $0 != " " }
                    return "\(folder.path)/zh-Hans.json: error: \(rule) \(key): \(problem.dropFirst(rule.count + 1))"
                })
    }

    /// A target of white space only is no translation: the unit counts as untranslated and the
    /// entry stays; in the catalog file, such a value is an error.
    @Test func whiteSpaceOnlyTargetIsUntranslated() throws {
        let folder = try Folder("rules-blank", fixture: HostileInputTests.fixture)
        defer { folder.remove() }
        try folder.write(HostileInputTests().xliff([("band.good", "Good foundation", " \n\t ")]), "zh.xlf")
        let result = tool.run([
            "import", "xliff", folder.url.appendingPathComponent("zh.xlf").path, "--catalog", folder.path,
        ])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix(": 0 targets imported, 1 unit without a target, 0 stale entries\n"))
        #expect(try folder.catalog().messages[.zhHans]!["band.good"]?.value == "基础良好")

        for blank in ["  ", "\u{200B}\u{2060}", "\u{FEFF} \u{200D}\u{200E}"] {
            var entries = try folder.catalog().messages[.zhHans]!
            entries["band.good"] = CatalogEntry(value: blank)
            try folder.write(CatalogFile.json(entries), "zh-Hans.json")
            let check = tool.run(["check", "--catalog", folder.path])
            #expect(
                check.stderr.split(separator: "\n").filter { $0.hasPrefix("\(folder.path)/zh-Hans.json: error: ") } == [
                    "\(folder.path)/zh-Hans.json: error: [empty-value] band.good: value is empty or only white space and invisible characters: leave the entry out to leave it untranslated"
                ])
        }
    }

    /// A target of zero-width and other invisible characters shows nothing: it is no translation either.
    @Test func invisibleTargetIsUntranslated() throws {
        let folder = try Folder("rules-invisible", fixture: HostileInputTests.fixture)
        defer { folder.remove() }
        try folder.write(
            HostileInputTests().xliff([("band.good", "Good foundation", "\u{200B}\u{FEFF}\u{2060}")]), "zh.xlf")
        let result = tool.run([
            "import", "xliff", folder.url.appendingPathComponent("zh.xlf").path, "--catalog", folder.path,
        ])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix(": 0 targets imported, 1 unit without a target, 0 stale entries\n"))
        #expect(try folder.catalog().messages[.zhHans]!["band.good"]?.value == "基础良好")
    }
}
