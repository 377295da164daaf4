/// The few product constants the design documents state themselves, each with the sentence
/// that states it (`citations`, checked against seeds/ by `DataNotRulesTests`). Everything
/// else (tiers, floors, bands, buckets, discounts) is read from the API, or the element takes
/// the table's fallback. How things look and move is not a rule: see `DesignValues`.
enum ProductRules {
    /// Paywall, projection: "`sample_n < 30` or missing → `paywall.projection.insufficient` (no number)".
    static let minimumBenchmarkSample = 30
    /// Paywall, K slider: "3 / 5 / 7 detents", fallback "5".
    static let weeklyDaysDetents = [3, 5, 7]
    /// Paywall, K slider and onboarding, commitment: "5 pre-highlighted".
    static let defaultWeeklyDays = 5
    /// Paywall, timeline dates: "plan day 14"; the plan runs 14 days.
    static let planDays = 14
    /// Onboarding, commitment wheel: "`HH:mm` local, 5-min steps", fallback "08:30".
    static let defaultReminderTime = "08:30"
    /// Onboarding, commitment wheel: "5-min steps".
    static let reminderStepMinutes = 5
    /// Diagnostic, record max: fallback "01:30".
    static let diagnosticMaxMillisecondsFallback = 90_000
    /// Record, min: "gates CTA; 'N more seconds'", fallback "20 000".
    static let minimumValidMillisecondsFallback = 20_000
    /// Record, step: "`session.stage` → 2/3 or 3/3": a session has three steps (read, round 1, round 2).
    static let sessionSteps = 3
    /// Processing, long wait: user-flows.md #1 step 14, ">120 s (check later)", the bundled
    /// default of `config.limits.poll_timeout_ms`, read whenever config was fetched ("GET /config …
    /// use bundled defaults").
    static let pollTimeoutMillisecondsFallback = 120_000
    /// Complete, ability tile: "`ability_sample_count < 3` → 'building baseline n/3'";
    /// Growth, dimensions: "shown after 3 sessions". The API sends the count, not the threshold.
    static let baselineSessions = 3
    /// Growth, range: fallback "8w".
    static let defaultGrowthRange = "8w"
    /// Profile, retention: "7 / 30 / 365 segmented", fallback "30".
    static let retentionDayOptions = [7, 30, 365]
    /// Profile, retention: fallback "30".
    static let defaultRetentionDays = 30
    /// Onboarding, language options: fallback "`[en, zh-Hans]`".
    static let defaultPracticeLanguages = ["en", "zh-Hans"]
    /// Onboarding, language selection: fallback "device locale if supported, else `en`".
    static let fallbackPracticeLanguage = "en"

    /// Every constant above with the sentence that states it.
    static let citations: [SpecCitation] = [
        .init("minimumBenchmarkSample", quote: "`sample_n < 30` or missing"),
        .init("weeklyDaysDetents", quote: "3 / 5 / 7 detents"),
        .init("defaultWeeklyDays", quote: "5 pre-highlighted"),
        .init("planDays", quote: "plan day 14"),
        .init("defaultReminderTime", quote: "5-min steps | 08:30"),
        .init("reminderStepMinutes", quote: "`HH:mm` local, 5-min steps"),
        .init("diagnosticMaxMillisecondsFallback", quote: "`mm:ss` | 01:30"),
        .init("minimumValidMillisecondsFallback", quote: "\"N more seconds\" | 20 000"),
        .init("sessionSteps", quote: "`session.stage` → 2/3 or 3/3"),
        .init("pollTimeoutMillisecondsFallback", quote: ">120 s (check later)", in: "user-flows.md"),
        .init("baselineSessions", quote: "`ability_sample_count < 3` → \"building baseline n/3\""),
        .init("baselineSessions", quote: "\"shown after 3 sessions\""),
        .init("defaultGrowthRange", quote: "segmented | 8w"),
        .init("retentionDayOptions", quote: "7 / 30 / 365 segmented"),
        .init("defaultRetentionDays", quote: "7 / 30 / 365 segmented | 30"),
        .init("defaultPracticeLanguages", quote: "`[en, zh-Hans]`"),
        .init("fallbackPracticeLanguage", quote: "device locale if supported, else `en`"),
    ]
}
