/// `GET /v1/attempts/{id}/exemplar`: a model answer for the article, polled while pending.
public struct Exemplar: Sendable, Hashable, Codable {
    /// pending: skeleton and poll; ready: player; failed: text and retry; unavailable: hide.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// `pending`: being made; `ready`: text and audio set; `failed`: making it failed; `unavailable`: none exists.
        case pending, ready, failed, unavailable
    }

    /// The attempt this model answer is for.
    public let attemptID: String
    /// Whether the model answer is ready; it picks skeleton, player, retry text or a hidden section.
    public let status: Open<Status>
    /// The language of `text` and the voice: the article's.
    public let language: String
    /// Accept-Language, e.g. "A 60-second version" / "60 秒示范".
    public let label: String?
    /// The model answer's text, in the article language; set when `ready`.
    public let text: String?
    /// Length of the model answer's audio in milliseconds; set when `ready`.
    public let durationMs: Int?
    /// Where the player streams the model answer's audio; set when `ready`.
    public let audioURL: String?
    /// Whether a failed exemplar can be requested again.
    public let retryable: Bool?

    // Generated init: Creates a model answer from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
