import Foundation
import ProcessTiming
import Testing

/// Files written by a generator and checked in are held to their source here, so that `swift
/// test` (not only CI) says "out of date: run X". The examples come from
/// `tools/make_examples.py` (whose own tests, under `tools/examples/tests`, run here too), the
/// decoder's numeric ranges from `openapi.yaml` through `tools/make_contract_ranges.py`, the
/// models' public initialisers from the models through `generate-model-initializers`, and
/// every API example must validate against `openapi.yaml` (`tools/check_openapi.py`). The
/// catalog tables and the element handles are built by plugins from their sources on every
/// build, so they cannot drift.
@Suite("Generated files are what their generators write")
struct GeneratedFilesTests {
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

    @Test("ModelInitializers+Generated.swift is what generate-model-initializers writes")
    func modelInitializers() throws {
        let generator = try #require(
            GeneratedFiles.builtExecutable("generate-model-initializers"), "generate-model-initializers is not built")
        let run = try GeneratedFiles.shell(
            """
            out=$(mktemp) && '\(generator)' --print >"$out" \
            && diff -u Sources/CoachFmtContract/Models/Generated/ModelInitializers+Generated.swift "$out"; status=$?; rm -f "$out"; exit $status
            """)
        #expect(
            run.status == 0,
            "out of date: run swift run generate-model-initializers and commit the Swift file\n\(run.output)")
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

    /// The path of an executable product built beside the running tests, if there is one.
    static func builtExecutable(_ name: String) -> String? {
        var folder = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while !folder.isEmpty {
            let path = (folder + [Substring(name)]).joined(separator: "/")
            if FileManager.default.isExecutableFile(atPath: path) { return path }
            folder = folder.dropLast()
        }
        return nil
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
