/// An article as a row or card: library rows, today's quest and quick picks.
public struct ArticleSummary: Sendable, Hashable, Codable {
    /// The learner's history with the article: New, In progress, or Best N.
    public enum UserStatus: String, Sendable, Hashable, CaseIterable {
        /// Never started: the "New" tag.
        case new
        /// A session on it is open: the "In progress" tag.
        case inProgress = "in_progress"
        /// Finished at least once: the "Best N" tag from `best_overall`.
        case completed
    }

    /// The article's id; `POST /v1/sessions` takes it as `article_id`.
    public let id: String
    /// Article language.
    public let title: String
    /// BCP-47 tag of the content.
    public let language: String
    /// The article's topic: the row tile's glyph and colour, and the topic in the meta line.
    public let topic: Topic
    /// The text's length; its `label` (Accept-Language) is in the meta line ("152 words" / "307 字").
    public let length: TextLength
    /// Estimated reading time in seconds; the meta line shows it as `common.read_*` in 30 s steps.
    public let estReadSeconds: Int
    /// 1…5, shown as "Level n".
    public let difficulty: Int
    /// The learner's history with the article; picks the row's status tag.
    public let userStatus: Open<UserStatus>
    /// The learner's best overall on this article; nil when never completed.
    public let bestOverall: Int?
    /// Not open to this learner yet (tier rules are the server's): a lock tag, with `unlock_hint`.
    public let locked: Bool
    /// Accept-Language, e.g. "Unlocks at ability 80" (CCR-3); nil when not locked.
    public let unlockHint: String?

    // Generated init: Creates an article row or card from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
