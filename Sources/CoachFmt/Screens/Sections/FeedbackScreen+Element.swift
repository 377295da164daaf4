extension FeedbackScreen {
    /// The rows of data-binding.md § Feedback, as a typed handle: `screen[FeedbackScreen.Element.youDidIt]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
    public enum Element: String, ScreenElement {
        /// `"You did it ✓"`
        case youDidIt = "\"You did it ✓\""
        /// `"not yet" line`
        case notYetLine = "\"not yet\" line"
        /// `low-confidence`
        case lowConfidence = "low-confidence"
        /// `score ring`
        case scoreRing = "score ring"
        /// `summary`
        case summary = "summary"
        /// `dimension name`
        case dimensionName = "dimension name"
        /// `dimension note / score / evidence chip`
        case dimensionNoteScoreEvidenceChip = "dimension note / score / evidence chip"
        /// `one action`
        case oneAction = "one action"
        /// `evidence list`
        case evidenceList = "evidence list"
        /// `playback`
        case playback = "playback"
        /// `key points`
        case keyPoints = "key points"
        /// `exemplar`
        case exemplar = "exemplar"
        /// `meta`
        case meta = "meta"
        /// `helpful`
        case helpful = "helpful"
        /// `CTA`
        case cta = "CTA"

        /// data-binding.md § Feedback.
        public static var section: ScreenSection { .feedback }
    }
}
