extension CompleteScreen {
    /// The rows of data-binding.md § Complete, as a typed handle: `screen[CompleteScreen.Element.eyebrow]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
