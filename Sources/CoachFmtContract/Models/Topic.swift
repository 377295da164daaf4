/// A topic: a library chip, a home chip, and the tile of an article row.
public struct Topic: Sendable, Hashable, Codable {
    /// The topic's id, as in `home.quick_picks[].topic_id`, onboarding's `preferred_topics` and the library filter.
    public let id: String
    /// Accept-Language, e.g. "Product" / "产品".
    public let name: String
    /// The short mark on the 48 pt tile, Accept-Language: "Pr" / "产".
    public let glyph: String
    /// A design token name such as `topic.violet`.
    public let colorToken: String
    /// Articles in this topic; only `GET /v1/topics` sends it (hide counts when nil).
    public let articleCount: Int?

    // Generated init: Creates a topic from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
