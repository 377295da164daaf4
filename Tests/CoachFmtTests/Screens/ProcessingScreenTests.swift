import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md § Processing: the values the resolver derives.
@Suite struct ProcessingScreenTests {
    typealias F = RecordingFlowFixture

    func render(
        _ locale: String = "en", attempt: String = "attempt.transcribing.json", local: String = "local.uploaded.json",
        session: String? = nil, edits: [String: F.Edit] = [:]
    ) throws -> RenderedScreen {
        var files = ["attempt": attempt, "config": "config.json", "local": local]
        if let session { files["session"] = session }
        return try F.render(.processing, locale: locale, files: files, edits: edits)
    }

    /// Each stage row as `stage · mark`: the stage is the part's label, its mark the look.
    func marks(_ screen: RenderedScreen) throws -> [String] {
        try F.element(screen, "stage rows").parts.map { "\($0.label) · \($0.lookNote ?? "")" }
    }

    @Test func stageRowsFollowTheServerAfterTheUpload() throws {
        let transcribing = try render()
        #expect(try marks(transcribing) == ["upload · ✓ done", "transcribe · running", "assess · pending"])
        #expect(
            try F.element(transcribing, "stage rows").parts.compactMap(\.text) == [
                "Uploading", "Transcribing", "Scoring",
            ])
        #expect(
            try marks(try render(attempt: "attempt.slow.json", local: "local.long-wait.json")) == [
                "upload · ✓ done", "transcribe · ✓ done", "assess · running",
            ])
        #expect(
            try marks(try render(attempt: "attempt.failed.json")) == [
                "upload · ✓ done", "transcribe · ✓ done", "assess · ✕ failed",
            ])
        let zh = try render("zh-Hans")
        #expect(try F.element(zh, "stage rows").parts.compactMap(\.text) == ["上传录音", "语音转写", "分析评分"])
    }

    @Test func uploadRowIsTheDevicesQueue() throws {
        let offline = try render(attempt: "attempt.created.json", local: "local.upload-offline.json")
        #expect(try marks(offline) == ["upload · waiting for network", "transcribe · pending", "assess · pending"])
        #expect(try F.text(offline, "offline") == "You’re offline")
        #expect(try F.part(offline, "offline", "status") == "Waiting for a connection…")
        let uploading = try render(
            attempt: "attempt.created.json", local: "local.upload-offline.json",
            edits: [
                "local": {
                    F.set(&$0, "uploadQueue.state", "uploading")
                    F.set(&$0, "network.satisfied", true)
                }
            ])
        #expect(try marks(uploading) == ["upload · running", "transcribe · pending", "assess · pending"])
        let sent = try render(attempt: "attempt.created.json", local: "local.uploaded.json")
        #expect(try marks(sent) == ["upload · ✓ done", "transcribe · running", "assess · pending"])
    }

    @Test func uploadSubLineWithTheEffectiveDuration() throws {
        #expect(try F.text(try render(), "upload sub") == "02:18 of audio")
        #expect(try F.text(try render("zh-Hans"), "upload sub") == "录音时长 02:18")
        let shorter = try render(edits: ["local": { F.set(&$0, "recorder.effectiveMs", 97_400) }])
        #expect(try F.text(shorter, "upload sub") == "01:37 of audio")
    }

    @Test func transcribedLength() throws {
        // The label and the length the API sends are apart: the length is the `length` part.
        #expect(try F.text(try render(attempt: "attempt.failed.json"), "transcribed length") == "Transcribed")
        #expect(try F.part(try render(attempt: "attempt.failed.json"), "transcribed length", "length") == "291 words")
        #expect(try F.text(try render("zh-Hans", attempt: "attempt.failed.json"), "transcribed length") == "已转写")
        #expect(
            try F.part(try render("zh-Hans", attempt: "attempt.failed.json"), "transcribed length", "length") == "291 词"
        )
        let noTranscript = try render(
            attempt: "attempt.slow.json", edits: ["attempt": { F.set(&$0, "transcript", NSNull()) }])
        #expect(try F.text(noTranscript, "transcribed length") == "Transcribed")
        #expect(
            try F.text(
                try render(
                    "zh-Hans", attempt: "attempt.slow.json", edits: ["attempt": { F.set(&$0, "transcript", NSNull()) }]),
                "transcribed length") == "已转写")
        #expect(try F.hiddenReason(try render(), "transcribed length") == "transcribe stage not done")
    }

    @Test(arguments: [
        (12_000, "About 10 seconds left"), (13_000, "About 15 seconds left"), (1_000, "About 5 seconds left"),
        (62_400, "About 60 seconds left"),
    ])
    func etaRoundedToFiveSeconds(milliseconds: Int, expected: String) throws {
        let screen = try render(edits: ["attempt": { F.set(&$0, "progress.eta_ms", milliseconds) }])
        #expect(try F.text(screen, "ETA") == expected)
    }

    @Test func etaHiddenWhenNullOrNotPositive() throws {
        #expect(try F.text(try render("zh-Hans"), "ETA") == "还需约 10 秒")
        let null = try render(edits: ["attempt": { F.set(&$0, "progress.eta_ms", NSNull()) }])
        #expect(try F.element(null, "ETA").content.hiddenReason == .null(field: "attempt.progress.eta_ms"))
        #expect(try F.element(null, "ETA").fallback == .hide(nil))
        let zero = try render(edits: ["attempt": { F.set(&$0, "progress.eta_ms", 0) }])
        #expect(try F.element(zero, "ETA").content.hiddenReason == .value(field: "attempt.progress.eta_ms", is: "0"))
        let negative = try render(edits: ["attempt": { F.set(&$0, "progress.eta_ms", -500) }])
        #expect(
            try F.element(negative, "ETA").content.hiddenReason == .value(field: "attempt.progress.eta_ms", is: "-500"))
    }

    @Test func longWaitAfterTheConfiguredTimeout() throws {
        let slow = try render(attempt: "attempt.slow.json", local: "local.long-wait.json")
        #expect(try F.text(slow, "long wait") == "This is taking longer than usual")
        #expect(try F.part(slow, "long wait", "cta") == "Check later")
        #expect(
            try F.text(try render("zh-Hans", attempt: "attempt.slow.json", local: "local.long-wait.json"), "long wait")
                == "比平时慢了一些")
        #expect(
            try F.element(try render(), "long wait").content.hiddenReason
                == .below(field: "local.uploadQueue.submittedAt", value: "20 s ago", minimum: "120 s ago"))
        // The timeout is the API's: 150 s is no long wait when the config allows 180 s.
        let patient = try render(
            attempt: "attempt.slow.json", local: "local.long-wait.json",
            edits: [
                "config": { F.set(&$0, "limits.poll_timeout_ms", 180_000) }
            ])
        #expect(
            try F.hiddenReason(patient, "long wait") == "local.uploadQueue.submittedAt is 150 s ago, below 180 s ago")
    }

    @Test func longWaitComparesNowWithTheSubmitTime() throws {
        let submitted = try #require(Timestamp("2026-11-27T09:13:00-05:00"))
        #expect(
            !ProcessingScreen.isLongWait(
                now: try #require(Timestamp("2026-11-27T09:15:00-05:00")), submittedAt: submitted, timeoutMs: 120_000))
        #expect(
            ProcessingScreen.isLongWait(
                now: try #require(Timestamp("2026-11-27T09:15:00.001-05:00")), submittedAt: submitted,
                timeoutMs: 120_000))
        #expect(
            ProcessingScreen.isLongWait(
                now: try #require(Timestamp("2026-11-27T22:15:01+08:00")), submittedAt: submitted, timeoutMs: 120_000))
    }

    @Test func failedOffersRetryOnlyWhenRetryable() throws {
        let retryable = try render(attempt: "attempt.failed.json")
        #expect(try F.text(retryable, "failed") == "We couldn’t score this recording")
        #expect(try F.part(retryable, "failed", "message") == "Your recording is saved. Please try again.")
        #expect(try F.part(retryable, "failed", "request") == "Request ID: 7f3a-91c2")
        #expect(try F.part(retryable, "failed", "retry") == "Try again")
        #expect(
            try F.part(try render("zh-Hans", attempt: "attempt.failed.json"), "failed", "request") == "请求编号：7f3a-91c2")

        let final = try render(
            attempt: "attempt.failed.json", edits: ["attempt": { F.set(&$0, "error.retryable", false) }])
        let element = try F.element(final, "failed")
        #expect(element.text == "Something went wrong")
        #expect(
            element.fallback
                == .because(.value(field: "attempt.error.retryable", is: "false"), .key("error.generic.title")))
        #expect(element.parts.map(\.label) == ["message", "request", "record again", "home"])
        #expect(try F.part(final, "failed", "retry") == nil)
        #expect(
            try F.element(try render(), "failed").content.hiddenReason
                == .value(field: "attempt.status", is: "processing"))
    }

    @Test func unreliableTooShortUsesTheAPIsValidityFloor() throws {
        let screen = try render(attempt: "attempt.unreliable.json")
        #expect(try F.text(screen, "unreliable") == "Too short to score")
        #expect(
            try F.part(screen, "unreliable", "body")
                == "We heard 17 words. A summary needs at least 30 words to be scored.")
        #expect(
            try F.part(try render("zh-Hans", attempt: "attempt.unreliable.json"), "unreliable", "body")
                == "我们只识别到 17 个词，至少需要 30 个词才能评分。")
        // CCR-13: whatever floor the API sends, never a floor of the client's own.
        let chinese = try render(
            "zh-Hans", attempt: "attempt.unreliable.json",
            edits: [
                "attempt": {
                    F.set(&$0, "transcript.length", ["value": 23, "unit": "chars", "label": "23 字"])
                    F.set(&$0, "validity_floor", ["value": 40, "unit": "chars", "label": "40 字"])
                }
            ])
        // In a sentence the unit is spelled out from value and unit; the label stays for tiles.
        #expect(try F.part(chinese, "unreliable", "body") == "我们只识别到 23 个字，至少需要 40 个字才能评分。")
        let chineseInEnglish = try render(
            attempt: "attempt.unreliable.json",
            edits: [
                "attempt": {
                    F.set(&$0, "transcript.length", ["value": 1, "unit": "chars", "label": "1 character"])
                    F.set(&$0, "validity_floor", ["value": 40, "unit": "chars", "label": "40 characters"])
                }
            ])
        #expect(
            try F.part(chineseInEnglish, "unreliable", "body")
                == "We heard 1 character. A summary needs at least 40 characters to be scored.")
        let unknownUnit = try render(
            attempt: "attempt.unreliable.json",
            edits: [
                "attempt": {
                    F.set(&$0, "transcript.length", ["value": 9, "unit": "syllables", "label": "9 syllables"])
                }
            ])
        #expect(
            try F.part(unknownUnit, "unreliable", "body")
                == "We heard 9 syllables. A summary needs at least 30 words to be scored.")
        let noFloor = try render(
            attempt: "attempt.unreliable.json", edits: ["attempt": { F.set(&$0, "validity_floor", NSNull()) }])
        #expect(
            try F.part(noFloor, "unreliable", "body") == "Please record again. This attempt won’t count against you.")
        #expect(
            try F.element(noFloor, "unreliable").fallback
                == .because(.null(field: "attempt.validity_floor"), .key("unreliable.generic.body")))
    }

    @Test func unreliableByReason() throws {
        let cases: [(String, String, String)] = [
            (
                "no_speech", "We didn’t hear any speech",
                "Check that nothing covers the microphone, and speak close to your phone."
            ),
            ("noisy_audio", "Too much background noise", "Find a quieter spot and try again."),
            (
                "mumbling", "We couldn’t score this recording",
                "Please record again. This attempt won’t count against you."
            ),
        ]
        for (reason, title, body) in cases {
            let screen = try render(
                attempt: "attempt.unreliable.json", edits: ["attempt": { F.set(&$0, "unreliable_reason", reason) }])
            #expect(try F.text(screen, "unreliable") == title)
            #expect(try F.part(screen, "unreliable", "body") == body)
            #expect(try F.part(screen, "unreliable", "cta") == "Record again")
        }
    }

    @Test func languageMismatchNamesTheSessionLanguage() throws {
        let files = (attempt: "attempt.language-mismatch.json", session: "session.round1-unreliable.json")
        let en = try render(attempt: files.attempt, session: files.session)
        #expect(try F.text(en, "unreliable") == "That sounded like a different language")
        #expect(
            try F.part(en, "unreliable", "body") == "This session is in English. Please record your summary in English."
        )
        let zh = try render("zh-Hans", attempt: files.attempt, session: files.session)
        // Inside a sentence the language is named in the UI language, not by its endonym.
        #expect(try F.part(zh, "unreliable", "body") == "这次练习用的是英语，请用英语重新复述。")
        let japanese = try render(
            attempt: files.attempt, session: files.session, edits: ["session": { F.set(&$0, "language", "ja") }])
        #expect(
            try F.part(japanese, "unreliable", "body")
                == "This session is in Japanese. Please record your summary in Japanese.")
        let chinese = try render(
            attempt: files.attempt, session: files.session, edits: ["session": { F.set(&$0, "language", "zh-Hans") }])
        #expect(
            try F.part(chinese, "unreliable", "body")
                == "This session is in Simplified Chinese. Please record your summary in Simplified Chinese.")
    }

    @Test func ownAudioOnceTheServerHasTheFile() throws {
        #expect(try F.text(try render(), "own-audio playback") == "Play")
        #expect(try F.part(try render(), "own-audio playback", "duration") == "02:18")
        let offline = try render(attempt: "attempt.created.json", local: "local.upload-offline.json")
        #expect(
            try F.element(offline, "own-audio playback").content.hiddenReason
                == .value(field: "attempt.status", is: "created"))
    }

    @Test func everyRowInTableOrderInEveryState() throws {
        for attempt in [
            "attempt.transcribing.json", "attempt.created.json", "attempt.failed.json", "attempt.unreliable.json",
            "attempt.slow.json", "attempt.language-mismatch.json",
        ] {
            let screen = try render(attempt: attempt)
            #expect(screen.errors == [])
            #expect(screen.elements.map(\.label) == ProcessingScreen.Element.allCases.map(\.label))
        }
    }
}
