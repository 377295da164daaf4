import CoachFmt
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

/// `export xliff` and `import xliff` on copies of the repository's catalog in temporary folders;
/// the repository's own files are only read.
@Suite struct XliffCommandTests {
    let tool = CommandLineTool()
    static let copyFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/copy").standardizedFileURL

    /// A temporary catalog folder, removed by ``remove()``: copies of the repository's
    /// `en.json` and `zh-Hans.json`, or a small fixture of the given entries.
    struct Folder {
        let url: URL
        var path: String { url.path }
        var en: URL { url.appendingPathComponent("en.json") }
        var zh: URL { url.appendingPathComponent("zh-Hans.json") }

        init(_ name: String, fixture: [String: (en: String, zh: String)]? = nil) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-xliff-\(name)-\(getpid())")
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            guard let fixture else {
                for file in ["en.json", "zh-Hans.json"] {
                    try FileManager.default.copyItem(
                        at: XliffCommandTests.copyFolder.appendingPathComponent(file),
                        to: url.appendingPathComponent(file))
                }
                return
            }
            try write(
                CatalogFile.json(fixture.mapValues { CatalogEntry(value: $0.en, note: "Note & <b>.") }), "en.json")
            try write(
                CatalogFile.json(fixture.mapValues { CatalogEntry(value: $0.zh, note: "Note & <b>.") }), "zh-Hans.json")
        }

