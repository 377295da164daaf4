/// `GET /v1/config`: limits, locales and flags, fetched at launch (bundled defaults offline).
public struct Config: Sendable, Hashable, Codable {
    /// Time and XP limits; never hard-coded on the client.
    public struct Limits: Sendable, Hashable, Codable {
        /// The diagnostic's recording limit (01:30).
        public let diagnosticMaxMs: Int
        /// Round 1's recording limit in milliseconds (03:00); the fallback for `session.max_round1_ms`.
        public let round1MaxMs: Int
        /// Round 2's recording limit in milliseconds (02:00); the fallback for `session.max_round2_ms`.
        public let round2MaxMs: Int
        /// Least effective recording time to submit, in milliseconds (20 s); the fallback for `session.min_valid_ms`.
        public let minValidMs: Int
        /// First poll interval of `GET /v1/attempts/{id}` (2 s).
        public let pollIntervalMs: Int
        /// The interval backs off to this (5 s).
        public let pollIntervalMaxMs: Int
        /// After this, processing shows the long-wait state (120 s).
        public let pollTimeoutMs: Int
        /// XP a day can earn (165).
        public let dailyXPCap: Int
        /// Lifetime of a signed audio URL (15 min).
        public let audioURLTTLMs: Int  // Wire key: audio_url_ttl_ms

        // Generated init: Creates the time and XP limits from their fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Recording, polling and XP limits.
    public let limits: Limits
    /// UI locales the app ships: `en`, `zh-Hans`.
    public let supportedUILocales: [String]
    /// Practice languages offered: `en`, `zh-Hans`, `ja`, `es`.
    public let supportedPracticeLanguages: [String]
    /// Below this app version, show force-update.
    public let minAppVersion: String
    /// The newest app version in the store; nil when the server does not say.
    public let latestAppVersion: String?
    /// Shown in Settings next to the app version.
    public let rubricVersion: String
    /// Feature flags by name, e.g. `exemplar_audio`, `weekly_quests`; a flag not listed is not set.
    public let flags: [String: Bool]
    /// The legal links, once fetched; nil keeps the bundled URLs.
    public let legal: Legal?

    // Generated init: Creates the app config from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: flags.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
