import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt

/// Every screen state of index.json, rendered in en and zh-Hans, against its golden file
/// `Golden/<locale>/<state>.txt`. See GoldenFile for recording.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let index = try! ExampleIndex.builtIn()

    /// (state, locale) for every state.
    static let cases: [(String, String)] = index.states
        .flatMap { state in LocaleNegotiation.catalogLocales.map { (state.id, $0.identifier) } }

    @Test(arguments: cases)
    func golden(state id: String, locale: String) throws {
        let state = try #require(Self.index.state(id))
        let screen = try state.render(locale: LanguageTag(locale))
        #expect(screen.errors == [])
        GoldenFile.assert(screen.text(), matches: Self.folder.appendingPathComponent("\(locale)/\(id).txt"))
    }
}
