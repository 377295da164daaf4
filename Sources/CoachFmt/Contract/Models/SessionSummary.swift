/// A session in brief: the resume sheet, today's completed quest (CCR-2) and
/// Growth's recent sessions.
public struct SessionSummary: Sendable, Hashable, Codable {
    /// The article of the session: enough for a title row.
    public struct Article: Sendable, Hashable, Codable {
        public let id: String
        /// Article language.
        public let title: String
        public let language: String

        enum CodingKeys: String, CodingKey {
            case id, title, language
        }
    }

    public let id: String
    public let kind: Open<SessionKind>
    public let stage: Open<SessionStage>
    public let language: String
    public let article: Article
    public let createdAt: Timestamp
    public let completedAt: Timestamp?
    public let round1Overall: Int?
    public let round2Overall: Int?
    /// Round 2 minus round 1; negative is shorter.
    public let durationDeltaMs: Int?
    public let xpAwarded: Int?

    enum CodingKeys: String, CodingKey {
        case id, kind, stage, language, article
        case createdAt = "created_at"
        case completedAt = "completed_at"
        case round1Overall = "round1_overall"
        case round2Overall = "round2_overall"
        case durationDeltaMs = "duration_delta_ms"
        case xpAwarded = "xp_awarded"
    }
}
