import Testing

@testable import CoachFmt

/// Home rows that no example state shows; the states themselves are golden files.
@Suite struct HomeScreenTests {
    /// home.resume.json: today's quest in progress at round 2.
    static let inProgress: [Endpoint: String] = [.home: "home.resume.json"]
    static let questStage = "\"stage\": \"round2\",\n    \"article\""

    static func cta(_ locale: String, stage: String) throws -> RenderedElement {
        let edited = stage.isEmpty ? "\"stage\": null,\n    \"article\"" : "\"stage\": \"\(stage)\",\n    \"article\""
        let screen = try renderEdited(
            "home/home--normal", locale, replacing: [.home: [(questStage, edited)]], files: inProgress)
        return try element(screen, "CTA")
    }

    @Test(arguments: [
        ("reading", "Continue reading", "继续阅读"),
        ("round1", "Record your summary", "录制复述"),
        ("round1_processing", "See your round 1 score", "查看第 1 轮评分"),
        ("round2", "Record round 2", "录制第 2 轮"),
        ("round2_processing", "See your round 2 score", "查看第 2 轮评分"),
        ("feedback", "Review your feedback", "查看反馈"),
        ("completed", "See your results", "查看结果"),
    ])
    func ctaResumesAtTheQuestStage(stage: String, en: String, zh: String) throws {
        for (locale, text) in [("en", en), ("zh-Hans", zh)] {
            let cta = try Self.cta(locale, stage: stage)
            #expect(cta.text == text, "\(locale)")
            #expect(
                cta.sources == ["home.today_quest.status", "home.today_quest.session_id", "home.today_quest.stage"])
            #expect(cta.fallback == nil)
        }
    }

    @Test func ctaWithoutAKnownStageSaysContinue() throws {
        let unknown = try Self.cta("en", stage: "round3")
        #expect(unknown.text == "Continue")
        #expect(unknown.fallback == "unknown stage round3: common.continue")
        let missing = try Self.cta("zh-Hans", stage: "")
        #expect(missing.text == "继续")
        #expect(missing.fallback == "in progress without a stage: common.continue")
    }
}
