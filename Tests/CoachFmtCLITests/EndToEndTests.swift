import Foundation
import Testing

/// Runs the built `coach-fmt` binary as a user would.
@Suite struct EndToEndTests {
    /// The products sit next to the test bundle in the build folder.
    static let binary: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("coach-fmt").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("coach-fmt")
    }()

    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> (
        String, String, Int32
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Files, not pipes: a child that fills the stderr pipe while the parent still waits for
        // the end of stdout would wait forever.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (out, err) = (folder.appendingPathComponent("stdout"), folder.appendingPathComponent("stderr"))
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let (outHandle, errHandle) = (try FileHandle(forWritingTo: out), try FileHandle(forWritingTo: err))
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        return (
            String(decoding: try Data(contentsOf: out), as: UTF8.self),
            String(decoding: try Data(contentsOf: err), as: UTF8.self), process.terminationStatus
        )
    }

    @Test func exitCodesAndStreams() throws {
        #expect(
            try Self.run(Self.binary, ["format", "date", "2025-10-17", "--skeleton", "MMMd", "--locale", "zh-Hans"])
                == ("10月17日\n", "", 0))
        #expect(
            try Self.run(Self.binary, ["format", "duration", "-1"]) == (
                "", "Error: invalid duration -1 ms: a duration cannot be negative\n", 1
            ))
        #expect(try Self.run(Self.binary, ["format"]).2 == 2)
    }

    /// A POSIX TZ rule names no IANA zone: refused, never taken for UTC.
    @Test func aPosixTZIsRefused() throws {
        let home = RenderCommandTests.examples + "/home.json"
        #expect(
            try Self.run(Self.binary, ["render", home, "--locale", "en"], environment: ["TZ": "JST-9"]) == (
                "",
                "Error: TZ is 'JST-9', which is not an IANA time zone id (such as Asia/Tokyo); set TZ to one, or pass --time-zone IANA\n",
                1
            ))
        let tokyo = try Self.run(Self.binary, ["render", home, "--locale", "en"], environment: ["TZ": "Asia/Tokyo"])
        #expect(tokyo.2 == 0)
        #expect(tokyo.0.split(separator: "\n").first?.contains(" · Asia/Tokyo · ") == true)
    }

    /// The catalog is compiled in: a copy of the binary elsewhere needs no resource folder.
    @Test func binaryWorksAfterBeingCopied() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-copy-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("coach-fmt")
        try FileManager.default.copyItem(at: Self.binary, to: copy)
        #expect(try Self.run(copy, ["format", "eta", "12600", "--locale", "zh-Hans"]) == ("还需约 15 秒\n", "", 0))
    }
}
