import CoachFmtICU
import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// Every screen state of index.json, rendered in en and zh-Hans, against its golden file
/// `Golden/<locale>/<state>.txt`. See GoldenFile for recording. The goldens hold the reference
/// ICU's output; under another, the lines `Resources/icu/ICU<major>.json` declares replace theirs.
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
        let differences = ICUDifferences.current
        var overlay: ((String) -> String)?
        if !ICUDifferences.runsReference {
            let lines = screen.textLines()
            for declared in differences.goldenLines where declared.state == id && declared.locale == locale {
                #expect(
                    lines.contains { $0.element == declared.element && $0.line == declared.actual },
                    "ICU\(differences.major).json declares a line of \(declared.element) that it does not show")
            }
            overlay = { golden in
                let applied = differences.apply(to: golden, state: id, locale: locale)
                for stale in applied.unmatched {
                    Issue.record("ICU\(differences.major).json: \(id) (\(locale)) has no line \"\(stale.reference)\"")
                }
                return applied.text
            }
        }
        GoldenFile.assert(
            screen.text(), matches: Self.folder.appendingPathComponent("\(locale)/\(id).txt"), overlay: overlay)
    }

    /// The first state of each section whose lines no ICU version declares a difference in, in
    /// both locales: their JSON, what front ends other than Swift read, pinned beside the schema.
    static let jsonCases: [(String, String)] = {
        let declared = Set(
            ICUDifferences.declaredMajors.compactMap { try? ICUDifferences.of(major: $0) }
                .flatMap { $0.goldenLines.map(\.state) })
        var seen = Set<ScreenSection>()
        let states = index.states.filter { !declared.contains($0.id) && seen.insert($0.section).inserted }
        return states.flatMap { state in LocaleNegotiation.catalogLocales.map { (state.id, $0.identifier) } }
    }()

    @Test func everySectionHasAJSONGolden() {
        #expect(Set(Self.jsonCases.map(\.0)).count == ScreenSection.allCases.count)
    }

    /// `Golden/json/<locale>/<state>.json`: `render --format json`, exactly. Under another ICU the
    /// header's versions are that ICU's; nothing else may differ.
    @Test(arguments: jsonCases)
    func jsonGolden(state id: String, locale: String) throws {
        let state = try #require(Self.index.state(id))
        let screen = try state.render(locale: LanguageTag(locale))
        var overlay: ((String) -> String)?
        if !ICUDifferences.runsReference {
            let versions = [
                "icu": ICUInfo.icuVersion, "icu_provider": ICUInfo.provider, "cldr": ICUInfo.cldrVersion,
                "unicode": ICUInfo.unicodeVersion,
            ]
            overlay = { golden in
                golden.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    for (field, value) in versions where line.hasPrefix("  \"\(field)\" : ") {
                        return "  \"\(field)\" : \"\(value)\"" + (line.hasSuffix(",") ? "," : "")
                    }
                    return String(line)
                }.joined(separator: "\n")
            }
        }
        GoldenFile.assert(
            screen.json() + "\n", matches: Self.folder.appendingPathComponent("json/\(locale)/\(id).json"),
            overlay: overlay)
    }

    /// The ICU this build runs has a file, chosen by its major version, that names its versions
    /// exactly, and every declared golden line belongs to a state and locale that exist and gives
    /// its reason.
    @Test func icuDifferencesAreDeclaredWithReasons() throws {
        let differences = ICUDifferences.current
        #expect(
            differences.summary == ICUInfo.summary,
            "no Resources/icu/ICU\(ICUDifferences.major(of: ICUInfo.icuVersion)).json declares \(ICUInfo.summary)")
        let known = Set(Self.cases.map { "\($0.0) \($0.1)" })
        for declared in differences.goldenLines {
            #expect(known.contains("\(declared.state) \(declared.locale)"), "\(declared.state) (\(declared.locale))")
            #expect(!declared.why.isEmpty && declared.reference != declared.actual, "\(declared.element)")
        }
    }
}
