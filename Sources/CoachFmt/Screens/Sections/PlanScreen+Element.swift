extension PlanScreen {
    /// The rows of data-binding.md § Plan, as a typed handle: `screen[PlanScreen.Element.focusTitle]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
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

extension PlanScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .focusTitle: ["plan.target_micro_skill.title", "plan.target_micro_skill.id"]
        case .baseline: ["plan.baseline_overall"]
        case .reason: ["derived: lowest assessment.dimensions.<key>.score", "assessment.dimensions.structure.note"]
        case .tags:
            [
                "me.onboarding.answers.weekly_days", "me.settings.reminder_time", "me.settings.reminders_enabled",
                "session.language",
            ]
        case .dayRows: ["plan.days[].day", "plan.days[].date", "plan.days[].title", "plan.days[].status"]
        case .planScreen: []
        case .planNotReady: ["error.code"]
        }
    }
}
