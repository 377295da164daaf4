import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The values the Feedback section derives (data-binding.md § Feedback), rendered from the
/// example files with one field changed at a time.
@Suite struct FeedbackScreenTests {
    @Test func achievedBannerNamesThePreviousSkill() throws {
        let screen = try Fixture.render()
        #expect(screen.text("\"You did it ✓\"") == "You put “Cut the filler” into practice")
        // The banner is the first element after the screen's title.
        #expect(screen.elements.prefix(2).map(\.label) == ["title", "\"You did it ✓\""])
        #expect(
            screen.element("\"not yet\" line")?.content.hiddenReason
                == .value(field: "attempt.assessment.achieved_previous_action", is: "true"))
        let zh = try Fixture.render(locale: "zh-Hans")
        #expect(zh.text("\"You did it ✓\"") == "这次做到了“去掉口头禅”")
    }

    @Test func previousSkillWithoutTitleUsesTheMicroKey() throws {
        let screen = try Fixture.render { $0.assessment["previous_action"] = ["id": "cut_filler", "title": NSNull()] }
        #expect(screen.text("\"You did it ✓\"") == "You put “Cut the filler” into practice")
        #expect(
            screen.element("\"You did it ✓\"")?.fallback
                == .because(.null(field: "attempt.assessment.previous_action.title"), .key("micro.cut_filler")))
    }

    @Test func notYetLineAndHiddenWhenNull() throws {
        let notYet = try Fixture.render { $0.assessment["achieved_previous_action"] = false }
        #expect(notYet.text("\"not yet\" line") == "Not there yet with “Cut the filler”. Keep it in mind next time.")
        #expect(
            notYet.element("\"You did it ✓\"")?.content.hiddenReason
                == .value(field: "attempt.assessment.achieved_previous_action", is: "false"))
        let zh = try Fixture.render(locale: "zh-Hans") { $0.assessment["achieved_previous_action"] = false }
        #expect(zh.text("\"not yet\" line") == "这次还没做到“去掉口头禅”，下次继续留意。")

        let none = try Fixture.render {
            $0.assessment["achieved_previous_action"] = NSNull()
            $0.assessment["previous_action"] = NSNull()
        }
        #expect(
            none.element("\"not yet\" line")?.content.hiddenReason
                == .null(field: "attempt.assessment.achieved_previous_action"))
        #expect(none.element("\"not yet\" line")?.fallback == .hide(nil))
        #expect(
            none.element("\"You did it ✓\"")?.content.hiddenReason
                == .null(field: "attempt.assessment.achieved_previous_action"))
    }

    @Test func lowConfidenceBanner() throws {
        let noted = try Fixture.render {
            $0.assessment["confidence"] = "low"
            $0.assessment["confidence_note"] = "Background noise covered parts of the recording."
        }
        #expect(noted.text("low-confidence") == "Background noise covered parts of the recording.")
        #expect(noted.element("low-confidence")?.language == .en)

        let generic = try Fixture.render(locale: "zh-Hans") { $0.assessment["confidence"] = "low" }
        #expect(generic.text("low-confidence") == "本次评分的置信度较低，可能是录音或转写不够清晰。")
        #expect(
            generic.element("low-confidence")?.fallback
                == .because(.null(field: "attempt.assessment.confidence_note"), .key("feedback.low_confidence_generic"))
        )
        let genericEn = try Fixture.render { $0.assessment["confidence"] = "low" }
        #expect(
            genericEn.text("low-confidence")
                == "This score is less certain than usual. The audio or transcript may be unclear.")

        #expect(
            try Fixture.render().element("low-confidence")?.content.hiddenReason
                == .value(field: "attempt.assessment.confidence", is: "high"))
    }

    @Test func scoreRingWithBandLabel() throws {
        let screen = try Fixture.render()
        #expect(screen.text("score ring") == "68")
        #expect(screen.part("score ring", "band label") == "Good foundation")
        #expect(screen.elements.first { $0.label == "score ring" }?.accessibilityLabel == "Score 68 out of 100")
        #expect(try Fixture.render(locale: "zh-Hans").part("score ring", "band label") == "基础良好")

        let unlabelled = try Fixture.render { $0.assessment["band_label"] = "" }
        #expect(unlabelled.part("score ring", "band label") == "Good foundation")
        #expect(
            unlabelled.element("score ring")?.fallback
                == .because(.empty(field: "attempt.assessment.band_label"), .key("band.good")))
    }

    @Test func dimensionNamesAndInsufficientEvidence() throws {
        let zh = try Fixture.render(locale: "zh-Hans")
        #expect(zh.element("dimension name")?.parts.map(\.text) == ["要点覆盖", "结构", "简洁度", "流利度"])

        let screen = try Fixture.render {
            $0.dimension(
                "fluency",
                ["score": NSNull(), "note": NSNull(), "evidence_ids": [String](), "insufficient_evidence": true])
        }
        let row = try #require(screen.element("dimension note / score / evidence chip"))
        let fluency = try #require(row.parts.first { $0.label == "fluency" })
        #expect(fluency.text == "Not enough speech to score this.")
        #expect(
            fluency.parts.map(\.content) == [
                .hidden(
                    reason: .value(field: "attempt.assessment.dimensions.fluency.insufficient_evidence", is: "true")),
                .hidden(
                    reason: .value(field: "attempt.assessment.dimensions.fluency.insufficient_evidence", is: "true")),
            ])
        #expect(
            row.fallback
                == .because(
                    .value(field: "attempt.assessment.dimensions.fluency.insufficient_evidence", is: "true"),
                    .key("dimension.insufficient")))
    }

    @Test func evidenceChipIsTheFirstEvidenceStart() throws {
        let screen = try Fixture.render()
        let row = try #require(screen.element("dimension note / score / evidence chip"))
        // coverage: evidence_ids [ev_1, ev_3] → ev_1 starts at 1 800 ms.
        #expect(row.parts[0].parts.map(\.text) == ["74", "00:01"])
        #expect(row.parts[0].parts[1].label == "evidence chip")
        #expect(row.parts[0].parts[1].looksNote == "plays ev_1")
        // fluency: ev_4 starts at 118 000 ms.
        #expect(row.parts[3].parts.map(\.text) == ["71", "01:58"])

        let missing = try Fixture.render { $0.dimension("structure", ["evidence_ids": ["ev_9"]]) }
        let structure = try #require(missing.element("dimension note / score / evidence chip")?.parts[1])
        #expect(
            structure.parts[1].content == .hidden(reason: .lacks(field: "attempt.assessment.evidence", item: "ev_9")))
        #expect(try Fixture.render().part("one action", "evidence chip") == "00:41")
    }

    @Test func evidenceListSortedByStart() throws {
        let screen = try Fixture.render {
            var evidence = $0.assessment["evidence"] as! [[String: Any]]
            evidence.reverse()
            evidence[0]["start_ms"] = 41_200  // ev_4 now starts with ev_2; the server's order decides.
            $0.assessment["evidence"] = evidence
        }
        let row = try #require(screen.element("evidence list"))
        #expect(row.parts.map(\.label) == ["ev_1", "ev_4", "ev_2", "ev_3"])
        #expect(row.parts.map { $0.parts.first?.text } == ["00:01", "00:41", "00:41", "01:17"])
        #expect(FeedbackScreen.sortedEvidence([]).isEmpty)
    }

    @Test func keyPointCounts() throws {
        #expect(try Fixture.render().text("key points") == "Covered 4 of 5 key points")
        #expect(try Fixture.render(locale: "zh-Hans").text("key points") == "已覆盖 4 个要点（共 5 个）")
        let one = try Fixture.render {
            $0.assessment["key_point_coverage"] = [
                ["point": "Meetings fell", "covered": true, "evidence_id": NSNull()]
            ]
        }
        #expect(one.text("key points") == "Covered 1 of 1 key point")
        let none = try Fixture.render { $0.assessment["key_point_coverage"] = [Any]() }
        #expect(
            none.element("key points")?.content.hiddenReason == .empty(field: "attempt.assessment.key_point_coverage"))
    }

    @Test func exemplarStates() throws {
        let ready = try Fixture.render()
        #expect(ready.text("exemplar") == "Hear an example")
        #expect(ready.part("exemplar", "label") == "A 60-second version")
        #expect(ready.part("exemplar", "duration") == "00:58")

        let pending = try Fixture.render(exemplar: "exemplar.pending.json")
        #expect(pending.part("exemplar", "pending") == "Preparing an example…")

        let failed = try Fixture.render(exemplar: "exemplar.failed.json")
        #expect(failed.part("exemplar", "failed") == "Couldn’t load the example")
        #expect(failed.part("exemplar", "retry") == "Try again")
        let final = try Fixture.render(exemplar: "exemplar.failed.json") {
            $0.exemplar["retryable"] = false
            $0.exemplar["text"] = "Three things changed."
        }
        #expect(final.part("exemplar", "text") == "Three things changed.")
        #expect(
            final.element("exemplar")?.parts.first { $0.label == "retry" }?.content
                == .hidden(reason: .value(field: "exemplar.retryable", is: "false")))

        let unavailable = try Fixture.render(exemplar: "exemplar.unavailable.json")
        #expect(
            unavailable.element("exemplar")?.content.hiddenReason == .value(field: "exemplar.status", is: "unavailable")
        )
        #expect(unavailable.element("exemplar")?.fallback == .hide(.section))
    }

    /// The 410 itself comes from `local.audio` (screen cases, both locales); an error body,
    /// which says nothing of which request failed, is not read as it.
    @Test func playbackSeeksToTheEvidence() throws {
        let playing = try Fixture.render(local: "local.feedback.json")
        #expect(playing.element("playback")?.parts.prefix(3).map(\.text) == ["00:41", "00:58", "00:44"])
        #expect(
            try Fixture.render().element("playback")?.content.hiddenReason == .null(field: "local.player"))

        let withError = try Fixture.render(local: "local.feedback.json", error: "error.json")
        #expect(withError.element("playback")?.parts.prefix(3).map(\.text) == ["00:41", "00:58", "00:44"])
    }

    @Test func metaCaptionSaysTheConfidenceAndKeepsIDsApart() throws {
        let en = try #require(try Fixture.render().element("meta"))
        #expect(en.text == "High confidence")
        #expect(en.accessibilityLabel == nil)
        #expect(en.parts.map(\.label) == ["rubric", "model"])
        #expect(en.parts.map(\.text) == ["rubric-2026.10", "assessor-2026-11-02"])
        // Ids are for support: shown, never read aloud.
        #expect(en.parts.map(\.accessibilityHidden) == [true, true])
        let zh = try #require(try Fixture.render(locale: "zh-Hans").element("meta"))
        #expect(zh.text == "置信度高")
        #expect(zh.parts.map(\.text) == ["rubric-2026.10", "assessor-2026-11-02"])
    }

    @Test func everyRowInEveryState() throws {
        for state in try ExampleIndex.builtIn().states where state.section == .feedback {
            let screen = try state.render(locale: .en)
            #expect(screen.elements.map(\.label) == FeedbackScreen.Element.allCases.map(\.label))
            #expect(screen.errors == [])
        }
        let none = try Fixture.render {
            $0.attempt["assessment"] = NSNull()
            $0.attempt["status"] = "processing"
        }
        #expect(none.elements.map(\.label) == FeedbackScreen.Element.allCases.map(\.label))
        #expect(none.text("CTA") == "Try again with this advice")
        #expect(
            none.element("meta")?.content.hiddenReason
                == .all([.null(field: "attempt.assessment"), .value(field: "attempt.status", is: "processing")]))
    }
}

