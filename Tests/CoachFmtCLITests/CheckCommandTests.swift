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
                "\(folder.path)/zh-Hans.json: processing.eta: does not parse: U_PATTERN_SYNTAX_ERROR at offset 5\n"))
    }

    @Test func unreadableAndMalformedCatalogs() throws {
        let missing = tool.run(["check", "--catalog", "/nonexistent"])
        #expect(
            missing
                == CommandLineTool.Result(
                    stderr: "Error: /nonexistent/en.json: cannot read: no such file or not readable\n", exitCode: 1))
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
