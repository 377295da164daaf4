/// `GET /v1/topics`: the topic chips with article counts.
public struct Topics: Sendable, Hashable, Codable {
    public let topics: [Topic]

    enum CodingKeys: String, CodingKey {
        case topics
    }
}
