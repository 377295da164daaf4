import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The values the Diagnostic resolver derives: the record limit, the ETA, evidence chips,
/// insufficient dimensions, the processing rows, and the screen a state shows.
@Suite struct DiagnosticScreenTests {
    // MARK: record max

    // Other limits (125 000 ms, 0) are cases of Cases/screen-cases.json.
    @Test func recordMaxIsTheConfigLimitAsMinutesAndSeconds() throws {
        let config = try ContractDecoder.decode(
            Config.self, from: Examples.bytes("en/config.json"), file: "config.json")
        #expect(DiagnosticScreen.recordMax(config) == ("01:30", 90_000, nil))
        #expect(DiagnosticScreen.recordMax(nil) == ("01:30", 90_000, .value("01:30")))
    }

    @Test func recordMaxRow() throws {
        let en = try element(render("diagnostic/diag-record--idle", "en"), "record · max")
        #expect(en.text == "/ 01:30")
        #expect(en.fallback == nil)
        let offline = try element(render("diagnostic/diag-record--idle", "zh-Hans") { $0.config = nil }, "record · max")
        #expect(offline.text == "/ 01:30")
        #expect(offline.fallback == .value("01:30"))
    }

    @Test func timerIsEffectiveTime() throws {
        let row = try element(render("diagnostic/diag-record--recording", "en"), "record · timer, waveform, states")
        #expect(row.text == "00:47")
        #expect(row.parts.map(\.label) == ["waveform", "indicator", "CTA", "submit"])
        #expect(row.parts.map(\.text) == [nil, "Recording", "Pause", "Submit"])
        #expect(row.parts[0].looksNote == "live bars, -18.5 dB")
    }

    // MARK: ETA: rounding and hiding are cases of Cases/screen-cases.json.

    @Test func stagesBeforeTheCurrentAreDone() throws {
        let row = try element(render("diagnostic/diag-processing--processing", "en"), "processing · stages")
        #expect(row.parts.map(\.label) == ["upload", "transcribe", "assess"])
        #expect(row.parts.map(\.lookNote) == ["✓ done", "running", "pending"])
        #expect(row.parts.map(\.text) == ["Uploading", "Transcribing", "Scoring"])
    }

    @Test func theFailedStageIsMarked() throws {
        let row = try element(render("diagnostic/diag-processing--failed", "zh-Hans"), "processing · stages")
        #expect(row.parts.map(\.lookNote) == ["✓ done", "✕ failed", "pending"])
    }

    @Test func tooShortComparesTheTranscriptWithTheFloor() throws {
        let card = try element(render("diagnostic/diag-processing--unreliable", "zh-Hans"), "unreliable")
        #expect(card.text == "内容太短，无法评分")
        #expect(card.parts.first?.text == "我们只识别到 17 个词，至少需要 30 个词才能评分。")
        // A Chinese diagnostic counts characters against its own floor.
        let chinese = try element(render("diagnostic/diag-processing--unreliable-zh-article", "zh-Hans"), "unreliable")
        #expect(chinese.parts.first?.text == "我们只识别到 23 个字，至少需要 40 个字才能评分。")
    }

    // MARK: result

    @Test func evidenceChipsAreStartTimesInOrder() throws {
        for locale in ["en", "zh-Hans"] {
            let chips = try element(render("diagnostic/diag-result--reveal", locale), "result · evidence chips")
            #expect(chips.parts.map(\.label) == ["ev_1", "ev_3", "ev_2"])
            #expect(chips.parts.map(\.looksNote) == ["coverage", "concision", "structure"])
            #expect(chips.parts.map(\.text) == ["00:03", "00:30", "01:01"])
        }
    }

