/// `GET /v1/attempts/{id}/exemplar`: a model answer for the article, polled while pending.
public struct Exemplar: Sendable, Hashable, Codable {
    /// pending: skeleton and poll; ready: player; failed: text and retry; unavailable: hide.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case pending, ready, failed, unavailable
    }

    public let attemptID: String
    public let status: Open<Status>
    /// The language of `text` and the voice: the article's.
    public let language: String
    /// Accept-Language, e.g. "A 60-second version" / "60 秒示范".
    public let label: String?
    public let text: String?
    public let durationMs: Int?
    public let audioURL: String?
    /// Whether a failed exemplar can be requested again.
    public let retryable: Bool?

    /// Creates a model answer from its fields; omitted optionals are nil.
    public init(
        attemptID: String, status: Open<Status>, language: String, label: String? = nil, text: String? = nil,
        durationMs: Int? = nil, audioURL: String? = nil, retryable: Bool? = nil
    ) {
        self.attemptID = attemptID
        self.status = status
        self.language = language
        self.label = label
        self.text = text
        self.durationMs = durationMs
        self.audioURL = audioURL
        self.retryable = retryable
    }

    enum CodingKeys: String, CodingKey {
        case status, language, label, text, retryable
        case attemptID = "attempt_id"
        case durationMs = "duration_ms"
        case audioURL = "audio_url"
    }
}
