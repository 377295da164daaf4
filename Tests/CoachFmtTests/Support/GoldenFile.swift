import Foundation
import Testing

/// Golden files: one reviewable text file per case, compared exactly; recorded only on request.
///
/// `COACH_FMT_RECORD=missing` writes goldens that do not exist yet, `failed` rewrites the ones
/// that differ, `all` rewrites every one, `never` (the default, and always under CI) only
/// compares. A mismatch fails with a unified diff, and the actual output is written under
/// `$TMPDIR/coach-fmt-golden/` so a diff tool can open both.
enum GoldenFile {
    enum RecordMode: String { case all, missing, failed, never }

    static var mode: RecordMode {
        if ProcessInfo.processInfo.environment["CI"] != nil { return .never }
        return ProcessInfo.processInfo.environment["COACH_FMT_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .never
    }

    /// Compares `actual` with the golden file. `overlay`, for an ICU other than the reference
    /// one the goldens were recorded with, turns the golden into what that ICU writes; such a
    /// run never records, since the goldens stay the reference ICU's.
    static func assert(
        _ actual: String, matches golden: URL, overlay: ((String) -> String)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let recorded = try? String(contentsOf: golden, encoding: .utf8)
        let expected = recorded.map { overlay?($0) ?? $0 }
        if expected == actual { return }
        let name = golden.pathComponents.suffix(3).joined(separator: "/")
        switch (overlay == nil ? mode : .never, expected) {
        case (.all, _), (.missing, nil), (.failed, .some):
            try? FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record(
                "Recorded golden \(name): read it, then run again with COACH_FMT_RECORD unset.",
                sourceLocation: sourceLocation)
        case (_, nil):
            Issue.record(
                "No golden \(name). Run with COACH_FMT_RECORD=missing to record it, then read it.",
                sourceLocation: sourceLocation)
        case (_, .some(let expected)):
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("coach-fmt-golden/\(name)")
            try? FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: copy, atomically: true, encoding: .utf8)
            Issue.record(
                """
                \(name) differs from its golden\(overlay == nil ? "" : " with this ICU's declared differences applied") \
                (actual output: \(copy.path)); \(overlay == nil
                    ? "if the change is right, run with COACH_FMT_RECORD=failed and read the new golden."
                    : "declare a difference this ICU makes in Resources/icu/, with the reason.")
                \(unifiedDiff(expected, actual, name: name))
                """, sourceLocation: sourceLocation)
        }
    }

    /// A unified diff of two texts by lines, with three lines of context.
    static func unifiedDiff(_ old: String, _ new: String, name: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        enum Line {
            case same(Substring)
            case removed(Substring)
            case added(Substring)
        }
        var script: [Line] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append(.same(a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                script.append(.added(b[j]))
                j += 1
            } else {
                script.append(.removed(a[i]))
                i += 1
            }
        }
        var output = ["--- golden/\(name)", "+++ actual/\(name)"]
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else {
                break
            }
            var end = change
            while end < script.count {
                if case .same = script[end] {
                    let nextChange = script[end...].firstIndex(where: { if case .same = $0 { false } else { true } })
                    if nextChange == nil || nextChange! - end > 6 { break }
                    end = nextChange!
                } else {
                    end += 1
                }
            }
            let start = max(index, change - 3)
            let stop = min(script.count, end + 3)
            output.append("@@")
            for line in script[start..<stop] {
                switch line {
                case .same(let text): output.append(" " + text)
                case .removed(let text): output.append("-" + text)
                case .added(let text): output.append("+" + text)
                }
            }
            index = stop
        }
        return output.joined(separator: "\n")
    }
}
