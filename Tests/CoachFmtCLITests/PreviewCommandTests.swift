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
        let pages = index.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(pages.count == states)
        for page in pages {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(page).path), "\(page)")
        }
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
}
