/// `GET /v1/plan`: the 14-day plan built from the diagnostic (404 until it is ready).
public struct Plan: Sendable, Hashable, Codable {
    /// One plan day; also the paywall's calendar preview.
    public struct Day: Sendable, Hashable, Codable {
        /// Not in DECISIONS.md; chosen for the contract: a day is done, today,
        /// still ahead, or passed without a session.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            case completed, today, upcoming, missed
        }

        /// 1…14.
        public let day: Int
        public let date: CalendarDate
        /// Accept-Language.
        public let title: String
        public let status: Open<Status>

        /// Creates one plan day from its fields.
        public init(day: Int, date: CalendarDate, title: String, status: Open<Status>) {
            self.day = day
            self.date = date
            self.title = title
            self.status = status
        }

        enum CodingKeys: String, CodingKey {
            case day, date, title, status
        }
    }

    public let id: String
    public let startDate: CalendarDate
    public let targetMicroSkill: MicroSkillRef
    public let baselineOverall: Int
    public let days: [Day]

    /// Creates the 14-day plan from its fields.
    public init(id: String, startDate: CalendarDate, targetMicroSkill: MicroSkillRef, baselineOverall: Int, days: [Day])
    {
        self.id = id
        self.startDate = startDate
        self.targetMicroSkill = targetMicroSkill
        self.baselineOverall = baselineOverall
        self.days = days
    }

    enum CodingKeys: String, CodingKey {
        case id
        case startDate = "start_date"
        case targetMicroSkill = "target_micro_skill"
        case baselineOverall = "baseline_overall"
        case days
    }
}
