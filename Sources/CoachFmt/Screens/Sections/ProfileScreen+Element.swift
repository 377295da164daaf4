extension ProfileScreen {
    /// The rows of data-binding.md § Profile & settings, as a typed handle: `screen[ProfileScreen.Element.avatarInitial]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `avatar initial`
        case avatarInitial = "avatar initial"
        /// `name / title / level`
        case nameTitleLevel = "name / title / level"
        /// `stats`
        case stats = "stats"
        /// `SIWA card`
        case siwaCard = "SIWA card"
        /// `weekly quests`
        case weeklyQuests = "weekly quests"
        /// `subscription row`
        case subscriptionRow = "subscription row"
        /// `languages row`
        case languagesRow = "languages row"
        /// `app language`
        case appLanguage = "app language"
        /// `practice languages`
        case practiceLanguages = "practice languages"
        /// `reminders`
        case reminders = "reminders"
        /// `retention`
        case retention = "retention"
        /// `delete data`
        case deleteData = "delete data"
        /// `delete account`
        case deleteAccount = "delete account"
        /// `version`
        case version = "version"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Profile & settings.
        public static var section: ScreenSection { .profile }
    }
}

extension ProfileScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .avatarInitial: ["me.display_name"]
        case .nameTitleLevel: ["me.display_name", "me.level.title", "me.level.level"]
        case .stats: ["me.streak.current", "me.stats.completed_sessions", "me.stats.ability"]
        case .siwaCard: ["me.auth_provider"]
        case .weeklyQuests: ["weekly_quests.week_start", "weekly_quests.week_end", "weekly_quests.quests[]"]
        case .subscriptionRow:
            [
                "me.entitlement.status", "me.entitlement.product_id", "me.entitlement.trial_ends_at",
                "me.entitlement.expires_at", "me.entitlement.grace_until",
            ]
        case .languagesRow: ["me.settings.practice_languages"]
        case .appLanguage: ["me.settings.ui_locale", "config.supported_ui_locales", "local:Locale.current"]
        case .practiceLanguages: ["me.settings.practice_languages", "config.supported_practice_languages"]
        case .reminders:
            [
                "me.settings.reminders_enabled", "me.settings.reminder_time", "me.settings.streak_risk_alert",
                "UNUserNotificationCenter status",
            ]
        case .retention: ["me.settings.audio_retention_days"]
        case .deleteData: ["DELETE /v1/me/training-data", "me.stats.completed_sessions"]
        case .deleteAccount: ["DELETE /v1/me", "POST /v1/auth/anonymous", "me.entitlement.status"]
        case .version: ["local:app.version", "local:app.build", "config.rubric_version"]
        case .offlineBanner: ["device network", "local:cache.me.fetchedAt"]
        }
    }
}
