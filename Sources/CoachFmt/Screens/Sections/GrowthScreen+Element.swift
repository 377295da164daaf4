extension GrowthScreen {
    /// The rows of data-binding.md § Growth, as a typed handle: `screen[GrowthScreen.Element.range]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `range`
        case range = "range"
        /// `language chips`
        case languageChips = "language chips"
        /// `ability`
        case ability = "ability"
        /// `level badge`
        case levelBadge = "level badge"
        /// `trend label`
        case trendLabel = "trend label"
        /// `chart`
        case chart = "chart"
        /// `hook`
        case hook = "hook"
        /// `dimensions`
        case dimensions = "dimensions"
        /// `micro-skills`
        case microSkills = "micro-skills"
        /// `achievements`
        case achievements = "achievements"
        /// `recent sessions`
        case recentSessions = "recent sessions"
        /// `empty`
        case empty = "empty"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Growth.
        public static var section: ScreenSection { .growth }
    }
}

extension GrowthScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .range: ["growth.range"]
        case .languageChips: ["growth.languages[].language", "growth.languages[].session_count", "growth.language"]
        case .ability: ["growth.ability", "growth.ability_delta_30d", "growth.sample_count", "growth.algo_version"]
        case .levelBadge: ["me.level.level"]
        case .trendLabel: ["growth.trend"]
        case .chart:
            [
                "growth.series[].week_start", "growth.series[].value", "growth.series[].sample_n",
                "growth.series[].is_partial", "growth.min_sessions_per_point",
            ]
        case .hook: ["growth.next_unlock"]
        case .dimensions:
            [
                "growth.dimensions[].label", "growth.dimensions[].score", "growth.dimensions[].delta_30d",
                "growth.dimensions[].color_token",
            ]
        case .microSkills:
            [
                "growth.micro_skills[].title", "growth.micro_skills[].suggested", "growth.micro_skills[].achieved",
                "growth.micro_skills[].mastery", "me.focus.micro_skill_id",
            ]
        case .achievements:
            [
                "growth.achievements[].title", "growth.achievements[].description", "growth.achievements[].unlocked",
                "growth.achievements[].progress",
            ]
        case .recentSessions:
            [
                "growth.recent_sessions[].article.title", "growth.recent_sessions[].completed_at",
                "growth.recent_sessions[].round1_overall", "growth.recent_sessions[].round2_overall",
                "growth.recent_sessions[].duration_delta_ms", "growth.recent_sessions[].xp_awarded",
            ]
        case .empty: ["growth.state"]
        case .offlineBanner: ["device network", "local:cache.growth.fetchedAt"]
        }
    }
}
