/// data-binding.md § Complete: the settlement of a finished session
/// (`POST /v1/sessions/{id}/complete`). A replayed settlement shows the same values without
/// animations (user-flows #4) and never a "+1" streak badge.
public enum CompleteScreen: SectionResolver {
    /// The table's rows, in order (the first column, as written).
    static let rows = [
        "eyebrow", "headline / subline", "icon + rays", "before/after", "session delta", "lost points", "XP tile",
        "streak tile", "ability tile", "level card", "XP lines", "cap / repeat notes", "weekly quests", "next focus",
        "level-up overlay", "achievement sheet", "replayed banner",
    ]

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let s = c.inputs.settlement else {
            let reason =
                c.inputs.error.map { "POST /v1/sessions/{id}/complete failed (\($0.error.code))" }
                ?? "no settlement response"
            return rows.map { c.hidden($0, ["settlement"], reason) }
        }
        return [
            eyebrow(c, s),
            headline(c, s),
            icon(c, s),
            beforeAfter(c, s),
            sessionDelta(c, s),
            lostPoints(c, s),
            xpTile(c, s),
            streakTile(c, s),
            abilityTile(c, s),
            levelCard(c, s),
            xpLines(c, s),
            notes(c, s),
            weeklyQuests(c, s.weeklyQuests),
            nextFocus(c, s.nextSuggestion),
            levelUp(c, s),
            achievements(c, s),
            replayedBanner(c, s),
            c.message("CTA", [], "complete.cta.progress", parts: [c.part("secondary", c.copy("complete.cta.home"))]),
        ]
    }

    // MARK: Derived values

    /// The ability tile's value: "building baseline n/3" below three samples, else
    /// `ability_after − ability_before`; nil (hidden) when either is null.
    static func ability(_ s: Settlement) -> CatalogMessage? {
        if s.abilitySampleCount < ProductRules.baselineSessions {
            return CatalogMessage(
                "complete.ability.building",
                [
                    "count": .integer(s.abilitySampleCount), "total": .integer(ProductRules.baselineSessions),
                ])
        }
        guard let before = s.abilityBefore, let after = s.abilityAfter else { return nil }
        return CatalogMessage("complete.ability.delta", ["delta": .integer(after - before)])
    }

    /// "+1" on the streak tile: only a streak this session extended, and not on a replay.
    static func showsStreakIncrement(_ s: Settlement) -> Bool { s.streak.streakIncremented && !s.replayed }

    static func isLevelUp(_ s: Settlement) -> Bool { s.levelAfter.level > s.levelBefore.level }

    /// The improvement bonus the learner could have earned, when the inputs say: today's
    /// quest for this session gives base XP (`xp_reward`) and base + improve (`xp_reward_max`,
    /// CCR-4). Nil when unknown, or when the repeat discount changed the amounts.
    static func missedImproveBonus(_ s: Settlement, home: Home?) -> Int? {
        guard !s.xp.repeatDiscount, let quest = home?.todayQuest, quest.sessionID == s.sessionID else { return nil }
        let bonus = quest.xpRewardMax - quest.xpReward
        return bonus > 0 ? bonus : nil
    }

    // MARK: Rows

    static func eyebrow(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        if s.replayed { return c.message("eyebrow", ["settlement.replayed"], "complete.eyebrow.replayed") }
        let kind = c.inputs.session?.kind ?? s.kind
        let source = c.inputs.session == nil ? "settlement.kind" : "session.kind"
        let copy = c.copy(enumKey: "complete.eyebrow", kind)
        return RenderedElement(
            label: "eyebrow", content: copy.content, language: copy.language, sources: [source, "settlement.replayed"],
            fallback: kind.known == nil ? "server-sent value" : nil)
    }

    static func headline(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.headline", "settlement.subline", "settlement.comparison.verdict"]
        let verdict = s.comparison.verdict.rawValue
        var fallbacks: [String] = []
        /// The server's string, else the verdict's catalog key; nil for an unknown verdict.
        func line(_ served: String?, _ field: String) -> RenderContext.Copy? {
            if let served, !served.isEmpty {
                return RenderContext.Copy(content: .text(c.served(served)), language: c.locale)
            }
            let key = c.enumKey(s.comparison.verdict) { "complete.\(field).\($0)" }
            guard c.catalog.has(key) else {
                fallbacks.append("\(field) is null and verdict \(verdict) has no \(key): hidden")
                return nil
            }
            fallbacks.append("\(field) is null: \(key)")
            return c.copy(key)
        }
        let headline = line(s.headline, "headline")
        let subline = line(s.subline, "subline").map { c.part("subline", $0) } ?? c.hiddenPart("subline", "no subline")
        let fallback = fallbacks.isEmpty ? nil : fallbacks.joined(separator: "; ")
        guard let headline else {
            return RenderedElement(
                label: "headline / subline",
                content: .hidden(reason: "headline is null and verdict \(verdict) is unknown"),
                sources: sources, fallback: fallback, parts: [subline])
        }
        return RenderedElement(
            label: "headline / subline", content: headline.content, language: headline.language, sources: sources,
            fallback: fallback, parts: [subline])
    }

    static func icon(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.comparison.verdict"]
        guard s.comparison.verdict == .improved else {
            return c.hidden(
                "icon + rays", sources, "trophy only for improved; verdict is \(s.comparison.verdict.rawValue)")
        }
        return c.visual(
            "icon + rays", sources, look: s.replayed ? "trophy and rays, still (replayed)" : "trophy and rays")
    }

    static func beforeAfter(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = [
            "settlement.round1_overall", "settlement.round2_overall", "settlement.round1_duration_ms",
            "settlement.round2_duration_ms",
        ]
        func side(_ label: String, _ key: String, _ score: Int, _ duration: Int) -> RenderedElement {
            let heading = c.copy(key)
            return RenderedElement(
                label: label, content: heading.content, language: heading.language,
                parts: [
                    c.part("score", c.number(score)),
                    RenderedElement(label: "duration", content: c.clock(duration), language: c.locale),
                ])
        }
        return c.message(
            "before/after", sources, "common.score_change",
            ["before": .integer(s.round1Overall), "after": .integer(s.round2Overall)],
            parts: [
                side("before", "complete.before", s.round1Overall, s.round1DurationMs),
                side("after", "complete.after", s.round2Overall, s.round2DurationMs),
                c.look(s.replayed ? "no count-up (replayed)" : "count-up \(s.round1Overall) → \(s.round2Overall)"),
            ])
    }

    static func sessionDelta(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let delta = c.number(s.comparison.overallDelta, "sign-always")
        let seconds = c.part("secs_delta", c.copy(.secondsDelta(milliseconds: s.comparison.durationDeltaMs)))
        let sources = ["settlement.comparison.overall_delta", "settlement.comparison.duration_delta_ms"]
        let parts = [c.part("overall", delta), seconds]
        guard let shorter = seconds.text else { return c.list("session delta", sources, parts) }
        return c.message(
            "session delta", sources, "complete.session_delta",
            ["delta": .string(delta), "shorter": .string(shorter)], parts: parts)
    }

    static func lostPoints(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.comparison.key_points_lost[]"]
        let points = s.comparison.keyPointsLost.filter { !$0.isEmpty }
        guard !points.isEmpty else {
            return c.hidden(
                "lost points", sources, "comparison.key_points_lost is empty", fallback: "hidden when empty")
        }
        // The points are in the article's language, which only the session names.
        let language = c.inputs.session.flatMap { c.contentLanguage($0.language) }
        let fallback = c.inputs.session == nil ? "no session response: the points' language is unknown" : nil
        return c.message(
            "lost points", sources + (c.inputs.session == nil ? [] : ["session.language"]), "complete.key_points_lost",
            ["count": .integer(points.count)], fallback: fallback,
            parts: points.enumerated().map {
                RenderedElement(label: "point \($0.offset + 1)", content: .text($0.element), language: language)
            }
                + [c.look("warning banner")])
    }

    static func xpTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        c.message(
            "XP tile", ["settlement.xp.awarded"], "common.xp", ["xp": .integer(s.xp.awarded)],
            parts: [
                c.part("label", c.copy("complete.xp.label")),
                c.look(s.replayed ? "no count-up (replayed)" : "count-up to \(s.xp.awarded)"),
            ])
    }

    static func streakTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let badge: RenderedElement
        if showsStreakIncrement(s) {
            badge = c.part("badge", c.copy("complete.streak.incremented"))
        } else {
            badge = c.hiddenPart(
                "badge", s.streak.streakIncremented ? "settlement is replayed" : "streak_incremented is false")
        }
        return c.message(
            "streak tile",
            ["settlement.streak.current", "settlement.streak.streak_incremented", "settlement.replayed"],
            "complete.streak.days", ["count": .integer(s.streak.current)],
            parts: [c.part("label", c.copy("complete.streak.label")), badge])
    }

    static func abilityTile(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.ability_before", "settlement.ability_after", "settlement.ability_sample_count"]
        guard let value = ability(s) else {
            return c.hidden(
                "ability tile", sources, "ability_before or ability_after is null",
                fallback: "hide (null optional number)")
        }
        return c.message(
            "ability tile", sources, value.key, value.arguments,
            parts: [c.part("label", c.copy("complete.ability.label"))])
    }

    static func levelCard(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let after = s.levelAfter
        let before = s.levelBefore
        let look =
            s.replayed
            ? "bar at \(after.xpIntoLevel)/\(after.xpForNext), no animation (replayed)"
            : "bar fills in 900 ms from level \(before.level) at \(before.xpIntoLevel)/\(before.xpForNext)"
        return c.message(
            "level card",
            [
                "settlement.level_after.level", "settlement.level_after.title", "settlement.level_after.xp_into_level",
                "settlement.level_after.xp_for_next", "settlement.level_before",
            ],
            "common.level", ["level": .integer(after.level)],
            parts: [
                c.part("title", c.served(after.title)),
                c.part(
                    "progress",
                    c.copy(
                        "common.level.progress",
                        ["current": .integer(after.xpIntoLevel), "total": .integer(after.xpForNext)])),
                c.look(look),
            ].filter { $0.text != "" })
    }

    /// One line per breakdown entry: `complete.xp.<type>` (CCR-10), an unknown type as the
    /// server sent it with its amount, and a missing improvement bonus struck through.
    static func xpLines(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.xp.breakdown[].type", "settlement.xp.breakdown[].amount"]
        var parts = s.xp.breakdown.map { line -> RenderedElement in
            let label = line.weeklyQuestID.map { "\(line.type.rawValue) \($0)" } ?? line.type.rawValue
            guard line.type.known != nil else {
                c.note(
                    "complete.xp.\(line.type.rawValue): unknown value \"\(line.type.rawValue)\" shown as the server sent it"
                )
                let amount = c.copy("common.xp", ["xp": .integer(line.amount)])
                guard let xp = amount.text else { return c.part(label, amount) }
                return c.part(label, line.type.rawValue + DesignValues.metaSeparator + xp)
            }
            return c.part(label, c.copy(c.enumKey(line.type) { "complete.xp.\($0)" }, ["xp": .integer(line.amount)]))
        }
        var fallback: String?
        if !s.xp.breakdown.contains(where: { $0.type == .improve }) {
            let copy: RenderContext.Copy
            if let bonus = missedImproveBonus(s, home: c.inputs.home) {
                copy = c.copy("complete.xp.missed_improve", ["xp": .integer(bonus)])
            } else {
                copy = c.copy("complete.xp.missed_improve_generic")
                fallback = "no improve line, bonus amount unknown: complete.xp.missed_improve_generic"
            }
            parts.append(
                RenderedElement(
                    label: "improve", content: copy.content, language: copy.language,
                    parts: [
                        c.look("missed, struck through")
                    ]))
        }
        if s.xp.breakdown.contains(where: { $0.type.known == nil }) {
            fallback = [fallback, "unknown type: server-sent value"].compactMap { $0 }.joined(separator: "; ")
        }
        guard !parts.isEmpty else { return c.hidden("XP lines", sources, "xp.breakdown is empty") }
        return c.list("XP lines", sources, parts, fallback: fallback)
    }

    /// The daily-cap and repeat notes, one caption line each.
    static func notes(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.xp.daily_cap_hit", "settlement.xp.repeat_discount"]
        var parts: [RenderedElement] = []
        var fallbacks: [String] = []
        if s.xp.dailyCapHit {
            if let cap = c.inputs.config?.limits.dailyXPCap {
                parts.append(c.part("cap", c.copy("complete.xp.cap_hit", ["cap": .integer(cap)])))
            } else {
                parts.append(c.part("cap", c.copy("complete.xp.cap_hit_generic")))
                fallbacks.append("no config: complete.xp.cap_hit_generic")
            }
        }
        if s.xp.repeatDiscount {
            // The settlement says only that the discount applied, not its size: no number.
            parts.append(c.part("repeat", c.copy("complete.xp.repeat")))
        }
        guard !parts.isEmpty else {
            return c.hidden("cap / repeat notes", sources, "daily_cap_hit and repeat_discount are false")
        }
        let fallback = fallbacks.isEmpty ? nil : fallbacks.joined(separator: "; ")
        let sourcesUsed =
            s.xp.dailyCapHit && c.inputs.config != nil ? sources + ["config.limits.daily_xp_cap"] : sources
        return c.list("cap / repeat notes", sourcesUsed, parts, fallback: fallback)
    }

    static func weeklyQuests(_ c: RenderContext, _ weekly: WeeklyQuests) -> RenderedElement {
        let sources = [
            "settlement.weekly_quests.quests[].title", "settlement.weekly_quests.quests[].progress",
            "settlement.weekly_quests.quests[].target", "settlement.weekly_quests.quests[].xp_reward",
        ]
        guard !weekly.quests.isEmpty else { return c.hidden("weekly quests", sources, "weekly_quests.quests is empty") }
        return c.list(
            "weekly quests", sources,
            weekly.quests.map { quest in
                let status =
                    quest.completed
                    ? c.part("done", c.copy("weekly.done"))
                    : c.part("reward", c.copy("weekly.reward", ["xp": .integer(quest.xpReward)]))
                return RenderedElement(
                    label: quest.id, content: .text(c.served(quest.title)), language: c.locale,
                    parts: [
                        c.part(
                            "progress",
                            c.copy(
                                "weekly.progress",
                                ["current": .integer(quest.progress), "total": .integer(quest.target)])),
                        status,
                    ])
            })
    }

    static func nextFocus(_ c: RenderContext, _ focus: Focus?) -> RenderedElement {
        let sources = ["settlement.next_suggestion.title", "settlement.next_suggestion.instruction"]
        guard let focus else { return c.hidden("next focus", sources, "next_suggestion is null") }
        var parts = [c.part("heading", c.copy("complete.next_focus.title"))]
        if let instruction = focus.instruction, !instruction.isEmpty {
            parts.append(c.part("instruction", c.served(instruction)))
        }
        guard !focus.title.isEmpty else {
            let title = c.copy(enumKey: "micro", focus.microSkillID)
            return RenderedElement(
                label: "next focus", content: title.content, language: title.language, sources: sources,
                fallback: "title is empty: micro.\(focus.microSkillID.rawValue)", parts: parts)
        }
        return c.text("next focus", sources, c.served(focus.title), parts: parts)
    }

    static func levelUp(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.level_after.level", "settlement.level_before.level", "settlement.level_after.title"]
        guard isLevelUp(s) else {
            return c.hidden(
                "level-up overlay", sources,
                "level_after.level \(s.levelAfter.level) is not above level_before.level \(s.levelBefore.level)")
        }
        return c.message(
            "level-up overlay", sources, "complete.level_up.title",
            parts: [
                c.part(
                    "level",
                    c.copy(
                        "complete.level_up",
                        ["level": .integer(s.levelAfter.level), "title": .string(c.served(s.levelAfter.title))])),
                c.part("cta", c.copy("complete.level_up.cta")),
            ])
    }

    /// One sheet per unlocked achievement, then the completed plan day; shown one after another.
    static func achievements(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = [
            "settlement.achievements_unlocked[].title", "settlement.achievements_unlocked[].description",
            "settlement.plan_day_completed",
        ]
        var sheets = s.achievementsUnlocked.map { achievement in
            var parts = [c.part("eyebrow", c.copy("complete.achievement.title"))]
            if !achievement.description.isEmpty {
                parts.append(c.part("description", c.served(achievement.description)))
            }
            return RenderedElement(
                label: achievement.id, content: .text(c.served(achievement.title)), language: c.locale, parts: parts)
        }
        if let day = s.planDayCompleted {
            sheets.append(c.part("plan day", c.copy("complete.plan_day", ["day": .integer(day)])))
        }
        guard !sheets.isEmpty else {
            return c.hidden(
                "achievement sheet", sources, "achievements_unlocked is empty and plan_day_completed is null")
        }
        return c.list("achievement sheet", sources, sheets)
    }

    static func replayedBanner(_ c: RenderContext, _ s: Settlement) -> RenderedElement {
        let sources = ["settlement.replayed", "settlement.settled_at"]
        guard s.replayed else { return c.hidden("replayed banner", sources, "settlement.replayed is false") }
        return c.message(
            "replayed banner", sources, "complete.replayed",
            [
                "date": .string(c.instant(s.settledAt, "MMMd")), "time": .string(c.instant(s.settledAt, "jmm")),
            ])
    }
}
