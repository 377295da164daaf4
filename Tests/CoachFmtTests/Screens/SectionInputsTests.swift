import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// What each section reads, as its row table declares it: exact reports for a few sections, the
/// sources that read no input, what `missing(for:)` finds, and the table in Screens.md.
@Suite struct SectionInputsTests {
    static let index = try! ExampleIndex.builtIn()

    @Test(arguments: [
        // Home: its response, the learner's count and the network state.
        (
            ScreenSection.home,
            SectionInputs(
                endpoints: [.me, .home, .error],
                local: [
                    "local.cache", "local.cache.home.fetchedAt", "local.fetch", "local.home.selectedTopic",
                    "local.network",
                ])
        ),
        // Paywall: StoreKit and its local state.
        (
            .paywall,
            SectionInputs(
                endpoints: [.me, .paywall, .error, .storekit],
                local: [
                    "local.cache", "local.cache.paywall.fetchedAt", "local.fetch", "local.network",
                    "local.paywall.phase", "local.paywall.selectedProductID", "local.paywall.selectedWeeklyDays",
                ])
        ),
        // Feedback: the attempt, the exemplar, its audio and the player.
        (
            .feedback,
            SectionInputs(
                endpoints: [.attempt, .exemplar, .error],
                local: [
                    "local.audio.status", "local.cache", "local.cache.attempt.fetchedAt",
                    "local.cache.exemplar.fetchedAt", "local.fetch", "local.network", "local.player.evidenceID",
                    "local.player.positionMs",
                ])
        ),
        // Onboarding: the answers, wherever they are.
        (
            .onboarding,
            SectionInputs(
                endpoints: [.me, .session, .topics, .paywall, .config, .error],
                local: [
                    "local.cache", "local.cache.config.fetchedAt", "local.cache.me.fetchedAt",
                    "local.cache.paywall.fetchedAt", "local.cache.session.fetchedAt", "local.cache.topics.fetchedAt",
                    "local.device.locale", "local.fetch", "local.network", "local.onboarding", "local.onboarding.goal",
                    "local.onboarding.practice_language",
                    "local.onboarding.preferred_topics", "local.onboarding.reminder_time", "local.onboarding.scenario",
                    "local.onboarding.self_level", "local.onboarding.weekly_days",
                ])
        ),
    ])
    func sectionReadsExactly(section: ScreenSection, declared: SectionInputs) {
        #expect(section.inputs.endpoints == declared.endpoints)
        #expect(section.inputs.local == declared.local)
    }

    @Test func descriptionListsTheEndpointsThenTheLocalFields() {
        #expect(
            ScreenSection.paywall.inputs.description
                == "me, paywall, error, storekit; local.cache, local.cache.paywall.fetchedAt, local.fetch, local.network, local.paywall.phase, local.paywall.selectedProductID, local.paywall.selectedWeeklyDays"
        )
    }

    /// The sources that name no input: requests a screen sends, values it derives, a catalog
    /// family. A new source that reads an input nobody maps shows up here.
    @Test func sourcesThatReadNoInput() {
        let unread = Set(ScreenSection.allCases.flatMap { SectionInputs.unread($0.rowSources) })
        #expect(
            unread.sorted() == [
                "DELETE /v1/me", "DELETE /v1/me/training-data", "GET /v1/attempts/{id}/audio",
                "POST /v1/assessments/{id}/feedback", "POST /v1/attempts/{id}/submit", "POST /v1/auth/anonymous",
                "POST /v1/onboarding", "POST /v1/sessions/{id}/attempts", "POST /v1/sessions/{id}/reading-complete",
                "PUT /v1/me/push-token", "PUT upload", "derived: billing date", "derived: selected product",
                "derived: today", "dimension.<key>",
            ])
    }

    @Test func missingNamesWhatTheCallerLeftOut() throws {
        #expect(
            ScreenInputs().missing(for: .home)
                == SectionInputs(endpoints: [.me, .home], local: ScreenSection.home.inputs.local))
        let state = try #require(Self.index.state("home/home--normal"))
        var inputs = try state.inputs(locale: .en)
        #expect(inputs.missing(for: .home).isEmpty)
        inputs.me = nil
        #expect(inputs.missing(for: .home).endpoints == [.me])
        let paywall = try #require(Self.index.state("paywall/paywall--loading-products")).inputs(locale: .en)
        #expect(paywall.missing(for: .paywall) == SectionInputs(endpoints: [.storekit], local: []))
    }

    /// An endpoint a section does not declare can be taken out of any of its example states
    /// without changing a line of the render: the declaration is all it reads.
    @Test(arguments: LocaleNegotiation.catalogLocales)
    func undeclaredEndpointsChangeNothing(locale: LanguageTag) throws {
        for state in Self.index.states {
            let inputs = try state.inputs(locale: locale)
            let full = state.render(inputs, locale: locale).text()
            let declared = Set(state.section.inputs.endpoints)
            for endpoint in inputs.endpoints where endpoint != .local && !declared.contains(endpoint) {
                var without = inputs
                without.remove(endpoint)
                #expect(
                    state.render(without, locale: locale).text() == full,
                    "\(state.id) (\(locale)): \(state.section.shortName) reads \(endpoint.rawValue), which its rows do not declare"
                )
            }
        }
    }

    /// Screens.md's table of inputs is this data; `COACH_FMT_RECORD=failed` (or `all`) rewrites it.
    @Test func documentationListsEachSectionsInputs() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Documentation/Screens.md").standardized
        let document = try String(contentsOf: url, encoding: .utf8)
        let (begin, end) = ("<!-- inputs: generated from Resources/screens/rows.json -->\n", "<!-- end inputs -->")
        let start = try #require(document.range(of: begin), "Screens.md has no \(begin)")
        let stop = try #require(document.range(of: end, range: start.upperBound..<document.endIndex))
        let table = Self.table()
        if String(document[start.upperBound..<stop.lowerBound]) != table,
            ["failed", "all"].contains(ProcessInfo.processInfo.environment["COACH_FMT_RECORD"])
        {
            try document.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table)
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(document[start.upperBound..<stop.lowerBound]) == table)
    }

    static func table() -> String {
        var lines = ["| section | responses | local state |", "|---|---|---|"]
        for section in ScreenSection.allCases {
            let inputs = section.inputs
            let endpoints = inputs.endpoints.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            let local = inputs.local.map { "`\($0.dropFirst("local.".count))`" }.joined(separator: ", ")
            lines.append("| \(section.rawValue) | \(endpoints) | \(local.isEmpty ? "—" : local) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ExampleIndex.State {
    func render(_ inputs: ScreenInputs, locale: LanguageTag) -> RenderedScreen {
        ScreenRenderer.render(section, inputs: inputs, locale: locale, timeZone: zone(for: locale), now: now, state: id)
    }
}

extension ScreenInputs {
    /// These inputs without `endpoint`'s model.
    mutating func remove(_ endpoint: Endpoint) {
        switch endpoint {
        case .me: me = nil
        case .home: home = nil
        case .session: session = nil
        case .attempt: attempt = nil
        case .exemplar: exemplar = nil
        case .settlement: settlement = nil
        case .articles: articles = nil
        case .topics: topics = nil
        case .growth: growth = nil
        case .weeklyQuests: weeklyQuests = nil
        case .plan: plan = nil
        case .paywall: paywall = nil
        case .config: config = nil
        case .error: error = nil
        case .storekit: storekit = nil
        case .local: local = nil
        }
    }
}
