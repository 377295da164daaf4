import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The values the Complete section derives (data-binding.md § Complete), rendered from the
/// example settlements with one field changed at a time.
@Suite struct CompleteScreenTests {
    @Test func headlineFromTheServerElseTheVerdictKey() throws {
        let served = try Fixture.render()
        #expect(served.text("headline / subline") == "Sharper and shorter")
        #expect(
            served.part("headline / subline", "subline") == "You kept every key point and finished 41 seconds sooner.")
        #expect(served.element("headline / subline")?.fallback == nil)

        let fallback = try Fixture.render("settlement.repeat-cap.json")
        #expect(fallback.text("headline / subline") == "Sharper and clearer")
        #expect(fallback.part("headline / subline", "subline") == "You said more with less.")
        let zh = try Fixture.render("settlement.repeat-cap.json", locale: "zh-Hans")
        #expect(zh.text("headline / subline") == "更精炼，也更清楚")

        let lost = try Fixture.render {
            $0["headline"] = NSNull()
            $0.comparison["verdict"] = "shorter_lost"
        }
        #expect(lost.text("headline / subline") == "Shorter, but you left out a key point")
        #expect(
            lost.part("headline / subline", "subline") == "You kept every key point and finished 41 seconds sooner.")

        let unknown = try Fixture.render {
            $0["headline"] = NSNull()
            $0["subline"] = NSNull()
            $0.comparison["verdict"] = "faster"
        }
        #expect(
            unknown.element("headline / subline")?.content.hiddenReason
                == .all([
                    .null(field: "settlement.headline"), .value(field: "settlement.comparison.verdict", is: "faster"),
                ]))
    }

    @Test func trophyOnlyForImproved() throws {
        let icon = try #require(try Fixture.render().element("icon + rays"))
        #expect(icon.content == .visual)
        #expect(icon.looksNote == "trophy and rays")
        #expect(
            try Fixture.render("settlement.same.json").element("icon + rays")?.content.hiddenReason
                == .value(field: "settlement.comparison.verdict", is: "same"))
        #expect(
            try Fixture.render("settlement.shorter-lost.json").element("icon + rays")?.content.hiddenReason
                == .value(field: "settlement.comparison.verdict", is: "shorter_lost"))
    }

    @Test func beforeAndAfterWithDurations() throws {
        let screen = try Fixture.render()
        #expect(screen.text("before/after") == "68 → 79")
        let sides = try #require(screen.element("before/after")?.parts)
        #expect(sides[0].text == "Before" && sides[0].parts.map(\.text) == ["68", "02:18"])
        #expect(sides[1].text == "After" && sides[1].parts.map(\.text) == ["79", "01:37"])
        let zh = try Fixture.render(locale: "zh-Hans")
        #expect(zh.element("before/after")?.parts.prefix(2).map(\.text) == ["之前", "之后"])
    }

    @Test func sessionDeltaIsSignedAndSeconds() throws {
        // The score change is the text; the time change is the `secs_delta` part beside it.
        let improved = try Fixture.render()
        #expect(improved.text("session delta") == "+11")
        #expect(improved.part("session delta", "secs_delta") == "41 seconds shorter")
        #expect(improved.element("session delta")?.accessibilityLabel == "up 11 points")
        let lost = try Fixture.render("settlement.shorter-lost.json")
        #expect(lost.text("session delta") == "-5")
        #expect(lost.part("session delta", "secs_delta") == "52 seconds shorter")
        let zh = try Fixture.render("settlement.shorter-lost.json", locale: "zh-Hans")
        #expect(zh.text("session delta") == "-5")
        #expect(zh.part("session delta", "secs_delta") == "短了 52 秒")
        #expect(zh.element("session delta")?.accessibilityLabel == "下降 5 分")
        let flat = try Fixture.render {
            $0.comparison["overall_delta"] = 0
            $0.comparison["duration_delta_ms"] = 3_400
        }
        // No change is 0 (sign-except-zero), never +0.
        #expect(flat.text("session delta") == "0")
        #expect(flat.part("session delta", "secs_delta") == "3 seconds longer")
    }

    @Test func lostKeyPointsHiddenWhenEmpty() throws {
        let lost = try #require(try Fixture.render().element("lost points"))
        #expect(lost.content == .hidden(reason: .empty(field: "settlement.comparison.key_points_lost")))
        #expect(lost.fallback == .hide(nil))
        let two = try Fixture.render("settlement.shorter-lost.json")
        #expect(two.text("lost points") == "You dropped 2 key points this time:")
        #expect(two.part("lost points", "point 1") == "Meetings fell from nineteen to nine hours a week")
        let one = try Fixture.render(session: true) {
            $0.comparison["key_points_lost"] = ["Recorded decisions rose by a third"]
        }
        #expect(one.text("lost points") == "You dropped a key point this time:")
        #expect(one.element("lost points")?.parts.first?.language == .en)
        let zh = try Fixture.render("settlement.shorter-lost.json", locale: "zh-Hans")
        #expect(zh.text("lost points") == "这次漏掉了 2 个要点：")
    }

    @Test func xpAndStreakTiles() throws {
        let screen = try Fixture.render()
        #expect(screen.text("XP tile") == "+55 XP")
        #expect(screen.text("streak tile") == "8 days")
        #expect(screen.part("streak tile", "badge") == "+1 day")

        let replayed = try Fixture.render("settlement.replayed.json")
        #expect(
            replayed.element("streak tile")?.parts.last?.content
                == .hidden(reason: .value(field: "settlement.replayed", is: "true")))
        let kept = try Fixture.render("settlement.repeat-cap.json")
        #expect(
            kept.element("streak tile")?.parts.last?.content
                == .hidden(reason: .value(field: "settlement.streak.streak_incremented", is: "false")))
        let one = try Fixture.render(locale: "zh-Hans") { $0.streak["current"] = 1 }
        #expect(one.text("streak tile") == "1 天")
        #expect(one.part("streak tile", "badge") == "+1 天")
    }

    @Test func abilityTile() throws {
        #expect(try Fixture.render().text("ability tile") == "+1")
        #expect(try Fixture.render("settlement.shorter-lost.json").text("ability tile") == "-1")
        #expect(try Fixture.render("settlement.repeat-cap.json").text("ability tile") == "0")
        #expect(try Fixture.render("settlement.same.json").text("ability tile") == "Building baseline 2/3")
        #expect(try Fixture.render("settlement.same.json", locale: "zh-Hans").text("ability tile") == "建立基准中 2/3")
        // Below three samples the baseline shows even when both values are sent.
        let early = try Fixture.render { $0["ability_sample_count"] = 0 }
        #expect(early.text("ability tile") == "Building baseline 0/3")
        let missing = try Fixture.render { $0["ability_before"] = NSNull() }
        #expect(missing.element("ability tile")?.content.hiddenReason == .null(field: "settlement.ability_before"))
    }

    @Test func levelCardAndLevelUp() throws {
        let screen = try Fixture.render()
        #expect(screen.text("level card") == "Level 6")
        #expect(screen.part("level card", "title") == "Clear Speaker")
        #expect(screen.part("level card", "progress") == "465 / 500 XP")
        #expect(
            screen.element("level-up overlay")?.content.hiddenReason
                == .all([
                    .value(field: "settlement.level_after.level", is: "6"),
                    .value(field: "settlement.level_before.level", is: "6"),
                ]))

        let up = try Fixture.render("settlement.level-up.json")
        #expect(up.text("level-up overlay") == "Level up!")
        // The level and its title are apart, as on the level card.
        let level = try #require(up.element("level-up overlay")?.parts.first)
        #expect(level.text == "Level 7")
        #expect(level.parts.map(\.label) == ["title"])
        #expect(level.parts.map(\.text) == ["Confident Presenter"])
        let zh = try #require(
            try Fixture.render("settlement.level-up.json", locale: "zh-Hans").element("level-up overlay")?.parts.first)
        #expect(zh.text == "等级 7")
        #expect(zh.parts.map(\.text) == ["从容表达"])
    }

    @Test func xpLinesByType() throws {
        let up = try Fixture.render("settlement.level-up.json")
        let lines = try #require(up.element("XP lines")?.parts)
        #expect(
            lines.map(\.text) == [
                "Round 1", "Round 2", "Session complete", "Improvement bonus", "Weekly quest", "Bonus",
            ])
        // Each line's amount is its `xp` part, read as what was gained.
        #expect(lines.map { $0.parts.map(\.label) } == Array(repeating: ["xp"], count: 6))
        #expect(lines.map { $0.parts.first?.text } == ["+15 XP", "+15 XP", "+15 XP", "+10 XP", "+50 XP", "+10 XP"])
        #expect(lines.first?.parts.first?.accessibilityLabel == "gained 15 XP")
        #expect(lines.first?.accessibilityLabel == nil)
        #expect(
            up.element("XP lines")?.fallback
                == .because(
                    .value(field: "settlement.xp.breakdown[].type", is: "streak_bonus"), .key("complete.xp.other")))
        #expect(
            up.notes.contains(
                .unknownValue(
                    field: "settlement.xp.breakdown[].type", value: "streak_bonus",
                    outcome: .shownAs(key: "complete.xp.other"))))
        let zh = try Fixture.render("settlement.level-up.json", locale: "zh-Hans")
        let zhLines = try #require(zh.element("XP lines")?.parts.suffix(2))
        #expect(zhLines.map(\.text) == ["每周任务", "额外奖励"])
        #expect(zhLines.map { $0.parts.first?.text } == ["+50 XP", "+10 XP"])
        #expect(zhLines.map { $0.parts.first?.accessibilityLabel } == ["获得 50 XP", "获得 10 XP"])
    }

    /// An XP line never shows a type's id (`streak_bonus`): every line of every Complete state
    /// reads as words in both locales.
    @Test func noXPLineShowsAnInternalCode() throws {
        var checked = 0
        for state in try ExampleIndex.builtIn().states where state.section == .complete {
            for locale in [LanguageTag.en, .zhHans] {
                let screen = ScreenRenderer.render(
                    state.section, inputs: try state.inputs(locale: locale), locale: locale,
                    timeZone: state.zone(for: locale), now: state.now)
                for line in screen[CompleteScreen.Element.xpLines]?.parts ?? [] {
                    let text = try #require(line.text, "\(state.id) \(line.id)")
                    #expect(!text.contains("_") && text.wholeMatch(of: /[a-z]+/) == nil, "\(state.id): \(text)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10)
    }

    @Test func missedImproveBonusStruckThrough() throws {
        let same = try Fixture.render("settlement.same.json")
        let missed = try #require(same.element("XP lines")?.parts.last)
        #expect(missed.label == "improve")
        #expect(missed.text == "Improvement bonus missed")
        #expect(missed.lookNote == "struck through, missed")
        // Today's quest for this session says base 45, base + improve 55 (CCR-4).
        let known = try Fixture.render("settlement.same.json", home: true)
        let amount = try #require(known.element("XP lines")?.parts.last)
        #expect(amount.text == "Improvement bonus missed")
        #expect(amount.parts.map(\.text) == ["+10 XP"])
        #expect(amount.parts.map(\.accessibilityLabel) == ["10 XP not earned"])
        let zhAmount = try #require(
            try Fixture.render("settlement.same.json", locale: "zh-Hans", home: true).element("XP lines")?.parts.last)
        #expect(zhAmount.text == "未获得进步奖励")
        #expect(zhAmount.parts.map(\.text) == ["+10 XP"])
        #expect(zhAmount.parts.map(\.accessibilityLabel) == ["少得 10 XP"])
        // Present improve line: nothing struck through.
        #expect(try Fixture.render().element("XP lines")?.parts.last?.label == "improve")
    }

    @Test func capAndRepeatNotes() throws {
        let notes = try Fixture.render("settlement.repeat-cap.json")
        #expect(notes.element("cap / repeat notes")?.content == .composite)
        #expect(
            notes.element("cap / repeat notes")?.parts.map(\.text) == [
                "You’ve reached today’s XP limit.", "You practiced this recently, so XP is reduced.",
            ])
        let withConfig = try Fixture.render("settlement.repeat-cap.json", locale: "zh-Hans", config: true)
        #expect(
            withConfig.element("cap / repeat notes")?.parts.map(\.text) == ["今天已达 165 XP 上限。", "近期练过这篇，经验值已减少。"])
        #expect(
            try Fixture.render().element("cap / repeat notes")?.content.hiddenReason
                == .all([
                    .value(field: "settlement.xp.daily_cap_hit", is: "false"),
                    .value(field: "settlement.xp.repeat_discount", is: "false"),
                ]))
    }

    @Test func weeklyQuestsNextFocusAndAchievements() throws {
        let screen = try Fixture.render("settlement.level-up.json")
        let quests = try #require(screen.element("weekly quests")?.parts)
        #expect(
            quests.map(\.text) == [
                "Complete 5 sessions", "Improve in round 2 three times", "Practice 2 different topics",
            ])
        #expect(quests.map { $0.parts.map(\.text) } == [["5/5", "Done"], ["2/3", "+40 XP"], ["2/2", "Done"]])
        #expect(screen.text("next focus") == "Number your points")
        #expect(screen.part("next focus", "heading") == "Next time, focus on")
        #expect(screen.element("achievement sheet")?.parts.map(\.text) == ["Ten-day streak", "Five in a week"])

        let plan = try Fixture.render("settlement.same.json", locale: "zh-Hans")
        #expect(plan.element("achievement sheet")?.parts.map(\.text) == ["计划第 3 天完成"])
        #expect(
            try Fixture.render().element("achievement sheet")?.content.hiddenReason
                == .all([
                    .empty(field: "settlement.achievements_unlocked"), .null(field: "settlement.plan_day_completed"),
                ]))
        #expect(
            try Fixture.render { $0["next_suggestion"] = NSNull() }.element("next focus")?.content.hiddenReason
                == .null(field: "settlement.next_suggestion"))
    }

    @Test func replayedBannerWithDateAndTime() throws {
        let en = try Fixture.render("settlement.replayed.json")
        #expect(en.text("eyebrow") == "Earlier results")
        #expect(
            en.text("replayed banner")
                == "These results are from Nov 27 at 8:52\u{202F}AM. Rewards weren’t added twice.")
        let zh = try Fixture.render("settlement.replayed.json", locale: "zh-Hans")
        #expect(zh.text("replayed banner") == "这是 11月27日 08:52 的练习结果，奖励不会重复发放。")
        #expect(
            try Fixture.render().element("replayed banner")?.content.hiddenReason
                == .value(field: "settlement.replayed", is: "false"))
        #expect(try Fixture.render("settlement.repeat-cap.json").text("eyebrow") == "Free practice complete")
    }

    @Test func everyRowInEveryState() throws {
        for state in try ExampleIndex.builtIn().states where state.section == .complete {
            for locale in [LanguageTag.en, .zhHans] {
                let screen = try state.render(locale: locale)
                #expect(screen.elements.map(\.label) == CompleteScreen.Element.allCases.map(\.label))
                #expect(screen.errors == [])
            }
        }
    }
}

