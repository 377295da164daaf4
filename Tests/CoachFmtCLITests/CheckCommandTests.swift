import Foundation
import Testing

@testable import CoachFmtCLI

@Suite struct CheckCommandTests {
    let tool = CommandLineTool()
    static let copyFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/copy").standardizedFileURL

    @Test func builtInCatalogPasses() {
        let result = tool.run(["check", "--quiet"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("built-in catalog: "))
        #expect(result.stdout.contains(" keys, 0 errors, "))
    }

    /// A translator's folder with one broken zh-Hans message: one line naming file and key.
    @Test func brokenCatalogOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-check-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.copyFolder.appendingPathComponent("en.json"), to: folder.appendingPathComponent("en.json"))
        var zh = try String(contentsOf: Self.copyFolder.appendingPathComponent("zh-Hans.json"), encoding: .utf8)
        zh = zh.replacingOccurrences(of: "还需约 {seconds, number} 秒", with: "还需约 {seconds, number 秒")
        try zh.write(to: folder.appendingPathComponent("zh-Hans.json"), atomically: true, encoding: .utf8)
        let result = tool.run(["check", "--catalog", folder.path, "--quiet"])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(folder.path)/zh-Hans.json: error: [message-syntax] processing.eta: does not parse at offset 5: the message syntax is broken (U_PATTERN_SYNTAX_ERROR)\n"
            ))
    }

    /// A translator's folder that breaks the copy style and the glossary once per rule: check
    /// fails with exactly one line per problem, each naming the file, the key and the rule.
    @Test func brokenStyleAndGlossaryOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-style-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func copy(_ locale: String, _ values: [String: String]) throws {
            let url = Self.copyFolder.appendingPathComponent("\(locale).json")
            var catalog = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: String]])
            for (key, value) in values {
                try #require(catalog[key] != nil, "no \(key)")
                catalog[key]!["value"] = value
            }
            try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
                .write(to: folder.appendingPathComponent("\(locale).json"))
        }
        try copy("en", ["home.risk.title": "Your streak is at risk."])
        try copy(
            "zh-Hans",
            [
                "band.good": "基础不错",
                "processing.eta": "还需约{seconds, number} 秒",
                "error.generic.body": "请重试。如果问题持续出现,请联系客服。",
                "home.risk.title": "连续练习即将中断。",
                "launch.offline.body": "请您连接网络后开始使用。",
            ])
        let result = tool.run(["check", "--catalog", folder.path, "--quiet"])
        #expect(result.exitCode == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.dropLast() == [
                "\(folder.path)/en.json: error: [style.final-punctuation] home.risk.title: a title ends in “.”",
                "\(folder.path)/zh-Hans.json: error: [glossary.band.good] band.good: “基础不错” → “基础良好” (Score band; the API’s band_label must say the same.)",
                "\(folder.path)/zh-Hans.json: error: [style.halfwidth-punctuation] error.generic.body: half-width “,” in a Han sentence, use “，”: “…续出现,请联系…”",
                "\(folder.path)/zh-Hans.json: error: [style.final-punctuation] home.risk.title: a title ends in “。”",
                "\(folder.path)/zh-Hans.json: error: [glossary.address] launch.offline.body: “您” → “你” (Address the user as 你, never 您.)",
                "\(folder.path)/zh-Hans.json: error: [style.han-latin-space] processing.eta: no space between “约” and “1”: “还需约12 秒”",
            ])
        #expect(lines.last?.hasPrefix("\(folder.path): 529 keys, 6 errors, ") == true)
    }

    @Test func unreadableAndMalformedCatalogs() throws {
        let missing = tool.run(["check", "--catalog", "/nonexistent"])
        #expect(
            missing
                == CommandLineTool.Result(
                    stderr: "Error: /nonexistent/en.json: cannot read: No such file or directory\n", exitCode: 1))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-bad-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"a": {"value": 3}}"#.write(
            to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
        let result = tool.run(["check", "--catalog", folder.path])
        #expect(result.stderr == "Error: \(folder.path)/en.json: en.a.value: expected a string, found a number\n")
        #expect(result.exitCode == 1)
    }
}
