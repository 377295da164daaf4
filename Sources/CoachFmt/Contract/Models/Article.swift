/// An article to read aloud (`session.article`). Its text is in `language`,
/// whatever the UI locale; only `topic.name` and `length.label` follow Accept-Language.
public struct Article: Sendable, Hashable, Codable {
    /// Where the text came from, for the source line (`read.source`).
    public struct Source: Sendable, Hashable, Codable {
        public let name: String
        public let version: String

        enum CodingKeys: String, CodingKey {
            case name, version
        }
    }

    public let id: String
    public let title: String
    public let byline: String?
    public let paragraphs: [String]
    /// A reading hint in the article language.
    public let hint: String?
    public let source: Source?
    public let length: TextLength
    public let estReadSeconds: Int
    public let topic: Topic
    public let language: String
    public let difficulty: Int

    enum CodingKeys: String, CodingKey {
        case id, title, byline, paragraphs, hint, source, length, topic, language, difficulty
        case estReadSeconds = "est_read_seconds"
    }
}
