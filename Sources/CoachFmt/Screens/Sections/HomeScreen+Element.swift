extension HomeScreen {
    /// The rows of data-binding.md § Home, as a typed handle: `screen[HomeScreen.Element.streakPill]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
