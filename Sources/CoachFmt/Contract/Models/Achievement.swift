/// An achievement: unlocked (lime) or locked with progress, on Growth and the Complete sheet.
public struct Achievement: Sendable, Hashable, Codable {
    /// Progress toward a locked achievement, e.g. 4 of 7 days.
    public struct Progress: Sendable, Hashable, Codable {
        public let current: Int
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

    public let id: String
    /// Accept-Language.
    public let title: String
    /// Accept-Language.
    public let description: String
    public let unlocked: Bool
    public let unlockedAt: Timestamp?
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
