/// `GET /v1/me`: the learner, their settings, entitlement and headline stats.
public struct Me: Sendable, Hashable, Codable {
    /// How the learner signed in; `anonymous` shows the Sign in with Apple card.
    public enum AuthProvider: String, Sendable, Hashable, CaseIterable {
        case anonymous, apple
    }

    /// Onboarding progress and, once completed, the answers (CCR-7).
    public struct Onboarding: Sendable, Hashable, Codable {
        /// Whether onboarding was completed.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            case notStarted = "not_started"
            case completed
        }

        public let status: Open<Status>
        public let answers: OnboardingAnswers?
        public let completedAt: Timestamp?
        public let diagnosticSessionID: String?

        /// Creates onboarding progress from its fields; omitted optionals are nil.
        public init(
            status: Open<Status>, answers: OnboardingAnswers? = nil, completedAt: Timestamp? = nil,
            diagnosticSessionID: String? = nil
        ) {
            self.status = status
            self.answers = answers
            self.completedAt = completedAt
            self.diagnosticSessionID = diagnosticSessionID
        }

        enum CodingKeys: String, CodingKey {
            case status, answers
            case completedAt = "completed_at"
            case diagnosticSessionID = "diagnostic_session_id"
        }
    }

    /// The subscription state the paywall and the Profile subscription row read.
    public struct Entitlement: Sendable, Hashable, Codable {
        /// The subscription state; `expired` leads to the expired-return paywall.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            case none, trial, active, grace, expired
        }

        public let status: Open<Status>
        public let productID: String?
        public let trialEndsAt: Timestamp?
        public let expiresAt: Timestamp?
        /// Until when an offline device may keep using the app from cache (user-flows #7).
        public let graceUntil: Timestamp?
        public let willRenew: Bool?

        /// Creates the subscription state from its fields; omitted optionals are nil.
        public init(
            status: Open<Status>, productID: String? = nil, trialEndsAt: Timestamp? = nil, expiresAt: Timestamp? = nil,
            graceUntil: Timestamp? = nil, willRenew: Bool? = nil
        ) {
            self.status = status
            self.productID = productID
            self.trialEndsAt = trialEndsAt
            self.expiresAt = expiresAt
            self.graceUntil = graceUntil
            self.willRenew = willRenew
        }

        enum CodingKeys: String, CodingKey {
            case status
            case productID = "product_id"
            case trialEndsAt = "trial_ends_at"
            case expiresAt = "expires_at"
            case graceUntil = "grace_until"
            case willRenew = "will_renew"
        }
    }

    /// The learner's settings as the Settings screen shows them.
    public struct Settings: Sendable, Hashable, Codable {
        /// `en` or `zh-Hans`; nil means follow the device.
        public let uiLocale: String?
        /// BCP-47 tags, at least one; the first is the primary.
        public let practiceLanguages: [String]
        /// IANA time zone the server computes local dates in.
        public let timeZone: String
        public let remindersEnabled: Bool
        /// `HH:mm` local time.
        public let reminderTime: String?
        public let streakRiskAlert: Bool
        /// 7, 30 or 365.
        public let audioRetentionDays: Int

        /// Creates the learner's settings from its fields; omitted optionals are nil.
        public init(
            uiLocale: String? = nil, practiceLanguages: [String], timeZone: String, remindersEnabled: Bool,
            reminderTime: String? = nil, streakRiskAlert: Bool, audioRetentionDays: Int
        ) {
            self.uiLocale = uiLocale
            self.practiceLanguages = practiceLanguages
            self.timeZone = timeZone
            self.remindersEnabled = remindersEnabled
            self.reminderTime = reminderTime
            self.streakRiskAlert = streakRiskAlert
            self.audioRetentionDays = audioRetentionDays
        }

        enum CodingKeys: String, CodingKey {
            case uiLocale = "ui_locale"
            case practiceLanguages = "practice_languages"
            case timeZone = "time_zone"
            case remindersEnabled = "reminders_enabled"
            case reminderTime = "reminder_time"
            case streakRiskAlert = "streak_risk_alert"
            case audioRetentionDays = "audio_retention_days"
        }
    }

    /// The Profile stats.
    public struct Stats: Sendable, Hashable, Codable {
        public let completedSessions: Int
        /// nil until enough sessions are assessed (`profile.stat.ability.baseline`).
        public let ability: Int?
        public let abilitySampleCount: Int

        /// Creates the Profile stats from their fields; omitted optionals are nil.
        public init(completedSessions: Int, ability: Int? = nil, abilitySampleCount: Int) {
            self.completedSessions = completedSessions
            self.ability = ability
            self.abilitySampleCount = abilitySampleCount
        }

        enum CodingKeys: String, CodingKey {
            case completedSessions = "completed_sessions"
            case ability
            case abilitySampleCount = "ability_sample_count"
        }
    }

    public let id: String
    /// As the learner typed it; may start with an emoji sequence ("👩‍💻 Mia").
    public let displayName: String
    public let authProvider: Open<AuthProvider>
    public let createdAt: Timestamp
    public let onboarding: Onboarding
    public let entitlement: Entitlement
    public let settings: Settings
    public let level: Level
    public let streak: Streak
    public let stats: Stats
    public let focus: Focus?

    /// Creates the learner from its fields; omitted optionals are nil.
    public init(
        id: String, displayName: String, authProvider: Open<AuthProvider>, createdAt: Timestamp, onboarding: Onboarding,
        entitlement: Entitlement, settings: Settings, level: Level, streak: Streak, stats: Stats, focus: Focus? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.authProvider = authProvider
        self.createdAt = createdAt
        self.onboarding = onboarding
        self.entitlement = entitlement
        self.settings = settings
        self.level = level
        self.streak = streak
        self.stats = stats
        self.focus = focus
    }

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case authProvider = "auth_provider"
        case createdAt = "created_at"
        case onboarding, entitlement, settings, level, streak, stats, focus
    }
}
