import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The values the Plan resolver derives: the weakest dimension and its sentence, day rows
/// with ICU dates, the tags, and the diagnostic baseline.
@Suite struct PlanScreenTests {
    // MARK: weakest dimension

    @Test func weakestIsTheLowestScore() throws {
        let dimensions = try exampleDimensions()
        #expect(PlanScreen.weakestDimension(dimensions)?.key == .structure)
    }

    @Test func insufficientOrUnscoredDimensionsAreNeverTheWeakest() throws {
        // Fluency has insufficient evidence; give it a low score anyway, and take structure's away.
        let dimensions = try exampleDimensions(edits: [
            .set(path: "assessment.dimensions.fluency.score", value: 10),
            .set(path: "assessment.dimensions.structure.score", value: nil),
        ])
        #expect(PlanScreen.weakestDimension(dimensions)?.key == .concision)
    }

    @Test func aTieGoesToTheFirstInDisplayOrder() throws {
        let dimensions = try exampleDimensions(edits: [.set(path: "assessment.dimensions.coverage.score", value: 52)])
        #expect(PlanScreen.weakestDimension(dimensions)?.key == .coverage)
    }

    @Test func reasonNamesTheWeakestDimensionAndItsNote() throws {
        let en = try element(render("plan/plan--default", "en"), "reason")
        #expect(en.text == "Your weakest area was structure.")
        #expect(en.parts.map(\.text) == ["The conclusion comes last; lead with it."])
        // The note is in the diagnostic's language (English), whatever the UI language.
        let zh = try element(render("plan/plan--default", "zh-Hans"), "reason")
        #expect(zh.text == "你最需要加强的是结构。")
        #expect(zh.parts.map(\.text) == ["The conclusion comes last; lead with it."])
        #expect(zh.parts.first?.language == .en)
    }

    @Test func reasonIsOmittedWithoutAnAssessmentOrANote() throws {
        let noAttempt = try element(render("plan/plan--default", "en") { $0.attempt = nil }, "reason")
        #expect(noAttempt.content == .hidden(reason: .noResponse(.attempt)))
        #expect(noAttempt.fallback == .omit(.sentence))

        // Without the weakest dimension's note: a case of Cases/screen-cases.json.
    }

    // MARK: day rows

    @Test func dayDatesGoThroughICU() throws {
        let date = try CalendarDate(parsing: "2025-10-17")
        #expect(try emptyContext(.en).day(date) == "Oct 17")
        #expect(try emptyContext(.zhHans).day(date) == "10月17日")
    }

    @Test func dayRows() throws {
        let en = try element(render("plan/plan--default", "en"), "day rows")
        #expect(en.parts.count == 14)
        #expect(en.parts[0].label == "day 1")
        #expect(en.parts[0].marks == [.today])
        #expect(en.parts[0].text == "Lead with your point")
        #expect(en.parts[0].parts.map(\.text) == ["Day 1", "Nov 27", "Today"])
        #expect(en.parts[5].parts.map(\.text) == ["Day 6", "Dec 2"])

        let zh = try element(render("plan/plan--default", "zh-Hans"), "day rows")
        #expect(zh.parts[0].parts.map(\.text) == ["第 1 天", "11月27日", "今天"])
        #expect(zh.parts[13].label == "day 14")
        #expect(zh.parts[13].marks == [.upcoming])
        #expect(zh.parts[13].parts.map(\.text) == ["第 14 天", "12月10日"])
    }

    @Test func planNotReadyHidesEveryRowWithASpinnerAndRetry() throws {
        let screen = try render("plan/plan--not-ready", "zh-Hans")
        for label in ["focus title", "baseline", "reason", "tags", "day rows"] {
            #expect(
                try element(screen, label).content
                    == .hidden(reason: .requestFailed(request: .getPlan, code: "plan_not_ready")))
        }
        #expect(try element(screen, "day rows").fallback == .described(.spinnerAndRetry))
        let spinner = try element(screen, "plan not ready")
        #expect(spinner.text == "正在生成你的计划…")
        #expect(spinner.parts.map(\.text) == ["重试"])
        #expect(spinner.looksNote == "spinner")
    }

    // MARK: tags and focus

    @Test func tags() throws {
        #expect(
            try element(render("plan/plan--default", "en"), "tags").parts.map(\.text) == [
                "5 days a week", "Reminder at 7:45\u{202F}AM", "English",
            ])
        #expect(
            try element(render("plan/plan--default", "zh-Hans"), "tags").parts.map(\.text) == [
                "每周 5 天", "每天 07:45 提醒", "English",
            ])
    }

    @Test func aMissingTagIsHidden() throws {
        let tags = try element(render("plan/plan--default", "en") { $0.session = nil }, "tags")
        #expect(tags.parts.map(\.text) == ["5 days a week", "Reminder at 7:45\u{202F}AM", nil])
        #expect(tags.fallback == .hideParts(.tag, ["language"]))
        #expect(tags.parts.last?.content == .hidden(reason: .noResponse(.session)))
    }

    // The focus title's fallback to the client key is a case of Cases/screen-cases.json.

    // MARK: baseline

    @Test func baselineIsThePlansWithoutAPaywall() throws {
        let plan = try #require(try render("plan/plan--default", "en").elements.first { $0.label == "baseline" })
        #expect(plan.text == "62")
        #expect(plan.sources == ["plan.baseline_overall"])
    }

    @Test func baselineFollowsAPaywallDiagnosticBaseline() throws {
        let plan = try decode(Plan.self, "en/plan.json")
        let diagnostic = try decode(Paywall.self, "en/paywall.json", [.set(path: "baseline.overall", value: 64)])
        let followed = PlanScreen.diagnosticBaseline(plan: plan, paywall: diagnostic)
        #expect(followed.overall == 64)
        #expect(followed.source.text == "paywall.baseline.overall")
        #expect(
            followed.disagreement
                == .differs("plan.baseline_overall", value: "62", from: "paywall.baseline.overall", otherValue: "64"))

        // An ability baseline (expired return) is not the diagnostic's.
        let ability = try decode(Paywall.self, "en/paywall.expired.json")
        #expect(ability.baseline.source == .ability)
        let kept = PlanScreen.diagnosticBaseline(plan: plan, paywall: ability)
        #expect(kept.overall == 62)
        #expect(kept.source.text == "plan.baseline_overall")
        #expect(kept.disagreement == nil)
    }
}

private func exampleDimensions(edits: [InputChange.Action] = []) throws -> Assessment.Dimensions {
    let attempt = try decode(Attempt.self, "en/attempt.diagnostic-assessed.json", edits)
    return try #require(attempt.assessment).dimensions
}

/// An example file decoded as `T`, after `edits` by JSON path.
private func decode<T: ContractModel>(_ type: T.Type, _ file: String, _ edits: [InputChange.Action] = []) throws -> T {
    try ContractDecoder.decode(T.self, from: try Examples.bytes(file, edits), file: file)
}
