import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Renders Growth from example files, optionally edited, in a locale and the example's zone.
private enum Fixture {
    static func context(
        _ locale: LanguageTag, growth: String = "growth.json", me: String? = "me.json", local: String = "local.json",
        edit: [InputChange.Action] = [], editLocal: [InputChange.Action] = []
    ) throws -> RenderContext {
        var inputs = ScreenInputs()
        let folder = locale.identifier
        try inputs.add(.growth, bytes: try Examples.bytes("\(folder)/\(growth)", edit), file: growth)
        if let me { try inputs.add(.me, bytes: try Examples.bytes("\(folder)/\(me)"), file: me) }
        try inputs.add(.local, bytes: try Examples.bytes("\(folder)/\(local)", editLocal), file: local)
        return try exampleContext(inputs, locale)
    }

    static func element(_ label: String, _ c: RenderContext) throws -> RenderedElement {
        try #require(GrowthScreen.elements(c).first { $0.label == label })
    }
}

private func point(_ week: String, _ value: Int?, _ n: Int, partial: Bool = false) -> Growth.Point {
    Growth.Point(weekStart: CalendarDate(week)!, value: value, sampleN: n, isPartial: partial)
}

@Suite struct GrowthScreenTests {
    @Test func everyRowInTableOrder() throws {
        for file in ["growth.json", "growth.partial.json", "growth.empty.json"] {
            let labels = GrowthScreen.elements(try Fixture.context(.en, growth: file)).map(\.label)
            #expect(labels == GrowthScreen.Element.allCases.map(\.label))
        }
    }

    @Test func rangeFallsBackToEightWeeks() throws {
        #expect(GrowthScreen.selectedRange(.known(.fourWeeks)) == (.fourWeeks, false))
        #expect(GrowthScreen.selectedRange(.unknown("6w")) == (.eightWeeks, true))
        let range = try Fixture.element("range", Fixture.context(.en))
        #expect(range.parts.map(\.label) == ["4w", "8w", "12w"])
        #expect(range.parts.map(\.selected) == [false, true, false])
        #expect(range.parts.map(\.text) == ["4 weeks", "8 weeks", "12 weeks"])
        let unknown = try Fixture.element(
            "range",
            Fixture.context(.en, edit: [.set(path: "range", value: "6w")]))
        #expect(unknown.parts.map(\.selected) == [false, true, false])
        #expect(unknown.fallback == .because(.value(field: "growth.range", is: "6w"), .value("8w")))
    }

