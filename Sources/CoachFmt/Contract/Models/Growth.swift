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

        /// Creates one week of the chart from its fields; omitted optionals are nil.
        public init(weekStart: CalendarDate, value: Int? = nil, sampleN: Int, isPartial: Bool) {
            self.weekStart = weekStart
            self.value = value
            self.sampleN = sampleN
            self.isPartial = isPartial
        }

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

        /// Creates a language chip with its session count from its fields.
        public init(language: String, sessionCount: Int) {
            self.language = language
            self.sessionCount = sessionCount
        }

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

        /// Creates one dimension bar from its fields; omitted optionals are nil.
        public init(key: Open<DimensionKey>, label: String, score: Int? = nil, delta30d: Int? = nil, colorToken: String)
        {
            self.key = key
            self.label = label
            self.score = score
            self.delta30d = delta30d
            self.colorToken = colorToken
        }

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

        /// Creates one micro-skill row from its fields; omitted optionals are nil.
        public init(id: Open<MicroSkillID>, title: String, suggested: Int, achieved: Int, mastery: Double? = nil) {
            self.id = id
            self.title = title
            self.suggested = suggested
            self.achieved = achieved
            self.mastery = mastery
        }

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

    /// Creates the Growth response from its fields; omitted optionals are nil, omitted lists empty.
    public init(
        state: Open<State>, range: Open<Range>, language: String? = nil, ability: Int? = nil,
        abilityDelta30d: Int? = nil, sampleCount: Int, algoVersion: String, trend: Open<Trend>,
        minSessionsPerPoint: Int, series: [Point] = [], languages: [LanguageCount] = [], nextUnlock: String? = nil,
        dimensions: [DimensionTrend] = [], microSkills: [MicroSkillProgress] = [], achievements: [Achievement] = [],
        recentSessions: [SessionSummary] = []
    ) {
        self.state = state
        self.range = range
        self.language = language
        self.ability = ability
        self.abilityDelta30d = abilityDelta30d
        self.sampleCount = sampleCount
        self.algoVersion = algoVersion
        self.trend = trend
        self.minSessionsPerPoint = minSessionsPerPoint
        self.series = series
        self.languages = languages
        self.nextUnlock = nextUnlock
        self.dimensions = dimensions
        self.microSkills = microSkills
        self.achievements = achievements
        self.recentSessions = recentSessions
    }

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
