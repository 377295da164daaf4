/// An article to read aloud (`session.article`). Its text is in `language`,
/// whatever the UI locale; only `topic.name` and `length.label` follow Accept-Language.
public struct Article: Sendable, Hashable, Codable {
    /// Where the text came from, for the source line (`read.source`).
    public struct Source: Sendable, Hashable, Codable {
        public let name: String
        public let version: String

        /// Creates an article's source line from its fields.
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }

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

    /// Creates an article to read aloud from its fields; omitted optionals are nil.
    public init(
        id: String, title: String, byline: String? = nil, paragraphs: [String], hint: String? = nil,
        source: Source? = nil, length: TextLength, estReadSeconds: Int, topic: Topic, language: String, difficulty: Int
    ) {
        self.id = id
        self.title = title
        self.byline = byline
        self.paragraphs = paragraphs
        self.hint = hint
        self.source = source
        self.length = length
        self.estReadSeconds = estReadSeconds
        self.topic = topic
        self.language = language
        self.difficulty = difficulty
    }

    enum CodingKeys: String, CodingKey {
        case id, title, byline, paragraphs, hint, source, length, topic, language, difficulty
        case estReadSeconds = "est_read_seconds"
    }
}