    @Test func languageChipsOnlyForMoreThanOneLanguage() throws {
        let one = try Fixture.element("language chips", Fixture.context(.en, growth: "growth.partial.json"))
        #expect(one.content == .hidden(reason: .below(field: "growth.languages", value: "1 item", minimum: "2 items")))
        #expect(one.fallback == .hide(nil))

        let zh = try Fixture.element("language chips", Fixture.context(.zhHans))
        // The chip's text is the endonym, in its own language; the count is its `count` part.
        #expect(zh.parts.map(\.text) == ["全部语言", "English", "简体中文"])
        #expect(zh.parts.map { $0.parts.map(\.text) } == [[], ["15 次练习"], ["9 次练习"]])
        #expect(zh.parts.map(\.language) == [.zhHans, .en, .zhHans])
        #expect(zh.parts.map(\.selected) == [true, false, false])

        let en = try Fixture.element(
            "language chips",
            Fixture.context(
                .en,
                edit: [
                    .set(path: "language", value: "en"),
                    .add(path: "languages[2]", value: ["language": "ja", "session_count": 1]),
                ]))
        #expect(
            en.parts.map(\.text) == ["All languages", "English", "简体中文", "日本語"])
        #expect(en.parts.map { $0.parts.map(\.text) } == [[], ["15 sessions"], ["9 sessions"], ["1 session"]])
        #expect(en.parts.map { $0.parts.map(\.label) } == [[], ["count"], ["count"], ["count"]])
        #expect(en.parts.map(\.label) == ["all", "en", "zh-Hans", "ja"])
        #expect(en.parts.map(\.selected) == [false, true, false, false])
    }

    @Test func abilityOrBaselineCard() throws {
        let ability = try Fixture.element("ability", Fixture.context(.en))
        #expect(ability.text == "72")
        #expect(ability.parts.map(\.text) == ["Ability", "+6 in 30 days"])

        let baseline = try Fixture.element(
            "ability", Fixture.context(.en, growth: "growth.partial.json", me: "me.first-time.json"))
        #expect(baseline.text == "Building baseline 1/3")
        #expect(baseline.fallback == .because(.null(field: "growth.ability"), .key("growth.baseline.title")))
        let zh = try Fixture.element(
            "ability", Fixture.context(.zhHans, growth: "growth.partial.json", me: "me.first-time.json"))
        #expect(zh.text == "建立基准中 1/3")

        let noDelta = try Fixture.element(
            "ability",
            Fixture.context(.en, edit: [.set(path: "ability_delta_30d", value: nil)]))
        #expect(noDelta.parts.last?.content == .hidden(reason: .null(field: "growth.ability_delta_30d")))
    }

    @Test func trendLabel() throws {
        #expect(try Fixture.element("trend label", Fixture.context(.en)).text == "Trending up")
        #expect(try Fixture.element("trend label", Fixture.context(.zhHans)).text == "稳步上升")
        #expect(
            try Fixture.element("trend label", Fixture.context(.en, growth: "growth.partial.json")).text
                == "Just getting started")
        let unknown = try Fixture.element(
            "trend label",
            Fixture.context(.en, edit: [.set(path: "trend", value: "sideways")]))
        #expect(unknown.text == "sideways")
        #expect(
            unknown.fallback == .because(.value(field: "growth.trend", is: "sideways"), .asSent)
        )
    }

    @Test func chartMarks() {
        // Blank before the first session, a gap after it, never interpolated; the partial week dashed.
        let series = [
            point("2026-10-05", nil, 0), point("2026-10-12", 61, 4), point("2026-10-19", nil, 0),
            point("2026-10-26", nil, 1), point("2026-11-02", 66, 3), point("2026-11-09", nil, 0, partial: true),
        ]
        #expect(
            GrowthScreen.marks(series) == [
                .blank, .point(61), .gap, .belowMinimum(sessions: 1), .point(66), .partial(nil),
            ])
        // No session yet at all: every week blank, the current one too.
        #expect(
            GrowthScreen.marks([point("2026-11-16", nil, 0), point("2026-11-23", nil, 0, partial: true)]) == [
                .blank, .blank,
            ])
        // The first session this week: the partial week is the first mark.
        #expect(
            GrowthScreen.marks([point("2026-11-16", nil, 0), point("2026-11-23", nil, 1, partial: true)]) == [
                .blank, .partial(nil),
            ])
        #expect(GrowthScreen.marks([]) == [])
    }

    @Test func chartPointsOnePerWeek() throws {
        let chart = try Fixture.element("chart", Fixture.context(.en))
        #expect(
            chart.parts.map(\.text) == ["10/5", "10/12", "10/19", "10/26", "11/2", "11/9", "11/16", "11/23"])
        #expect(chart.parts.map(\.accessibilityLabel).prefix(2) == ["October 5", "October 12"])
        #expect(chart.parts.map { $0.parts.first?.text } == [nil, "61", "63", "None", "66", "68", "71", "72"])
        #expect(chart.parts[0].parts.first?.content == .hidden(reason: .rule(.weeksBeforeTheFirstSessionAreBlank)))
        #expect(chart.parts[3].parts.first?.label == "point")
        #expect(chart.parts[3].parts.first?.looksNote == "gap marker")
        #expect(chart.parts[7].parts.map(\.text) == ["72", "This week so far"])
        #expect(chart.parts[7].looksNote == "dashed")

        let zh = try Fixture.element("chart", Fixture.context(.zhHans))
        #expect(zh.parts.map(\.text).prefix(2) == ["10/5", "10/12"])
        #expect(zh.parts.map(\.accessibilityLabel).prefix(2) == ["10月5日", "10月12日"])
        #expect(zh.parts[3].parts.first?.text == "无")
        #expect(zh.parts[7].parts[1].text == "本周进行中")

        let partial = try Fixture.element("chart", Fixture.context(.en, growth: "growth.partial.json"))
        #expect(
            partial.parts.prefix(7).allSatisfy {
                $0.parts.first?.content == .hidden(reason: .rule(.weeksBeforeTheFirstSessionAreBlank))
            })
        #expect(
            partial.parts[7].parts.map(\.content) == [
                .hidden(
                    reason: .all([
                        .null(field: "growth.series[].value"),
                        .below(field: "growth.series[].sample_n", value: "1", minimum: "min_sessions_per_point 2"),
                    ])), .text("This week so far"),
            ])
        #expect(partial.parts[7].looksNote == "dashed")
    }

    @Test func hookHiddenWhenNull() throws {
        #expect(
            try Fixture.element("hook", Fixture.context(.en)).content
                == .hidden(reason: .null(field: "growth.next_unlock")))
        let hook = try Fixture.element("hook", Fixture.context(.en, growth: "growth.partial.json"))
        #expect(hook.text == "Practice once more this week to unlock its point")
        #expect(
            try Fixture.element("hook", Fixture.context(.zhHans, growth: "growth.partial.json")).text
                == "本周再练一次，就能解锁本周的数据点")
    }

    @Test func dimensionsWithoutScore() throws {
        let ready = try Fixture.element("dimensions", Fixture.context(.en))
        #expect(ready.parts[0].parts.map(\.text) == ["78", "+4"])
        #expect(ready.parts[0].looksNote == "dim.coverage")
        let partial = try Fixture.element("dimensions", Fixture.context(.en, growth: "growth.partial.json"))
        #expect(partial.parts[0].parts.map(\.text) == ["—", "Shown after 3 sessions"])
        let zh = try Fixture.element("dimensions", Fixture.context(.zhHans, growth: "growth.partial.json"))
        #expect(zh.parts[1].parts.map(\.text) == ["—", "完成 3 次练习后显示"])
        #expect(zh.parts[1].looksNote == "dim.structure")
        // An empty label from the server gets the client key.
        let unlabeled = try Fixture.element(
            "dimensions",
            Fixture.context(.en, edit: [.set(path: "dimensions[2].label", value: "")]))
        #expect(unlabeled.parts[2].text == "Concision")
    }

    @Test func microSkills() throws {
        #expect(GrowthScreen.masteryPercent(0.83) == 83)
        #expect(GrowthScreen.masteryPercent(0.125) == 13)
        #expect(GrowthScreen.masteryPercent(1.2) == 100)
        let skills = try Fixture.element("micro-skills", Fixture.context(.en))
        #expect(skills.parts[0].parts.map(\.text) == ["5/6", "83% mastered"])
        // me.focus.micro_skill_id = cut_filler
        #expect(skills.parts[1].parts.map(\.text) == ["2/4", "50% mastered", "Current focus"])
        #expect(skills.parts[5].parts.map(\.text) == ["Not suggested yet"])
        let zh = try Fixture.element("micro-skills", Fixture.context(.zhHans))
        #expect(zh.parts[1].parts.map(\.text) == ["2/4", "掌握度 50%", "当前重点"])
        #expect(zh.parts[5].parts.map(\.text) == ["尚未推荐"])
        // Without GET /v1/me there is no current focus tag.
        let noMe = try Fixture.element("micro-skills", Fixture.context(.en, me: nil))
        #expect(noMe.parts[1].parts.map(\.text) == ["2/4", "50% mastered"])
    }

    @Test func achievements() throws {
        let items = try Fixture.element("achievements", Fixture.context(.en))
        #expect(items.parts.map(\.text) == ["First session", "Seven-day streak", "Ten-day streak", "Five in a week"])
        #expect(items.parts[0].parts.map(\.text) == ["Finish your first full session."])
        #expect(items.parts[0].lookNote == "lime, unlocked")
        #expect(items.parts[2].parts.map(\.text) == ["Practice ten days in a row.", "7/10"])
        #expect(items.parts[2].lookNote == "locked")
    }

    @Test func recentSessions() throws {
        let rows = try Fixture.element("recent sessions", Fixture.context(.zhHans))
        #expect(rows.parts.map(\.text) == ["小区里的“共享工具箱”", "The Quiet Cost of Notifications"])
        #expect(rows.parts.map(\.language) == [.zhHans, .en])
        #expect(rows.parts[0].parts.map(\.text) == ["11月25日", "66 → 73", "短了 22 秒", "+55 XP"])
        let en = try Fixture.element("recent sessions", Fixture.context(.en))
        #expect(en.parts[1].parts.map(\.text) == ["Nov 24", "70 → 74", "31 seconds shorter", "+55 XP"])
        let none = try Fixture.element(
            "recent sessions",
            Fixture.context(.en, edit: [.set(path: "recent_sessions", value: [])]))
        #expect(none.content == .hidden(reason: .empty(field: "growth.recent_sessions")))
        #expect(none.fallback == .hide(.section))
    }

    @Test func emptyState() throws {
        let c = try Fixture.context(.en, growth: "growth.empty.json")
        let elements = GrowthScreen.elements(c)
        let empty = try #require(elements.first { $0.label == "empty" })
        #expect(empty.text == "Your progress will show here")
        #expect(empty.parts.map(\.text) == ["Complete your first session to start your chart.", "Start practicing"])
        let replaced = elements.filter {
            $0.content
                == .hidden(
                    reason: .replaced(.value(field: "growth.state", is: "empty"), by: .emptyState))
        }.map(\.label)
        #expect(
            replaced == [
                "range", "language chips", "ability", "trend label", "chart", "hook", "dimensions", "micro-skills",
                "achievements", "recent sessions",
            ])
        #expect(
            try Fixture.element("empty", Fixture.context(.en)).content
                == .hidden(reason: .value(field: "growth.state", is: "ready")))
    }

    @Test func offlineBannerWithCacheTime() throws {
        let c = try Fixture.context(.en, local: "local.offline.json")
        let banner = try Fixture.element("offline banner", c)
        // local.offline.json caches home, me and config, not growth.
        #expect(banner.text == "You’re offline. Showing saved content.")
        #expect(banner.fallback == .described(.noCacheTime))
        let cached = try Fixture.context(
            .zhHans, local: "local.offline.json",
            editLocal: [.add(path: "cache.growth", value: ["fetchedAt": "2026-11-27T07:42:00-05:00"])])
        let zh = try Fixture.element("offline banner", cached)
        #expect(zh.text == "当前离线，显示的是 07:42 保存的内容。")
        #expect(try Fixture.element("offline banner", Fixture.context(.en)).content == .hidden(reason: .online))
    }
}
