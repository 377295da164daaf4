/// data-binding.md § Home.
public enum HomeScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let home = c.inputs.home else { return unavailable(c) }
        let quest = home.todayQuest
        let questSources = ["home.today_quest"]
        return [
            streakPill(c, home.streak),
            dateLabel(c, home),
            c.message(
                "greeting + name", ["home.greeting", "home.display_name"], "home.greeting.format",
                ["greeting": .string(c.served(home.greeting)), "name": .string(home.displayName)]),
            level(c, home.level),
            quest.map {
                c.message("quest badge", ["home.today_quest.xp_reward"], "home.quest.xp", ["xp": .integer($0.xpReward)])
            } ?? c.hidden("quest badge", questSources, "today_quest is null", fallback: "hide badge"),
            questMeta(c, quest),
            quest.map {
                c.text(
                    "quest title", ["home.today_quest.article.title"], $0.article.title,
                    language: c.contentLanguage($0.article.language))
            }
                ?? c.message(
                    "quest title", questSources, "home.no_quest.title",
                    fallback: "today_quest is null (CCR-1): home.no_quest.*",
                    parts: [c.part("body", c.copy("home.no_quest.body"))]),
            planDay(c, quest),
            focusChip(c, home.focus),
            steps(c, quest),
            cta(c, quest),
            summary(c, quest),
            streakRisk(c, home.streak),
            freezeNotice(c, home),
            topicChips(c, home.topics),
            quickPick(c, home),
            resumeSheet(c, home.resumeSession),
            c.offlineBanner(cache: "home", key: "home.offline"),
        ]
    }

    /// Every row hidden, with the reason: GET /home failed and nothing was cached.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        let reason =
            c.inputs.error.map { "GET /v1/home failed (\($0.error.code)); nothing cached" } ?? "no home response"
        let labels = [
            "streak pill", "date label", "greeting + name", "level", "quest badge", "quest meta", "quest title",
            "plan day tag", "focus chip", "3-step path", "CTA", "completed summary", "streak-risk card", "topic chips",
            "quick pick", "resume sheet", "offline banner",
        ]
        var elements = labels.map { c.hidden($0, ["home"], reason) }
        if let error = c.inputs.error?.error {
            elements.append(c.errorElement(error))
        }
        return elements
    }

    static func streakPill(_ c: RenderContext, _ streak: Streak) -> RenderedElement {
        // The pill's look, from the row's Format column.
        let look =
            streak.current == 0
            ? "grey" : streak.todayDone ? "amber, filled flame" : streak.atRisk ? "amber, outline" : "amber"
        return c.message(
            "streak pill", ["home.streak.current", "home.streak.today_done", "home.streak.at_risk"],
            "home.streak.label",
            ["count": .integer(streak.current)], fallback: c.cachedFallback("home"), parts: [c.look(look)])
    }

    static func dateLabel(_ c: RenderContext, _ home: Home) -> RenderedElement {
        guard home.localDateLabel.isEmpty else {
            return c.text("date label", ["home.local_date_label"], c.served(home.localDateLabel))
        }
        return c.text("date label", ["home.local_date_label"], c.day(c.today, "EEEE"), fallback: "weekday from device")
    }

    static func level(_ c: RenderContext, _ level: Level) -> RenderedElement {
        c.message(
            "level", ["home.level.level", "home.level.title", "home.level.xp_into_level", "home.level.xp_for_next"],
            "common.level", ["level": .integer(level.level)],
            parts: [
                c.part("title", c.served(level.title)),
                c.part(
                    "progress",
                    c.copy(
                        "common.level.progress",
                        ["current": .integer(level.xpIntoLevel), "total": .integer(level.xpForNext)])),
            ])
    }

    static func questMeta(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        let sources = [
            "home.today_quest.article.topic.name", "home.today_quest.article.length.label",
            "home.today_quest.article.est_read_seconds",
        ]
        guard let article = quest?.article else { return c.hidden("quest meta", sources, "today_quest is null") }
        // "drop missing parts": empty labels and an unknown read time fall out.
        let readTime = CatalogMessage.readTime(seconds: article.estReadSeconds).flatMap { c.copy($0).text }
        let parts = [c.served(article.topic.name), c.served(article.length.label), readTime ?? ""].filter {
            !$0.isEmpty
        }
        guard !parts.isEmpty else {
            return c.hidden("quest meta", sources, "topic, length and read time are all missing")
        }
        return c.text("quest meta", sources, parts.joined(separator: DesignValues.metaSeparator))
    }

    static func planDay(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let day = quest?.planDay else {
            return c.hidden(
                "plan day tag", ["home.today_quest.plan_day"],
                quest == nil ? "today_quest is null" : "today_quest.plan_day is null")
        }
        return c.message("plan day tag", ["home.today_quest.plan_day"], "home.quest.plan_day", ["day": .integer(day)])
    }

    static func focusChip(_ c: RenderContext, _ focus: Focus?) -> RenderedElement {
        let sources = ["home.focus.title", "home.focus.suggested_count", "me.stats.completed_sessions"]
        guard let focus else { return c.hidden("focus chip", sources, "focus is null") }
        // The diagnostic's focus until the first session is done: suggested once, nothing completed.
        let fromDiagnostic = focus.suggestedCount == 1 && c.inputs.me?.stats.completedSessions == 0
        let key = fromDiagnostic ? "home.quest.focus.diagnostic" : "home.quest.focus.last"
        return c.message("focus chip", sources, key, ["skill": .string(c.served(focus.title))])
    }

    static func steps(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        let sources = [
            "home.today_quest.steps[].key", "home.today_quest.steps[].label", "home.today_quest.steps[].state",
        ]
        guard let quest, !quest.steps.isEmpty else {
            return c.hidden("3-step path", sources, quest == nil ? "today_quest is null" : "today_quest.steps is empty")
        }
        return c.list(
            "3-step path", sources,
            quest.steps.map { step in
                // done = lime ✓, current = white ring (the row's Format column).
                let mark =
                    switch step.state.known {
                    case .done: "✓ done"
                    case .current: "current"
                    case .pending: "pending"
                    case nil: step.state.rawValue
                    }
                return c.part(step.key.rawValue, c.served(step.label)).looking(mark)
            })
    }

    static func cta(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        let sources = ["home.today_quest.status", "home.today_quest.session_id"]
        guard let quest else {
            return c.message("CTA", sources, "home.no_quest.cta", fallback: "today_quest is null: library")
        }
        switch quest.status.known {
        case .notStarted: return c.message("CTA", sources, "home.quest.cta.start")
        case .completed: return c.message("CTA", sources, "home.quest.cta.free_practice")
        case .inProgress, nil:
            guard let stage = quest.stage else {
                return c.message(
                    "CTA", sources, "common.continue", fallback: "in progress without a stage: common.continue")
            }
            let key = c.enumKey(stage, among: SessionStage.resumable) { "home.quest.cta.resume.\($0)" }
            guard c.catalog.has(key) else {
                return c.message(
                    "CTA", sources + ["home.today_quest.stage"], "common.continue",
                    fallback: "unknown stage \(stage.rawValue): common.continue")
            }
            return c.message("CTA", sources + ["home.today_quest.stage"], key)
        }
    }

    static func summary(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        let sources = ["home.today_quest.summary"]
        guard let summary = quest?.summary else {
            return c.hidden(
                "completed summary", sources, quest == nil ? "today_quest is null" : "today_quest.summary is null",
                fallback: "hide row")
        }
        var parts: [RenderedElement] = []
        if let before = summary.round1Overall, let after = summary.round2Overall {
            parts.append(
                c.part("scores", c.copy("common.score_change", ["before": .integer(before), "after": .integer(after)])))
        }
        if let delta = summary.durationDeltaMs {
            parts.append(c.part("secs_delta", c.copy(.secondsDelta(milliseconds: delta))))
        }
        if let xp = summary.xpAwarded { parts.append(c.part("xp", c.copy("common.xp", ["xp": .integer(xp)]))) }
        guard !parts.isEmpty else {
            return c.hidden("completed summary", sources, "summary has no scores, duration or XP")
        }
        // The design's one line, "68 → 79 · 41 s shorter · +55 XP", is a message of its own, so
        // that a translator orders it; with a piece missing the row shows the pieces it has.
        guard parts.count == 3, parts.allSatisfy({ $0.text != nil }) else {
            return c.list("completed summary", sources, parts, fallback: "a summary field is null: the pieces sent")
        }
        return c.message(
            "completed summary", sources, "home.quest.summary",
            ["scores": .string(parts[0].text!), "shorter": .string(parts[1].text!), "xp": .string(parts[2].text!)],
            parts: parts)
    }

    static func streakRisk(_ c: RenderContext, _ streak: Streak) -> RenderedElement {
        let sources = ["home.streak.at_risk", "home.streak.freezes"]
        guard streak.atRisk else {
            return c.hidden("streak-risk card", sources, "streak.at_risk is false", fallback: "hide card")
        }
        return c.message(
            "streak-risk card", sources, "home.risk.title",
            parts: [
                c.part(
                    "body",
                    c.copy("home.risk.body", ["count": .integer(streak.current), "freezes": .integer(streak.freezes)]))
            ])
    }

    /// CCR-8: "A streak freeze was used yesterday" after a missed day.
    static func freezeNotice(_ c: RenderContext, _ home: Home) -> RenderedElement {
        let sources = ["home.streak.last_freeze_used_local_date", "home.local_date"]
        guard let used = home.streak.lastFreezeUsedLocalDate, used == home.localDate.adding(days: -1) else {
            return c.hidden("freeze notice", sources, "no streak freeze used yesterday")
        }
        return c.message("freeze notice", sources, "home.freeze_used")
    }

    static func topicChips(_ c: RenderContext, _ topics: [Topic]) -> RenderedElement {
        guard !topics.isEmpty else {
            return c.hidden("topic chips", ["home.topics[].name"], "home.topics is empty", fallback: "hide row")
        }
        let selected = c.inputs.local?.home?.selectedTopic
        return c.list(
            "topic chips", ["home.topics[].name", "local:home.selectedTopic"],
            topics.map { c.part($0.id, c.served($0.name)).looking($0.id == selected ? "selected" : nil) })
    }

    static func quickPick(_ c: RenderContext, _ home: Home) -> RenderedElement {
        let sources = [
            "home.quick_picks[topic = selected]", "local:home.selectedTopic", "home.topics[].glyph",
            "home.topics[].color_token",
        ]
        guard !home.topics.isEmpty else { return c.hidden("quick pick", sources, "home.topics is empty") }
        // The selection is the device's; the kit does not guess which chip is selected.
        guard let selected = c.inputs.local?.home?.selectedTopic else {
            return c.hidden("quick pick", sources, "no topic chip selected (local:home.selectedTopic is null)")
        }
        guard let topic = home.topics.first(where: { $0.id == selected }) else {
            return c.hidden("quick pick", sources, "selected topic \(selected) is not in home.topics")
        }
        guard let pick = home.quickPicks.first(where: { $0.topicID == topic.id }) else {
            return c.message(
                "quick pick", sources, "home.picks.empty.title",
                fallback: "no pick for \(topic.id): home.picks.empty.*",
                parts: [c.part("body", c.copy("home.picks.empty.body"))])
        }
        var glyph = c.part("topic", c.served(topic.glyph))
        glyph.look = topic.colorToken
        var parts = [
            glyph,
            c.part("article", pick.article.title, language: c.contentLanguage(pick.article.language)),
        ]
        if let subtitle = pick.subtitle { parts.insert(c.part("subtitle", c.served(subtitle)), at: 0) }
        return c.text("quick pick", sources, c.served(pick.title), parts: parts)
    }

    static func resumeSheet(_ c: RenderContext, _ session: SessionSummary?) -> RenderedElement {
        let sources = [
            "home.resume_session.article.title", "home.resume_session.stage", "home.resume_session.created_at",
            "home.resume_session.round1_overall",
        ]
        guard let session else {
            return c.hidden("resume sheet", sources, "resume_session is null", fallback: "not shown")
        }
        var parts = [
            c.part("article", session.article.title, language: c.contentLanguage(session.article.language)),
            c.part("stage", c.copy(enumKey: "resume.stage", session.stage, among: SessionStage.resumable)),
            c.part("started", c.copy("resume.started", ["date": .string(c.instant(session.createdAt, "MMMdjmm"))])),
        ]
        if let score = session.round1Overall {
            parts.append(c.part("round 1", c.copy("resume.round1_score", ["score": .integer(score)])))
        }
        return c.message("resume sheet", sources, "resume.title", parts: parts)
    }

}
