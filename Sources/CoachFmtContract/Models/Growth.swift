/// `GET /v1/growth?range=&language=`: ability over time, dimensions, micro-skills.
public struct Growth: Sendable, Hashable, Codable {
    /// The trend label (`growth.trend.<value>`).
    public enum Trend: String, Sendable, Hashable, CaseIterable {
        /// "Trending up", "Holding steady", "Dipping lately", "Just getting started".
        case up, flat, down, new
    }

    /// `empty` shows the empty state.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// `ready`: there is data to chart; `empty`: nothing yet, or the practice history was deleted.
        case ready, empty
    }

    /// The chart's range; 8w by default.
    public enum Range: String, Sendable, Hashable, CaseIterable {
        /// The last 4 weeks.
        case fourWeeks = "4w"
        /// The last 8 weeks, the default.
        case eightWeeks = "8w"
        /// The last 12 weeks.
        case twelveWeeks = "12w"
    }

    /// One week of the chart. `value = null` with `sample_n = 0` is a gap ("None");
    /// a partial week (CCR-5) is drawn dashed.
    public struct Point: Sendable, Hashable, Codable {
        /// Monday, local date.
        public let weekStart: CalendarDate
        /// nil until the week has `min_sessions_per_point` sessions.
        public let value: Int?
        /// Sessions in the week; 0 with a nil `value` is a gap.
        public let sampleN: Int
        /// The current, unfinished week.
        public let isPartial: Bool

        // Generated init: Creates one week of the chart from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// A language chip with its session count.
    public struct LanguageCount: Sendable, Hashable, Codable {
        /// BCP-47 tag of a practice language: the chip's endonym and its `?language=` value.
        public let language: String
        /// Sessions in that language: the chip's count.
        public let sessionCount: Int

        // Generated init: Creates a language chip with its session count from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// One dimension bar.
    public struct DimensionTrend: Sendable, Hashable, Codable {
        /// Which dimension the bar is for.
        public let key: Open<DimensionKey>
        /// Accept-Language.
        public let label: String
        /// nil before 3 sessions ("—").
        public let score: Int?
        /// Change over the last 30 days, in points; nil when there is none to show.
        public let delta30d: Int?  // Wire key: delta_30d
        /// The bar's colour, a design token name.
        public let colorToken: String

        // Generated init: Creates one dimension bar from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// One micro-skill row: pips and mastery.
    public struct MicroSkillProgress: Sendable, Hashable, Codable {
        /// The micro-skill; the row whose id is `me.focus.micro_skill_id` is tagged as the current focus.
        public let id: Open<MicroSkillID>
        /// Accept-Language.
        public let title: String
        /// Times suggested; 0 shows "not suggested yet".
        public let suggested: Int
        /// Times the learner applied it.
        public let achieved: Int
        /// 0…1; nil when never suggested.
        public let mastery: Double?

        // Generated init: Creates one micro-skill row from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// `empty` shows the empty state instead of the chart.
    public let state: Open<State>
    /// The weeks the series covers: 4, 8 or 12.
    public let range: Open<Range>
    /// The `language` filter the response is for; nil for all languages.
    public let language: String?
    /// nil while the baseline is built (`growth.baseline.title` with `sample_count`).
    public let ability: Int?
    /// Ability's change over the last 30 days, in points: the delta beside the ability.
    public let abilityDelta30d: Int?  // Wire key: ability_delta_30d
    /// Sessions counted toward ability; the baseline card shows it while `ability` is nil.
    public let sampleCount: Int
    /// Version of the algorithm that computed ability and the series.
    public let algoVersion: String
    /// Where ability is heading: the trend label.
    public let trend: Open<Trend>
    /// Sessions a week needs before it gets a point (CCR-5).
    public let minSessionsPerPoint: Int
    /// The chart: one point per week of the range, with no interpolation across gaps.
    public let series: [Point]
    /// Chips only when there is more than one.
    public let languages: [LanguageCount]
    /// Accept-Language hook, e.g. "Practise once more this week to unlock its point".
    public let nextUnlock: String?
    /// The dimension bars.
    public let dimensions: [DimensionTrend]
    /// The micro-skill rows.
    public let microSkills: [MicroSkillProgress]
    /// Every achievement, unlocked (lime) or locked with its progress.
    public let achievements: [Achievement]
    /// The latest sessions; empty hides the section.
    public let recentSessions: [SessionSummary]

    // Generated init: Creates the Growth response from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: series, languages, dimensions, microSkills, achievements, recentSessions.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
