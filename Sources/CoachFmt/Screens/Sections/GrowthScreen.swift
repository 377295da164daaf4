/// data-binding.md § Growth.
public enum GrowthScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let growth = c.inputs.growth else { return unavailable(c) }
        let isEmpty = growth.state == .empty
        if case .unknown(let state) = growth.state {
            c.note(.unknownValue(field: JSONPath(.growth, "state"), value: state, outcome: .renderedAsReady))
        }
        // The empty state replaces the screen's content; the level badge (from GET /v1/me) stays.
        func content(_ row: Element, _ element: () -> RenderedElement) -> RenderedElement {
            isEmpty
                ? c.hidden(
                    row,
                    .replaced(.value(field: JSONPath(.growth, "state"), is: "empty"), by: .emptyState)
                )
                : element()
        }
        return c.rows(Element.self) { row in
            switch row {
            case .title: c.staticRow(row)
            case .chartTitle: c.heading(row, over: content(.chart) { chart(c, growth) })
            case .dimensionsTitle: c.heading(row, over: content(.dimensions) { dimensions(c, growth) })
            case .microSkillsTitle: c.heading(row, over: content(.microSkills) { microSkills(c, growth) })
            case .achievementsTitle: c.heading(row, over: content(.achievements) { achievements(c, growth) })
            case .recentSessionsTitle, .recentSessionsDeleteAction:
                c.heading(row, over: content(.recentSessions) { recentSessions(c, growth) })
            case .tabBar: c.tabBar(row, selected: "progress")
            case .range: content(row) { range(c, growth) }
            case .languageChips: content(row) { languageChips(c, growth) }
            case .ability: content(row) { ability(c, growth) }
            case .levelBadge: levelBadge(c)
            case .trendLabel: content(row) { trendLabel(c, growth) }
            case .chart: content(row) { chart(c, growth) }
            case .hook: content(row) { hook(c, growth) }
            case .dimensions: content(row) { dimensions(c, growth) }
            case .microSkills: content(row) { microSkills(c, growth) }
            case .achievements: content(row) { achievements(c, growth) }
            case .recentSessions: content(row) { recentSessions(c, growth) }
            case .empty: empty(c, growth)
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    /// GET /v1/growth failed or was not made, and nothing was cached: every row hidden, with the reason.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        c.unavailableTab(
            Element.self, endpoint: .growth, request: .getGrowth, title: .title, tabBar: .tabBar,
            selected: "progress")
    }

    // MARK: Range

    static func range(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        let (selected, fellBack) = selectedRange(growth.range)
        let segments = Growth.Range.allCases.map { range in
            c.part(range.rawValue, c.copy("growth.range.\(range.rawValue)")).selecting(range == selected)
        }
        let fallback: Fallback? =
            fellBack
            ? .because(
                .value(field: JSONPath(.growth, "range"), is: growth.range.rawValue),
                .value(ProductRules.defaultGrowthRange))
            : c.cachedFallback("growth")
        return c.list(Element.range, segments, fallback: fallback)
    }

    // MARK: Language chips

    static func languageChips(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        let languages = growth.languages
        guard languages.count > 1 else {
            return c.hidden(
                Element.languageChips,
                .below(
                    field: JSONPath(.growth, "languages"),
                    value: languages.count == 1 ? "1 item" : "\(languages.count) items",
                    minimum: "2 items"),
                fallback: .hide(nil))
        }
        let all = c.part("all", c.copy(CoachCopy.common.allLanguages)).selecting(growth.language == nil)
        // The endonym is the chip's text and the count its part, as the library's topic chips.
        let chips = languages.map { entry in
            let count = c.copy(CoachCopy.growth.languageChipCount(count: entry.sessionCount))
            return c.part(entry.language, c.endonym(entry.language), language: c.contentLanguage(entry.language))
                .adding([c.part("count", count)]).selecting(entry.language == growth.language)
        }
        return c.list(Element.languageChips, [all] + chips, fallback: c.cachedFallback("growth"))
    }

    // MARK: Ability, level, trend

    static func ability(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard let ability = growth.ability else {
            // The baseline card: sessions counted so far, of the sessions the baseline needs.
            let total = ProductRules.baselineSessions
            let count = min(max(growth.sampleCount, 0), total)
            // A count past the baseline with no ability yet is shown as the full baseline: said
            // as a fallback that names the field, never as a silent change of the number.
            let capped: Fallback? =
                count == growth.sampleCount
                ? nil
                : .because(
                    .value(field: JSONPath(.growth, "sample_count"), is: String(growth.sampleCount)),
                    .value("\(count)/\(total)"))
            return c.message(
                Element.ability, CoachCopy.growth.baselineTitle(count: count, total: total),
                fallback: .combined([
                    .because(.null(field: JSONPath(.growth, "ability")), .key(CoachCopy.growth.Keys.baselineTitle)),
                    capped,
                ]),
                parts: [c.part("body", c.copy(CoachCopy.growth.baselineBody))])
        }
        let delta =
            growth.abilityDelta30d.map {
                c.part("delta", c.copy(CoachCopy.growth.abilityDelta30d(delta: $0)))
                    .labeled(c.spokenDelta($0, key: CoachCopy.a11y.Keys.delta30d))
            }
            ?? c.hiddenPart("delta", .null(field: JSONPath(.growth, "ability_delta_30d")))
        return c.text(
            Element.ability, c.number(ability), fallback: c.cachedFallback("growth"),
            parts: [c.part("label", c.copy(CoachCopy.growth.abilityLabel)), delta])
    }

    static func levelBadge(_ c: RenderContext) -> RenderedElement {
        guard let me = c.inputs.me else { return c.hidden(Element.levelBadge, .noResponse(.me)) }
        return c.message(
            Element.levelBadge, CoachCopy.common.level(level: me.level.level),
            fallback: c.cachedFallback("me"))
    }

    /// `growth.trend.<value>`; a trend newer than this client shows as the server sent it.
    static func trendLabel(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        let copy = c.copy(enumKey: "growth.trend", growth.trend)
        let fallback: Fallback? =
            growth.trend.known == nil
            ? .because(
                .value(field: JSONPath(.growth, "trend"), is: growth.trend.rawValue), .asSent)
            : c.cachedFallback("growth")
        return c.row(
            Element.trendLabel, copy.content, language: copy.language, fallback: fallback,
            sources: [.field(.growth, "trend")])
    }

    // MARK: Chart

    /// What the chart draws for one week.
    enum Mark: Equatable {
        /// A week before the learner's first session: nothing drawn.
        case blank
        /// The week's ability.
        case point(Int)
        /// A finished week without sessions: the gap marker "None". Never interpolated.
        case gap
        /// A finished week with sessions, too few for a point (`min_sessions_per_point`): nothing drawn.
        case belowMinimum(sessions: Int)
        /// The current, unfinished week (CCR-5): dashed, with its value when it has one.
        case partial(Int?)
    }

    /// One mark per week, in the series' order. Weeks before the first week with a session are
    /// blank; after it, a week without sessions is a gap; no value is ever made up from neighbours.
    static func marks(_ series: [Growth.Point]) -> [Mark] {
        let first = series.firstIndex { $0.sampleN > 0 || $0.value != nil }
        return series.enumerated().map { index, week in
            guard let first, index >= first else { return .blank }
            if week.isPartial { return .partial(week.value) }
            if let value = week.value { return .point(value) }
            return week.sampleN == 0 ? .gap : .belowMinimum(sessions: week.sampleN)
        }
    }

    static func chart(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard !growth.series.isEmpty else { return c.hidden(Element.chart, .empty(field: JSONPath(.growth, "series"))) }
        let weeks = zip(growth.series, marks(growth.series)).map { week, mark in
            // In figures (10/12): a month's name with its day does not fit the 38 px label in
            // zh-Hans on one line (10月12日), and a date never breaks inside. VoiceOver reads the
            // month's name.
            var axis = c.part(week.weekStart.description, c.day(week.weekStart, "Md"))
                .labeled(c.day(week.weekStart, "MMMMd"))
            switch mark {
            case .blank:
                axis.parts = [c.hiddenPart("point", .rule(.weeksBeforeTheFirstSessionAreBlank))]
            case .point(let value):
                axis.parts = [c.part("point", c.number(value)).plotting(value)]
            case .gap:
                axis.parts = [c.part("point", c.copy(CoachCopy.growth.chartNone)).looking(.style(.gapMarker))]
            case .belowMinimum(let sessions):
                axis.parts = [
                    c.hiddenPart("point", fewSessions(sessions, growth))
                ]
            case .partial(let value):
                axis.parts = [
                    value.map { c.part("point", c.number($0)).plotting($0) }
                        ?? c.hiddenPart(
                            "point",
                            week.sampleN < growth.minSessionsPerPoint
                                ? .all([
                                    .null(field: JSONPath(.growth, "series", .item, "value")),
                                    fewSessions(week.sampleN, growth),
                                ])
                                : .null(field: JSONPath(.growth, "series", .item, "value"))),
                    c.part("label", c.copy(CoachCopy.growth.chartPartial)),
                ]
                axis = axis.looking(.style(.dashed))
            }
            return axis
        }
        return c.list(Element.chart, weeks, fallback: c.cachedFallback("growth"))
    }

    // MARK: Hook, dimensions, micro-skills, achievements

    static func hook(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard let hook = c.served(growth.nextUnlock, from: .growth) else {
            return c.hidden(
                Element.hook, c.absent(JSONPath(.growth, "next_unlock"), growth.nextUnlock), fallback: .hide(nil))
        }
        return c.text(
            Element.hook, hook, fallback: c.cachedFallback("growth"),
            look: [.style(.lockPill)])
    }

    static func dimensions(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard !growth.dimensions.isEmpty else {
            return c.hidden(Element.dimensions, .empty(field: JSONPath(.growth, "dimensions")))
        }
        var fallbacks: [Fallback] = []
        let bars = growth.dimensions.map { dimension in
            // A null server string gets the client key.
            let label = c.served(
                dimension.label, field: JSONPath(.growth, "dimensions", .item, "label"), orEnumKey: "dimension",
                dimension.key)
            var bar = c.part(dimension.key.rawValue, label.copy)
            bar.fallback = label.fallback
            if let score = dimension.score {
                let delta =
                    dimension.delta30d.map {
                        c.part("delta", c.number($0, "sign-except-zero")).labeled(c.spokenDelta($0))
                    }
                    ?? c.hiddenPart("delta", .null(field: JSONPath(.growth, "dimensions", .item, "delta_30d")))
                bar.parts = [c.part("score", c.number(score)), delta]
            } else {
                fallbacks.append(
                    .because(
                        .null(field: JSONPath(.growth, "dimensions", .element(dimension.key.rawValue), "score")),
                        .all([.value("—"), .key(CoachCopy.growth.Keys.dimensionNotShown)])))
                bar.parts = [
                    c.part("score", "—").labeled(c.copy(CoachCopy.a11y.noScore).text),
                    c.part(
                        "note", c.copy(CoachCopy.growth.dimensionNotShown(count: ProductRules.baselineSessions))
                    ),
                ]
            }
            bar = bar.looking(.color(dimension.colorToken))
            return bar
        }
        return c.list(Element.dimensions, bars, fallback: .combined(fallbacks) ?? c.cachedFallback("growth"))
    }

    /// Mastery 0…1 as a whole percent (0.83 → 83).
    static func masteryPercent(_ mastery: Double) -> Int {
        Int((min(max(mastery, 0), 1) * 100).rounded(.toNearestOrAwayFromZero))
    }

    static func microSkills(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard !growth.microSkills.isEmpty else {
            return c.hidden(Element.microSkills, .empty(field: JSONPath(.growth, "micro_skills")))
        }
        let focus = c.inputs.me?.focus?.microSkillID
        if c.inputs.me == nil { c.note(.because(.noResponse(.me), .noCurrentFocusTag)) }
        var notSuggested: [Fallback] = []
        let rows = growth.microSkills.map { skill in
            let title = c.served(
                skill.title, field: JSONPath(.growth, "micro_skills", .item, "title"), orEnumKey: "micro", skill.id)
            var row = c.part(skill.id.rawValue, title.copy)
            row.fallback = title.fallback
            if skill.suggested == 0 {
                notSuggested.append(
                    .because(
                        .value(
                            field: JSONPath(.growth, "micro_skills", .element(skill.id.rawValue), "suggested"), is: "0"),
                        .key(CoachCopy.growth.Keys.microNotSuggested)))
                row.parts = [c.part("status", c.copy(CoachCopy.growth.microNotSuggested))]
            } else {
                row.parts = [
                    c.part(
                        "pips",
                        c.copy(
                            CoachCopy.growth.microPips(achieved: skill.achieved, suggested: skill.suggested))),
                    skill.mastery.map {
                        c.part("mastery", c.copy(CoachCopy.growth.microMastery(percent: masteryPercent($0))))
                    }
                        ?? c.hiddenPart("mastery", .null(field: JSONPath(.growth, "micro_skills", .item, "mastery"))),
                ]
            }
            if let focus, focus == skill.id { row.parts.append(c.part("focus", c.copy(CoachCopy.growth.microCurrent))) }
            return row
        }
        return c.list(Element.microSkills, rows, fallback: .combined(notSuggested) ?? c.cachedFallback("growth"))
    }

    static func achievements(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard !growth.achievements.isEmpty else {
            return c.hidden(Element.achievements, .empty(field: JSONPath(.growth, "achievements")))
        }
        let items = growth.achievements.map { achievement in
            var parts = [
                c.servedPart(
                    "description", achievement.description,
                    field: JSONPath(.growth, "achievements", .item, "description"))
            ]
            let marks: [RenderedElement.Mark]
            if achievement.unlocked {
                marks = [.unlocked]
            } else if let progress = achievement.progress {
                parts.append(
                    c.part(
                        "progress",
                        c.copy(
                            CoachCopy.growth.achievementsProgress(current: progress.current, total: progress.target))
                    ).measuring(current: progress.current, total: progress.target))
                marks = [.locked]
            } else {
                parts.append(
                    c.hiddenPart("progress", .null(field: JSONPath(.growth, "achievements", .item, "progress"))))
                marks = [.locked]
            }
            let item = c.servedItem(
                achievement.id, achievement.title, field: JSONPath(.growth, "achievements", .item, "title"),
                or: CoachCopy.achievement.titleGeneric, parts: parts)
            // The lime colour and the lock say whether it is earned; a screen reader says it in words.
            let state = achievement.unlocked ? CoachCopy.a11y.stateUnlocked : CoachCopy.a11y.stateLocked
            return (achievement.unlocked ? item.looking(.color("lime")) : item).marking(marks)
                .labeled(c.spokenState(item.text, state))
        }
        return c.list(Element.achievements, items, fallback: c.cachedFallback("growth"))
    }

    // MARK: Recent sessions, empty

    static func recentSessions(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard !growth.recentSessions.isEmpty else {
            return c.hidden(
                Element.recentSessions, .empty(field: JSONPath(.growth, "recent_sessions")), fallback: .hide(.section))
        }
        let rows = growth.recentSessions.map { session in
            var row = c.part(session.id, session.article.title, language: c.contentLanguage(session.article.language))
            row.parts = [
                session.completedAt.map { c.part("completed", c.instant($0, "MMMd")) }
                    ?? c.hiddenPart(
                        "completed", .null(field: JSONPath(.growth, "recent_sessions", .item, "completed_at"))),
                session.round1Overall.flatMap { before in
                    session.round2Overall.map { after in
                        c.part(
                            "scores",
                            c.copy(CoachCopy.growth.recentRowScores(before: before, after: after)))
                    }
                }
                    ?? c.hiddenPart(
                        "scores",
                        .combined(
                            [("round1_overall", session.round1Overall), ("round2_overall", session.round2Overall)]
                                .compactMap {
                                    $0.1 == nil
                                        ? .null(field: JSONPath(.growth, "recent_sessions", .item, .member($0.0))) : nil
                                })),
                session.durationDeltaMs.map {
                    c.part(CoachCopy.Keys.secsDelta, c.copy(.secondsDelta(milliseconds: $0)))
                }
                    ?? c.hiddenPart(
                        CoachCopy.Keys.secsDelta,
                        .null(field: JSONPath(.growth, "recent_sessions", .item, "duration_delta_ms"))),
                session.xpAwarded.map { c.part("xp", c.copy(CoachCopy.growth.recentRowXp(xp: $0))) }
                    ?? c.hiddenPart("xp", .null(field: JSONPath(.growth, "recent_sessions", .item, "xp_awarded"))),
            ]
            return row
        }
        return c.list(Element.recentSessions, rows, fallback: c.cachedFallback("growth"))
    }

    static func empty(_ c: RenderContext, _ growth: Growth) -> RenderedElement {
        guard growth.state == .empty else {
            return c.hidden(Element.empty, .value(field: JSONPath(.growth, "state"), is: growth.state.rawValue))
        }
        return c.message(
            Element.empty, CoachCopy.growth.emptyTitle,
            parts: [
                c.part("body", c.copy(CoachCopy.growth.emptyBody)),
                c.part("CTA", c.copy(CoachCopy.growth.emptyCta)),
            ])
    }

}
