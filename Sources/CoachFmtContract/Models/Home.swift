/// `GET /v1/home`: everything the Home tab shows.
public struct Home: Sendable, Hashable, Codable {
    /// Today's quest; `Home.todayQuest` is nil when no article fits today (CCR-1).
    public struct TodayQuest: Sendable, Hashable, Codable {
        /// Drives the CTA: start, continue (`home.quest.cta.resume.<stage>`) or done.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// No session yet: the start CTA.
            case notStarted = "not_started"
            /// A session is open: the continue CTA for its `stage`.
            case inProgress = "in_progress"
            /// Done today: the "Done" tag, the result row and the free-practice CTA.
            case completed
        }

        /// One row of the 3-step path: read, record, compress.
        public struct Step: Sendable, Hashable, Codable {
            /// The step a row stands for.
            public enum Key: String, Sendable, Hashable, CaseIterable {
                /// Read the article, record round 1, then compress it in round 2.
                case read, record, compress
            }

            /// How the row is drawn: done = lime ✓, current = white ring.
            public enum State: String, Sendable, Hashable, CaseIterable {
                /// `done`: finished (lime ✓); `current`: the next step (white ring); `pending`: not reached yet.
                case done, current, pending
            }

            /// Which step the row stands for.
            public let key: Open<Key>
            /// Accept-Language.
            public let label: String
            /// How far the learner is with this step.
            public let state: Open<State>

            // Generated init: Creates one row of the 3-step path from its fields.
            private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
        }

        /// Whether the quest is not started, in progress or completed; picks the CTA.
        public let status: Open<Status>
        /// Set once a session exists for the quest.
        public let sessionID: String?
        /// The session's stage while in progress: `home.quest.cta.resume.<stage>`.
        public let stage: Open<SessionStage>?
        /// Today's article: the quest title (article language) and the `topic · length · read time` meta.
        public let article: ArticleSummary
        /// Base XP without the improvement bonus (CCR-4): the "+45 XP" badge.
        public let xpReward: Int
        /// Base plus the improvement bonus (CCR-4).
        public let xpRewardMax: Int
        /// The plan day this quest belongs to; nil outside the 14-day plan.
        public let planDay: Int?
        /// The 3-step path on the quest card.
        public let steps: [Step]
        /// The result once `status = completed` (CCR-2): "68 → 79 · 41 s shorter · +55 XP".
        public let summary: SessionSummary?

        // Generated init: Creates today's quest from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// A suggestion for one topic chip.
    public struct QuickPick: Sendable, Hashable, Codable {
        /// The chip (`home.topics[].id`) this pick belongs to.
        public let topicID: String
        /// Accept-Language, the card headline.
        public let title: String
        /// Accept-Language, why this article.
        public let subtitle: String?
        /// The article the pick suggests.
        public let article: ArticleSummary

        // Generated init: Creates a quick pick for one topic chip from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The learner's local date today.
    public let localDate: CalendarDate
    /// Accept-Language, e.g. "Friday, November 27" / "11月27日 星期五".
    public let localDateLabel: String
    /// Accept-Language, e.g. "Good morning" / "晚上好".
    public let greeting: String
    /// The name, or the server's fallback "Learner" / "练习者".
    public let displayName: String
    /// The streak pill, the freeze notice and the streak-risk card.
    public let streak: Streak
    /// The level row: number, title and the XP bar.
    public let level: Level
    /// The focus chip on the quest card; nil hides it.
    public let focus: Focus?
    /// Today's quest card; nil when no article fits the learner's languages and topics today (CCR-1).
    public let todayQuest: TodayQuest?
    /// An unfinished session to offer on the resume sheet.
    public let resumeSession: SessionSummary?
    /// Picks by topic chip (`topic_id`); the selected chip's pick is the quick-pick card.
    public let quickPicks: [QuickPick]
    /// The topic chips above the quick pick; empty hides the row.
    public let topics: [Topic]

    // Generated init: Creates the Home response from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: quickPicks, topics.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
