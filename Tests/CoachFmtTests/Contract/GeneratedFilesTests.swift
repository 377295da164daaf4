import Foundation
import ProcessTiming
import SourceGenerators
import Testing

/// Files written by a generator and checked in are held to their source here, so that `swift
/// test` (not only CI) says "out of date: run X". Every generated Swift file (the catalog's
/// tables and `CoachCopy`, each section's `Element`, the models' public initialisers and wire keys) is what
/// `swift run generate-sources` writes, one test per file; the examples come from
/// `tools/make_examples.py` (whose own tests, under `tools/examples/tests`, run here too), the
/// decoder's numeric ranges from `openapi.yaml` through `tools/make_contract_ranges.py`, and
/// every API example must validate against `openapi.yaml` (`tools/check_openapi.py`).
@Suite("Generated files are what their generators write")
struct GeneratedFilesTests {
    @Test(
        "Each generated Swift file is what swift run generate-sources writes",
        arguments: GeneratedSources.all.map(\.path))
    func generatedSwift(_ path: String) throws {
        let file = try #require(GeneratedSources.all.first { $0.path == path })
        let root = URL(fileURLWithPath: GeneratedFiles.root)
        let generated: String
        do { generated = try file.generate(root) } catch {
            Issue.record("generate-sources refuses \(file.source), so \(path) cannot be written:\n\(error)")
            return
        }
        let checkedIn = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        // Not `#expect(checkedIn == generated)`, which would print both files whole.
        if checkedIn != generated {
            Issue.record(
                """
                \(path) is out of date with \(file.source): run `\(GeneratedSources.command)` and commit it
                \(GeneratedFiles.firstDifference(checkedIn, generated))
                """)
        }
    }

    /// What the build checked when it compiled the catalog: a catalog the accessors cannot be
    /// generated from is refused with one line per problem, each naming its file and key.
    @Test func aBrokenCatalogIsRefusedWithOneLinePerProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "en.json": #"""
            {"a.ok": {"value": "Fine"}, "a.bad": {"value": 3},
             "b.open": {"value": "{count, plural, one {# day}"}, "c.9lives": {"value": "Nine"}}
            """#,
            "zh-Hans.json": "[]",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        do {
            _ = try CatalogTables.generate(["en.json", "zh-Hans.json"].map { folder.appendingPathComponent($0) })
            Issue.record("a broken catalog was compiled")
        } catch {
            #expect(
                error.lines == [
                    #"Resources/copy/en.json: error: a.bad: expected an object with a string "value""#,
                    "Resources/copy/zh-Hans.json: error: not a JSON object",
                    "Resources/copy/en.json: error: b.open: cannot read its arguments",
                    "Resources/copy/en.json: error: c.9lives: 9lives is not a Swift name",
                ])
        }
    }

    @Test("Resources/examples is what tools/make_examples.py writes")
    func examples() throws {
        let run = try GeneratedFiles.shell(
            """
            out=$(mktemp -d) && python3 tools/make_examples.py --out "$out" >/dev/null \
            && diff -rq "$out" Resources/examples; status=$?; rm -rf "$out"; exit $status
            """)
        #expect(
            run.status == 0,
            "out of date: run python3 tools/make_examples.py and commit Resources/examples\n\(run.output)")
    }

    @Test("tools/make_examples.py's own tests pass (tools/examples/tests)")
    func examplesGeneratorTests() throws {
        let run = try GeneratedFiles.shell(
            "PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tools/examples/tests -t tools")
        #expect(run.status == 0, "the example generator's tests fail:\n\(run.output)")
        #expect(run.output.hasSuffix("\nOK\n"), "\(run.output)")
    }

    @Test("ContractRanges+OpenAPI.swift is what tools/make_contract_ranges.py writes")
    func contractRanges() throws {
        let run = try GeneratedFiles.shell(
            """
            out=$(mktemp) && python3 tools/make_contract_ranges.py --out "$out" \
            && diff -u Sources/CoachFmtContract/Decoding/ContractRanges+OpenAPI.swift "$out"; status=$?; rm -f "$out"; exit $status
            """)
        #expect(
            run.status == 0,
            "out of date: run python3 tools/make_contract_ranges.py and commit the Swift file\n\(run.output)")
    }

    @Test("Every API example validates against openapi.yaml, and sets every field of it somewhere")
    func examplesFollowTheContract() throws {
        let run = try GeneratedFiles.shell("python3 tools/check_openapi.py")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("API examples checked, 0 problems\n"), "\(run.output)")
    }
}

enum GeneratedFiles {
    /// The package root, from this file's path.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/CoachFmtTests/Contract/<file>
        return parts.joined(separator: "/")
    }()

    /// Where two texts first differ, by line, for a message.
    static func firstDifference(_ checkedIn: String, _ generated: String) -> String {
        let old = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let line = old.indices.first(where: { $0 >= new.count || old[$0] != new[$0] })
                ?? (old.count == new.count ? nil : old.count)
        else { return "" }
        let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end of file)" }
        return "line \(line + 1), checked in: \(shown(old))\nline \(line + 1), generated:  \(shown(new))"
    }

    /// Runs `script` with /bin/sh in the package root (`python3` is the one on PATH); its stdout,
    /// with its stderr unless `keepingErrorsApart`, and its exit status.
    static func shell(_ script: String, keepingErrorsApart: Bool = false) throws -> (output: String, status: Int) {
        let wrapped = "cd '\(root)' && (\(script)\n) \(keepingErrorsApart ? "" : "2>&1"); echo \"exit $?\""
        let output = try ChildProcess.run("/bin/sh", ["-c", wrapped], keepOutput: true).output
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last == "" { lines.removeLast() }
        let status = lines.last.flatMap { $0.hasPrefix("exit ") ? Int($0.dropFirst(5)) : nil } ?? -1
        if status != -1 { lines.removeLast() }
        return (lines.map { $0 + "\n" }.joined(), status)
    }
}
