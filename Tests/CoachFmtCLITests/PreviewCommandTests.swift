import CoachFmt
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmtCLI

@Suite("coach-fmt preview")
struct PreviewCommandTests {
    @Test func writesAnIndexAndOnePagePerState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-preview-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CommandLineTool().run(["preview", "--out", folder.path, "--locale", "en", "--locale", "zh-Hans"])
        let states = try ExampleIndex.builtIn().states.count
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "\(folder.path)/index.html: \(states) states × en | zh-Hans\n")
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // A state's link, not its problem counts' links to rows (`page.html#row-…`).
        let pages = index.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            .filter { !$0.contains("#") }
        #expect(pages.count == states)
        for page in pages {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(page).path), "\(page)")
        }
    }

    /// A locale given again is the same column: fifty `--locale en` render each state once.
    @Test func repeatedLocalesAreOneColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-repeat-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let locales = ["en", "zh-Hans"] + Array(repeating: "en", count: 50) + ["zh-Hans"]
        let result = CommandLineTool().run(["preview", "--out", folder.path] + locales.flatMap { ["--locale", $0] })
        let states = try ExampleIndex.builtIn().states.count
        #expect(result == .init(stdout: "\(folder.path)/index.html: \(states) states × en | zh-Hans\n"))
    }

    /// A folder under `--out` that is a symbolic link is refused, not followed, like a file that
    /// is one; nothing is written where it points.
    @Test func symlinkedFoldersUnderTheOutputAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-links-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let (out, elsewhere) = (root.appendingPathComponent("out"), root.appendingPathComponent("elsewhere"))
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("home"), withDestinationURL: elsewhere)
        try Data("x".utf8).write(to: root.appendingPathComponent("file"))
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("linked.html"), withDestinationURL: root.appendingPathComponent("file"))
        let folder = try OutputFolder(out.path)
        try folder.write("<p>index</p>", to: "index.html")
        try folder.write("<p>a page</p>", to: "growth/growth--normal.html")
        func refusal(_ relativePath: String) -> String {
            do {
                try folder.write("<p>page</p>", to: relativePath)
                return "written"
            } catch { return "\(error)" }
        }
        #expect(
            refusal("home/home--normal.html")
                == "\(out.path)/home: is a symbolic link, not a folder; it is left as it is")
        #expect(
            refusal("home/deeper/page.html")
                == "\(out.path)/home: is a symbolic link, not a folder; it is left as it is")
        #expect(
            refusal("linked.html")
                == "\(out.path)/linked.html: cannot write: is a symbolic link, not a regular file; it is left as it is")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        #expect(try String(contentsOf: root.appendingPathComponent("file"), encoding: .utf8) == "x")
        #expect(
            try String(contentsOf: out.appendingPathComponent("growth/growth--normal.html"), encoding: .utf8)
                == "<p>a page</p>")
        // The whole command stops at the link with one line.
        let result = CommandLineTool().run(["preview", "--out", out.path, "--locale", "en"])
        #expect(
            result
                == .init(
                    stderr: "Error: \(out.path)/home: is a symbolic link, not a folder; it is left as it is\n",
                    exitCode: 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    @Test func refusesALocaleItWouldRenderAsAnother() {
        let result = CommandLineTool().run(["preview", "--out", "/nonexistent", "--locale", "zh-TW"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("Error: 'zh-TW' renders as en in this build"))
    }

    @Test func usage() {
        let result = CommandLineTool().run(["preview", "--locale", "en"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("missing '--out'"))
    }

    @Test func badBudgetsFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("budgets-\(getpid()).json")
        try Data(#"{ "default": "x", "kinds": {}, "rules": [] }"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = CommandLineTool().run(["preview", "--out", "/nonexistent", "--budgets", file.path])
        #expect(result == .init(stdout: "", stderr: "Error: \(file.path): default: unknown kind 'x'\n", exitCode: 1))
    }

    /// A STATE with a draft overlay: one page, each locale's built-in copy beside the draft's,
    /// in the same rows, and the index lists that one state.
    @Test func previewsAStateWithADraftBesideTheBuiltInCopy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-draft-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let overlay = folder.appendingPathComponent("overlay.json")
        try Data(#"{"paywall.calendar.title": {"value": "你未来两周的练习日历草稿"}}"#.utf8).write(to: overlay)
        let out = folder.appendingPathComponent("site")
        let result = CommandLineTool().run([
            "preview", "--out", out.path, "--locale", "zh-Hans", "--overlay", overlay.path, "paywall/paywall--default",
        ])
        #expect(
            result
                == .init(
                    stdout:
                        "\(out.path)/index.html: paywall/paywall--default × zh-Hans (built-in copy) | zh-Hans (draft: \(overlay.path))\n"
                ))
        let page = try String(
            contentsOf: out.appendingPathComponent("paywall/paywall--default.html"), encoding: .utf8)
        let start = try #require(page.range(of: "<div class=\"row\" id=\"row-paywall.calendar_days\""))
        let row = page[start.lowerBound...].prefix { _ in true }.components(separatedBy: "\n</div>\n")[0]
        #expect(row.contains(">你的前两周</div>"))
        #expect(row.contains(">你未来两周的练习日历草稿</div>"))
        #expect(page.contains("<p class=\"meta\">draft: \(overlay.path) · America/New_York</p>"))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "data-state=\"").count == 2)
    }

    /// Response files as render takes them, with render's options, preview that screen.
    @Test func previewsResponseFiles() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-files-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let home = PreviewFixtureRoot.path("Resources/examples/en/home.json")
        let result = CommandLineTool().run([
            "preview", "--out", out.path, "--locale", "en", "--locale", "zh-Hans", home, "--now",
            "2026-11-27T09:00:00Z", "--time-zone", "Asia/Shanghai", "--fetched-in", "en",
        ])
        #expect(result == .init(stdout: "\(out.path)/index.html: input/home × en | zh-Hans\n"))
        let page = try String(contentsOf: out.appendingPathComponent("input/home.html"), encoding: .utf8)
        #expect(page.contains("<li data-problem=\"stale\"><a href=\"#row-"))
    }

    /// Options for inputs need inputs; a state takes no moment or zone of its own.
    @Test func inputOptionsNeedInputs() {
        let overlay = CommandLineTool().run(["preview", "--out", "/nonexistent", "--overlay", "x.json"])
        #expect(overlay.exitCode == 2)
        #expect(overlay.stderr.hasPrefix("Error: --overlay does not apply to the preview of every state"))
        let now = CommandLineTool().run([
            "preview", "--out", "/nonexistent", "--now", "2026-11-27T09:00:00Z", "paywall/paywall--default",
        ])
        #expect(now.exitCode == 2)
        #expect(now.stderr.hasPrefix("Error: --now does not apply to a STATE"))
    }
}

/// The package root, for paths to its example files.
enum PreviewFixtureRoot {
    static func path(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(relative).path
    }
}