    @Test func insufficientEvidenceShowsTheClientSentence() throws {
        for (locale, sentence, name) in [
            ("en", "Not enough speech to score this.", "Fluency"), ("zh-Hans", "内容不足，此项暂不评分。", "流利度"),
        ] {
            let row = try element(
                render("diagnostic/diag-result--reveal", locale), "result · summary, notes, evidence, one-action")
            let fluency = try #require(row.parts.first { $0.label == "dimension · fluency" })
            #expect(fluency.text == sentence)
            #expect(fluency.language?.identifier == locale)
            #expect(fluency.parts.map(\.text) == [name, nil])
            #expect(
                fluency.parts.last?.content
                    == .hidden(
                        reason: .value(field: "attempt.assessment.dimensions.fluency.insufficient_evidence", is: "true")
                    ))
            #expect(
                row.fallback
                    == .because(
                        .value(field: "attempt.assessment.dimensions.fluency.insufficient_evidence", is: "true"),
                        .key("dimension.insufficient")))
        }
    }

    @Test(arguments: [
        // A Chinese diagnostic under an en UI: the note in Chinese, the label in English.
        ("diagnostic/diag-result--zh-article", "en", "中间有些重复。", LanguageTag.zhHans, ["Concision", "63"]),
        // An English diagnostic under a zh-Hans UI: the other way round.
        ("diagnostic/diag-result--reveal", "zh-Hans", "Some repetition in the middle.", .en, ["简洁度", "63"]),
    ])
    func scoredDimensionsShowTheirNoteInTheArticleLanguage(
        state: String, ui: String, note: String, language: LanguageTag, labelAndScore: [String?]
    ) throws {
        let row = try element(render(state, ui), "result · summary, notes, evidence, one-action")
        let concision = try #require(row.parts.first { $0.label == "dimension · concision" })
        #expect(concision.text == note)
        #expect(concision.language == language)
        #expect(concision.parts.map(\.text) == labelAndScore)
    }

    @Test func scoreRing() throws {
        let ring = try element(render("diagnostic/diag-result--reveal", "en"), "result · score ring + count-up")
        #expect(ring.text == "62")
        #expect(ring.parts.map(\.text) == ["Good foundation"])
        #expect(ring.accessibilityLabel == "Score 62 out of 100")
        #expect(ring.looksNote == "band colour: good, count-up 0 → 62 in 1200 ms")
    }

    // MARK: screens

    @Test(arguments: [
        ("diagnostic/diag-intro", DiagnosticScreen.Screen.intro),
        ("diagnostic/diag-read--normal", .read),
        ("diagnostic/mic-purpose--sheet", .record),
        ("diagnostic/diag-record--idle", .record),
        ("diagnostic/diag-record--recording", .record),
        ("diagnostic/diag-record--permission-denied", .record),
        ("diagnostic/diag-processing--processing", .processing),
        ("diagnostic/diag-processing--unreliable", .processing),
        ("diagnostic/diag-processing--failed", .processing),
        ("diagnostic/diag-result--reveal", .result),
        ("diagnostic/diag-read--zh-article", .read),
        ("diagnostic/diag-processing--unreliable-zh-article", .processing),
        ("diagnostic/diag-result--zh-article", .result),
    ])
    func eachStateShowsItsScreen(id: String, screen: DiagnosticScreen.Screen) throws {
        for inputs in try inputsInEachLocale(id) {
            #expect(DiagnosticScreen.screen(inputs) == screen)
        }
    }

    @Test func introTagNamesThePracticeLanguage() throws {
        #expect(
            try element(render("diagnostic/diag-intro", "en"), "intro · language tag").text
                == "You’ll practice in English")
        #expect(try element(render("diagnostic/diag-intro", "zh-Hans"), "intro · language tag").text == "你将用英语练习")
        // A Chinese practice language: a case of Cases/screen-cases.json.
    }

    @Test func everyRowIsThereInEveryState() throws {
        let rows = [
            "intro · language tag", "read · title / byline / paragraphs / hint", "read · length", "read · read time",
            "record · max",
            "record · timer, waveform, states", "processing · stages", "processing · ETA",
            "result · score ring + count-up",
            "result · summary, notes, evidence, one-action", "result · evidence chips", "result · key points",
        ]
        for state in try ExampleIndex.builtIn().states where state.section == .diagnostic {
            let labels = try render(state.id, "en").elements.map(\.label)
            #expect(Array(labels.prefix(rows.count)) == rows, "\(state.id)")
        }
    }
}
