import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The values the Onboarding resolver derives: language options, the selection, the reminder
/// time, and the screen a state shows.
@Suite struct OnboardingScreenTests {
    static let supported = ["en", "zh-Hans", "ja", "es"]

    // MARK: language options

    @Test(arguments: [
        ("en-US", ["en", "zh-Hans", "ja", "es"], "en"),
        ("zh-Hans-CN", ["zh-Hans", "en", "ja", "es"], "zh-Hans"),
        ("zh-CN", ["zh-Hans", "en", "ja", "es"], "zh-Hans"),
        ("ja-JP", ["ja", "en", "zh-Hans", "es"], "ja"),
        ("es-MX", ["es", "en", "zh-Hans", "ja"], "es"),
    ])
    func deviceLanguageComesFirst(device: String, order: [String], match: String) {
        let options = OnboardingScreen.languageOptions(supported: Self.supported, deviceLocale: device)
        #expect(options.tags == order)
        #expect(options.deviceMatch == match)
        #expect(!options.usedFallback)
    }

    @Test(arguments: ["fr-FR", "zh-Hant-TW", "de"])
    func aDeviceLanguageNotOfferedKeepsTheServerOrder(device: String) {
        let options = OnboardingScreen.languageOptions(supported: Self.supported, deviceLocale: device)
        #expect(options.tags == Self.supported)
        #expect(options.deviceMatch == nil)
    }

    @Test func missingOrEmptyListFallsBackToEnglishAndChinese() {
        for supported in [nil, [String]()] {
            let options = OnboardingScreen.languageOptions(supported: supported, deviceLocale: "zh-Hans-CN")
            #expect(options.tags == ["zh-Hans", "en"])
            #expect(options.deviceMatch == "zh-Hans")
            #expect(options.usedFallback)
        }
        #expect(OnboardingScreen.languageOptions(supported: nil, deviceLocale: nil).tags == ["en", "zh-Hans"])
    }

