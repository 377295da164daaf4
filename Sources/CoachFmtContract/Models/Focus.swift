/// A micro-skill the learner is asked to focus on: `home.focus`, `me.focus`,
/// `session.previous_focus` and `settlement.next_suggestion`.
public struct Focus: Sendable, Hashable, Codable {
    /// The micro-skill to focus on; Growth tags the row with this id as the current focus (`me.focus`).
    public let microSkillID: Open<MicroSkillID>
    /// Accept-Language, e.g. "Lead with your point" / "先说结论".
    public let title: String
    /// Accept-Language; sent where a screen shows the how-to (next suggestion).
    public let instruction: String?
    /// How often this focus was suggested; 1 with no completed session means it
    /// came from the diagnostic (`home.quest.focus.diagnostic`).
    public let suggestedCount: Int?

    // Generated init: Creates a focus micro-skill from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
