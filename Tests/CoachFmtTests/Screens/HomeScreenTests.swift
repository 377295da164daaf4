import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md § Home: why a row hides or falls back, as values naming the field.
@Suite struct HomeScreenTests {
    @Test func withoutAQuestTheQuestRowsHideAndTheTitleFallsBack() throws {
        let screen = try render("home/home--no-quest", "en")
        let badge = try element(screen, "quest badge")
        #expect(badge.content == .hidden(reason: .null(field: "home.today_quest")))
        #expect(badge.fallback == .hide(.badge))
        let title = try element(screen, "quest title")
        #expect(title.text == "No new article for today")
        #expect(title.fallback == .because(.null(field: "home.today_quest"), .key("home.no_quest.*")))
        #expect(title.fallback?.key == "home.no_quest.*")
        #expect(
            try element(screen, "CTA").fallback == .because(.null(field: "home.today_quest"), .key("home.no_quest.cta"))
        )
        #expect(try element(screen, "3-step path").content.hiddenReason?.fields == ["home.today_quest"])
    }

    /// A first-time home has no streak yet: the pill invites one instead of counting zero days.
    @Test func aStreakOfZeroInvitesTheFirstDay() throws {
        let pill = try element(try render("home/home--first-time", "en"), "streak pill")
        #expect(pill.text == "Start a streak")
        #expect(pill.looks == [.color("grey")])
        #expect(try element(try render("home/home--first-time", "zh-Hans"), "streak pill").text == "今天开始连续练习")
        #expect(try element(try render("home/home--normal", "en"), "streak pill").text == "7 days in a row")
        #expect(try element(try render("home/home--normal", "zh-Hans"), "streak pill").text == "连续练习 7 天")
    }

    @Test func aQuestNotDoneHidesTheDoneTagAndTheSummary() throws {
        let screen = try render("home/home--normal", "en")
        #expect(
            try element(screen, "done tag").content
                == .hidden(reason: .value(field: "home.today_quest.status", is: "not_started")))
        let summary = try element(screen, "completed summary")
        #expect(summary.content == .hidden(reason: .null(field: "home.today_quest.summary")))
        #expect(summary.fallback == .hide(.row))
        #expect(
            try element(screen, "streak-risk card").content
                == .hidden(reason: .value(field: "home.streak.at_risk", is: "false")))
        #expect(try element(screen, "resume sheet").fallback == .hide(nil))
    }

    @Test func aDoneQuestShowsWhatItEarnedNotTheRewardBadge() throws {
        let screen = try render("home/home--completed", "en")
        #expect(
            try element(screen, "quest badge").content
                == .hidden(reason: .value(field: "home.today_quest.status", is: "completed")))
        #expect(try element(screen, "completed summary").parts.compactMap(\.text).last == "+55 XP")
        #expect(try element(render("home/home--normal", "en"), "quest badge").text == "+45 XP")
    }

    @Test func aSummaryWithoutSomePiecesNamesTheFieldsItLacks() throws {
        #expect(try element(render("home/home--completed", "en"), "completed summary").fallback == nil)
        let screen = try render(
            "home/home--completed", "en",
            changes: [
                .set(.home, "today_quest.summary.round2_overall", .null),
                .set(.home, "today_quest.summary.duration_delta_ms", .null),
            ])
        let summary = try element(screen, "completed summary")
        #expect(summary.parts.compactMap(\.text) == ["+55 XP"])
        #expect(
            summary.fallback
                == .because(
                    .all([
                        .null(field: "home.today_quest.summary.round2_overall"),
                        .null(field: "home.today_quest.summary.duration_delta_ms"),
                    ]), .described(.thePiecesSent)))
    }

    /// "Null server string: use the client fallback key": a focus without its title names the
    /// skill by its id's client key, on Home, Record and the expired paywall alike.
    @Test func aFocusWithoutItsTitleNamesTheSkillFromTheCatalog() throws {
        let fallback = Fallback.because(.empty(field: "home.focus.title"), .key("micro.cut_filler"))
        let home = try element(
            render("home/home--normal", "en", changes: [.set(.home, "focus.title", .null)]), "focus chip")
        #expect(home.text == "Keep working on “Cut the filler”")
        #expect(home.fallback == fallback)
        let zh = try element(
            render("home/home--normal", "zh-Hans", changes: [.set(.home, "focus.title", .null)]), "focus chip")
        #expect(zh.text == "继续练习“去掉口头禅”")
        let record = try element(
            render("record/record--idle", "en", changes: [.set(.session, "previous_focus.title", .null)]),
            "focus chip (R1)")
        #expect(record.fallback == .because(.empty(field: "session.previous_focus.title"), .key("micro.cut_filler")))
        let stats = try element(
            render("paywall/paywall--expired-return", "en", changes: [.set(.me, "focus.title", .null)]),
            "expired · stats")
        let focus = try #require(stats.parts.first { $0.label == "focus" })
        #expect(focus.fallback == .because(.empty(field: "me.focus.title"), .key("micro.cut_filler")))
        // An id the catalog does not name is never shown as prose: the chip hides.
        let unknown = try element(
            render(
                "home/home--normal", "en",
                changes: [.set(.home, "focus.title", .null), .set(.home, "focus.micro_skill_id", "speak_slowly")]),
            "focus chip")
        #expect(
            unknown.content.hiddenReason?.description
                == "home.focus.title is invalid (expected a string); home.focus.title is empty")
    }
}
