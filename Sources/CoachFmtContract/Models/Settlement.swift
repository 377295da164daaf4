/// `POST /v1/sessions/{id}/complete`: the result of a finished session. Idempotent:
/// the same request again returns the same settlement with `replayed = true`.
public struct Settlement: Sendable, Hashable, Codable {
    /// Round 2 against round 1; only `improved` gets the trophy.
    public struct Comparison: Sendable, Hashable, Codable {
        /// The comparison's outcome; picks the icon and the fallback headline.
        public enum Verdict: String, Sendable, Hashable, CaseIterable {
            /// `improved`: round 2 is better (trophy); `same`: no real change.
            case improved, same
            /// Round 2 is shorter but dropped a key point.
            case shorterLost = "shorter_lost"
            /// Round 2 scored lower.
            case declined
        }

        /// How round 2 compares; picks the icon and the `complete.headline.<verdict>` fallback.
        public let verdict: Open<Verdict>
        /// Round 2's overall minus round 1's: the session delta "±N".
        public let overallDelta: Int
        /// Round 2 minus round 1; negative is shorter.
        public let durationDeltaMs: Int
        /// Key points round 1 covered and round 2 dropped, in the article language.
        public let keyPointsLost: [String]

        // Generated init: Creates the comparison of round 2 with round 1 from its fields; omitted lists are empty.
        // Empty by default: keyPointsLost.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// What a breakdown line is for; the client localizes `complete.xp.<type>` (CCR-10).
    public enum XPType: String, Sendable, Hashable, CaseIterable {
        /// XP for round 1, for round 2, for completing the session, and the improvement bonus.
        case round1, round2, complete, improve
        /// A weekly quest's reward; `weekly_quest_id` names the quest.
        case weeklyQuest = "weekly_quest"
    }

    /// The XP tile and its breakdown lines.
    public struct XP: Sendable, Hashable, Codable {
        /// One breakdown line; a missing `improve` line is shown struck through.
        public struct Line: Sendable, Hashable, Codable {
            /// What the line is for; an unknown type shows as sent.
            public let type: Open<XPType>
            /// XP this line adds: "+N XP".
            public let amount: Int
            /// Set when `type = weekly_quest`.
            public let weeklyQuestID: String?

            // Generated init: Creates one XP breakdown line from its fields; omitted optionals are nil.
            private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
        }

        /// What the learner got, after the repeat discount and the daily cap.
        public let awarded: Int
        /// The XP lines (CCR-10); without an `improve` line, the missed bonus is shown struck through.
        public let breakdown: [Line]
        /// Today's XP reached `config.limits.daily_xp_cap`: the `complete.xp.cap_hit` note.
        public let dailyCapHit: Bool
        /// The article was practised within 7 days, so XP was halved (D4).
        public let repeatDiscount: Bool

        // Generated init: Creates the XP tile from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The streak tile.
    public struct StreakChange: Sendable, Hashable, Codable {
        /// The streak after this session, in days.
        public let current: Int
        /// Show "+1" only when true and the settlement is not replayed.
        public let streakIncremented: Bool

        // Generated init: Creates the streak tile from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The settled session.
    public let sessionID: String
    /// The session's kind: the eyebrow.
    public let kind: Open<SessionKind>
    /// True when this is a repeat of an earlier settlement: no animations.
    public let replayed: Bool
    /// When the session was settled; the replayed banner shows its date and time.
    public let settledAt: Timestamp
    /// Accept-Language; `complete.headline.<verdict>` is the fallback.
    public let headline: String?
    /// Accept-Language.
    public let subline: String?
    /// Round 1's overall score (0–100), where the before/after count-up starts.
    public let round1Overall: Int
    /// Round 2's overall score (0–100), where the before/after count-up ends.
    public let round2Overall: Int
    /// CCR-9: the before/after durations without a second request.
    public let round1DurationMs: Int
    /// Round 2's effective recording time in milliseconds (CCR-9).
    public let round2DurationMs: Int
    /// Round 2 against round 1: verdict, score and duration deltas, key points lost.
    public let comparison: Comparison
    /// The XP tile, its lines and the cap and repeat notes.
    public let xp: XP
    /// The streak tile.
    public let streak: StreakChange
    /// nil while the ability baseline is being built.
    public let abilityBefore: Int?
    /// Ability after this session; the ability tile shows after − before. nil while the baseline is built.
    public let abilityAfter: Int?
    /// Below 3 the tile says "building baseline n/3".
    public let abilitySampleCount: Int
    /// The level before this session: where the level card's bar animation starts.
    public let levelBefore: Level
    /// The level after this session: the level card; a higher `level` than before shows the level-up overlay.
    public let levelAfter: Level
    /// This week's quests after this session: the quest bars.
    public let weeklyQuests: WeeklyQuests
    /// The next focus: its title and instruction (Accept-Language); nil when the server suggests none.
    public let nextSuggestion: Focus?
    /// Achievements this session unlocked: one sheet each, queued.
    public let achievementsUnlocked: [Achievement]
    /// The plan day this session completed, if any.
    public let planDayCompleted: Int?

    // Generated init: Creates a settlement from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: achievementsUnlocked.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
