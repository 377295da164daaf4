import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The accessibility labels: every text of every state that a screen reader would speak wrongly
/// (the classes of `Resources/copy/accessibility.json`) carries one, and they say what they should.
@Suite struct AccessibilityTests {
    static let classes = AccessibilityClasses.builtIn

    @Test func theClassesFileParses() throws {
        let parsed = try AccessibilityClasses.parse(try #require(EmbeddedResources.text("copy/accessibility.json")))
        #expect(
            parsed.classes.map(\.name) == [
                "arrow", "fraction", "duration", "state", "signed", "meta", "calendar_cell",
            ])
    }

    /// Over every state of index.json in both locales: no text in a class without its label.
    @Test func everySymbolicTextHasALabel() throws {
        var missing: [String] = []
        var labelled = 0
        for state in try ExampleIndex.builtIn().states {
            for locale in LocaleNegotiation.catalogLocales {
                for text in Self.classes.texts(in: try state.render(locale: locale)) {
                    if (text.label ?? "").isEmpty {
                        missing.append("\(text.state) \(text.locale) \(text.id) [\(text.className)] “\(text.text)”")
                    } else {
                        labelled += 1
                    }
                }
            }
        }
        #expect(missing == [])
        #expect(labelled > 800)
    }

    /// A text the classes do not name, and one they do, found as the check finds them.
    @Test func aTextIsInAClassByItsTextLookOrID() throws {
        let screen = try render("home/home--completed", "en", changes: [])
        let texts = Self.classes.texts(in: screen)
        let byID = Dictionary(texts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["home.completed_summary.scores"]?.className == "arrow")
        #expect(byID["home.level.progress"]?.className == "fraction")
        #expect(byID["home.3_step_path.read"]?.className == "state")
        #expect(byID["home.greeting_name"] == nil)
        #expect(byID["home.offline_banner"] == nil)
    }

    func label(_ state: String, _ locale: String, _ id: String) throws -> String? {
        try #require(try render(state, locale, changes: []).element(id: id)).accessibilityLabel
    }

    @Test func labelsSayWhatTheSymbolsMean() throws {
        let summary = "home/home--completed"
        #expect(try label(summary, "en", "home.completed_summary.scores") == "from 68 to 79")
        #expect(try label(summary, "zh-Hans", "home.completed_summary.scores") == "从 68 分到 79 分")
        #expect(try label(summary, "en", "home.completed_summary") == "from 68 to 79, 41 seconds shorter, gained 55 XP")
        #expect(try label(summary, "zh-Hans", "home.completed_summary") == "从 68 分到 79 分，短了 41 秒，获得 55 XP")
        #expect(try label(summary, "en", "home.level.progress") == "465 of 500 XP")
        #expect(try label(summary, "zh-Hans", "home.level.progress") == "465 XP，共 500 XP")
        #expect(try label("home/home--normal", "en", "home.quest_meta") == "Business, 139 words, 1 minute to read")
        #expect(try label("home/home--normal", "zh-Hans", "home.quest_meta") == "商业，139 词，阅读约需 1 分钟")
        #expect(try label(summary, "en", "home.3_step_path.read") == "Read, done")
        #expect(try label(summary, "zh-Hans", "home.3_step_path.read") == "阅读，已完成")
        #expect(try label("home/home--normal", "en", "home.quest_badge") == "45 XP to earn")
        #expect(try label("home/home--normal", "zh-Hans", "home.quest_badge") == "可获得 45 XP")
        #expect(try label("home/home--normal", "en", "home.3_step_path.read") == "Read, current step")
        #expect(try label("complete/complete--improved", "en", "complete.xp_tile") == "gained 55 XP")
        let playback = "processing/processing--transcribing"
        #expect(try label(playback, "en", "processing.own_audio_playback.duration") == "2 minutes, 18 seconds")
        #expect(try label(playback, "zh-Hans", "processing.own_audio_playback.duration") == "2分钟18秒钟")
        // A text that reads well as it is carries none.
        #expect(try label(playback, "en", "processing.own_audio_playback") == nil)
        #expect(try label("feedback/feedback--full", "en", "feedback.exemplar.duration") == "58 seconds")
        #expect(try label("paywall/paywall--default", "en", "paywall.calendar_days.day_2") == "Saturday, November 28")
        #expect(
            try label("paywall/paywall--default", "zh-Hans", "paywall.calendar_days.day_2")
                == ICUDifferences.current.expected("11月28日星期六"))
        #expect(try label("paywall/paywall--default", "en", "paywall.score") == "Score 62 out of 100")
        #expect(try render("paywall/paywall--default", "en", changes: []).element(id: "paywall.score.a11y") == nil)
    }

    /// ICU's measures joined by the locale's unit-list pattern, largest first; zero units left
    /// out, floored to seconds.
    @Test func spokenDurations() throws {
        #expect(try DurationFormat.spoken(milliseconds: 138_400, locale: .en) == "2 minutes, 18 seconds")
        #expect(try DurationFormat.spoken(milliseconds: 60_000, locale: .en) == "1 minute")
        #expect(try DurationFormat.spoken(milliseconds: 999, locale: .en) == "0 seconds")
        #expect(try DurationFormat.spoken(milliseconds: 3_661_000, locale: .en) == "1 hour, 1 minute, 1 second")
        #expect(try DurationFormat.spoken(milliseconds: 138_400, locale: .zhHans) == "2分钟18秒钟")
        // The handle's own unit formatters and list pattern give MeasureFormat's text: a skipped
        // middle unit, grouping digits, Chinese with every unit.
        #expect(try DurationFormat.spoken(milliseconds: 7_205_000, locale: .en) == "2 hours, 5 seconds")
        #expect(try DurationFormat.spoken(milliseconds: 3_600_000_000, locale: .en) == "1,000 hours")
        #expect(try DurationFormat.spoken(milliseconds: 3_661_000, locale: .zhHans) == "1小时1分钟1秒钟")
        #expect(try DurationFormat.spoken(milliseconds: 0, locale: .zhHans) == "0秒钟")
        #expect(try DurationFormat.spoken(milliseconds: 3_600_000_000, locale: .zhHans) == "1,000小时")
        #expect(throws: FormatError.negativeDuration(-1)) { try DurationFormat.spoken(milliseconds: -1, locale: .en) }
    }
}
