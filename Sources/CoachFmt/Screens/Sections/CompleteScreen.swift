/// data-binding.md § Complete: the settlement of a finished session
/// (`POST /v1/sessions/{id}/complete`). A replayed settlement shows the same values without
/// animations (user-flows #4) and never a "+1" streak badge.
public enum CompleteScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let s = c.inputs.settlement else {
            let reason: HiddenReason =
                c.inputs.error.map { $0.error.failure(of: .completeSession) }
                ?? .noResponse(.settlement)
            return c.unavailable(Element.self, sources: [.field(.settlement)], reason: reason)
        }
        return c.rows(Element.self) { row in
            switch row {
            case .eyebrow: eyebrow(c, s)
            case .headlineSubline: headline(c, s)
            case .iconRays: icon(c, s)
            case .beforeAfter: beforeAfter(c, s)
            case .sessionDelta: sessionDelta(c, s)
            case .lostPoints: lostPoints(c, s)
            case .xpTile: xpTile(c, s)
            case .streakTile: streakTile(c, s)
            case .abilityTile: abilityTile(c, s)
            case .levelCard: levelCard(c, s)
            case .xpLines: xpLines(c, s)
            case .capRepeatNotes: notes(c, s)
            case .weeklyQuestsTitle: c.heading(row, over: weeklyQuests(c, s.weeklyQuests))
            case .weeklyQuests: weeklyQuests(c, s.weeklyQuests)
            case .nextFocus: nextFocus(c, s.nextSuggestion)
            case .levelUpOverlay: levelUp(c, s)
            case .achievementSheet: achievements(c, s)
            case .replayedBanner: replayedBanner(c, s)
            case .cta:
                c.message(
                    row, CoachCopy.complete.ctaProgress,
                    parts: [c.part("secondary", c.copy(CoachCopy.complete.ctaHome))])
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    static func eyebrow(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        if s.replayed {
            return c.message(
                Element.eyebrow, CoachCopy.complete.eyebrowReplayed, sources: [.field(.settlement, "replayed")])
        }
        let kind = c.inputs.session?.kind ?? s.kind
        let source: Source = c.inputs.session == nil ? .field(.settlement, "kind") : .field(.session, "kind")
        let copy = c.copy(enumKey: "complete.eyebrow", kind)
        return c.row(
            Element.eyebrow, copy.content, language: copy.language,
            fallback: kind.known == nil
                ? .because(
                    .value(field: JSONPath(.settlement, "kind"), is: kind.rawValue), .asSent)
                : nil,
            sources: [source, .field(.settlement, "replayed")])
    }

    static func headline(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let verdict = s.comparison.verdict.rawValue
        var fallbacks: [Fallback] = []
        /// The server's string, else the verdict's catalog key; nil for an unknown verdict.
        func line(_ served: String?, _ field: String) -> RenderContext.Copy? {
            if let shown = c.served(served, from: .settlement) { return c.copy(shown) }
            let key = c.enumKey(s.comparison.verdict) { "complete.\(field).\($0)" }
            guard c.catalog.has(key) else {
                fallbacks.append(
                    .because(.all([c.absent(JSONPath(.settlement, .member(field)), served), .noKey(key)]), .hide(nil)))
                return nil
            }
            fallbacks.append(.because(c.absent(JSONPath(.settlement, .member(field)), served), .key(key)))
            return c.copy(key)
        }
        let headline = line(s.headline, "headline")
        let subline =
            line(s.subline, "subline").map { c.part("subline", $0) }
            ?? c.hiddenPart("subline", c.absent(JSONPath(.settlement, "subline"), s.subline))
        let fallback = Fallback.combined(fallbacks)
        guard let headline else {
            return c.row(
                Element.headlineSubline,
                .hidden(
                    reason: .all([
                        c.absent(JSONPath(.settlement, "headline"), s.headline),
                        .value(field: JSONPath(.settlement, "comparison", "verdict"), is: verdict),
                    ])),
                fallback: fallback, parts: [subline])
        }
        let row = c.row(
            Element.headlineSubline, headline.content, language: headline.language, fallback: fallback, parts: [subline]
        )
        return c.element(row, showing: headline.served)
    }

    static func icon(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        guard s.comparison.verdict == .improved else {
            return c.hidden(
                Element.iconRays,
                .value(field: JSONPath(.settlement, "comparison", "verdict"), is: s.comparison.verdict.rawValue))
        }
        return c.visual(
            Element.iconRays, look: s.replayed ? [.icon(.trophyAndRays), .replayed] : [.icon(.trophyAndRays)])
    }

    static func beforeAfter(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        func side(_ label: String, _ title: CopyMessage, _ score: Int, _ duration: Int) -> RenderedElement {
            let heading = c.copy(title)
            return RenderedElement(
                label: label, content: heading.content, language: heading.language,
                parts: [
                    c.part("score", c.number(score)),
                    c.durationPart("duration", duration),
                ])
        }
        return c.message(
            Element.beforeAfter, CoachCopy.common.scoreChange(before: s.round1Overall, after: s.round2Overall),
            parts: [
                side("before", CoachCopy.complete.before, s.round1Overall, s.round1DurationMs),
                side("after", CoachCopy.complete.after, s.round2Overall, s.round2DurationMs),
            ], look: [s.replayed ? .replayed : .countUp(from: s.round1Overall, to: s.round2Overall, milliseconds: nil)])
    }

    /// The score change (`±N`, read as "up 11 points") with the time change as its `secs_delta` part.
    static func sessionDelta(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let seconds = c.part(
            CoachCopy.Keys.secsDelta, c.copy(.secondsDelta(milliseconds: s.comparison.durationDeltaMs)))
        return c.text(
            Element.sessionDelta, c.number(s.comparison.overallDelta, "sign-except-zero"), parts: [seconds]
        ).labeled(c.spokenDelta(s.comparison.overallDelta))
    }

    static func lostPoints(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources: [Source] = [.field(.settlement, "comparison", "key_points_lost", .item)]
        let points = s.comparison.keyPointsLost.filter { !$0.isEmpty }
        guard !points.isEmpty else {
            return c.hidden(
                Element.lostPoints, .empty(field: JSONPath(.settlement, "comparison", "key_points_lost")),
                fallback: .hide(nil))
        }
        // The points are in the article's language, which only the session names.
        let language = c.inputs.session.flatMap { c.contentLanguage($0.language) }
        let fallback: Fallback? =
            c.inputs.session == nil
            ? .because(.noResponse(.session), .described(.thePointsLanguageIsUnknown)) : nil
        return c.message(
            Element.lostPoints, CoachCopy.complete.keyPointsLost(count: points.count), fallback: fallback,
            parts: points.enumerated().map {
                RenderedElement(label: "point \($0.offset + 1)", content: .text($0.element), language: language)
            },
            sources: sources + (c.inputs.session == nil ? [] : [.field(.session, "language")]),
            look: [.style(.warningBanner)])
    }

    static func xpTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        c.message(
            Element.xpTile, CoachCopy.common.xp(xp: s.xp.awarded),
            parts: [
                c.part("label", c.copy(CoachCopy.complete.xpLabel))
            ], look: [s.replayed ? .replayed : .countUp(from: nil, to: s.xp.awarded, milliseconds: nil)])
    }

    static func streakTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let badge: RenderedElement
        if showsStreakIncrement(s) {
            badge = c.part("badge", c.copy(CoachCopy.complete.streakIncremented))
        } else {
            badge = c.hiddenPart(
                "badge",
                s.streak.streakIncremented
                    ? .value(field: JSONPath(.settlement, "replayed"), is: "true")
                    : .value(field: JSONPath(.settlement, "streak", "streak_incremented"), is: "false"))
        }
        return c.message(
            Element.streakTile,
            CoachCopy.complete.streakDays(count: s.streak.current),
            parts: [c.part("label", c.copy(CoachCopy.complete.streakLabel)), badge])
    }

    static func abilityTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        guard let value = ability(s) else {
            if let before = s.abilityBefore, let after = s.abilityAfter {
                return c.hidden(
                    Element.abilityTile,
                    .difference(
                        JSONPath(.settlement, "ability_after"), minus: JSONPath(.settlement, "ability_before"),
                        is: "\(after) − \(before), too large to show"),
                    fallback: .hide(nil))
            }
            return c.hidden(
                Element.abilityTile,
                .combined(
                    [("ability_before", s.abilityBefore), ("ability_after", s.abilityAfter)].compactMap {
                        $0.1 == nil ? .null(field: JSONPath(.settlement, .member($0.0))) : nil
                    }), fallback: .hide(nil))
        }
        let tile = c.message(
            Element.abilityTile, value.key, value.arguments,
            parts: [c.part("label", c.copy(CoachCopy.complete.abilityLabel))])
        // The delta's sign is the point: "up 3 points", not "plus 3".
        guard tile.accessibilityLabel == nil, case .integer(let delta)? = value.arguments["delta"] else { return tile }
        return tile.labeled(c.spokenDelta(delta))
    }

    static func levelCard(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let after = s.levelAfter
        let before = s.levelBefore
        let look: [RenderedElement.Look] =
            s.replayed
            ? [.bar(value: after.xpIntoLevel, of: after.xpForNext), .replayed]
            : [
                .barFill(
                    fromLevel: before.level, value: before.xpIntoLevel, of: before.xpForNext,
                    milliseconds: DesignValues.levelBarFillMilliseconds)
            ]
        return c.levelElement(Element.levelCard, after, at: JSONPath(.settlement, "level_after"), look: look)
    }

    /// One line per breakdown entry: its label `complete.xp.<type>` (CCR-10), an unknown type
    /// under the generic `complete.xp.other` (an id such as `streak_bonus` is no copy), with the
    /// amount as its `xp` part; a missing improvement bonus struck through, with the bonus it
    /// missed where that is known; what the daily cap kept, last, so the lines add up to the tile.
    static func xpLines(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        c.mayShow(CoachCopy.complete.Keys.xpMissedAmount, CoachCopy.complete.Keys.xpOther)
        var parts = s.xp.breakdown.map { line -> RenderedElement in
            let label = line.weeklyQuestID.map { "\(line.type.rawValue) \($0)" } ?? line.type.rawValue
            let xp = c.part("xp", c.copy(CoachCopy.common.xp(xp: line.amount)))
            guard line.type.known != nil else {
                c.note(
                    .unknownValue(
                        field: JSONPath(.settlement, "xp", "breakdown", .item, "type"), value: line.type.rawValue,
                        outcome: .shownAs(key: CoachCopy.complete.Keys.xpOther)))
                return c.part(label, c.copy(CoachCopy.complete.xpOther)).adding([xp])
            }
            return c.part(label, c.copy(c.enumKey(line.type) { "complete.xp.\($0)" })).adding([xp])
        }
        var fallback: Fallback?
        if !s.xp.breakdown.contains(where: { $0.type == .improve }) {
            let amount: RenderedElement
            if let bonus = missedImproveBonus(s, home: c.inputs.home) {
                amount = c.part("xp", c.copy(CoachCopy.complete.xpMissedAmount(xp: bonus)))
            } else {
                let unknown = unknownImproveBonus(s, home: c.inputs.home)
                amount = c.hiddenPart("xp", unknown)
                fallback = .because(
                    .combined([.lacks(field: JSONPath(.settlement, "xp", "breakdown"), item: "improve line"), unknown]),
                    .omit(.amount))
            }
            parts.append(
                c.part("improve", c.copy(CoachCopy.complete.xpMissedImprove)).adding([amount])
                    .looking(.style(.struckThrough)).marking([.missed]))
        }
        if let cut = capCut(s) {
            parts.append(
                c.part("over cap", c.copy(CoachCopy.complete.xpOverCap)).adding([
                    c.part("xp", c.copy(CoachCopy.complete.xpOverCapAmount(xp: cut)))
                ]))
        }
        if let unknown = s.xp.breakdown.first(where: { $0.type.known == nil }) {
            fallback = .combined([
                fallback,
                .because(
                    .value(field: JSONPath(.settlement, "xp", "breakdown", .item, "type"), is: unknown.type.rawValue),
                    .key(CoachCopy.complete.Keys.xpOther)),
            ])
        }
        guard !parts.isEmpty else {
            return c.hidden(Element.xpLines, .empty(field: JSONPath(.settlement, "xp", "breakdown")))
        }
        return c.list(Element.xpLines, parts, fallback: fallback)
    }

    /// The XP the daily cap kept: the lines' sum above `awarded` when the cap was hit, so the
    /// lines add up to the XP tile; nil when nothing was cut or the sum overflows.
    static func capCut(_ s: Settlement) -> Int? {
        guard s.xp.dailyCapHit else { return nil }
        var total = 0
        for line in s.xp.breakdown {
            guard let sum = CheckedArithmetic.sum(total, line.amount) else { return nil }
            total = sum
        }
        guard let cut = CheckedArithmetic.difference(total, s.xp.awarded), cut > 0 else { return nil }
        return cut
    }

    /// The daily-cap and repeat notes, one caption line each.
    static func notes(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        c.mayShow(CoachCopy.complete.Keys.xpCapHit)
        var parts: [RenderedElement] = []
        var fallbacks: [Fallback] = []
        if s.xp.dailyCapHit {
            if let cap = c.inputs.config?.limits.dailyXPCap {
                parts.append(c.part("cap", c.copy(CoachCopy.complete.xpCapHit(cap: cap))))
            } else {
                parts.append(c.part("cap", c.copy(CoachCopy.complete.xpCapHitGeneric)))
                fallbacks.append(.because(.noResponse(.config), .key(CoachCopy.complete.Keys.xpCapHitGeneric)))
            }
        }
        if s.xp.repeatDiscount {
            // The settlement says only that the discount applied, not its size: no number.
            parts.append(c.part("repeat", c.copy(CoachCopy.complete.xpRepeat)))
        }
        guard !parts.isEmpty else {
            return c.hidden(
                Element.capRepeatNotes,
                .all([
                    .value(field: JSONPath(.settlement, "xp", "daily_cap_hit"), is: "false"),
                    .value(field: JSONPath(.settlement, "xp", "repeat_discount"), is: "false"),
                ]))
        }
        let fallback = Fallback.combined(fallbacks)
        let capSources: [Source] =
            s.xp.dailyCapHit && c.inputs.config != nil ? [.field(.config, "limits", "daily_xp_cap")] : []
        return c.list(
            Element.capRepeatNotes, parts, fallback: fallback, sources: Element.capRepeatNotes.sources + capSources)
    }

    static func weeklyQuests(_ c: RenderContext, _ weekly: WeeklyQuests) -> RenderedElement {
        guard !weekly.quests.isEmpty else {
            return c.hidden(Element.weeklyQuests, .empty(field: JSONPath(.weeklyQuests, "quests")))
        }
        return c.list(
            Element.weeklyQuests,
            weekly.quests.map { quest in
                let status =
                    quest.completed
                    ? c.part("done", c.copy(CoachCopy.weekly.done))
                    : c.part("reward", c.copy(CoachCopy.weekly.reward(xp: quest.xpReward)))
                return c.servedItem(
                    quest.id, quest.title, field: JSONPath(.settlement, "weekly_quests", "quests", .item, "title"),
                    or: CoachCopy.weekly.questGeneric,
                    parts: [
                        c.part(
                            "progress",
                            c.copy(
                                CoachCopy.weekly.progress(current: quest.progress, total: quest.target))
                        ).measuring(current: quest.progress, total: quest.target),
                        status,
                    ])
            })
    }

    static func nextFocus(_ c: RenderContext, _ focus: Focus?) -> RenderedElement {
        guard let focus else {
            return c.hidden(Element.nextFocus, .null(field: JSONPath(.settlement, "next_suggestion")))
        }
        var parts = [c.part("heading", c.copy(CoachCopy.complete.nextFocusTitle))]
        parts.append(
            c.servedPart(
                "instruction", focus.instruction, field: JSONPath(.settlement, "next_suggestion", "instruction")))
        guard let title = c.served(focus.title, from: .settlement) else {
            let title = c.copy(enumKey: "micro", focus.microSkillID)
            return c.row(
                Element.nextFocus, title.content, language: title.language,
                fallback: .because(
                    c.absent(JSONPath(.settlement, "next_suggestion", "title"), focus.title),
                    .key("micro.\(focus.microSkillID.rawValue)")),
                parts: parts)
        }
        return c.text(Element.nextFocus, title, parts: parts)
    }

    /// user-flows.md #4, "replayed = true, no animations": the overlay and the sheets greeted
    /// the learner when the session was first settled, so a replay does not show them again.
    static func hiddenOnReplay(_ c: RenderContext, _ row: Element) -> RenderedElement {
        c.hidden(
            row, .value(field: JSONPath(.settlement, "replayed"), is: "true"),
            sources: row.sources + [.field(.settlement, "replayed")])
    }

    static func levelUp(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        guard isLevelUp(s) else {
            return c.hidden(
                Element.levelUpOverlay,
                .all([
                    .value(field: JSONPath(.settlement, "level_after", "level"), is: String(s.levelAfter.level)),
                    .value(field: JSONPath(.settlement, "level_before", "level"), is: String(s.levelBefore.level)),
                ]))
        }
        if s.replayed { return hiddenOnReplay(c, Element.levelUpOverlay) }
        return c.message(
            Element.levelUpOverlay, CoachCopy.complete.levelUpTitle,
            parts: [
                // The level, its title a part apart: without the server's title, the level alone.
                c.part("level", c.copy(CoachCopy.common.level(level: s.levelAfter.level)))
                    .adding([
                        c.servedPart("title", s.levelAfter.title, field: JSONPath(.settlement, "level_after", "title"))
                    ]),
                c.part("cta", c.copy(CoachCopy.complete.levelUpCta)),
            ])
    }

    /// One sheet per unlocked achievement, then the completed plan day; shown one after another.
    static func achievements(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        var sheets = s.achievementsUnlocked.map { achievement in
            let parts = [
                c.part("eyebrow", c.copy(CoachCopy.complete.achievementTitle)),
                c.servedPart(
                    "description", achievement.description,
                    field: JSONPath(.settlement, "achievements_unlocked", .item, "description")),
            ]
            // Without a title the eyebrow ("Achievement unlocked") names the sheet: no generic title under it.
            return c.servedItem(
                achievement.id, achievement.title,
                field: JSONPath(.settlement, "achievements_unlocked", .item, "title"), or: nil, parts: parts)
        }
        if let day = s.planDayCompleted {
            sheets.append(c.part("plan day", c.copy(CoachCopy.complete.planDay(day: day))))
        }
        guard !sheets.isEmpty else {
            return c.hidden(
                Element.achievementSheet,
                .all([
                    .empty(field: JSONPath(.settlement, "achievements_unlocked")),
                    .null(field: JSONPath(.settlement, "plan_day_completed")),
                ]))
        }
        if s.replayed { return hiddenOnReplay(c, Element.achievementSheet) }
        return c.list(Element.achievementSheet, sheets)
    }

    static func replayedBanner(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        guard s.replayed else {
            return c.hidden(Element.replayedBanner, .value(field: JSONPath(.settlement, "replayed"), is: "false"))
        }
        return c.message(
            Element.replayedBanner,
            CoachCopy.complete.replayed(date: c.instant(s.settledAt, "MMMd"), time: c.instant(s.settledAt, "jmm")))
    }
}
