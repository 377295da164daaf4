/// `GET /v1/me`: the learner, their settings, entitlement and headline stats.
public struct Me: Sendable, Hashable, Codable {
    /// How the learner signed in; `anonymous` shows the Sign in with Apple card.
    public enum AuthProvider: String, Sendable, Hashable, CaseIterable {
        /// `anonymous`: an account tied to this install; `apple`: signed in with Apple.
        case anonymous, apple
    }

    /// Onboarding progress and, once completed, the answers (CCR-7).
    public struct Onboarding: Sendable, Hashable, Codable {
        /// Whether onboarding was completed.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// Onboarding has not been finished.
            case notStarted = "not_started"
            /// Onboarding is done; `answers` is set.
            case completed
        }

        /// Whether onboarding was completed.
        public let status: Open<Status>
        /// The answers (CCR-7), once completed: the plan's days-a-week tag, the paywall's default, Settings.
        public let answers: OnboardingAnswers?
        /// When onboarding was completed; nil before.
        public let completedAt: Timestamp?
        /// The diagnostic session that onboarding created; nil before.
        public let diagnosticSessionID: String?

        // Generated init: Creates onboarding progress from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The subscription state the paywall and the Profile subscription row read.
    public struct Entitlement: Sendable, Hashable, Codable {
        /// The subscription state; `expired` leads to the expired-return paywall.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// `none`: never subscribed; `trial`: in the free trial; `active`: subscribed;
            /// `grace`: a renewal payment failed ("Payment issue"); `expired`: the subscription ended.
            case none, trial, active, grace, expired
        }

        /// The subscription state: the Profile subscription row (`profile.sub.<status>`).
        public let status: Open<Status>
        /// The StoreKit product id subscribed to; nil when none.
        public let productID: String?
        /// When the free trial ends or ended: the trial line's date and the expired paywall's.
        public let trialEndsAt: Timestamp?
        /// When the current period ends or ended: the active and expired lines' date.
        public let expiresAt: Timestamp?
        /// Until when an offline device may keep using the app from cache (user-flows #7).
        public let graceUntil: Timestamp?
        /// Whether the subscription renews at `expires_at`; nil when unknown.
        public let willRenew: Bool?

        // Generated init: Creates the subscription state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The learner's settings as the Settings screen shows them.
    public struct Settings: Sendable, Hashable, Codable {
        /// `en` or `zh-Hans`; nil means follow the device.
        public let uiLocale: String?
        /// BCP-47 tags, at least one; the first is the primary.
        public let practiceLanguages: [String]
        /// IANA time zone the server computes local dates in.
        public let timeZone: String
        /// The daily practice reminder is on: the reminders toggle.
        public let remindersEnabled: Bool
        /// `HH:mm` local time.
        public let reminderTime: String?
        /// Notify when the streak is at risk: the streak alert toggle.
        public let streakRiskAlert: Bool
        /// 7, 30 or 365.
        public let audioRetentionDays: Int

        // Generated init: Creates the learner's settings from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The Profile stats.
    public struct Stats: Sendable, Hashable, Codable {
        /// Sessions completed: the Profile stat, and the count in the delete-data alert.
        public let completedSessions: Int
        /// nil until enough sessions are assessed (`profile.stat.ability.baseline`).
        public let ability: Int?
        /// Sessions counted toward ability so far.
        public let abilitySampleCount: Int

        // Generated init: Creates the Profile stats from their fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The learner's account id.
    public let id: String
    /// As the learner typed it; may start with an emoji sequence ("👩‍💻 Mia").
    public let displayName: String
    /// How the learner signed in; `anonymous` shows the Sign in with Apple card.
    public let authProvider: Open<AuthProvider>
    /// When the account was created.
    public let createdAt: Timestamp
    /// Onboarding progress and answers.
    public let onboarding: Onboarding
    /// The subscription state.
    public let entitlement: Entitlement
    /// The learner's settings.
    public let settings: Settings
    /// The XP level: Profile's level and title, Growth's level badge.
    public let level: Level
    /// The daily streak: Profile's streak stat.
    public let streak: Streak
    /// Profile's headline stats.
    public let stats: Stats
    /// The current focus: the expired paywall's focus title and Growth's current-focus tag; nil when none.
    public let focus: Focus?

    // Generated init: Creates the learner from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
