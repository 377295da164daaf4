/// The few product constants the design documents state themselves, each with the sentence
/// that states it. Everything else (tiers, floors, bands, buckets) is read from the API.
public enum ProductRules {
    /// Paywall, projection: "`sample_n < 30` or missing → `paywall.projection.insufficient` (no number)".
    public static let minimumBenchmarkSample = 30
    /// Paywall, K slider: "3 / 5 / 7 detents", default "5" (CCR-7: "default K = 5").
    public static let weeklyDaysDetents = [3, 5, 7]
    public static let defaultWeeklyDays = 5
    /// Plan and paywall timeline: "plan day 14"; the plan runs 14 days.
    public static let planDays = 14
    /// Onboarding, commitment wheel: "`HH:mm` local, 5-min steps", fallback "08:30".
    public static let defaultReminderTime = "08:30"
    public static let reminderStepMinutes = 5
    /// Diagnostic, record max: fallback "01:30".
    public static let diagnosticMaxMillisecondsFallback = 90_000
    /// Record, min: "gates CTA; 'N more seconds'", fallback "20 000".
    public static let minimumValidMillisecondsFallback = 20_000
    /// Record, step: "`session.stage` → 2/3 or 3/3": a session has three steps (read, round 1, round 2).
    public static let sessionSteps = 3
    /// Record, waveform: "`local:recorder.levelDb` (30 Hz)", "34 bars".
    public static let waveformBars = 34
    /// Processing, long wait: user-flows.md #1 step 14, ">120 s (check later)", the bundled
    /// default of `config.limits.poll_timeout_ms` ("GET /config … use bundled defaults").
    public static let pollTimeoutMillisecondsFallback = 120_000
    /// Complete, ability tile: "`ability_sample_count < 3` → 'building baseline n/3'";
    /// Growth, dimensions: "shown after 3 sessions".
    public static let baselineSessions = 3
    /// Complete, cap / repeat notes (`complete.xp.repeat`): user-flows.md #3, "XP per D4
    /// (50 % if repeated within 7 days; xp.repeat_discount)". The settlement only says
    /// whether the discount applied, not its size.
    public static let repeatDiscountPercent = 50
    /// Growth, range: fallback "8w".
    public static let defaultGrowthRange = "8w"
    /// Profile, retention: "7 / 30 / 365 segmented", fallback "30".
    public static let retentionDayOptions = [7, 30, 365]
    public static let defaultRetentionDays = 30
    /// Onboarding, language options: fallback "`[en, zh-Hans]`".
    public static let defaultPracticeLanguages = ["en", "zh-Hans"]
    /// Onboarding, language selection: fallback "device locale if supported, else `en`".
    public static let fallbackPracticeLanguage = "en"
    /// Diagnostic, result score ring: "0→N count-up 1200 ms".
    public static let scoreCountUpMilliseconds = 1200
    /// Home quest meta and library row meta: "`topic · length · read time`". The separator
    /// is the design's, the same in both locales (Resources/copy/STYLE-zh-Hans.md).
    public static let metaSeparator = " · "
}
