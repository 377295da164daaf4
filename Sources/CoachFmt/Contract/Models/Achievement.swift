/// An achievement: unlocked (lime) or locked with progress, on Growth and the Complete sheet.
public struct Achievement: Sendable, Hashable, Codable {
    /// Progress toward a locked achievement, e.g. 4 of 7 days.
    public struct Progress: Sendable, Hashable, Codable {
        public let current: Int
        public let target: Int

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

    enum CodingKeys: String, CodingKey {
        case id, title, description, unlocked, progress
        case unlockedAt = "unlocked_at"
    }
}
