import Foundation
import Testing

/// The diff a golden mismatch prints: real unified hunks, which `patch` applies.
@Suite struct GoldenDiffTests {
    static let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func oneChangedLineIsOneHunkWithItsContext() {
        let new = Self.old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(
            GoldenFile.unifiedDiff(Self.old, new, name: "en/a/b.txt") == """
                --- golden/en/a/b.txt
                +++ actual/en/a/b.txt
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9
                """)
    }

    @Test func farApartChangesAreSeparateHunks() {
        let new = "line 0\n" + Self.old.replacingOccurrences(of: "line 12\n", with: "")
        // The last context line is the empty one after the final newline.
        let expected = [
            "--- golden/x", "+++ actual/x",
            "@@ -1,3 +1,4 @@", "+line 0", " line 1", " line 2", " line 3",
            "@@ -9,5 +10,4 @@", " line 9", " line 10", " line 11", "-line 12", " ",
        ]
        #expect(GoldenFile.unifiedDiff(Self.old, new, name: "x") == expected.joined(separator: "\n"))
    }

    @Test func patchAppliesTheDiff() throws {
        let new =
            "line 0\n"
            + Self.old.replacingOccurrences(of: "line 6\n", with: "line six\nline 6½\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("golden.txt")
        try Self.old.write(to: file, atomically: true, encoding: .utf8)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.arguments = ["--silent", file.path]
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        input.fileHandleForWriting.write(Data(GoldenFile.unifiedDiff(Self.old, new, name: "golden.txt").utf8 + [10]))
        try input.fileHandleForWriting.close()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == new)
    }
}
