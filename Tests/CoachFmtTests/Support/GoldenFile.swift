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

    /// A unified diff of two texts by lines (`@@ -a,b +c,d @@` hunks with three lines of
    /// context), from the standard library's `difference(from:)`, so `patch` can apply it.
    static func unifiedDiff(_ old: String, _ new: String, name: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in b.difference(from: a) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Both texts walked at once; each step is a line of the diff, with where it stands in a and b.
        var steps: [(mark: Character, line: Substring, old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                steps.append(("-", a[i], i, j))
                i += 1
            } else if j < b.count, inserted.contains(j) {
                steps.append(("+", b[j], i, j))
                j += 1
            } else {
                steps.append((" ", a[i], i, j))
                i += 1
                j += 1
            }
        }
        let changed = steps.indices.filter { steps[$0].mark != " " }
        var output = ["--- golden/\(name)", "+++ actual/\(name)"]
        var first = 0
        while first < changed.count {
            // Changes closer than twice the context share a hunk.
            var last = first
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context { last += 1 }
            let hunk = steps[max(0, changed[first] - context)..<min(steps.count, changed[last] + context + 1)]
            let oldCount = hunk.filter { $0.mark != "+" }.count
            let newCount = hunk.filter { $0.mark != "-" }.count
            // Lines count from 1; an empty side names the line before it.
            let start = hunk.first!
            output.append(
                "@@ -\(start.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(start.new + (newCount > 0 ? 1 : 0)),\(newCount) @@"
            )
            output += hunk.map { String($0.mark) + $0.line }
            first = last + 1
        }
        return output.joined(separator: "\n")
    }
}
