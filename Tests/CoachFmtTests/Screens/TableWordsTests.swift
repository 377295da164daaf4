import Foundation
import Testing

@testable import CoachFmt

/// A fallback or rule in words quotes the spec, or names the SpecGaps.md entry that records the
/// kit's decision; a piece a fallback hides is one the table names after "hide" or "omit", or
/// the kit's.
@Suite struct TableWordsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func eachQuoteIsTheSpecsAndEachGapIsRecorded() throws {
        let spec = try Self.text("seeds/data-binding.md") + Self.text("seeds/user-flows.md")
        let gaps = try Self.text("Documentation/SpecGaps.md")
        var problems: [String] = []
        for words in TableWords.allCases {
            if let gap = words.specGap {
                if spec.contains(words.rawValue) { problems.append("\(words): quotes the spec, yet names a gap") }
                if !gaps.contains("- **\(gap)**") { problems.append("\(words): SpecGaps.md has no “\(gap)”") }
            } else if !spec.contains(words.rawValue) {
                problems.append("\(words): not in the spec")
            }
        }
        #expect(problems == [])
        #expect(TableWords.allCases.filter { $0.specGap == nil }.count == 18)
    }

    @Test func theTablesPiecesAreTheTablesWords() throws {
        let spec = try Self.text("seeds/data-binding.md")
        let quoted = FallbackPiece.allCases.filter { spec.contains("hide \($0)") || spec.contains("omit \($0)") }
        #expect(
            Set(FallbackPiece.allCases).subtracting(quoted)
                == [.id, .ids, .amount, .weakestDeltaClause, .rubric, .requestID])
    }

    /// A failed request is named as data-binding.md writes it, so a reason can be found in the table.
    @Test func eachRequestIsTheTables() throws {
        let spec = try Self.text("seeds/data-binding.md")
        #expect(APIRequest.allCases.filter { !spec.contains("`\($0.rawValue)`") } == [])
        // A rendered JSON names one of them, or is refused.
        let json = Data(#"{"kind": "request_failed", "request": "GET /v1/homes", "code": ""}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HiddenReason.self, from: json) }
        let sent = Data(#"{"kind": "request_failed", "request": "GET /v1/home", "code": "E_UPSTREAM"}"#.utf8)
        #expect(
            try JSONDecoder().decode(HiddenReason.self, from: sent)
                == .requestFailed(request: .getHome, code: "E_UPSTREAM"))
    }
}