        func bytes(_ file: URL) throws -> Data { try Data(contentsOf: file) }
        func text(_ name: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }
        func write(_ text: String, _ name: String) throws {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        func catalog() throws -> Catalog { try Catalog.load(directory: path) }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// Messages with each kind of argument, and the characters XML escapes.
    static let fixture: [String: (en: String, zh: String)] = [
        "band.good": ("Good foundation", "基础良好"),
        "band.strong": ("Strong", "表现出色"),
        "common.back": ("Back", "返回"),
        "common.cancel": ("Cancel", "取消"),
        "common.level": ("Level {level, number}", "{level, number} 级"),
        "complete.streak.days": ("{count, plural, one {# day} other {# days}}", "{count, plural, other {# 天}}"),
        "dimension.not_shown_yet": (
            "{count, plural, one {Shown after # session} other {Shown after # sessions}}",
            "{count, plural, other {完成 # 次练习后显示}}"
        ),
        "processing.eta": ("About {seconds, number} s left", "还需约 {seconds, number} 秒"),
        "tricky": (#"Tom & Jerry's <b>"quoted"</b> ]]>"#, "汤姆 & 杰瑞的 <b>“引号”</b> ]]>"),
    ]

    /// Exports the folder's zh-Hans into `name` and returns its text.
    @discardableResult
    func export(_ folder: Folder, to name: String) throws -> String {
        let out = folder.url.appendingPathComponent(name).path
        let result = tool.run(["export", "xliff", "--locale", "zh-Hans", "--catalog", folder.path, "--out", out])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try folder.text(name)
    }

    func importing(_ folder: Folder, _ name: String) -> CommandLineTool.Result {
        tool.run(["import", "xliff", folder.url.appendingPathComponent(name).path, "--catalog", folder.path])
    }

    /// `xliff` with the target of unit `key` replaced (other units may have the same target).
    func replacingTarget(of key: String, in xliff: String, was old: String, with value: String) -> String {
        let old = "<target>\(XMLEscaping.content(old))</target>"
        guard let unit = xliff.range(of: "<unit id=\"\(key)\">"),
            let range = xliff.range(of: old, range: unit.upperBound..<xliff.endIndex)
        else {
            Issue.record("no target for \(key)")
            return xliff
        }
        return xliff.replacingCharacters(in: range, with: "<target>\(XMLEscaping.content(value))</target>")
    }

    /// Records a fingerprint on every zh-Hans entry: import of a fresh export.
    func stamp(_ folder: Folder) throws {
        try export(folder, to: "stamp.xlf")
        #expect(importing(folder, "stamp.xlf").exitCode == 0)
    }

    /// The writer reproduces the repository's catalog files byte for byte, so an import that
    /// changes nothing leaves them as they are.
    @Test func catalogFilesAreInTheWritersForm() throws {
        for name in ["en.json", "zh-Hans.json"] {
            let bytes = try Data(contentsOf: Self.copyFolder.appendingPathComponent(name))
            let entries = try Catalog.parse(String(decoding: bytes, as: UTF8.self), file: name)
            #expect(Data(CatalogFile.json(entries).utf8) == bytes, "\(name) is not in the canonical JSON form")
        }
        #expect(JSONText.quoted("a\"b\\c\n\u{1}\u{7F}中") == #""a\"b\\c\n\u0001\#u{7F}中""#)
    }

    @Test func exportWritesXLIFF2WithNotesAndICUText() throws {
        let result = tool.run(["export", "xliff", "--locale", "zh-Hans"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans">
                  <file id="copy" original="copy/zh-Hans.json" xml:space="preserve">
                    <notes>
                      <note category="format">Each source and target is an ICU MessageFormat message.
                """))
        let document = try XliffDocument(xml: Array(result.stdout.utf8))
        let en = Catalog.builtInWithNotes.messages[.en]!
        #expect(document.units.map(\.id) == en.keys.sorted())
        let streak = try #require(document.units.first { $0.id == "complete.streak.days" })
        #expect(streak.source == en["complete.streak.days"]!.value)
        #expect(streak.target == Catalog.builtInWithNotes.messages[.zhHans]!["complete.streak.days"]!.value)
        #expect(
            streak.notes == [
                XliffDocument.Note(text: en["complete.streak.days"]!.note!),
                XliffDocument.Note(category: "format", text: "Keep {count, plural} (zh-Hans categories: other)."),
            ])
        #expect(result.stdout.contains("<unit id=\"complete.streak.days\">"))
    }

    /// Export then import leaves both files byte-identical; the first import of a catalog
    /// without fingerprints only adds them. (The repository's catalog is stamped; the folder's
    /// copy has its fingerprint lines taken out first.)
    @Test func roundTripIsByteIdentical() throws {
        let folder = try Folder("round-trip")
        defer { folder.remove() }
        let en = try folder.bytes(folder.en)
        let withoutFingerprints = try folder.text("zh-Hans.json").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.contains("\"source_fingerprint\": ") }.joined(separator: "\n")
        try folder.write(withoutFingerprints, "zh-Hans.json")
        let unstamped = try folder.text("zh-Hans.json")
        #expect(try folder.catalog().messages[.zhHans]!.values.allSatisfy { $0.sourceFingerprint == nil })
        try stamp(folder)
        let stamped = try folder.text("zh-Hans.json")
        #expect(
            stamped.split(separator: "\n").filter { !$0.contains("\"source_fingerprint\": ") }
                == unstamped.split(separator: "\n"))
        let count = try folder.catalog().messages[.zhHans]!.count
        #expect(stamped.components(separatedBy: "\"source_fingerprint\": ").count - 1 == count)

        let xliff = try export(folder, to: "zh.xlf")
        #expect(!xliff.contains("state=\"initial\"") && !xliff.contains("state=\"translated\""))
        let result = importing(folder, "zh.xlf")
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.hasSuffix(
                ": unchanged: \(count) targets imported, 0 units without a target, 0 stale entries\n"))
        #expect(try folder.bytes(folder.en) == en)
        #expect(try folder.text("zh-Hans.json") == stamped)
        // Export to stdout is the same text as --out.
        #expect(tool.run(["export", "xliff", "--locale", "zh-Hans", "--catalog", folder.path]).stdout == xliff)
    }

    /// Changing one en value makes exactly that unit initial (the old target kept), check warns
    /// naming it, re-importing it unconfirmed keeps it stale, and confirming it clears that.
    @Test func changingOneEnValueMakesThatUnitStale() throws {
        let folder = try Folder("stale")
        defer { folder.remove() }
        try stamp(folder)
        #expect(!tool.run(["check", "--catalog", folder.path]).stdout.contains(": stale: "))
        let zhBefore = try folder.bytes(folder.zh)
        let catalog = try folder.catalog()
        let count = catalog.messages[.zhHans]!.count
        var en = catalog.messages[.en]!
        let key = "band.good"
        let changed = en[key]!.value + " (changed)"
        let oldTarget = catalog.messages[.zhHans]![key]!.value
        en[key] = CatalogEntry(value: changed, note: en[key]!.note)
        try folder.write(CatalogFile.json(en), "en.json")

        let check = tool.run(["check", "--catalog", folder.path])
        #expect(check.exitCode == 0)
        #expect(
            check.stdout.split(separator: "\n").filter { $0.contains(": stale: ") } == [
                "\(folder.path)/zh-Hans.json: warning: [stale-translation] \(key): stale: the en value changed after this translation was made"
            ])

        let xliff = try export(folder, to: "zh.xlf")
        let document = try XliffDocument(xml: Array(xliff.utf8))
        #expect(document.units.filter { $0.state != .final }.map(\.id) == [key])
        let unit = document.units.first { $0.id == key }!
        #expect(unit.state == .initial && unit.subState == "coach-fmt:stale")
        #expect(unit.source == changed && unit.target == oldTarget)
        #expect(unit.notes.last?.category == "stale")

        // Imported as it was exported, the unit stays initial: nothing changes.
        let unchanged = importing(folder, "zh.xlf")
        #expect(
            unchanged.stdout.hasSuffix(
                ": unchanged: \(count) targets imported, 0 units without a target, 1 stale entry\n"))
        #expect(try folder.bytes(folder.zh) == zhBefore)

        // A translator updates the target and marks it final: the fingerprint follows en.
        let segment = "<segment state=\"initial\" subState=\"coach-fmt:stale\">\n        <source>"
        let edited = replacingTarget(
            of: key, in: xliff.replacingOccurrences(of: segment, with: "<segment state=\"final\">\n        <source>"),
            was: oldTarget, with: "新译")
        try folder.write(edited, "zh.xlf")
        let confirmed = importing(folder, "zh.xlf")
        #expect(
            confirmed.stdout.hasSuffix(
                ": written: \(count) targets imported, 0 units without a target, 0 stale entries\n"))
        #expect(
            try folder.catalog().messages[.zhHans]![key]
                == CatalogEntry(
                    value: "新译", note: catalog.messages[.zhHans]![key]!.note,
                    sourceFingerprint: SourceFingerprint.of(changed)))
        #expect(!tool.run(["check", "--catalog", folder.path]).stdout.contains(": stale: "))
        let reexported = try XliffDocument(xml: Array(try export(folder, to: "again.xlf").utf8))
        #expect(reexported.units.allSatisfy { $0.state == .final })
    }

    /// One broken target refuses the file: exit 1, one line per problem naming the key, both
    /// catalog files left byte for byte as they were, the good targets not applied either.
    @Test func brokenTargetsAreRefusedWhole() throws {
        let folder = try Folder("broken", fixture: Self.fixture)
        defer { folder.remove() }
        try stamp(folder)
        let en = try folder.bytes(folder.en)
        let zh = try folder.bytes(folder.zh)
        var xliff = try export(folder, to: "zh.xlf")
        let catalog = try folder.catalog()
        func replace(_ key: String, with value: String) {
            xliff = replacingTarget(of: key, in: xliff, was: catalog.messages[.zhHans]![key]!.value, with: value)
        }
        replace("band.good", with: "基础扎实")  // a good change, not applied either
        replace("processing.eta", with: "还需约 {secs, number} 秒")  // renamed
        replace("complete.streak.days", with: "连续 # 天")  // plural dropped
        replace("common.level", with: "{level, number 级")  // syntax error
        replace("dimension.not_shown_yet", with: "{count, plural, one {完成 # 次练习后显示}}")  // no `other`
        replace("common.back", with: "{page} 返回 & <")  // an argument en does not have
        xliff = xliff.replacingOccurrences(of: "<unit id=\"common.cancel\">", with: "<unit id=\"common.cancelled\">")
        try folder.write(xliff, "zh.xlf")

        let result = importing(folder, "zh.xlf")
        let file = folder.url.appendingPathComponent("zh.xlf").path
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                \(file): common.cancelled: [extra-key] not in the en catalog
                \(file): common.back: [style.any-script-argument] {page} can be in any script, so set it off with full-width punctuation or “ · ”: “Xy 返回 …”
                \(file): common.back: [argument-extra] argument 'page' is not in en
                \(file): common.level: [message-syntax] does not parse at offset 1: the message syntax is broken (U_PATTERN_SYNTAX_ERROR)
                \(file): complete.streak.days: [argument-missing] argument 'count' is missing (en has it)
                \(file): dimension.not_shown_yet: [message-syntax] does not parse at offset 0: a plural or select has no 'other' case, which ICU requires (U_DEFAULT_KEYWORD_MISSING)
                \(file): processing.eta: [argument-missing] argument 'seconds' is missing (en has it)
                \(file): processing.eta: [argument-extra] argument 'secs' is not in en
                \(file): refused (8 problems); \(folder.path)/zh-Hans.json is unchanged

                """)
        #expect(try folder.bytes(folder.en) == en)
        #expect(try folder.bytes(folder.zh) == zh)
    }

    /// A unit without a target leaves its entry alone; a new en key gets its entry, with the
    /// en note, when translated; escaping survives the trip; srcLang and trgLang are checked.
    @Test func partialFilesNewKeysAndWrongLanguages() throws {
        let folder = try Folder("partial", fixture: Self.fixture)
        defer { folder.remove() }
        let head = """
            <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans"><file id="f">
            """
        var entries = try folder.catalog().messages[.zhHans]!
        entries["band.strong"] = nil
        try folder.write(CatalogFile.json(entries), "zh-Hans.json")
        try folder.write(
            head + """
                <unit id="band.good"><segment state="initial"><source>Good foundation</source></segment></unit>
                <unit id="band.strong"><segment state="translated"><source>Strong</source><target>很强</target></segment></unit>
                <unit id="tricky"><segment state="reviewed"><source>Tom &amp; Jerry's &lt;b>"quoted"&lt;/b> ]]&gt;</source>
                <target>&lt;b&gt;&#x201C;引号&#x201D;&lt;/b&gt; &amp; <![CDATA[汤姆 & 杰瑞的 ]]>]]&gt;</target></segment></unit>
                </file></xliff>
                """, "new.xlf")
        let result = importing(folder, "new.xlf")
        #expect(result.stdout.hasSuffix(": written: 2 targets imported, 1 unit without a target, 0 stale entries\n"))
        let merged = try folder.catalog().messages[.zhHans]!
        #expect(merged["band.good"] == CatalogEntry(value: "基础良好", note: "Note & <b>."))
        #expect(
            merged["band.strong"]
                == CatalogEntry(value: "很强", note: "Note & <b>.", sourceFingerprint: SourceFingerprint.of("Strong")))
        #expect(merged["tricky"]?.value == "<b>“引号”</b> & 汤姆 & 杰瑞的 ]]>")
        #expect(try folder.text("zh-Hans.json").contains(#""value": "<b>“引号”</b> & 汤姆 & 杰瑞的 ]]>","#))

        try folder.write(
            head.replacingOccurrences(of: "srcLang=\"en\"", with: "srcLang=\"de\"") + "</file></xliff>", "de.xlf")
        let file = folder.url.appendingPathComponent("de.xlf").path
        #expect(
            importing(folder, "de.xlf")
                == CommandLineTool.Result(
                    stderr: "Error: \(file): srcLang is 'de', but the catalog's source is en\n", exitCode: 1))
        try folder.write(
            head.replacingOccurrences(of: "trgLang=\"zh-Hans\"", with: "trgLang=\"en\"") + "</file></xliff>", "en.xlf")
        #expect(
            importing(folder, "en.xlf").stderr.hasPrefix(
                "Error: \(folder.path)/en.xlf: trgLang: 'en' is not a translated catalog locale"))
    }

    @Test func usageAndBadInput() {
        #expect(
            tool.run(["import", "xliff", "a.xlf"])
                == CommandLineTool.Result(
                    stderr: """
                        Error: missing '--catalog'
                        Usage: coach-fmt import xliff FILE --catalog DIR
                        See 'coach-fmt help import'.

                        """, exitCode: 2))
        #expect(tool.run(["export", "po", "--locale", "zh-Hans"]).exitCode == 2)
        #expect(tool.run(["export", "xliff"]).stderr.hasPrefix("Error: missing '--locale'\n"))
        #expect(
            tool.run(["export", "xliff", "--locale", "en"])
                == CommandLineTool.Result(
                    stderr: "Error: 'en' is not a translated catalog locale (zh-Hans; en is the source)\n", exitCode: 1)
        )
        #expect(
            tool.run(["import", "xliff", "/nonexistent.xlf", "--catalog", "/tmp"])
                == CommandLineTool.Result(
                    stderr: "Error: /nonexistent.xlf: cannot read: No such file or directory\n", exitCode: 1))
    }
}
