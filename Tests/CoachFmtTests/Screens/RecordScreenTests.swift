import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// data-binding.md § Record (round 1, round 2): the values the resolver derives.
@Suite struct RecordScreenTests {
    typealias F = RecordingFlowFixture

    func render(
        _ locale: String = "en", session: String = "session.round1.json", local: String = "local.record-idle.json",
        edits: [String: F.Edit] = [:]
    ) throws -> RenderedScreen {
        try F.render(
            .record, locale: locale, files: ["config": "config.json", "local": local, "session": session], edits: edits)
    }

    /// Round 2 with these attempts (id, round, status, duration in ms, created at) in the session.
    func roundTwo(attempts: [(String, Int, String, Int, String)]) throws -> RenderedScreen {
        let list = attempts.map { a -> [String: Any] in
            ["id": a.0, "round": a.1, "status": a.2, "duration_ms": a.3, "created_at": a.4]
        }
        return try render(session: "session.round2.json", edits: ["session": { F.set(&$0, "attempts", list) }])
    }

    @Test func stepFromTheSessionStage() throws {
        #expect(try F.text(try render(), "step") == "Step 2 of 3")
        #expect(try F.text(try render(session: "session.round2.json"), "step") == "Step 3 of 3")
        #expect(try F.text(try render("zh-Hans"), "step") == "第 2 步，共 3 步")
        #expect(try F.text(try render("zh-Hans", session: "session.round2.json"), "step") == "第 3 步，共 3 步")
        let reading = try render(edits: ["session": { F.set(&$0, "stage", "reading") }])
        #expect(try F.element(reading, "step").content.hiddenReason == .value(field: "session.stage", is: "reading"))
    }

    @Test func timerAndMaximumAsMinutesAndSeconds() throws {
        let recording = try render(local: "local.recording.json")
        #expect(try F.text(recording, "timer") == "00:47")
        #expect(try F.text(recording, "max") == "/ 03:00")
        let round2 = try render(session: "session.round2.json", local: "local.recording-round2.json")
        #expect(try F.text(round2, "timer") == "01:01")
        #expect(try F.text(round2, "max") == "/ 02:00")
    }

    @Test func maximumFallsBackToConfigLimits() throws {
        let screen = try render(edits: [
            "session": { F.set(&$0, "max_round1_ms", 0) },
            "config": { F.set(&$0, "limits.round1_max_ms", 150_000) },
        ])
        #expect(try F.text(screen, "max") == "/ 02:30")
        #expect(try F.element(screen, "max").fallback == .field("config.limits.round1_max_ms"))
        let round2 = try render(
            session: "session.round2.json",
            edits: [
                "session": { F.set(&$0, "max_round2_ms", 0) },
                "config": { F.set(&$0, "limits.round2_max_ms", 105_000) },
            ])
        #expect(try F.text(round2, "max") == "/ 01:45")
    }

    @Test(arguments: [(20_000, 0, 20), (20_000, 19_001, 1), (20_000, 19_999, 1), (20_000, 1, 20), (30_000, 12_500, 18)])
    func remainingSecondsRoundUp(minimum: Int, effective: Int, expected: Int) {
        #expect(RecordScreen.remainingSeconds(minimumMs: minimum, effectiveMs: effective) == expected)
    }

    @Test func remainingSecondsEndAtTheMinimum() {
        #expect(RecordScreen.remainingSeconds(minimumMs: 20_000, effectiveMs: 20_000) == nil)
        #expect(RecordScreen.remainingSeconds(minimumMs: 20_000, effectiveMs: 47_200) == nil)
    }

