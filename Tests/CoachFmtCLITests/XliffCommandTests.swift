import CoachFmt
import Foundation
import Testing

@testable import CoachFmtCLI

/// `export xliff` and `import xliff` on copies of the repository's catalog in temporary folders;
/// the repository's own files are only read.
@Suite struct XliffCommandTests {
    let tool = CommandLineTool()
    static let copyFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/copy").standardizedFileURL

    /// A temporary catalog folder holding copies of `en.json` and `zh-Hans.json`, removed by
    /// ``remove()``.
    struct Folder {
        let url: URL
        var path: String { url.path }
        var en: URL { url.appendingPathComponent("en.json") }
        var zh: URL { url.appendingPathComponent("zh-Hans.json") }

        init(_ name: String) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-xliff-\(name)-\(getpid())")
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in ["en.json", "zh-Hans.json"] {
                try FileManager.default.copyItem(
                    at: XliffCommandTests.copyFolder.appendingPathComponent(file), to: url.appendingPathComponent(file))
            }
        }

        func bytes(_ file: URL) throws -> Data { try Data(contentsOf: file) }
        func text(_ name: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }
        func write(_ text: String, _ name: String) throws {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

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
        #expect(CatalogFile.quoted("a\"b\\c\n\u{1}\u{7F}中") == #""a\"b\\c\n\u0001\#u{7F}中""#)
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
        let en = Catalog.builtIn.messages[.en]!
        #expect(document.units.map(\.id) == en.keys.sorted())
        let streak = try #require(document.units.first { $0.id == "complete.streak.days" })
        #expect(streak.source == "{count, plural, one {# day} other {# days}}")
        #expect(streak.target == Catalog.builtIn.messages[.zhHans]!["complete.streak.days"]!.value)
        #expect(
            streak.notes == [
                XliffDocument.Note(text: en["complete.streak.days"]!.note!),
                XliffDocument.Note(category: "format", text: "Keep {count, plural} (zh-Hans categories: other)."),
            ])
        #expect(result.stdout.contains("<unit id=\"complete.streak.days\">"))
    }

    /// Export then import leaves both files byte-identical; the first import of a catalog
    /// without fingerprints only adds them.
    @Test func roundTripIsByteIdentical() throws {
        let folder = try Folder("round-trip")
        defer { folder.remove() }
        let en = try folder.bytes(folder.en)
        let unstamped = try folder.text("zh-Hans.json")
        try stamp(folder)
        let stamped = try folder.text("zh-Hans.json")
        #expect(
            stamped.split(separator: "\n").filter { !$0.contains("\"source_fingerprint\": ") }
                == unstamped.split(separator: "\n"))
        #expect(stamped.components(separatedBy: "\"source_fingerprint\": ").count - 1 == 460)

        let xliff = try export(folder, to: "zh.xlf")
        #expect(!xliff.contains("state=\"initial\"") && !xliff.contains("state=\"translated\""))
        let result = importing(folder, "zh.xlf")
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.hasSuffix(": unchanged: 460 targets imported, 0 units without a target, 0 stale entries\n"))
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
        try folder.write(
            try folder.text("en.json").replacingOccurrences(
                of: "\"value\": \"Good foundation\"", with: "\"value\": \"Solid foundation\""), "en.json")

        let check = tool.run(["check", "--catalog", folder.path])
        #expect(check.exitCode == 0)
        #expect(
            check.stdout.split(separator: "\n").filter { $0.contains(": stale: ") } == [
                "\(folder.path)/zh-Hans.json: warning: band.good: stale: the en value changed after this translation was made"
            ])

        let xliff = try export(folder, to: "zh.xlf")
        let document = try XliffDocument(xml: Array(xliff.utf8))
        #expect(document.units.filter { $0.state != .final }.map(\.id) == ["band.good"])
        let unit = document.units.first { $0.id == "band.good" }!
        #expect(unit.state == .initial && unit.subState == "coach-fmt:stale")
        #expect(unit.source == "Solid foundation" && unit.target == "基础良好")
        #expect(unit.notes.last?.category == "stale")

        // Imported as it was exported, the unit stays initial: nothing changes.
        let unchanged = importing(folder, "zh.xlf")
        #expect(
            unchanged.stdout.hasSuffix(": unchanged: 460 targets imported, 0 units without a target, 1 stale entry\n"))
        #expect(try folder.bytes(folder.zh) == zhBefore)

        // A translator updates the target and marks it final: the fingerprint follows en.
        try folder.write(
            xliff.replacingOccurrences(
                of:
                    "<segment state=\"initial\" subState=\"coach-fmt:stale\">\n        <source>Solid foundation</source>\n        <target>基础良好</target>",
                with:
                    "<segment state=\"final\">\n        <source>Solid foundation</source>\n        <target>基础扎实</target>"
            ),
            "zh.xlf")
        let confirmed = importing(folder, "zh.xlf")
        #expect(
            confirmed.stdout.hasSuffix(": written: 460 targets imported, 0 units without a target, 0 stale entries\n"))
        let entry = try Catalog.load(directory: folder.path).messages[.zhHans]!["band.good"]!
        #expect(
            entry
                == CatalogEntry(
                    value: "基础扎实", note: "Score band label.",
                    sourceFingerprint: SourceFingerprint.of("Solid foundation")))
        #expect(!tool.run(["check", "--catalog", folder.path]).stdout.contains(": stale: "))
        let reexported = try XliffDocument(xml: Array(try export(folder, to: "again.xlf").utf8))
        #expect(reexported.units.allSatisfy { $0.state == .final })
    }

    /// One broken target refuses the file: exit 1, one line per problem naming the key, both
    /// catalog files left byte for byte as they were, the good targets not applied either.
    @Test func brokenTargetsAreRefusedWhole() throws {
        let folder = try Folder("broken")
        defer { folder.remove() }
        try stamp(folder)
        let en = try folder.bytes(folder.en)
        let zh = try folder.bytes(folder.zh)
        var xliff = try export(folder, to: "zh.xlf")
        let catalog = try Catalog.load(directory: folder.path)
        func target(_ key: String) -> String {
            "<target>\(XMLEscaping.content(catalog.messages[.zhHans]![key]!.value))</target>"
        }
        /// Replaces the target of one unit (other units may have the same target).
        func replace(_ key: String, with value: String) {
            let old = target(key)
            guard let unit = xliff.range(of: "<unit id=\"\(key)\">"),
                let range = xliff.range(of: old, range: unit.upperBound..<xliff.endIndex)
            else {
                Issue.record("no target for \(key)")
                return
            }
            xliff.replaceSubrange(range, with: "<target>\(XMLEscaping.content(value))</target>")
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
                \(file): common.cancelled: not in the en catalog
                \(file): common.back: argument 'page' is not in en
                \(file): common.level: does not parse: U_PATTERN_SYNTAX_ERROR at offset 1
                \(file): complete.streak.days: argument 'count' is missing (en has it)
                \(file): dimension.not_shown_yet: does not parse: U_DEFAULT_KEYWORD_MISSING at offset 0
                \(file): processing.eta: argument 'seconds' is missing (en has it)
                \(file): processing.eta: argument 'secs' is not in en
                \(file): refused (7 problems); \(folder.path)/zh-Hans.json is unchanged

                """)
        #expect(try folder.bytes(folder.en) == en)
        #expect(try folder.bytes(folder.zh) == zh)
    }

    /// A unit without a target leaves its entry alone; a new en key gets its entry, with the
    /// en note, when translated; srcLang, trgLang and inline codes are checked.
    @Test func partialFilesNewKeysAndWrongLanguages() throws {
        let folder = try Folder("partial")
        defer { folder.remove() }
        let head = """
            <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="zh-Hans"><file id="f">
            """
        let zh = try folder.text("zh-Hans.json")
        try folder.write(
            zh.replacingOccurrences(
                of: "  \"band.strong\": {\n    \"value\": \"表现出色\",\n    \"note\": \"Score band label.\"\n  },\n",
                with: ""),
            "zh-Hans.json")
        #expect(tool.run(["check", "--catalog", folder.path, "--quiet"]).exitCode == 1)
        try folder.write(
            head + """
                <unit id="band.good"><segment state="initial"><source>Good foundation</source></segment></unit>
                <unit id="band.strong"><segment state="translated"><source>Strong</source><target>很强</target></segment></unit>
                </file></xliff>
                """, "new.xlf")
        let result = importing(folder, "new.xlf")
        #expect(result.stdout.hasSuffix(": written: 1 target imported, 1 unit without a target, 0 stale entries\n"))
        let entries = try Catalog.load(directory: folder.path).messages[.zhHans]!
        #expect(entries["band.good"] == CatalogEntry(value: "基础良好", note: "Score band label."))
        #expect(
            entries["band.strong"]
                == CatalogEntry(
                    value: "很强", note: "Score band label.", sourceFingerprint: SourceFingerprint.of("Strong")))
        #expect(tool.run(["check", "--catalog", folder.path, "--quiet"]).exitCode == 0)

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
        #expect(tool.run(["--help"]).stdout.contains("coach-fmt import xliff FILE --catalog DIR"))
        #expect(tool.run(["help", "export"]).stdout.contains("coach-fmt export xliff --locale TAG"))
    }
}
