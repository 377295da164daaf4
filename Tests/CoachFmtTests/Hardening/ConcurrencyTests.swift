import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// Every state in both locales rendered from many tasks at once must equal its golden: the
/// shared ICU handles, caches and memos are safe under contention (CI also runs this under
/// ThreadSanitizer).
@Suite struct ConcurrencyTests {
    @Test func everyStateFromEightTasksMatchesTheGoldens() async throws {
        let index = try ExampleIndex.builtIn()
        let cases = index.states.flatMap { state in LocaleNegotiation.catalogLocales.map { (state, $0) } }
        var expected: [String: String] = [:]
        for (state, locale) in cases {
            let golden = GoldenTests.folder.appendingPathComponent("\(locale)/\(state.id).txt")
            let text = try String(contentsOf: golden, encoding: .utf8)
            expected["\(locale)/\(state.id)"] =
                ICUDifferences.current.apply(to: text, state: state.id, locale: locale.identifier).text
        }
        let goldens = expected
        let mismatches = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks all cases from a different starting point.
                    (0..<cases.count).compactMap { step in
                        let (state, locale) = cases[(step + task * 17) % cases.count]
                        let key = "\(locale)/\(state.id)"
                        let text = (try? state.render(locale: locale))?.text()
                        return text == goldens[key] ? nil : key
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(mismatches == [])
    }
}