/// A settlement example, edited as JSON before decoding, with the inputs a state adds.
private enum Fixture {
    struct Settlement {
        var json: [String: Any]
        subscript(key: String) -> Any? {
            get { json[key] }
            set { json[key] = newValue }
        }
        var comparison: [String: Any] {
            get { json["comparison"] as! [String: Any] }
            set { json["comparison"] = newValue }
        }
        var streak: [String: Any] {
            get { json["streak"] as! [String: Any] }
            set { json["streak"] = newValue }
        }
    }

    static func render(
        _ file: String = "settlement.json", locale: String = "en", session: Bool = false, home: Bool = false,
        config: Bool = false,
        edit: (inout Settlement) -> Void = { _ in }
    ) throws -> RenderedScreen {
        var settlement = Settlement(
            json: try JSONSerialization.jsonObject(with: Data(Examples.bytes("\(locale)/\(file)"))) as! [String: Any])
        edit(&settlement)
        var inputs = ScreenInputs()
        try inputs.add(
            .settlement, bytes: [UInt8](try JSONSerialization.data(withJSONObject: settlement.json)), file: file)
        try inputs.add(.local, bytes: try Examples.bytes("\(locale)/local.json"), file: "local.json")
        if session {
            try inputs.add(.session, bytes: try Examples.bytes("\(locale)/session.completed.json"), file: "session")
        }
        if home { try inputs.add(.home, bytes: try Examples.bytes("\(locale)/home.completed.json"), file: "home") }
        if config { try inputs.add(.config, bytes: try Examples.bytes("\(locale)/config.json"), file: "config") }
        let zone = "America/New_York"  // the learner's, in both locales
        return ScreenRenderer.render(
            .complete, inputs: inputs, locale: try LanguageTag(locale), timeZone: try TimeZoneID(zone),
            now: Timestamp("2026-11-27T09:40:00-05:00")!)
    }
}
