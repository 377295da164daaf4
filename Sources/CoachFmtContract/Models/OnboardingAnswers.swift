/// The onboarding answers: held on the device until `POST /v1/onboarding`, and
/// returned by the server as `me.onboarding.answers` (CCR-7).
///
/// Every field is optional because the device holds a partially filled set
/// while the learner steps through onboarding (`local.json` → `onboarding`).
/// The server sends all of them once `me.onboarding.status = completed`
/// (`reminder_time` stays null when the learner declined reminders).
public struct OnboardingAnswers: Sendable, Hashable, Codable {
    /// Why the learner practises (`onboarding.goal.<value>`).
    public enum Goal: String, Sendable, Hashable, CaseIterable {
        /// "My career", "My studies", "An exam".
        case career, study, exam
        /// "Everyday life".
        case dailyLife = "daily_life"
    }

    /// Where they need to speak (`onboarding.scenario.<value>`).
    public enum Scenario: String, Sendable, Hashable, CaseIterable {
        /// Meetings, presentations, interviews, class, or social situations.
        case meetings, presentations, interviews, `class`, social
    }

    /// How they rate themselves (`onboarding.self_level.<value>`).
    public enum SelfLevel: String, Sendable, Hashable, CaseIterable {
        /// From "I can say simple things" to "I speak with ease and want to be sharper".
        case beginner, intermediate, advanced
    }

    /// BCP-47 tag of the language the learner practises, e.g. `en`, `zh-Hans`.
    public let practiceLanguage: String?
    /// Why the learner practises; nil until the goal step is answered.
    public let goal: Open<Goal>?
    /// Where the learner needs to speak; nil until the scenario step is answered.
    public let scenario: Open<Scenario>?
    /// Topic ids chosen on the scenario step.
    public let preferredTopics: [String]?
    /// How the learner rates themselves; nil until the self-level step is answered.
    public let selfLevel: Open<SelfLevel>?
    /// 3, 5 or 7 days a week.
    public let weeklyDays: Int?
    /// Local time `HH:mm` in 5-minute steps.
    public let reminderTime: String?

    // Generated init: Creates onboarding answers, complete or partial from their fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
