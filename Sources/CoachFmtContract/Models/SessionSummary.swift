/// A session in brief: the resume sheet, today's completed quest (CCR-2) and
/// Growth's recent sessions.
public struct SessionSummary: Sendable, Hashable, Codable {
    /// The article of the session: enough for a title row.
    public struct Article: Sendable, Hashable, Codable {
        /// The article's id.
        public let id: String
        /// Article language.
        public let title: String
        /// BCP-47 tag of the article's language; views set it as the title's locale (`lang=`).
        public let language: String

        // Generated init: Creates a session's article from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The session's id; resuming opens `GET /v1/sessions/{id}`.
    public let id: String
    /// Why the session exists: diagnostic, today's quest, or free practice.
    public let kind: Open<SessionKind>
    /// Where the session is; the resume sheet says it with `resume.stage.<stage>`.
    public let stage: Open<SessionStage>
    /// BCP-47 tag of the session's content language.
    public let language: String
    /// The session's article: enough for the title row.
    public let article: Article
    /// When the session started; the resume sheet shows it.
    public let createdAt: Timestamp
    /// When the session was completed; Growth's recent sessions show it. nil while not completed.
    public let completedAt: Timestamp?
    /// Round 1's overall score (0–100), the left of "68 → 79"; nil until round 1 is assessed.
    public let round1Overall: Int?
    /// Round 2's overall score (0–100), the right of "68 → 79"; nil until round 2 is assessed.
    public let round2Overall: Int?
    /// Round 2 minus round 1; negative is shorter.
    public let durationDeltaMs: Int?
    /// XP the settlement awarded, as "+55 XP"; nil until the session is settled.
    public let xpAwarded: Int?

    // Generated init: Creates a session in brief from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
