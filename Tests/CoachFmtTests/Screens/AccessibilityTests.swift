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
                "arrow", "fraction", "duration", "state", "signed", "meta", "calendar_cell", "per_period", "no_value",
                "icon_button", "state_by_look",
            ])
        #expect(parsed.decorations.count == 2)
        #expect(
            parsed.misreadings.map(\.name) == [
                "zh_duration_units", "bare_count", "chip_time_only", "calendar_cell_date_only",
            ])
    }

    /// Over every state of index.json in both locales: no label that a `misread` rule catches.
    @Test func noLabelReadsWrongly() throws {
        var misread: [String] = []
        var inClass = 0
        for state in try ExampleIndex.builtIn().states {
            for locale in LocaleNegotiation.catalogLocales {
                let screen = try state.render(locale: locale)
                misread += Self.classes.misread(in: screen).map {
                    "\($0.state) \($0.locale) \($0.id) [\($0.className)] “\($0.text)”"
                }
                inClass += Self.classes.texts(in: screen).count
            }
        }
        #expect(misread == [])
        #expect(inClass > 800)
    }

    /// Over every state of index.json in both locales: no label that one voice would have to read
    /// in two languages.
    @Test func noLabelMixesTwoLanguages() throws {
        var mixed: [String] = []
        for state in try ExampleIndex.builtIn().states {
            for locale in LocaleNegotiation.catalogLocales {
                mixed += Self.classes.mixedLanguageLabels(in: try state.render(locale: locale)).map {
                    "\($0.state) \($0.locale) \($0.id) “\($0.text)”"
                }
            }
        }
        #expect(mixed == [])
    }

    /// A key point is read in the article's language and its ✓ or ! in the UI language, each as
    /// its own part; the check catches a label that joins the two.
    @Test func aKeyPointAndItsStateAreReadInTheirOwnLanguages() throws {
        let screen = try render("feedback/feedback--full", "zh-Hans", changes: [])
        let id = "feedback.key_points.point_1"
        let point = try #require(screen.element(id: id))
        #expect(point.text == "Meetings fell from nineteen to nine hours a week")
        #expect(point.language?.identifier == "en")
        #expect(point.accessibilityLabel == nil)
        let state = try #require(screen.element(id: id + ".state"))
        #expect(state.looks == [.icon(.covered)])
        #expect(state.accessibilityLabel == "已覆盖")
        #expect(state.language?.identifier == "zh-Hans")
        #expect(try label("feedback/feedback--full", "zh-Hans", "feedback.key_points.point_2.state") == "未覆盖")
        #expect(try label("feedback/feedback--full", "en", "feedback.key_points.point_2.state") == "Missed")
        #expect(Self.classes.mixedLanguageLabels(in: screen).isEmpty)

        func caught(_ change: (inout RenderedElement) -> Void) -> [String] {
            var elements = screen.elements
            guard let index = elements.firstIndex(where: { $0.id == "feedback.key_points" }),
                let pointIndex = elements[index].parts.firstIndex(where: { $0.id == id })
            else { return ["no \(id)"] }
            change(&elements[index].parts[pointIndex])
            return Self.classes.mixedLanguageLabels(in: elements, locale: screen.locale, state: "feedback--full").map(
                \.text)
        }
        // The old label: the English point with the Chinese state word, in one voice.
        let old = "Meetings fell from nineteen to nine hours a week，已覆盖"
        #expect(caught { $0.accessibilityLabel = old } == [old])
        // A UI-language label that quotes the English point mixes them too.
        let quoting = "已覆盖：Meetings fell from nineteen to nine hours a week"
        #expect(caught { $0.parts[0].accessibilityLabel = quoting } == [quoting])
        #expect(caught { $0.accessibilityLabel = $0.text }.isEmpty)
    }

    /// Each `misread` rule catches the labels it was written for, and not their fixed forms.
    @Test func misreadRulesCatchTheirClass() throws {
        func caught(_ id: String, _ spoken: String) -> [String] {
            var element = RenderedElement(label: "chip", content: .text("00:41"))
            element.id = id
            element.accessibilityLabel = spoken
            return Self.classes.misreadings.filter { $0.matches(element) }.map(\.name)
        }
        let chip = "feedback.evidence_list.ev_2.chip"
        #expect(caught("processing.own_audio_playback.duration", "2分钟18秒钟") == ["zh_duration_units"])
        #expect(caught("processing.own_audio_playback.duration", "2 分钟 18 秒钟") == ["zh_duration_units"])
        #expect(caught("record.timer", "41秒钟") == ["zh_duration_units"])
        #expect(caught("processing.own_audio_playback.duration", "2 分 18 秒") == [])
        #expect(caught("record.limit", "最长 3 分钟") == [])
        #expect(caught("profile.weekly_quests.q.progress", "已完成 4，共 5") == ["bare_count"])
        #expect(caught("profile.weekly_quests.q.progress", "已完成 4 次，共 5 次") == [])
        #expect(caught("feedback.key_points", "已覆盖 4 个要点，共 5 个") == [])
        #expect(caught(chip, "41 seconds") == ["chip_time_only"])
        #expect(caught("feedback.one_action.evidence_chip", "1 minute, 58 seconds") == ["chip_time_only"])
        #expect(caught(chip, "41 秒") == ["chip_time_only"])
        #expect(caught(chip, "2 分 18 秒") == ["chip_time_only"])
        #expect(caught(chip, "41秒钟") == ["zh_duration_units", "chip_time_only"])
        #expect(caught(chip, "Play from 41 seconds") == [])
        #expect(caught(chip, "从 41 秒处开始播放") == [])
        #expect(caught("feedback.playback.seek", "41 seconds") == [])
        let day = "paywall.calendar_days.day_2"
        #expect(caught(day, "Saturday, November 28") == ["calendar_cell_date_only"])
        #expect(caught(day, "11月28日星期六") == ["calendar_cell_date_only"])
        #expect(caught(day, "Saturday, November 28, practice day") == [])
        #expect(caught(day, "11月29日星期日，休息日") == [])
        #expect(caught("paywall.billing_price", "Saturday, November 28") == [])
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

    /// Over every state of index.json in both locales: every decorative glyph and avatar, and every
    /// id shown for support, is hidden from screen readers, and at least one of each kind was seen.
    @Test func decorationIsHiddenFromScreenReaders() throws {
        var exposed: [String] = []
        var hidden: Set<String> = []
        for state in try ExampleIndex.builtIn().states {
            for locale in LocaleNegotiation.catalogLocales {
                let screen = try state.render(locale: locale)
                exposed += Self.classes.exposedDecorations(in: screen).map { "\($0.state) \($0.locale) \($0.id)" }
                func visit(_ element: RenderedElement) {
                    if element.accessibilityHidden {
                        hidden.insert(element.id.hasPrefix("library.row_tile.") ? "library.row_tile" : element.id)
                    }
                    element.parts.forEach(visit)
                }
                screen.elements.forEach(visit)
            }
        }
        #expect(exposed == [])
        #expect(
            hidden == [
                "library.row_tile", "home.quick_pick.topic", "profile.avatar_initial", "feedback.meta.rubric",
                "feedback.meta.model", "profile.version.rubric",
            ])
    }

    /// The decorative rule catches a glyph a screen reader would read, and a labelled one.
    @Test func anExposedGlyphIsCaught() throws {
        let screen = try render("profile/settings--default", "en", changes: [])
        var avatar = try #require(screen.element(id: "profile.avatar_initial"))
        #expect(avatar.accessibilityHidden)
        #expect(!Self.classes.exposesDecoration(avatar))
        avatar.accessibilityHidden = false
        #expect(Self.classes.exposesDecoration(avatar))
        avatar.accessibilityHidden = true
        avatar.accessibilityLabel = "Mia"
        #expect(Self.classes.exposesDecoration(avatar))
        // The name beside it is not decoration.
        #expect(!Self.classes.exposesDecoration(try #require(screen.element(id: "profile.name_title_level.name"))))
    }

    /// An icon button and a state drawn only by a look are in a class, so that each needs a label.
    @Test func iconsAndDrawnStatesNeedLabels() throws {
        let feedback = Self.classes.texts(in: try render("feedback/feedback--full", "en", changes: []))
        #expect(
            feedback.filter { $0.className == "icon_button" }.map(\.id) == [
                "feedback.helpful.thumbs_up", "feedback.helpful.thumbs_down",
            ])
        let growth = Self.classes.texts(in: try render("growth/growth--ready", "en", changes: []))
        #expect(growth.filter { $0.className == "state_by_look" }.count == 4)
        let home = Self.classes.texts(in: try render("home/home--completed", "en", changes: []))
        #expect(home.first { $0.id == "home.streak_pill" }?.className == "state_by_look")
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
        #expect(try label(playback, "zh-Hans", "processing.own_audio_playback.duration") == "2 分 18 秒")
        // A text that reads well as it is carries none.
        #expect(try label(playback, "en", "processing.own_audio_playback") == nil)
        #expect(try label("feedback/feedback--full", "en", "feedback.exemplar.duration") == "58 seconds")
        #expect(try label("feedback/feedback--full", "zh-Hans", "feedback.exemplar.duration") == "58 秒")
        // An evidence chip is a button that plays the recording from its time.
        let feedback = "feedback/feedback--full"
        #expect(try label(feedback, "en", "feedback.evidence_list.ev_2.chip") == "Play from 41 seconds")
        #expect(try label(feedback, "zh-Hans", "feedback.evidence_list.ev_2.chip") == "从 41 秒处开始播放")
        #expect(try label(feedback, "en", "feedback.one_action.evidence_chip") == "Play from 41 seconds")
        #expect(
            try label(feedback, "zh-Hans", "feedback.dimension_note_score_evidence_chip.fluency.evidence_chip")
                == "从 1 分 58 秒处开始播放")
        // The element does not know what a quest or an achievement counts: no unit is made up.
        let quest = "profile.weekly_quests.wq_2026w48_sessions.progress"
        #expect(try label("profile/settings--default", "en", quest) == "3 of 5 done")
        #expect(try label("profile/settings--default", "zh-Hans", quest) == "已完成 3 次，共 5 次")
        #expect(try label("growth/growth--ready", "en", "growth.achievements.streak_10.progress") == "7 of 10")
        #expect(try label("growth/growth--ready", "zh-Hans", "growth.achievements.streak_10.progress") == "进度 7，目标 10")
        let paywall = "paywall/paywall--default"
        #expect(try label(paywall, "en", "paywall.calendar_days.day_2") == "Saturday, November 28, practice day")
        #expect(
            try label(paywall, "zh-Hans", "paywall.calendar_days.day_2")
                == ICUDifferences.current.expected("11月28日星期六") + "，练习日")
        #expect(try label(paywall, "en", "paywall.calendar_days.day_1") == "Friday, November 27, practice day, today")
        #expect(try label(paywall, "en", "paywall.calendar_days.day_3") == "Sunday, November 29, rest day")
        #expect(
            try label(paywall, "en", "paywall.calendar_days.day_8") == "Friday, December 4, practice day, first charge")
        #expect(
            try label(paywall, "zh-Hans", "paywall.calendar_days.day_8")
                == ICUDifferences.current.expected("12月4日星期五") + "，练习日，首次扣费")
        #expect(try label("paywall/paywall--default", "en", "paywall.score") == "Score 62 out of 100")
        let card = "paywall.product_cards.coach_pro_yearly"
        #expect(try label(paywall, "en", card + ".price") == "$59.99 per year")
        #expect(try label(paywall, "en", card + ".per_month") == "$5.00 per month")
        #expect(
            try label(paywall, "en", "paywall.cta_caption.caption")
                == "Free until Dec 4, then $59.99 per year. Cancel anytime.")
        #expect(try label("growth/growth--partial", "en", "growth.dimensions.coverage.score") == "No score yet")
        #expect(try label("growth/growth--partial", "zh-Hans", "growth.dimensions.coverage.score") == "暂无分数")
        #expect(try render("paywall/paywall--default", "en", changes: []).element(id: "paywall.score.a11y") == nil)
        let feedbackScreen = "feedback/feedback--full"
        #expect(try label(feedbackScreen, "en", "feedback.helpful.thumbs_up") == "Helpful")
        #expect(try label(feedbackScreen, "en", "feedback.helpful.thumbs_down") == "Not helpful")
        #expect(try label(feedbackScreen, "zh-Hans", "feedback.helpful.thumbs_up") == "有帮助")
        #expect(try label(feedbackScreen, "zh-Hans", "feedback.helpful.thumbs_down") == "没有帮助")
        // The streak flame's fill and outline, in words.
        #expect(try label("home/home--completed", "en", "home.streak_pill") == "8 days in a row, practiced today")
        #expect(try label("home/home--completed", "zh-Hans", "home.streak_pill") == "连续练习 8 天，今天已练习")
        #expect(try label("home/home--normal", "en", "home.streak_pill") == "7 days in a row, not practiced yet today")
        #expect(try label("home/home--night-shanghai", "en", "home.streak_pill") == "7 days in a row, at risk")
        #expect(try label("home/home--night-shanghai", "zh-Hans", "home.streak_pill") == "连续练习 7 天，即将中断")
        #expect(try label("home/home--first-time", "en", "home.streak_pill") == nil)
        let achievement = "growth.achievements.streak_10"
        #expect(try label("growth/growth--ready", "en", achievement) == "Ten-day streak, locked")
        #expect(try label("growth/growth--ready", "en", "growth.achievements.first_session") == "First session, earned")
        #expect(
            try label("growth/growth--ready", "zh-Hans", "growth.achievements.first_session")?.hasSuffix("，已获得") == true
        )
        #expect(try label("growth/growth--ready", "zh-Hans", achievement)?.hasSuffix("，未解锁") == true)
    }

    /// What the screens' spoken durations name: whole minutes however many, and the seconds past
    /// them, floored as the clock is.
    @Test func minutesAndSeconds() throws {
        let short = try DurationFormat.minutesAndSeconds(milliseconds: 138_999)
        #expect(short.minutes == 2 && short.seconds == 18)
        let long = try DurationFormat.minutesAndSeconds(milliseconds: 3_901_000)
        #expect(long.minutes == 65 && long.seconds == 1)
        let none = try DurationFormat.minutesAndSeconds(milliseconds: 999)
        #expect(none.minutes == 0 && none.seconds == 0)
        #expect(throws: FormatError.negativeDuration(-1)) { try DurationFormat.minutesAndSeconds(milliseconds: -1) }
    }
}