    @Test func minimumGatesSubmitWithAPluralHint() throws {
        let idle = try render()
        #expect(try F.text(idle, "min") == "20 more seconds")
        #expect(try F.element(idle, "submit").looksNote == "disabled until 00:20")
        let almost = try render(edits: ["local": { F.set(&$0, "recorder.effectiveMs", 19_001) }])
        #expect(try F.text(almost, "min") == "1 more second")
        let almostZh = try render("zh-Hans", edits: ["local": { F.set(&$0, "recorder.effectiveMs", 19_001) }])
        #expect(try F.text(almostZh, "min") == "还需 1 秒")
        let done = try render(local: "local.recording.json")
        #expect(
            try F.element(done, "min").content.hiddenReason
                == .atLeast(field: "local.recorder.effectiveMs", value: "00:47", minimum: "00:20"))
        #expect(try F.element(done, "submit").looksNote == "enabled")
    }

    @Test func minimumComesFromTheSessionThenTheFallback() throws {
        let stricter = try render(edits: ["session": { F.set(&$0, "min_valid_ms", 30_000) }])
        #expect(try F.text(stricter, "min") == "30 more seconds")
        let missing = try render(edits: [
            "session": { F.set(&$0, "min_valid_ms", 0) }, "config": { F.set(&$0, "limits.min_valid_ms", 0) },
        ])
        #expect(try F.text(missing, "min") == "20 more seconds")
        #expect(try F.element(missing, "min").fallback == .value("default 20 000 ms"))
    }

    @Test func lastDurationFromTheAssessedRoundOneAttempt() throws {
        #expect(
            try F.text(try render(session: "session.round2.json"), "last duration (R2)")
                == "Round 1 took 02:18. Try to beat it.")
        #expect(
            try F.text(try render("zh-Hans", session: "session.round2.json"), "last duration (R2)")
                == "第 1 轮用时 02:18，这次争取更短。")
        #expect(
            try F.element(try render(), "last duration (R2)").content.hiddenReason
                == .value(field: "session.stage", is: "round1"))
        let notAssessed = try roundTwo(attempts: [("a", 1, "unreliable", 9_000, "2026-11-27T14:12:00Z")])
        #expect(
            try F.element(notAssessed, "last duration (R2)").content.hiddenReason
                == .lacks(field: "session.attempts", item: "assessed round-1 attempt"))
        #expect(try F.element(notAssessed, "last duration (R2)").fallback == .hide(.clause))
        let retried = try roundTwo(attempts: [
            ("a", 1, "unreliable", 9_000, "2026-11-27T14:10:00Z"),
            ("b", 1, "assessed", 97_400, "2026-11-27T14:12:00Z"),
            ("c", 2, "assessed", 61_000, "2026-11-27T14:20:00Z"),
        ])
        #expect(try F.text(retried, "last duration (R2)") == "Round 1 took 01:37. Try to beat it.")
    }

    @Test func focusChipOnRoundOneAdviceCardOnRoundTwo() throws {
        let round1 = try render()
        #expect(try F.text(round1, "focus chip (R1)") == "This round, focus on “Cut the filler”")
        #expect(
            try F.element(round1, "previous advice card (R2)").content.hiddenReason
                == .value(field: "session.stage", is: "round1"))
        #expect(try F.element(round1, "previous advice card (R2)").sources.contains("session.stage"))
        let noFocus = try render(edits: ["session": { F.set(&$0, "previous_focus", NSNull()) }])
        #expect(
            try F.element(noFocus, "focus chip (R1)").content.hiddenReason == .null(field: "session.previous_focus"))
        #expect(try F.element(noFocus, "focus chip (R1)").fallback == .hide(nil))
        let round2 = try render("zh-Hans", session: "session.round2.json")
        let card = try F.element(round2, "previous advice card (R2)")
        #expect(card.text == "这次试试")
        #expect(card.parts.map(\.language) == [.en, .en])
        #expect(
            card.parts.first?.text
                == "Say “three changes” up front, then go one, two, three. It will stop the middle from wandering.")
    }

    @Test func permissionDeniedReplacesTheRecorder() throws {
        for (locale, title, settings) in [
            ("en", "Microphone access is off", "Open Settings"), ("zh-Hans", "麦克风权限已关闭", "前往设置"),
        ] {
            let screen = try render(locale, local: "local.mic-denied.json")
            #expect(try F.text(screen, "permission") == title)
            #expect(try F.part(screen, "permission", "settings") == settings)
            for label in ["timer", "max", "min", "waveform", "indicator", "submit"] {
                #expect(
                    try F.element(screen, label).content.hiddenReason
                        == .replaced(
                            .value(field: "local.recorder.permission", is: "denied"),
                            by: .deniedCard))
            }
        }
        #expect(
            try F.element(try render(), "permission").content.hiddenReason
                == .value(field: "local.recorder.permission", is: "granted"))
    }

    @Test func interruptedSheetResumesFromThePartialFile() throws {
        let screen = try render(local: "local.interrupted.json")
        #expect(try F.text(screen, "interrupted sheet") == "Recording interrupted")
        #expect(
            try F.part(screen, "interrupted sheet", "body")
                == "A call or another app stopped the recording. What you’ve recorded so far is saved.")
        #expect(try F.part(screen, "interrupted sheet", "resume") == "Keep recording")
        #expect(try F.text(screen, "indicator") == "Paused")
        let zh = try render("zh-Hans", local: "local.interrupted.json")
        #expect(try F.part(zh, "interrupted sheet", "resume") == "继续录音")
        let lost = try render(
            local: "local.interrupted.json", edits: ["local": { F.set(&$0, "recorder.fileURL", NSNull()) }])
        #expect(
            try F.part(lost, "interrupted sheet", "body")
                == "This recording couldn’t be recovered. Please record again.")
        #expect(try F.part(lost, "interrupted sheet", "resume") == nil)
        #expect(
            try F.element(lost, "interrupted sheet").fallback
                == .because(.null(field: "local.recorder.fileURL"), .key("record.interrupted.unrecoverable")))
        #expect(
            try F.element(try render(), "interrupted sheet").content.hiddenReason == .null(field: "local.interruption"))
    }

    @Test func everyRowInTableOrderInEveryState() throws {
        for local in [
            "local.record-idle.json", "local.recording.json", "local.mic-denied.json", "local.interrupted.json",
        ] {
            let screen = try render(local: local)
            #expect(screen.errors == [])
            #expect(screen.elements.map(\.label) == RecordScreen.Element.allCases.map(\.label))
        }
    }
}
