/// A session in brief: the resume sheet, today's completed quest (CCR-2) and
/// Growth's recent sessions.
public struct SessionSummary: Sendable, Hashable, Codable {
    /// The article of the session: enough for a title row.
    public struct Article: Sendable, Hashable, Codable {
        public let id: String
        /// Article language.
        public let title: String
        public let language: String

        /// Creates a session's article from its fields.
        public init(id: String, title: String, language: String) {
            self.id = id
            self.title = title
            self.language = language
        }

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

    /// Creates a session in brief from its fields; omitted optionals are nil.
    public init(
        id: String, kind: Open<SessionKind>, stage: Open<SessionStage>, language: String, article: Article,
        createdAt: Timestamp, completedAt: Timestamp? = nil, round1Overall: Int? = nil, round2Overall: Int? = nil,
        durationDeltaMs: Int? = nil, xpAwarded: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.stage = stage
        self.language = language
        self.article = article
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.round1Overall = round1Overall
        self.round2Overall = round2Overall
        self.durationDeltaMs = durationDeltaMs
        self.xpAwarded = xpAwarded
    }

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
