/// An achievement: unlocked (lime) or locked with progress, on Growth and the Complete sheet.
public struct Achievement: Sendable, Hashable, Codable {
    /// Progress toward a locked achievement, e.g. 4 of 7 days.
    public struct Progress: Sendable, Hashable, Codable {
        /// Progress so far, e.g. 4 (days).
        public let current: Int
        /// The count that unlocks the achievement, at least 1, e.g. 7 (days).
        public let target: Int

        /// Creates progress toward a locked achievement from its fields.
        public init(current: Int, target: Int) {
            self.current = current
            self.target = target
        }

        enum CodingKeys: String, CodingKey {
            case current, target
        }
    }

    /// The achievement's id.
    public let id: String
    /// Accept-Language.
    public let title: String
    /// Accept-Language.
    public let description: String
    /// Unlocked (lime on Growth) or still locked (progress shown).
    public let unlocked: Bool
    /// When it was unlocked; nil while locked.
    public let unlockedAt: Timestamp?
    /// Progress toward a locked achievement ("4 of 7"); nil when the server sends none.
    public let progress: Progress?

    /// Creates an achievement from its fields; omitted optionals are nil.
    public init(
        id: String, title: String, description: String, unlocked: Bool, unlockedAt: Timestamp? = nil,
        progress: Progress? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.unlocked = unlocked
        self.unlockedAt = unlockedAt
        self.progress = progress
    }

    enum CodingKeys: String, CodingKey {
        case id, title, description, unlocked, progress
        case unlockedAt = "unlocked_at"
    }
}
