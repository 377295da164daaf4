/// `GET /v1/weekly-quests`, also embedded in a settlement: this week's quests.
public struct WeeklyQuests: Sendable, Hashable, Codable {
    /// One quest and how far the learner is.
    public struct Quest: Sendable, Hashable, Codable {
        public let id: String
        /// Accept-Language.
        public let title: String
        public let progress: Int
        public let target: Int
        public let xpReward: Int
        public let completed: Bool

        /// Creates one weekly quest from its fields.
        public init(id: String, title: String, progress: Int, target: Int, xpReward: Int, completed: Bool) {
            self.id = id
            self.title = title
            self.progress = progress
            self.target = target
            self.xpReward = xpReward
            self.completed = completed
        }

        enum CodingKeys: String, CodingKey {
            case id, title, progress, target, completed
            case xpReward = "xp_reward"
        }
    }

    /// Monday of the week, local date.
    public let weekStart: CalendarDate
    /// Sunday of the week, local date.
    public let weekEnd: CalendarDate
    public let quests: [Quest]

    /// Creates this week's quests from their fields.
    public init(weekStart: CalendarDate, weekEnd: CalendarDate, quests: [Quest]) {
        self.weekStart = weekStart
        self.weekEnd = weekEnd
        self.quests = quests
    }

    enum CodingKeys: String, CodingKey {
        case weekStart = "week_start"
        case weekEnd = "week_end"
        case quests
    }
}