    @Test func selectionIsTheAnswerElseTheDeviceLanguageElseEnglish() {
        let zh = OnboardingScreen.languageOptions(supported: Self.supported, deviceLocale: "zh-Hans-CN")
        #expect(OnboardingScreen.selectedLanguage(answer: "ja", options: zh) == ("ja", nil))
        #expect(OnboardingScreen.selectedLanguage(answer: nil, options: zh) == ("zh-Hans", .described(.deviceLocale)))
        let french = OnboardingScreen.languageOptions(supported: Self.supported, deviceLocale: "fr-FR")
        #expect(
            OnboardingScreen.selectedLanguage(answer: nil, options: french)
                == ("en", .because(.rule(.deviceLocaleNotOffered), .value("en"))))
    }

    @Test func optionsAreEndonymsWithTheDeviceLanguageFirstAndSelected() throws {
        let en = try element(render("onboarding/language--selected", "en"), "language · options")
        #expect(en.parts.map(\.label) == ["en", "zh-Hans", "ja", "es"])
        #expect(en.parts.map(\.marks) == [[.device], [], [], []])
        #expect(en.parts.map(\.selected) == [true, false, false, false])
        #expect(en.parts.map(\.text) == ["English", "简体中文", "日本語", "Español"])
        #expect(en.parts.map(\.language?.identifier) == ["en", "zh-Hans", "ja", "es"])

        // The same learner picked English on a zh-Hans device: the device's language still comes first.
        let zh = try element(render("onboarding/language--selected", "zh-Hans"), "language · options")
        #expect(zh.parts.map(\.label) == ["zh-Hans", "en", "ja", "es"])
        #expect(zh.parts.map(\.marks) == [[.device], [], [], []])
        #expect(zh.parts.map(\.selected) == [false, true, false, false])
        #expect(zh.parts.map(\.text) == ["简体中文", "English", "日本語", "Español"])
        #expect(zh.fallback == nil)
    }

    @Test func uiNoteNamesTheUILanguage() throws {
        #expect(
            try element(render("onboarding/language--selected", "en"), "language · UI note").text
                == "The app itself stays in English. You can change this in Settings.")
        #expect(
            try element(render("onboarding/language--selected", "zh-Hans"), "language · UI note").text
                == "应用界面仍使用“简体中文”，可在设置中更改。")
    }

    // MARK: reminder time

    @Test func reminderTimeIsHHmmWithAFallbackOf0830() throws {
        let c = try emptyContext(.en)
        func shown(_ answer: String?) -> (String, Fallback?) {
            let (time, fallback) = OnboardingScreen.reminderTime(answer)
            return (c.timeOfDay(time), fallback)
        }
        func unreadable(_ answer: String) -> Fallback {
            .because(
                .notOffered(field: "local.onboarding.reminder_time", value: answer, among: .timeOfDay), .value("08:30"))
        }
        func snapped(_ answer: String, _ time: String) -> Fallback {
            .because(.value(field: "local.onboarding.reminder_time", is: answer), .value(time))
        }
        #expect(shown("07:45") == ("7:45\u{202F}AM", nil))
        #expect(shown("21:05") == ("9:05\u{202F}PM", nil))
        #expect(shown("00:00") == ("12:00\u{202F}AM", nil))
        #expect(shown(nil) == ("8:30\u{202F}AM", .value("08:30")))
        #expect(shown("7:45") == ("8:30\u{202F}AM", unreadable("7:45")))
        #expect(shown("24:00") == ("8:30\u{202F}AM", unreadable("24:00")))
        #expect(shown("07:47") == ("7:45\u{202F}AM", snapped("07:47", "07:45")))
        #expect(shown("23:59") == ("11:55\u{202F}PM", snapped("23:59", "23:55")))
    }

    @Test func timeOfDayFollowsEachLocalesHourCycle() throws {
        let time = try #require(TimeOfDay("18:05"))
        #expect(try emptyContext(.en).timeOfDay(time) == "6:05\u{202F}PM")
        #expect(try emptyContext(.zhHans).timeOfDay(time) == "18:05")
    }

    @Test func wheelShowsTheAnswer() throws {
        #expect(try element(render("onboarding/commitment", "en"), "commitment · wheel").text == "7:45\u{202F}AM")
        #expect(try element(render("onboarding/commitment", "zh-Hans"), "commitment · wheel").text == "07:45")
    }

    @Test func weeklyDaysHighlightTheAnswer() throws {
        let row = try element(render("onboarding/commitment", "zh-Hans"), "commitment · 3/5/7")
        #expect(row.parts.map(\.label) == ["3", "5", "7"])
        #expect(row.parts.map(\.selected) == [false, true, false])
        #expect(row.parts.map(\.text) == ["每周 3 天", "每周 5 天", "每周 7 天"])
        #expect(row.fallback == nil)
    }

    // MARK: notification priming

    @Test func previewNamesTheDiagnosticArticle() throws {
        let en = try element(render("onboarding/notification-priming", "en"), "notification-priming · preview")
        #expect(en.text == "“Why Cities Are Planting Tiny Forests” is ready for today’s practice.")
        #expect(en.parts.map(\.text) == ["Time to practice", "7:45\u{202F}AM"])
        let zh = try element(render("onboarding/notification-priming", "zh-Hans"), "notification-priming · preview")
        #expect(zh.text == "今日文章《Why Cities Are Planting Tiny Forests》已准备好。")
    }

    @Test func previewWithoutATitleUsesTheGenericBody() throws {
        let screen = try render(
            "onboarding/notification-priming", "en", changes: [.set(.session, "article.title", "")])
        let preview = try element(screen, "notification-priming · preview")
        #expect(preview.text == "Today’s article is ready. A few minutes is all it takes.")
        #expect(
            preview.fallback == .because(.empty(field: "session.article.title"), .key("notif.daily.body_generic")))
    }

    // MARK: screens

    @Test(arguments: [
        ("onboarding/welcome", OnboardingScreen.Step.welcome),
        ("onboarding/language--selected", .language),
        ("onboarding/goal", .goal),
        ("onboarding/scenario", .scenario),
        ("onboarding/self-level", .selfLevel),
        ("onboarding/commitment", .commitment),
        ("onboarding/notification-priming", .notificationPriming),
    ])
    func eachStateShowsItsScreen(id: String, step: OnboardingScreen.Step) throws {
        for inputs in try inputsInEachLocale(id) {
            #expect(OnboardingScreen.step(inputs) == step)
        }
    }

    @Test func everyRowIsThereInEveryState() throws {
        let rows = [
            "welcome · legal links", "language · options", "language · selection", "language · UI note",
            "goal / scenario / self-level · options", "scenario · topic chips", "commitment · 3/5/7",
            "commitment · wheel",
            "notification-priming · preview", "notification-priming · submit",
        ]
        for state in try ExampleIndex.builtIn().states where state.section == .onboarding {
            let labels = try render(state.id, "en").elements.map(\.label)
            #expect(Array(labels.prefix(rows.count)) == rows, "\(state.id)")
        }
    }

    @Test func topicChipsHideWithoutTopics() throws {
        let screen = try render("onboarding/scenario", "en") { $0.topics = nil }
        let chips = try element(screen, "scenario · topic chips")
        #expect(chips.content == .hidden(reason: .noResponse(.topics)))
        #expect(chips.fallback == .hide(.section))
    }
}
