import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Renders Global from example files (endpoint → file), optionally edited, in a locale and the example's zone.
private enum Fixture {
    static func context(
        _ locale: LanguageTag, _ files: [Endpoint: String], edit: [Endpoint: [InputChange.Action]] = [:]
    ) throws -> RenderContext {
        var inputs = ScreenInputs()
        for (endpoint, file) in files {
            try inputs.add(
                endpoint, bytes: try Examples.bytes("\(locale.identifier)/\(file)", edit[endpoint] ?? []), file: file)
        }
        return try exampleContext(inputs, locale)
    }

    static func element(_ label: String, _ c: RenderContext) throws -> RenderedElement {
        try #require(GlobalScreen.elements(c).first { $0.label == label })
    }
}

@Suite struct GlobalScreenTests {
    @Test func everyRowInTableOrder() throws {
        let labels = GlobalScreen.elements(try Fixture.context(.en, [.local: "local.json"])).map(\.label)
        #expect(labels == ["resume sheet", "leave recording", "offline toast", "generic error", "force update"])
    }

    @Test func resumeSheet() throws {
        let sheet = try Fixture.element(
            "resume sheet", Fixture.context(.en, [.home: "home.resume.json", .local: "local.json"]))
        #expect(sheet.text == "Pick up where you left off?")
        #expect(
            sheet.parts.map(\.text) == [
                "How a Small Team Cut Meeting Time in Half", "Round 2 not recorded yet",
                "Started " + ICUDifferences.current.expected("Nov 27, 8:23\u{202F}AM"),
                "You scored 68 in round 1", "Continue", "Abandon this session",
            ])
        let zh = try Fixture.element(
            "resume sheet", Fixture.context(.zhHans, [.home: "home.resume.json", .local: "local.json"]))
        #expect(
            zh.parts.map(\.text) == [
                "How a Small Team Cut Meeting Time in Half", "第 2 轮尚未录制", "开始于 11月27日 08:23", "第 1 轮得了 68 分", "继续练习",
                "放弃本次练习",
            ])
        #expect(zh.parts.first?.language == .en)

        let unsent = try Fixture.element(
            "resume sheet", Fixture.context(.en, [.home: "home.json", .local: "local.upload-offline.json"]))
        #expect(unsent.text == "Uploading your last recording")
        #expect(unsent.fallback == .because(.null(field: "home.resume_session"), .key("resume.unsent.title")))

        let none = try Fixture.element(
            "resume sheet", Fixture.context(.en, [.home: "home.json", .local: "local.json"]))
        #expect(
            none.content
                == .hidden(
                    reason: .all([
                        .null(field: "home.resume_session"), .null(field: "local.uploadQueue.pendingCount"),
                    ])))
        #expect(none.fallback == .hide(nil))
    }

    @Test func leaveRecordingShowsTheEffectiveDuration() throws {
        let files: [Endpoint: String] = [.local: "local.recording.json"]
        let alert = try Fixture.element("leave recording", Fixture.context(.en, files))
        #expect(alert.text == "Leave this recording?")
        #expect(
            alert.parts.map(\.text) == [
                "You’ve recorded 00:47. If you leave now, it will be discarded.", "Keep recording", "Leave",
            ])
        let zh = try Fixture.element("leave recording", Fixture.context(.zhHans, files))
        #expect(zh.parts.first?.text == "你已录制 00:47，现在离开将丢弃这段录音。")
        let paused = try Fixture.element(
            "leave recording",
            Fixture.context(
                .en, files,
                edit: [
                    .local: [
                        .set(path: "recorder.state", value: "paused"),
                        .set(path: "recorder.effectiveMs", value: 125900),
                    ]
                ]))
        #expect(paused.parts.first?.text == "You’ve recorded 02:05. If you leave now, it will be discarded.")
        let idle = try Fixture.element(
            "leave recording",
            Fixture.context(
                .en, files,
                edit: [
                    .local: [.set(path: "recorder.state", value: "idle")]
                ]))
        #expect(idle.content == .hidden(reason: .value(field: "local.recorder.state", is: "idle")))
        #expect(
            try Fixture.element("leave recording", Fixture.context(.en, [.local: "local.json"])).content
                == .hidden(reason: .null(field: "local.recorder")))
    }

    @Test func offlineToast() throws {
        #expect(
            try Fixture.element("offline toast", Fixture.context(.en, [.local: "local.offline.json"])).text
                == "You’re offline. We’ll sync when you’re back.")
        #expect(
            try Fixture.element("offline toast", Fixture.context(.zhHans, [.local: "local.offline.json"])).text
                == "当前离线，恢复联网后会自动同步。")
        #expect(
            try Fixture.element("offline toast", Fixture.context(.en, [.local: "local.json"])).content
                == .hidden(reason: .online))
    }

    @Test func genericErrorShowsMessageAndRequestIDNotTheCode() throws {
        let files: [Endpoint: String] = [.error: "error.json", .local: "local.json"]
        let en = try Fixture.element("generic error", Fixture.context(.en, files))
        #expect(en.text == "Couldn’t load this page")
        #expect(
            en.parts.map(\.text) == [
                "Something went wrong on our side. Please try again.", "Request ID: 7f3a-91c2",
                "Try again",
            ])
        let zh = try Fixture.element("generic error", Fixture.context(.zhHans, files))
        #expect(zh.text == "页面加载失败")
        #expect(zh.parts.map(\.text) == ["服务器出了点问题，请稍后重试。", "请求编号：7f3a-91c2", "重试"])
        let bare = try Fixture.element(
            "generic error",
            Fixture.context(
                .en, files,
                edit: [
                    .error: [.set(path: "error.message", value: ""), .set(path: "error.request_id", value: "")]
                ]))
        #expect(
            bare.parts.map(\.content) == [
                .text("Please try again. If it keeps happening, contact support."),
                .hidden(reason: .empty(field: "error.error.request_id")), .text("Try again"),
            ])
        #expect(
            bare.fallback
                == .all([
                    .because(.empty(field: "error.error.message"), .key("error.generic.body")),
                    .because(.empty(field: "error.error.request_id"), .omit(.requestID)),
                ]))
    }

    @Test func appVersionsCompareNumerically() throws {
        typealias V = GlobalScreen.AppVersion
        #expect(try #require(V("1.4.2")) < #require(V("1.5.0")))
        #expect(try #require(V("1.10")) > #require(V("1.9")))
        #expect(try #require(V("1.5")) == #require(V("1.5.0")))
        #expect(try #require(V("2.0")) > #require(V("1.99.99")))
        #expect(try #require(V("01.2")) == #require(V("1.2")))
        for bad in ["", "1..2", "1.5.0-beta", "v1.2", " 1.2", "1.٣"] { #expect(V(bad) == nil, "\(bad)") }
        #expect(GlobalScreen.needsUpdate(app: "1.4.2", minimum: "1.5.0") == true)
        #expect(GlobalScreen.needsUpdate(app: "1.4.2", minimum: "1.3.0") == false)
        #expect(GlobalScreen.needsUpdate(app: "1.4.2", minimum: "1.4.2") == false)
        #expect(GlobalScreen.needsUpdate(app: "1.4.10", minimum: "1.4.9") == false)
        #expect(GlobalScreen.needsUpdate(app: "1.4", minimum: "1.4.1") == true)
        #expect(GlobalScreen.needsUpdate(app: "1.4.2", minimum: "next") == nil)
    }

    @Test func forceUpdate() throws {
        let blocked = try Fixture.element(
            "force update", Fixture.context(.en, [.config: "config.force-update.json", .local: "local.json"]))
        #expect(blocked.text == "Update required")
        #expect(
            blocked.parts.map(\.text) == [
                "This version is no longer supported. Update the app to keep practicing.", "Update",
            ])
        let zh = try Fixture.element(
            "force update", Fixture.context(.zhHans, [.config: "config.force-update.json", .local: "local.json"]))
        #expect(zh.text == "需要更新")
        let fine = try Fixture.element(
            "force update", Fixture.context(.en, [.config: "config.json", .local: "local.json"]))
        #expect(
            fine.content
                == .hidden(
                    reason: .atLeast(
                        field: "local.app.version", value: "1.4.2", minimum: "config.min_app_version 1.3.0")))
        let unreadable = try Fixture.element(
            "force update",
            Fixture.context(
                .en, [.config: "config.force-update.json", .local: "local.json"],
                edit: [
                    .local: [.set(path: "app.version", value: "1.4.2 (beta)")]
                ]))
        #expect(unreadable.content == .hidden(reason: .value(field: "local.app.version", is: "1.4.2 (beta)")))
        #expect(
            try Fixture.element("force update", Fixture.context(.en, [.local: "local.json"])).content
                == .hidden(reason: .noResponse(.config)))
    }
}
