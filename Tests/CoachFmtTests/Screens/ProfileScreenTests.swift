import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Renders Profile & settings from example files, optionally edited, in a locale and the example's zone.
private enum Fixture {
    static func context(
        _ locale: LanguageTag, me: String = "me.json", local: String = "local.json", config: String? = "config.json",
        weeklyQuests: String? = "weekly_quests.json", edit: [InputChange.Action] = [],
        editLocal: [InputChange.Action] = [], editQuests: [InputChange.Action] = []
    ) throws -> RenderContext {
        var inputs = ScreenInputs()
        let folder = locale.identifier
        try inputs.add(.me, bytes: try Examples.bytes("\(folder)/\(me)", edit), file: me)
        try inputs.add(.local, bytes: try Examples.bytes("\(folder)/\(local)", editLocal), file: local)
        if let config { try inputs.add(.config, bytes: try Examples.bytes("\(folder)/\(config)"), file: config) }
        if let weeklyQuests {
            try inputs.add(
                .weeklyQuests, bytes: try Examples.bytes("\(folder)/\(weeklyQuests)", editQuests), file: weeklyQuests)
        }
        return try exampleContext(inputs, locale)
    }

    static func element(_ label: String, _ c: RenderContext) throws -> RenderedElement {
        try #require(ProfileScreen.elements(c).first { $0.label == label })
    }

    /// Replaces the entitlement of me.json.
    static func entitlement(_ status: String, trialEnds: String?, expires: String?, grace: String? = nil)
        -> [InputChange.Action]
    {
        func value(_ v: String?) -> JSONTree { v.map(JSONTree.string) ?? .null }
        return [
            .set(
                path: "entitlement",
                value: [
                    "status": .string(status), "product_id": "coach.pro.yearly", "trial_ends_at": value(trialEnds),
                    "expires_at": value(expires), "grace_until": value(grace), "will_renew": true,
                ])
        ]
    }
}

@Suite struct ProfileScreenTests {
    @Test func everyRowInTableOrder() throws {
        for me in ["me.json", "me.expired.json", "me.first-time.json"] {
            let labels = ProfileScreen.elements(try Fixture.context(.en, me: me)).map(\.label)
            #expect(labels == ProfileScreen.Element.allCases.map(\.label))
        }
    }

    @Test func avatarInitial() throws {
        #expect(try Fixture.element("avatar initial", Fixture.context(.en)).text == "👩‍💻")
        #expect(try Fixture.element("avatar initial", Fixture.context(.zhHans)).text == "👩‍💻")
        #expect(try Fixture.element("avatar initial", Fixture.context(.zhHans, me: "me.shanghai.json")).text == "林")
        let blank = try Fixture.element(
            "avatar initial",
            Fixture.context(.en, edit: [.set(path: "display_name", value: " \u{200B}")]))
        #expect(blank.text == "?")
        #expect(blank.fallback == .value("“?”"))
    }

