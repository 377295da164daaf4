/// An article to read aloud (`session.article`). Its text is in `language`,
/// whatever the UI locale; only `topic.name` and `length.label` follow Accept-Language.
public struct Article: Sendable, Hashable, Codable {
    /// Where the text came from, for the source line (`read.source`).
    public struct Source: Sendable, Hashable, Codable {
        /// Who published the text, in any script, e.g. "Coach Originals".
        public let name: String
        /// The text's version identifier, e.g. "2026.11".
        public let version: String

        // Generated init: Creates an article's source line from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The article's id.
    public let id: String
    /// The article's title, in the article language.
    public let title: String
    /// The author line, in the article language, e.g. "By Dana Whitfield"; nil when there is none.
    public let byline: String?
    /// The text to read, at least one paragraph, in the article language.
    public let paragraphs: [String]
    /// A reading hint in the article language.
    public let hint: String?
    /// Where the text came from; nil hides the source line.
    public let source: Source?
    /// The text's length; `label` (Accept-Language) is the read screen's length ("152 words" / "307 字").
    public let length: TextLength
    /// Estimated reading time in seconds; shown as `common.read_*` in 30 s steps.
    public let estReadSeconds: Int
    /// The article's topic; `topic.name` (Accept-Language) is the read screen's topic tag.
    public let topic: Topic
    /// BCP-47 tag of the text's language; views set it as the text's locale (`lang=`) for VoiceOver.
    public let language: String
    /// 1…5, shown as "Level n".
    public let difficulty: Int

    // Generated init: Creates an article to read aloud from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
