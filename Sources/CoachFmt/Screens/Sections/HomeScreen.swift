/// data-binding.md § Home.
public enum HomeScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let home = c.inputs.home else { return unavailable(c) }
        let quest = home.todayQuest
        let questSources: [Source] = [.field(.home, "today_quest")]
        return c.rows(Element.self) { row in
            switch row {
            case .streakPill: streakPill(c, home.streak)
            case .dateLabel: dateLabel(c, home)
            case .greetingName: greeting(c, home)
            case .level: c.levelElement(row, home.level, at: JSONPath(.home, "level"))
            case .questHeading: questHeading(c, quest)
            case .questBadge: questBadge(c, quest)
            case .questMeta: questMeta(c, quest)
            case .questTitle:
                quest.map {
                    $0.article.title.isEmpty
                        ? c.hidden(
                            Element.questTitle, .empty(field: JSONPath(.home, "today_quest", "article", "title")))
                        : c.text(Element.questTitle, $0.article.title, language: c.contentLanguage($0.article.language))
                }
                    ?? c.message(
                        Element.questTitle, CoachCopy.home.noQuestTitle,
                        fallback: .because(.null(field: JSONPath(.home, "today_quest")), .key("home.no_quest.*")),
                        parts: [
                            c.part("body", c.copy(CoachCopy.home.noQuestBody)),
                            c.part("add language", c.copy(CoachCopy.home.noQuestAddLanguage)),
                        ], sources: questSources)
            case .planDayTag: planDay(c, quest)
            case .focusChip: focusChip(c, home.focus)
            case .n3StepPath: steps(c, quest)
            case .cta: cta(c, quest)
            case .doneTag: doneTag(c, quest)
            case .completedSummary: summary(c, quest)
            case .streakRiskCard: streakRisk(c, home.streak)
            case .freezeNotice: freezeNotice(c, home)
            case .topicChipsTitle: c.heading(row, over: topicChips(c, home.topics))
            case .topicChips: topicChips(c, home.topics)
            case .quickPick: quickPick(c, home)
            case .resumeSheet: resumeSheet(c, home.resumeSession)
            case .offlineBanner: c.offlineBanner(row)
            case .error: c.noFailure(row)
            case .tabBar: c.tabBar(row, selected: "today")
            }
        }
    }

    /// Every row hidden, with the reason: GET /home failed and nothing was cached.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        let reason = c.unavailableReason(request: .getHome, response: .home)
        // The tab bar reads nothing: it stays, so the learner can leave the failed screen.
        return c.unavailable(Element.self, sources: [.field(.home)], reason: reason, except: [.error]) { row in
            switch row {
            case .error: c.inputs.error.map { c.errorElement($0.error) }
            case .tabBar: c.tabBar(row, selected: "today")
            default: nil
            }
        }
    }

    static func streakPill(_ c: RenderContext, _ streak: Streak) -> RenderedElement {
        // The pill's look, from the row's Format column.
        let look: [RenderedElement.Look] =
            streak.current == 0
            ? [.color("grey")]
            : [.color("amber")] + (streak.todayDone ? [.style(.filledFlame)] : streak.atRisk ? [.style(.outline)] : [])
        let pill = c.message(
            Element.streakPill,
            CoachCopy.home.streakLabel(count: streak.current), fallback: c.cachedFallback("home"), look: look)
        // The flame's fill and outline say what today means for the streak; a screen reader says it
        // in words. At 0 the text says it already.
        guard streak.current > 0 else { return pill }
        let state =
            streak.todayDone
            ? CoachCopy.a11y.statePracticedToday
            : streak.atRisk ? CoachCopy.a11y.stateAtRisk : CoachCopy.a11y.stateNotYetToday
        return pill.labeled(c.spokenState(pill.text, state))
    }

    static func greeting(_ c: RenderContext, _ home: Home) -> RenderedElement {
        c.mayShow(CoachCopy.home.Keys.greetingGeneric)
        // "Null server string: use the client fallback key": a greeting for any time of day.
        guard let greeting = c.served(home.greeting, from: .home) else {
            return c.message(
                Element.greetingName, CoachCopy.home.greetingGeneric(name: home.displayName),
                fallback: .because(
                    c.absent(JSONPath(.home, "greeting"), home.greeting), .key(CoachCopy.home.Keys.greetingGeneric)))
        }
        return c.message(
            Element.greetingName, CoachCopy.home.greetingFormat(greeting: greeting.text, name: home.displayName),
            showing: [greeting])
    }

    static func dateLabel(_ c: RenderContext, _ home: Home) -> RenderedElement {
        guard let label = c.served(home.localDateLabel, from: .home) else {
            return c.text(
                Element.dateLabel, c.day(c.today, "EEEE"),
                fallback: .because(.empty(field: JSONPath(.home, "local_date_label")), .described(.weekdayFromDevice)))
        }
        return c.text(Element.dateLabel, label)
    }

    static func questMeta(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let article = quest?.article else {
            return c.hidden(Element.questMeta, .null(field: JSONPath(.home, "today_quest")))
        }
        // "drop missing parts": empty labels and an unknown read time fall out.
        let readTime = CatalogMessage.readTime(seconds: article.estReadSeconds).map { c.copy($0) }
        let served = c.metaItems(
            topic: article.topic.name, length: article.length.label, of: JSONPath(.home, "today_quest", "article"))
        let items =
            served.items.map { ($0.text, $0.text) } + ((readTime?.text).map { [($0, readTime?.spoken ?? $0)] } ?? [])
        guard !items.isEmpty else {
            return c.hidden(
                Element.questMeta,
                .all([
                    .empty(field: JSONPath(.home, "today_quest", "article", "topic", "name")),
                    .empty(field: JSONPath(.home, "today_quest", "article", "length", "label")),
                    .value(
                        field: JSONPath(.home, "today_quest", "article", "est_read_seconds"),
                        is: String(article.estReadSeconds)),
                ]))
        }
        // A screen reader reads the ` · ` line as the list it is.
        return c.text(
            Element.questMeta, items.map(\.0).joined(separator: DesignValues.metaSeparator), fallback: served.fallback,
            showing: served.items
        ).labeled(c.spokenList(items.map(\.1)))
    }

    static func planDay(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let day = quest?.planDay else {
            return c.hidden(
                Element.planDayTag,
                .null(field: JSONPath(.home, quest == nil ? ["today_quest"] : ["today_quest", "plan_day"])))
        }
        return c.message(Element.planDayTag, CoachCopy.home.questPlanDay(day: day))
    }

    static func focusChip(_ c: RenderContext, _ focus: Focus?) -> RenderedElement {
        guard let focus else { return c.hidden(Element.focusChip, .null(field: JSONPath(.home, "focus"))) }
        // "hide when focus null"; a null title takes the skill's client name.
        guard let skill = c.skillName(focus.title, field: JSONPath(.home, "focus", "title"), focus.microSkillID) else {
            return c.hidden(Element.focusChip, c.absent(JSONPath(.home, "focus", "title"), focus.title))
        }
        // The diagnostic's focus until the first session is done: suggested once, nothing completed.
        let fromDiagnostic = focus.suggestedCount == 1 && c.inputs.me?.stats.completedSessions == 0
        return c.message(
            Element.focusChip,
            fromDiagnostic
                ? CoachCopy.home.questFocusDiagnostic(skill: skill.text)
                : CoachCopy.home.questFocusLast(skill: skill.text),
            fallback: skill.fallback, showing: skill.served)
    }

    /// The quest card's heading: the first quest's welcome until a session is completed
    /// (`me.stats.completed_sessions` is 0), else "Today’s quest"; none without a quest.
    static func questHeading(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard quest != nil else { return c.hidden(Element.questHeading, .null(field: JSONPath(.home, "today_quest"))) }
        guard let me = c.inputs.me else {
            return c.message(
                Element.questHeading, CoachCopy.home.questTitle,
                fallback: .because(.noResponse(.me), .key(CoachCopy.home.Keys.questTitle)))
        }
        return c.message(
            Element.questHeading,
            me.stats.completedSessions == 0 ? CoachCopy.home.firstTimeTitle : CoachCopy.home.questTitle)
    }

    /// The XP still to earn. Once the quest is done the summary shows what was earned (CCR-2),
    /// and a base reward beside it would contradict it.
    static func questBadge(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let quest else {
            return c.hidden(
                Element.questBadge, .null(field: JSONPath(.home, "today_quest")), fallback: .hide(.badge),
                sources: [.field(.home, "today_quest")])
        }
        guard quest.status.known != .completed else {
            return c.hidden(
                Element.questBadge, .value(field: JSONPath(.home, "today_quest", "status"), is: quest.status.rawValue))
        }
        return c.message(Element.questBadge, CoachCopy.home.questXp(xp: quest.xpReward))
    }

    /// The "Done" tag of a completed quest (CCR-2: it stays when the summary is missing).
    static func doneTag(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let quest, quest.status.known == .completed else {
            return c.hidden(
                Element.doneTag,
                quest.map { .value(field: JSONPath(.home, "today_quest", "status"), is: $0.status.rawValue) }
                    ?? .null(field: JSONPath(.home, "today_quest"))
            )
        }
        return c.message(Element.doneTag, CoachCopy.home.questDone)
    }

    static func steps(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let quest, !quest.steps.isEmpty else {
            return c.hidden(
                Element.n3StepPath,
                quest == nil
                    ? .null(field: JSONPath(.home, "today_quest"))
                    : .empty(field: JSONPath(.home, "today_quest", "steps")))
        }
        return c.list(
            Element.n3StepPath,
            quest.steps.map { step in
                // done = lime ✓, current = white ring (the row's Format column).
                let (mark, state): (RenderedElement.Mark?, CopyMessage?) =
                    switch step.state.known {
                    case .done: (.done, CoachCopy.a11y.stateDone)
                    case .current: (.current, CoachCopy.a11y.stateCurrent)
                    case .pending: (.pending, CoachCopy.a11y.statePending)
                    case nil: (nil, nil)
                    }
                let label = c.served(
                    step.label, field: JSONPath(.home, "today_quest", "steps", .item, "label"),
                    orEnumKey: "home.quest.step", step.key)
                var part = c.part(step.key.rawValue, label.copy)
                part.fallback = label.fallback
                return part.marking(mark.map { [$0] } ?? []).labeled(state.flatMap { c.spokenState(part.text, $0) })
            })
    }

    static func cta(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        c.mayShow(CoachCopy.common.Keys.continue)
        // The resume keys are the CTA's whether or not this quest is in progress.
        c.family(SessionStage.resumable) { "home.quest.cta.resume.\($0)" }
        guard let quest else {
            return c.message(
                Element.cta, CoachCopy.home.noQuestCta,
                fallback: .because(.null(field: JSONPath(.home, "today_quest")), .key(CoachCopy.home.Keys.noQuestCta)))
        }
        switch quest.status.known {
        case .notStarted: return c.message(Element.cta, CoachCopy.home.questCtaStart)
        case .completed: return c.message(Element.cta, CoachCopy.home.questCtaFreePractice)
        case .inProgress, nil:
            guard let stage = quest.stage else {
                return c.message(
                    Element.cta, CoachCopy.common.continue,
                    fallback: .because(
                        .null(field: JSONPath(.home, "today_quest", "stage")), .key(CoachCopy.common.Keys.continue)))
            }
            let key = c.enumKey(stage, among: SessionStage.resumable) { "home.quest.cta.resume.\($0)" }
            guard c.catalog.has(key) else {
                return c.message(
                    Element.cta, CoachCopy.common.continue,
                    fallback: .because(
                        .value(field: JSONPath(.home, "today_quest", "stage"), is: stage.rawValue),
                        .key(CoachCopy.common.Keys.continue)),
                    sources: Element.cta.sources + [.field(.home, "today_quest", "stage")])
            }
            return c.message(Element.cta, key, sources: Element.cta.sources + [.field(.home, "today_quest", "stage")])
        }
    }

    static func summary(_ c: RenderContext, _ quest: Home.TodayQuest?) -> RenderedElement {
        guard let summary = quest?.summary else {
            return c.hidden(
                Element.completedSummary,
                .null(field: JSONPath(.home, quest == nil ? ["today_quest"] : ["today_quest", "summary"])),
                fallback: .hide(.row))
        }
        var parts: [RenderedElement] = []
        if let before = summary.round1Overall, let after = summary.round2Overall {
            parts.append(
                c.part("scores", c.copy(CoachCopy.common.scoreChange(before: before, after: after))))
        }
        if let delta = summary.durationDeltaMs {
            parts.append(
                c.part(
                    CoachCopy.Keys.secsDelta,
                    c.copy(.secondsDelta(milliseconds: delta, key: CoachCopy.home.Keys.questSummaryShorter))))
        }
        if let xp = summary.xpAwarded { parts.append(c.part("xp", c.copy(CoachCopy.common.xp(xp: xp)))) }
        guard !parts.isEmpty else {
            return c.hidden(Element.completedSummary, .combined(missingSummaryFields(summary)))
        }
        // The design's one line, "68 → 79 · −41 seconds · +55 XP", is a message of its own, so
        // that a translator orders it; with a piece missing the row shows the pieces it has.
        guard parts.count == 3, parts.allSatisfy({ $0.text != nil }) else {
            let missing = missingSummaryFields(summary)
            return c.list(
                Element.completedSummary, parts,
                fallback: .because(
                    missing.isEmpty ? .rule(.aSummaryPieceDidNotFormat) : .combined(missing),
                    .described(.thePiecesSent)))
        }
        return c.message(
            Element.completedSummary,
            CoachCopy.home.questSummary(scores: parts[0].text!, shorter: parts[1].text!, xp: parts[2].text!),
            parts: parts,
            spoken: ["scores", "shorter", "xp"].enumerated().reduce(into: [:]) { spoken, item in
                spoken[item.element] = .string(parts[item.offset].accessibilityLabel ?? parts[item.offset].text!)
            })
    }

    /// The summary's fields that are null, for a row that shows fewer pieces than the design's line.
    static func missingSummaryFields(_ summary: SessionSummary) -> [HiddenReason] {
        let fields: [(JSONPath.Segment, Bool)] = [
            ("round1_overall", summary.round1Overall == nil), ("round2_overall", summary.round2Overall == nil),
            ("duration_delta_ms", summary.durationDeltaMs == nil), ("xp_awarded", summary.xpAwarded == nil),
        ]
        return fields.filter(\.1).map { .null(field: JSONPath(.home, "today_quest", "summary", $0.0)) }
    }

    static func streakRisk(_ c: RenderContext, _ streak: Streak) -> RenderedElement {
        guard streak.atRisk else {
            return c.hidden(
                Element.streakRiskCard, .value(field: JSONPath(.home, "streak", "at_risk"), is: "false"),
                fallback: .hide(.card))
        }
        return c.message(
            Element.streakRiskCard, CoachCopy.home.riskTitle,
            parts: [
                c.part(
                    "body",
                    c.copy(CoachCopy.home.riskBody(count: streak.current, freezes: streak.freezes)))
            ])
    }

    /// CCR-8: "A streak freeze was used yesterday" after a missed day.
    static func freezeNotice(_ c: RenderContext, _ home: Home) -> RenderedElement {
        guard let used = home.streak.lastFreezeUsedLocalDate, used == home.localDate.adding(days: -1) else {
            let field = JSONPath(.home, "streak", "last_freeze_used_local_date")
            return c.hidden(
                Element.freezeNotice,
                home.streak.lastFreezeUsedLocalDate.map { .value(field: field, is: $0.description) }
                    ?? .null(field: field))
        }
        return c.message(Element.freezeNotice, CoachCopy.home.freezeUsed)
    }

    static func topicChips(_ c: RenderContext, _ topics: [Topic]) -> RenderedElement {
        guard !topics.isEmpty else {
            return c.hidden(
                Element.topicChips, .empty(field: JSONPath(.home, "topics")), fallback: .hide(.row),
                sources: [.field(.home, "topics", .item, "name")])
        }
        let selected = c.inputs.local?.home?.selectedTopic
        return c.list(
            Element.topicChips,
            topics.map {
                c.servedPart($0.id, $0.name, field: JSONPath(.home, "topics", .item, "name")).selecting(
                    $0.id == selected)
            })
    }

    static func quickPick(_ c: RenderContext, _ home: Home) -> RenderedElement {
        c.mayShow(CoachCopy.home.Keys.picksEmptyTitle, CoachCopy.home.Keys.picksEmptyBody)
        guard !home.topics.isEmpty else { return c.hidden(Element.quickPick, .empty(field: JSONPath(.home, "topics"))) }
        // The selection is the device's; the kit does not guess which chip is selected.
        guard let selected = c.inputs.local?.home?.selectedTopic else {
            return c.hidden(Element.quickPick, .null(field: JSONPath(.local, "home", "selectedTopic")))
        }
        guard let topic = home.topics.first(where: { $0.id == selected }) else {
            return c.hidden(
                Element.quickPick,
                .notOffered(
                    field: JSONPath(.local, "home", "selectedTopic"), value: selected,
                    among: .listedIn(JSONPath(.home, "topics"))))
        }
        guard let pick = home.quickPicks.first(where: { $0.topicID == topic.id }) else {
            return c.message(
                Element.quickPick, CoachCopy.home.picksEmptyTitle,
                fallback: .because(
                    .notOffered(
                        field: JSONPath(.home, "quick_picks", .item, "topic_id"), value: topic.id,
                        among: .listedIn(JSONPath(.home, "quick_picks"))),
                    .key("home.picks.empty.*")),
                parts: [c.part("body", c.copy(CoachCopy.home.picksEmptyBody))])
        }
        var glyph = c.servedPart("topic", topic.glyph, field: JSONPath(.home, "topics", .item, "glyph"))
        // The selected topic chip names the topic the glyph decorates.
        if glyph.isShown { (glyph.looks, glyph.accessibilityHidden) = ([.color(topic.colorToken)], true) }
        let parts = [
            c.servedPart("subtitle", pick.subtitle, field: JSONPath(.home, "quick_picks", .item, "subtitle")), glyph,
            c.contentPart(
                "article", pick.article.title, field: JSONPath(.home, "quick_picks", .item, "article", "title"),
                language: c.contentLanguage(pick.article.language)),
        ]
        c.mayShow(CoachCopy.home.Keys.quickPickTitleGeneric)
        // "Null server string: use the client fallback key".
        guard let title = c.served(pick.title, from: .home) else {
            return c.message(
                Element.quickPick, CoachCopy.home.quickPickTitleGeneric,
                fallback: .because(
                    .empty(field: JSONPath(.home, "quick_picks", .item, "title")),
                    .key(CoachCopy.home.Keys.quickPickTitleGeneric)),
                parts: parts)
        }
        return c.text(Element.quickPick, title, parts: parts)
    }

    static func resumeSheet(_ c: RenderContext, _ session: SessionSummary?) -> RenderedElement {
        guard let session else {
            // user-flows.md #6, "home shows resume": a recording queued on the device, not yet
            // a server session, is offered as Global's sheet offers it.
            if let pending = c.inputs.local?.uploadQueue?.pendingCount, pending > 0 {
                return c.message(
                    Element.resumeSheet, CoachCopy.resume.unsentTitle,
                    fallback: .because(
                        .null(field: JSONPath(.home, "resume_session")), .key(CoachCopy.resume.Keys.unsentTitle)),
                    parts: [c.part("body", c.copy(CoachCopy.resume.unsentBody))],
                    sources: Element.resumeSheet.sources + [.field(.local, "uploadQueue", "pendingCount")])
            }
            return c.hidden(Element.resumeSheet, .null(field: JSONPath(.home, "resume_session")), fallback: .hide(nil))
        }
        return c.message(Element.resumeSheet, CoachCopy.resume.title, parts: resumeParts(c, session))
    }

    /// The resume sheet's article, stage, start and round-1 score, on Home and over any screen.
    static func resumeParts(_ c: RenderContext, _ session: SessionSummary) -> [RenderedElement] {
        var parts = [
            c.contentPart(
                "article", session.article.title, field: JSONPath(.home, "resume_session", "article", "title"),
                language: c.contentLanguage(session.article.language)),
            c.part("stage", c.copy(enumKey: "resume.stage", session.stage, among: SessionStage.resumable)),
            c.part("started", c.copy(CoachCopy.resume.started(date: c.instant(session.createdAt, "MMMdjmm")))),
        ]
        if let score = session.round1Overall {
            parts.append(c.part("round 1", c.copy(CoachCopy.resume.round1Score(score: score))))
        }
        return parts
    }

}