    @Test func nameTitleLevel() throws {
        #expect(
            try Fixture.element("name / title / level", Fixture.context(.en)).parts.map(\.text) == [
                "👩‍💻 Mia", "Clear Speaker", "Level 6",
            ])
        #expect(
            try Fixture.element("name / title / level", Fixture.context(.zhHans)).parts.map(\.text) == [
                "👩‍💻 Mia", "表达清晰", "等级 6",
            ])
    }

    @Test func statsWithAbilityBaseline() throws {
        let stats = try Fixture.element("stats", Fixture.context(.en))
        #expect(stats.parts.map(\.text) == ["7", "24", "72"])
        #expect(stats.parts.map { $0.parts.first?.text } == ["Day streak", "Sessions", "Ability"])
        let first = try Fixture.element("stats", Fixture.context(.en, me: "me.first-time.json"))
        #expect(first.parts.map(\.text) == ["0", "0", "Building baseline"])
        #expect(first.fallback == .because(.null(field: "me.stats.ability"), .key("profile.stat.ability.baseline")))
        #expect(
            try Fixture.element("stats", Fixture.context(.zhHans, me: "me.first-time.json")).parts.last?.text == "建立基准中"
        )
    }

    @Test func signInWithAppleOnlyForAnonymous() throws {
        let anonymous = try Fixture.element("SIWA card", Fixture.context(.en))
        #expect(anonymous.text == "Keep your progress safe")
        let apple = try Fixture.element("SIWA card", Fixture.context(.zhHans, me: "me.expired.json"))
        #expect(apple.content == .hidden(reason: .value(field: "me.auth_provider", is: "apple")))
        #expect(apple.fallback == .hide(nil))
    }

    @Test func weeklyQuestsWithDateRange() throws {
        let en = try Fixture.element("weekly quests", Fixture.context(.en))
        #expect(en.parts.first?.text == "Nov 23\u{2009}–\u{2009}29")
        #expect(en.parts[1].parts.map(\.text) == ["3/5", "+50 XP"])
        #expect(en.parts[3].parts.map(\.text) == ["2/2", "+30 XP", "Done"])
        let zh = try Fixture.element("weekly quests", Fixture.context(.zhHans))
        #expect(zh.parts.first?.text == "11月23日至29日")
        #expect(zh.parts[3].parts.last?.text == "已完成")
        let crossMonth = try Fixture.element(
            "weekly quests",
            Fixture.context(
                .en,
                editQuests: [
                    .set(path: "week_start", value: "2026-11-30"), .set(path: "week_end", value: "2026-12-06"),
                ]
            ))
        #expect(crossMonth.parts.first?.text == "Nov 30\u{2009}–\u{2009}Dec 6")
        let none = try Fixture.element("weekly quests", Fixture.context(.en, weeklyQuests: nil))
        #expect(none.content == .hidden(reason: .noResponse(.weeklyQuests)))
    }

    @Test func subscriptionRowByStatus() throws {
        func row(_ edit: [InputChange.Action], locale: LanguageTag = .en) throws -> RenderedElement {
            try Fixture.element("subscription row", Fixture.context(locale, edit: edit))
        }
        // The status is the row's text and its date the `date` part.
        func date(_ row: RenderedElement) -> String? { row.parts.first { $0.label == "date" }?.text }
        let active = try Fixture.element("subscription row", Fixture.context(.en))
        #expect(active.text == "Subscribed")
        #expect(date(active) == "until Oct 18, 2027")
        let zhActive = try Fixture.element("subscription row", Fixture.context(.zhHans))
        #expect(zhActive.text == "已订阅")
        #expect(date(zhActive) == "有效期至 2027年10月18日")
        #expect(
            try Fixture.element("subscription row", Fixture.context(.en, me: "me.expired.json")).text
                == "Expired Nov 20")
        #expect(
            try Fixture.element("subscription row", Fixture.context(.zhHans, me: "me.expired.json")).text
                == "已于 11月20日到期")
        let trial = try Fixture.element("subscription row", Fixture.context(.en, me: "me.first-time.json"))
        #expect(trial.text == "Free trial")
        #expect(date(trial) == "ends Dec 4")
        let zhTrial = try Fixture.element("subscription row", Fixture.context(.zhHans, me: "me.first-time.json"))
        #expect(zhTrial.text == "免费试用中")
        #expect(date(zhTrial) == "12月4日结束")
        let grace = try row(
            Fixture.entitlement("grace", trialEnds: nil, expires: "2026-11-25T13:40:00Z", grace: "2026-12-02T13:40:00Z")
        )
        #expect(grace.text == "Payment issue")
        #expect(date(grace) == "update by Dec 2")
        let none = try row(Fixture.entitlement("none", trialEnds: nil, expires: nil))
        #expect(none.text == "Not subscribed")
        #expect(none.parts.map(\.text) == ["Subscription"])
        let undated = try row(Fixture.entitlement("trial", trialEnds: nil, expires: nil))
        #expect(undated.text == "Free trial")
        #expect(undated.fallback == .because(.null(field: "me.entitlement.trial_ends_at"), .key("profile.sub.trial")))
        #expect(date(undated) == nil)
        #expect(try row(Fixture.entitlement("active", trialEnds: nil, expires: nil), locale: .zhHans).text == "已订阅")
        let unknown = try row(Fixture.entitlement("paused", trialEnds: nil, expires: nil))
        #expect(unknown.text == "paused")
        #expect(
            unknown.fallback
                == .because(.value(field: "me.entitlement.status", is: "paused"), .asSent))
    }

    /// The row reads as a sentence, so it names each language in the UI language (ICU's display
    /// names); the toggles below it show endonyms.
    @Test func languagesRowNamesLanguagesInTheUILanguage() throws {
        #expect(try Fixture.element("languages row", Fixture.context(.en, me: "me.first-time.json")).text == "English")
        let en = try Fixture.element("languages row", Fixture.context(.en))
        #expect(en.text == "English and Simplified Chinese")
        #expect(en.parts.map(\.language) == [.en, .en])
        // 林晓 practices zh-Hans first.
        let zh = try Fixture.element("languages row", Fixture.context(.zhHans, me: "me.shanghai.json"))
        #expect(zh.text == "简体中文和英语")
        #expect(zh.parts.map(\.language) == [.zhHans, .zhHans])
        let three = try Fixture.element(
            "languages row",
            Fixture.context(.en, edit: [.set(path: "settings.practice_languages", value: ["en", "ja", "es"])]))
        #expect(three.text == "English, Japanese, and Spanish")
    }

    @Test func appLanguageFollowsTheDevice() throws {
        let follow = try Fixture.element("app language", Fixture.context(.en))
        #expect(follow.text == "Follow system · English")
        #expect(follow.fallback == .because(.null(field: "me.settings.ui_locale"), .described(.followDevice)))
        #expect(follow.parts.map(\.text) == ["App language", "Follow system · English", "English", "简体中文"])
        #expect(follow.parts[1].label == "option · follow system")
        #expect(follow.parts[1].selected)

        let zhFollow = try Fixture.element("app language", Fixture.context(.zhHans))
        #expect(zhFollow.text == "跟随系统 · 简体中文")

        // Chosen in Settings: ui_locale is the UI language.
        let chosen = try Fixture.element("app language", Fixture.context(.zhHans, me: "me.language.json"))
        #expect(chosen.text == "简体中文")
        #expect(chosen.parts.map(\.text) == ["应用语言", "跟随系统 · 简体中文", "English", "简体中文"])
        #expect(chosen.parts[3].label == "option · zh-Hans")
        #expect(chosen.parts[3].selected)

        // The device's language as the catalog serves it: zh-Hans-CN → 简体中文, fr-FR → English.
        let chineseDevice = try Fixture.element(
            "app language",
            Fixture.context(
                .en,
                editLocal: [.set(path: "device.locale", value: "zh-Hans-CN")]))
        #expect(chineseDevice.text == "Follow system · 简体中文")
        let frenchDevice = try Fixture.element(
            "app language",
            Fixture.context(.zhHans, editLocal: [.set(path: "device.locale", value: "fr-FR")]))
        #expect(frenchDevice.text == "跟随系统 · English")
    }

    @Test func practiceLanguageToggles() throws {
        let en = try Fixture.element("practice languages", Fixture.context(.en))
        #expect(en.parts.map(\.text) == ["English", "简体中文", "日本語", "Español"])
        #expect(en.parts.map(\.looksNote) == ["on", "on", "off", "off"])
        #expect(en.parts[0].parts.map(\.text) == ["Primary"])
        #expect(en.parts[1].parts.map(\.text) == [])
        // The last language on can't be turned off.
        let one = try Fixture.element("practice languages", Fixture.context(.en, me: "me.first-time.json"))
        #expect(one.parts[0].looksNote == "on, can’t be turned off")
        #expect(one.parts[0].parts.map(\.text) == ["Primary", "Keep at least one practice language."])
        #expect(one.parts[1].looksNote == "off")
        // 林晓: zh-Hans is primary.
        let zh = try Fixture.element("practice languages", Fixture.context(.zhHans, me: "me.shanghai.json"))
        #expect(zh.parts.map(\.looksNote).prefix(2) == ["on", "on"])
        #expect(zh.parts[1].parts.map(\.text) == ["主要"])
        let noConfig = try Fixture.element(
            "practice languages", Fixture.context(.zhHans, me: "me.shanghai.json", config: nil))
        #expect(noConfig.parts.map(\.text) == ["简体中文", "English"])
    }

    @Test func remindersWhenTheSystemBlocksNotifications() throws {
        #expect(ProfileScreen.minutes("08:30") == 510)
        #expect(ProfileScreen.minutes("8:30") == nil)
        #expect(ProfileScreen.minutes("24:00") == nil)
        let on = try Fixture.element("reminders", Fixture.context(.en))
        #expect(on.parts.map(\.text) == ["Daily reminder", "Reminder time", "Streak-risk alert"])
        #expect(on.parts[1].parts.first?.text == "7:45\u{202F}AM")
        #expect(on.fallback == nil)
        let off = try Fixture.element(
            "reminders", Fixture.context(.en, me: "me.expired.json", local: "local.notifications-off.json"))
        #expect(
            off.fallback
                == .because(
                    .value(field: "local.device.notificationsAuthorized", is: "false"),
                    .key("settings.notifications_off")))
        #expect(off.parts.last?.text == "Notifications are off for this app in iOS Settings.")
        #expect(off.parts.last?.parts.first?.text == "Open Settings")
        #expect(off.parts[0].looksNote == "on, disabled")
        let zh = try Fixture.element("reminders", Fixture.context(.zhHans, local: "local.notifications-off.json"))
        #expect(zh.parts[1].parts.first?.text == "07:45")
        #expect(zh.parts.last?.text == "系统设置中已关闭本应用的通知。")
    }

    @Test func retentionFallsBackToThirtyDays() throws {
        #expect(ProfileScreen.retentionDays(365) == (365, false))
        #expect(ProfileScreen.retentionDays(90) == (30, true))
        let en = try Fixture.element("retention", Fixture.context(.en))
        #expect(en.parts.map(\.text) == ["7 days", "30 days", "1 year"])
        #expect(en.parts.map(\.label) == ["7", "30", "365"])
        #expect(en.parts.map(\.selected) == [false, true, false])
        let odd = try Fixture.element(
            "retention",
            Fixture.context(.zhHans, edit: [.set(path: "settings.audio_retention_days", value: 90)]))
        #expect(odd.parts.map(\.text) == ["7 天", "30 天", "1 年"])
        #expect(odd.parts[1].selected)
        #expect(odd.fallback == .because(.value(field: "me.settings.audio_retention_days", is: "90"), .value("30")))
    }

    @Test func deleteDataCountsSessions() throws {
        func body(_ count: Int, _ locale: LanguageTag = .en) throws -> String? {
            try Fixture.element(
                "delete data",
                Fixture.context(locale, edit: [.set(path: "stats.completed_sessions", value: .int(Int64(count)))])
            ).parts[1].text
        }
        #expect(
            try body(24)
                == "This permanently deletes your 24 sessions, with their recordings and scores. Your account and subscription stay."
        )
        #expect(
            try body(1)
                == "This permanently deletes your 1 session, with its recordings and scores. Your account and subscription stay."
        )
        #expect(
            try body(0) == "This permanently deletes all your practice history. Your account and subscription stay.")
        #expect(try body(24, .zhHans) == "将永久删除你的 24 次练习及其录音和评分。账号和订阅不受影响。")
        #expect(try Fixture.element("delete data", Fixture.context(.en)).text == "Delete all practice history")
    }

    @Test func deleteAccount() throws {
        let active = try Fixture.element("delete account", Fixture.context(.en))
        #expect(active.text == "Delete account")
        #expect(
            active.parts.map(\.text) == [
                "Delete your account?",
                "Your account, practice history and progress are deleted for good. This doesn’t cancel an App Store subscription.",
                "Delete account", "Manage subscription first", "Cancel",
            ])
        let expired = try Fixture.element("delete account", Fixture.context(.en, me: "me.expired.json"))
        #expect(expired.parts[3].content == .hidden(reason: .value(field: "me.entitlement.status", is: "expired")))
    }

    @Test func versionWithRubric() throws {
        let en = try Fixture.element("version", Fixture.context(.en))
        #expect(en.text == "Version 1.4.2 (318)")
        #expect(en.parts.map(\.text) == ["rubric-2026.10"])
        #expect(en.parts.map(\.accessibilityHidden) == [true])
        let zh = try Fixture.element("version", Fixture.context(.zhHans))
        #expect(zh.text == "版本 1.4.2（318）")
        #expect(zh.parts.map(\.text) == ["rubric-2026.10"])
        let noConfig = try Fixture.element("version", Fixture.context(.en, config: nil))
        #expect(noConfig.text == "Version 1.4.2 (318)")
        #expect(noConfig.fallback == .because(.noResponse(.config), .omit(.rubric)))
    }
}
