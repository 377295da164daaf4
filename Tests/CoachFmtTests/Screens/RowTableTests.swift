import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The row tables: each section's error path shows exactly the rows its normal renders show,
/// every one hidden with a reason, but for the rows that report the failure itself and the rows
/// that read nothing of the failed request.
@Suite struct RowTableTests {
    static let index = try! ExampleIndex.builtIn()

    /// How each section fails: a normal state, the endpoints whose response is missing, and
    /// the error envelope that came instead; the rows that report the failure, and the rows that
    /// stay because they read nothing of the failed request.
    struct ErrorPath: Sendable, CustomTestStringConvertible {
        let section: ScreenSection
        let state: String
        let missing: [Endpoint]
        let error: String
        let failureRows: Set<String>
        var independentRows: Set<String> = []

        var testDescription: String { section.shortName }

        /// The section rendered with its `missing` responses replaced by the error envelope
        /// `error` (the path's own unless given).
        func render(error file: String? = nil, locale: LanguageTag = .en) throws -> RenderedScreen {
            let state = try #require(RowTableTests.index.state(self.state))
            let error = file ?? self.error
            var inputs = ScreenInputs()
            for (key, file) in state.files {
                guard let endpoint = Endpoint(rawValue: key), !missing.contains(endpoint) else { continue }
                try inputs.add(endpoint, bytes: Array(try Examples.text("\(locale)/\(file)").utf8), file: file)
            }
            try inputs.add(.error, bytes: Array(try Examples.text("\(locale)/\(error)").utf8), file: error)
            return ScreenRenderer.render(
                section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
        }
    }

    static let paths: [ErrorPath] = [
        .init(
            section: .onboarding, state: "onboarding/welcome", missing: [.me, .local, .config], error: "error.json",
            failureRows: ["onboarding.error"]),
        .init(
            section: .diagnostic, state: "diagnostic/diag-intro", missing: [.session], error: "error.json",
            failureRows: ["diagnostic.error"]),
        .init(
            section: .plan, state: "plan/plan--default", missing: [.plan], error: "error.plan-not-ready.json",
            failureRows: ["plan.plan_not_ready"]),
        .init(
            section: .paywall, state: "paywall/paywall--default", missing: [.paywall], error: "error.json",
            failureRows: ["paywall.error"]),
        .init(
            section: .home, state: "home/home--normal", missing: [.home], error: "error.json",
            failureRows: ["home.error"], independentRows: ["home.tab_bar"]),
        .init(
            section: .library, state: "library/library--list", missing: [.articles], error: "error.json",
            failureRows: ["library.error"],
            independentRows: [
                "library.title", "library.language_filter.title", "library.language_filter",
                "library.topic_chips_counts", "library.status_segment", "library.tab_bar",
            ]),
        .init(
            section: .read, state: "read/read--normal", missing: [.session], error: "error.not-found.json",
            failureRows: ["read.title_byline_paragraphs_hint"]),
        .init(
            section: .record, state: "record/record--idle", missing: [.session], error: "error.json", failureRows: []),
        .init(
            section: .processing, state: "processing/processing--transcribing", missing: [.attempt],
            error: "error.json", failureRows: []),
        .init(
            section: .feedback, state: "feedback/feedback--full", missing: [.attempt], error: "error.json",
            failureRows: [], independentRows: ["feedback.cta"]),
        .init(
            section: .complete, state: "complete/complete--improved", missing: [.settlement], error: "error.json",
            failureRows: []),
        .init(
            section: .growth, state: "growth/growth--ready", missing: [.growth], error: "error.json", failureRows: [],
            independentRows: ["growth.title", "growth.tab_bar"]),
        .init(
            section: .profile, state: "profile/settings--default", missing: [.me], error: "error.json",
            failureRows: [], independentRows: ["profile.title", "profile.tab_bar"]),
        .init(
            section: .global, state: "global/resume-session--sheet", missing: [.home, .config, .local],
            error: "error.json", failureRows: ["global.generic_error"]),
    ]

    @Test func everySectionHasAnErrorPath() {
        #expect(Set(Self.paths.map(\.section)) == Set(ScreenSection.allCases))
    }

    @Test(arguments: paths)
    func theErrorPathHidesExactlyTheRowsOfTheNormalRender(_ path: ErrorPath) throws {
        // Every row any normal state of the section shows (error states aside).
        var normal = Set<String>()
        for state in Self.index.states where state.section == path.section && state.files["error"] == nil {
            normal.formUnion(try state.render(locale: .en).elements.map(\.id))
        }
        #expect(!normal.isEmpty)

        let screen = try path.render()

        let ids = screen.elements.map(\.id)
        #expect(Set(ids).subtracting(path.failureRows) == normal.subtracting(path.failureRows))
        #expect(ids.count == Set(ids).count, "a row twice")
        for element in screen.elements
        where !path.failureRows.contains(element.id) && !path.independentRows.contains(element.id) {
            guard case .hidden(let reason) = element.content else {
                Issue.record("\(element.id) is shown on the error path")
                continue
            }
            #expect(!reason.description.isEmpty, "\(element.id)")
        }
        for id in path.failureRows {
            #expect(screen.element(id: id)?.isShown == true, "\(id) does not report the failure")
        }
    }
}
