/// `GET /v1/weekly-quests`, also embedded in a settlement: this week's quests.
public struct WeeklyQuests: Sendable, Hashable, Codable {
    /// One quest and how far the learner is.
    public struct Quest: Sendable, Hashable, Codable {
        /// The quest's id; a settlement's `weekly_quest` XP line names it as `weekly_quest_id`.
        public let id: String
        /// Accept-Language.
        public let title: String
        /// How far the learner is this week, from 0; the quest bar's fill.
        public let progress: Int
        /// What completes the quest, at least 1; the quest bar's end.
        public let target: Int
        /// XP the quest awards when completed.
        public let xpReward: Int
        /// The quest is done this week.
        public let completed: Bool

        // Generated init: Creates one weekly quest from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Monday of the week, local date.
    public let weekStart: CalendarDate
    /// Sunday of the week, local date.
    public let weekEnd: CalendarDate
    /// This week's quests, as bars on Profile and the Complete screen.
    public let quests: [Quest]

    // Generated init: Creates this week's quests from their fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
