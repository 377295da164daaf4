extension PlanScreen {
    /// The rows of data-binding.md § Plan, as a typed handle: `screen[PlanScreen.Element.focusTitle]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
    public enum Element: String, ScreenElement {
        /// `focus title`
        case focusTitle = "focus title"
        /// `baseline`
        case baseline = "baseline"
        /// `reason`
        case reason = "reason"
        /// `tags`
        case tags = "tags"
        /// `day rows`
        case dayRows = "day rows"
        /// `plan · screen`
        case planScreen = "plan · screen"
        /// `plan not ready`
        case planNotReady = "plan not ready"

        /// data-binding.md § Plan.
        public static var section: ScreenSection { .plan }
    }
}
