/// `GET /v1/growth?range=&language=`: ability over time, dimensions, micro-skills.
public struct Growth: Sendable, Hashable, Codable {
    /// The trend label (`growth.trend.<value>`).
    public enum Trend: String, Sendable, Hashable, CaseIterable {
        case up, flat, down, new
    }

    /// `empty` shows the empty state.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case ready, empty
    }

    /// The chart's range; 8w by default.
    public enum Range: String, Sendable, Hashable, CaseIterable {
        case fourWeeks = "4w"
        case eightWeeks = "8w"
        case twelveWeeks = "12w"
    }

    /// One week of the chart. `value = null` with `sample_n = 0` is a gap ("None");
    /// a partial week (CCR-5) is drawn dashed.
    public struct Point: Sendable, Hashable, Codable {
        /// Monday, local date.
        public let weekStart: CalendarDate
        /// nil until the week has `min_sessions_per_point` sessions.
        public let value: Int?
        public let sampleN: Int
        /// The current, unfinished week.
        public let isPartial: Bool

        enum CodingKeys: String, CodingKey {
            case weekStart = "week_start"
            case value
            case sampleN = "sample_n"
            case isPartial = "is_partial"
        }
    }

    /// A language chip with its session count.
    public struct LanguageCount: Sendable, Hashable, Codable {
        public let language: String
        public let sessionCount: Int

        enum CodingKeys: String, CodingKey {
            case language
            case sessionCount = "session_count"
        }
    }

    /// One dimension bar.
    public struct DimensionTrend: Sendable, Hashable, Codable {
        public let key: Open<DimensionKey>
        /// Accept-Language.
        public let label: String
        /// nil before 3 sessions ("—").
        public let score: Int?
        public let delta30d: Int?
        public let colorToken: String

        enum CodingKeys: String, CodingKey {
            case key, label, score
            case delta30d = "delta_30d"
            case colorToken = "color_token"
        }
    }

    /// One micro-skill row: pips and mastery.
    public struct MicroSkillProgress: Sendable, Hashable, Codable {
        public let id: Open<MicroSkillID>
        /// Accept-Language.
        public let title: String
        /// Times suggested; 0 shows "not suggested yet".
        public let suggested: Int
        /// Times the learner applied it.
        public let achieved: Int
        /// 0…1; nil when never suggested.
        public let mastery: Double?

        enum CodingKeys: String, CodingKey {
            case id, title, suggested, achieved, mastery
        }
    }

    public let state: Open<State>
    public let range: Open<Range>
    /// The `language` filter the response is for; nil for all languages.
    public let language: String?
    /// nil while the baseline is built (`growth.baseline.title` with `sample_count`).
    public let ability: Int?
    public let abilityDelta30d: Int?
    public let sampleCount: Int
    public let algoVersion: String
    public let trend: Open<Trend>
    /// Sessions a week needs before it gets a point (CCR-5).
    public let minSessionsPerPoint: Int
    public let series: [Point]
    /// Chips only when there is more than one.
    public let languages: [LanguageCount]
    /// Accept-Language hook, e.g. "Practise once more this week to unlock its point".
    public let nextUnlock: String?
    public let dimensions: [DimensionTrend]
    public let microSkills: [MicroSkillProgress]
    public let achievements: [Achievement]
    public let recentSessions: [SessionSummary]

    enum CodingKeys: String, CodingKey {
        case state, range, language, ability
        case abilityDelta30d = "ability_delta_30d"
        case sampleCount = "sample_count"
        case algoVersion = "algo_version"
        case trend
        case minSessionsPerPoint = "min_sessions_per_point"
        case series, languages
        case nextUnlock = "next_unlock"
        case dimensions
        case microSkills = "micro_skills"
        case achievements
        case recentSessions = "recent_sessions"
    }
}
