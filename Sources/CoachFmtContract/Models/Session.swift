/// `GET /v1/sessions/{id}` and `POST /v1/sessions`: one read–record–compress session.
public struct Session: Sendable, Hashable, Codable {
    /// An attempt of this session in brief (the full one is `GET /v1/attempts/{id}`).
    public struct AttemptSummary: Sendable, Hashable, Codable {
        /// The attempt's id; `GET /v1/attempts/{id}` returns it in full.
        public let id: String
        /// 1 or 2.
        public let round: Int
        /// Where the attempt's processing is.
        public let status: Open<Attempt.Status>
        /// Effective recording time in milliseconds; round 2's record screen shows round 1's as "last time".
        public let durationMs: Int
        /// When the attempt was registered.
        public let createdAt: Timestamp

        // Generated init: Creates an attempt in brief from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The session's id, as in `/v1/sessions/{id}/…`.
    public let id: String
    /// Why the session exists; the read screen's kind tag (`read.tag.<kind>`) and Complete's eyebrow.
    public let kind: Open<SessionKind>
    /// Where the session is; the record screens' step ("2/3", "3/3") follows it.
    public let stage: Open<SessionStage>
    /// The content language; it never changes mid-session.
    public let language: String
    /// When the session started.
    public let createdAt: Timestamp
    /// The plan day (1…14) this session counts for; nil outside the plan.
    public let planDay: Int?
    /// The article to read and summarise, in full.
    public let article: Article
    /// The focus carried over from the last session (round 1 chip); nil hides it.
    public let previousFocus: Focus?
    /// Round 1's assessment, for the advice card in round 2.
    public let round1Assessment: Assessment?
    /// The recordings made so far, in brief.
    public let attempts: [AttemptSummary]
    /// Round 1's recording limit in milliseconds: the timer's "/ mm:ss".
    public let maxRound1Ms: Int
    /// Round 2's recording limit in milliseconds: the timer's "/ mm:ss".
    public let maxRound2Ms: Int
    /// Minimum effective recording time; gates the submit button.
    public let minValidMs: Int

    // Generated init: Creates a session from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: attempts.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
