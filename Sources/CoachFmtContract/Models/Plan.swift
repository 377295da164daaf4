/// `GET /v1/plan`: the 14-day plan built from the diagnostic (404 until it is ready).
public struct Plan: Sendable, Hashable, Codable {
    /// One plan day; also the paywall's calendar preview.
    public struct Day: Sendable, Hashable, Codable {
        /// Not in DECISIONS.md; chosen for the contract: a day is done, today,
        /// still ahead, or passed without a session.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// `completed`: practised; `today`: today; `upcoming`: still ahead; `missed`: passed without a session.
            case completed, today, upcoming, missed
        }

        /// 1…14.
        public let day: Int
        /// The learner's local date of this day; shown as "Oct 17" / "10月17日".
        public let date: CalendarDate
        /// Accept-Language.
        public let title: String
        /// Whether the day is done, today, ahead or missed.
        public let status: Open<Status>

        // Generated init: Creates one plan day from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The plan's id.
    public let id: String
    /// The local date of plan day 1.
    public let startDate: CalendarDate
    /// The micro-skill the plan works on: the focus title.
    public let targetMicroSkill: MicroSkillRef
    /// The overall score (0–100) the plan starts from, from the diagnostic: the baseline line.
    public let baselineOverall: Int
    /// The plan's days, 1…14: the day rows.
    public let days: [Day]

    // Generated init: Creates the 14-day plan from its fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
