/// `GET /v1/topics`: the topic chips with article counts.
public struct Topics: Sendable, Hashable, Codable {
    /// Every topic with its `article_count`: the library's topic chips, and the onboarding scenario step's chips.
    public let topics: [Topic]

    // Generated init: Creates the topic chips from their fields.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