/// The feedback--full example files, edited as JSON before decoding.
private enum Fixture {
    struct Files {
        var attempt: [String: Any]
        var exemplar: [String: Any]
        var assessment: [String: Any] {
            get { attempt["assessment"] as! [String: Any] }
            set { attempt["assessment"] = newValue }
        }

        mutating func dimension(_ key: String, _ changes: [String: Any]) {
            var dimensions = assessment["dimensions"] as! [String: Any]
            var dimension = dimensions[key] as! [String: Any]
            dimension.merge(changes) { $1 }
            dimensions[key] = dimension
            assessment["dimensions"] = dimensions
        }
    }

    static func object(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(Examples.bytes(path))) as! [String: Any]
    }

    static func render(
        locale: String = "en", exemplar: String = "exemplar.json", local: String = "local.json", error: String? = nil,
        edit: (inout Files) -> Void = { _ in }
    ) throws -> RenderedScreen {
        var files = Files(
            attempt: try object("\(locale)/attempt.assessed.json"), exemplar: try object("\(locale)/\(exemplar)"))
        edit(&files)
        var inputs = ScreenInputs()
        try inputs.add(
            .attempt, bytes: [UInt8](try JSONSerialization.data(withJSONObject: files.attempt)), file: "attempt")
        try inputs.add(
            .exemplar, bytes: [UInt8](try JSONSerialization.data(withJSONObject: files.exemplar)), file: "exemplar")
        try inputs.add(.local, bytes: try Examples.bytes("\(locale)/\(local)"), file: local)
        if let error { try inputs.add(.error, bytes: try Examples.bytes("\(locale)/\(error)"), file: error) }
        let zone = "America/New_York"  // the learner's, in both locales
        return ScreenRenderer.render(
            .feedback, inputs: inputs, locale: try LanguageTag(locale), timeZone: try TimeZoneID(zone),
            now: Timestamp("2026-11-27T09:15:00-05:00")!)
    }
}
