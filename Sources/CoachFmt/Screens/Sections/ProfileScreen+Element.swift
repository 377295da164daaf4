extension ProfileScreen {
    /// The rows of data-binding.md § Profile & settings, as a typed handle: `screen[ProfileScreen.Element.avatarInitial]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
