extension CompleteScreen {
    /// The rows of data-binding.md § Complete, as a typed handle: `screen[CompleteScreen.Element.eyebrow]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `eyebrow`
        case eyebrow = "eyebrow"
        /// `headline / subline`
        case headlineSubline = "headline / subline"
        /// `icon + rays`
        case iconRays = "icon + rays"
        /// `before/after`
        case beforeAfter = "before/after"
        /// `session delta`
        case sessionDelta = "session delta"
        /// `lost points`
        case lostPoints = "lost points"
        /// `XP tile`
        case xpTile = "XP tile"
        /// `streak tile`
        case streakTile = "streak tile"
        /// `ability tile`
        case abilityTile = "ability tile"
        /// `level card`
        case levelCard = "level card"
        /// `XP lines`
        case xpLines = "XP lines"
        /// `cap / repeat notes`
        case capRepeatNotes = "cap / repeat notes"
        /// `weekly quests`
        case weeklyQuests = "weekly quests"
        /// `next focus`
        case nextFocus = "next focus"
        /// `level-up overlay`
        case levelUpOverlay = "level-up overlay"
        /// `achievement sheet`
        case achievementSheet = "achievement sheet"
        /// `replayed banner`
        case replayedBanner = "replayed banner"
        /// `CTA`
        case cta = "CTA"

        /// data-binding.md § Complete.
        public static var section: ScreenSection { .complete }
    }
}

extension CompleteScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .eyebrow: ["settlement.kind", "settlement.replayed"]
        case .headlineSubline: ["settlement.headline", "settlement.subline", "settlement.comparison.verdict"]
        case .iconRays: ["settlement.comparison.verdict"]
        case .beforeAfter:
            [
                "settlement.round1_overall", "settlement.round2_overall", "settlement.round1_duration_ms",
                "settlement.round2_duration_ms",
            ]
        case .sessionDelta: ["settlement.comparison.overall_delta", "settlement.comparison.duration_delta_ms"]
        case .lostPoints: ["settlement.comparison.key_points_lost[]"]
        case .xpTile: ["settlement.xp.awarded"]
        case .streakTile: ["settlement.streak.current", "settlement.streak.streak_incremented", "settlement.replayed"]
        case .abilityTile: ["settlement.ability_before", "settlement.ability_after", "settlement.ability_sample_count"]
        case .levelCard:
            [
                "settlement.level_after.level", "settlement.level_after.title", "settlement.level_after.xp_into_level",
                "settlement.level_after.xp_for_next", "settlement.level_before",
            ]
        case .xpLines: ["settlement.xp.breakdown[].type", "settlement.xp.breakdown[].amount"]
        case .capRepeatNotes: ["settlement.xp.daily_cap_hit", "settlement.xp.repeat_discount"]
        case .weeklyQuests:
            [
                "settlement.weekly_quests.quests[].title", "settlement.weekly_quests.quests[].progress",
                "settlement.weekly_quests.quests[].target", "settlement.weekly_quests.quests[].xp_reward",
            ]
        case .nextFocus: ["settlement.next_suggestion.title", "settlement.next_suggestion.instruction"]
        case .levelUpOverlay:
            ["settlement.level_after.level", "settlement.level_before.level", "settlement.level_after.title"]
        case .achievementSheet:
            [
                "settlement.achievements_unlocked[].title", "settlement.achievements_unlocked[].description",
                "settlement.plan_day_completed",
            ]
        case .replayedBanner: ["settlement.replayed", "settlement.settled_at"]
        case .cta: []
        }
    }
}
