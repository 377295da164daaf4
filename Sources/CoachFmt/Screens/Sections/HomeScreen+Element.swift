extension HomeScreen {
    /// The rows of data-binding.md § Home, as a typed handle: `screen[HomeScreen.Element.streakPill]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `streak pill`
        case streakPill = "streak pill"
        /// `date label`
        case dateLabel = "date label"
        /// `greeting + name`
        case greetingName = "greeting + name"
        /// `level`
        case level = "level"
        /// `quest badge`
        case questBadge = "quest badge"
        /// `quest meta`
        case questMeta = "quest meta"
        /// `quest title`
        case questTitle = "quest title"
        /// `plan day tag`
        case planDayTag = "plan day tag"
        /// `focus chip`
        case focusChip = "focus chip"
        /// `3-step path`
        case n3StepPath = "3-step path"
        /// `CTA`
        case cta = "CTA"
        /// `completed summary`
        case completedSummary = "completed summary"
        /// `streak-risk card`
        case streakRiskCard = "streak-risk card"
        /// `freeze notice`
        case freezeNotice = "freeze notice"
        /// `topic chips`
        case topicChips = "topic chips"
        /// `quick pick`
        case quickPick = "quick pick"
        /// `resume sheet`
        case resumeSheet = "resume sheet"
        /// `offline banner`
        case offlineBanner = "offline banner"
        /// `error`
        case error = "error"

        /// data-binding.md § Home.
        public static var section: ScreenSection { .home }
    }
}

extension HomeScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .streakPill: ["home.streak.current", "home.streak.today_done", "home.streak.at_risk"]
        case .dateLabel: ["home.local_date_label"]
        case .greetingName: ["home.greeting", "home.display_name"]
        case .level: ["home.level.level", "home.level.title", "home.level.xp_into_level", "home.level.xp_for_next"]
        case .questBadge: ["home.today_quest.xp_reward"]
        case .questMeta:
            [
                "home.today_quest.article.topic.name", "home.today_quest.article.length.label",
                "home.today_quest.article.est_read_seconds",
            ]
        case .questTitle: ["home.today_quest.article.title"]
        case .planDayTag: ["home.today_quest.plan_day"]
        case .focusChip: ["home.focus.title", "home.focus.suggested_count", "me.stats.completed_sessions"]
        case .n3StepPath:
            ["home.today_quest.steps[].key", "home.today_quest.steps[].label", "home.today_quest.steps[].state"]
        case .cta: ["home.today_quest.status", "home.today_quest.session_id"]
        case .completedSummary: ["home.today_quest.summary"]
        case .streakRiskCard: ["home.streak.at_risk", "home.streak.freezes"]
        case .freezeNotice: ["home.streak.last_freeze_used_local_date", "home.local_date"]
        case .topicChips: ["home.topics[].name", "local:home.selectedTopic"]
        case .quickPick:
            [
                "home.quick_picks[topic = selected]", "local:home.selectedTopic", "home.topics[].glyph",
                "home.topics[].color_token",
            ]
        case .resumeSheet:
            [
                "home.resume_session.article.title", "home.resume_session.stage", "home.resume_session.created_at",
                "home.resume_session.round1_overall",
            ]
        case .offlineBanner: ["device network", "local:cache.home.fetchedAt"]
        case .error: ["error.code", "error.message", "error.request_id"]
        }
    }
}
