extension GrowthScreen {
    /// The rows of data-binding.md § Growth, as a typed handle: `screen[GrowthScreen.Element.range]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
