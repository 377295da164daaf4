/// The learner's XP level, as on Home, Profile and the Complete level card.
public struct Level: Sendable, Hashable, Codable {
    public let level: Int
    /// Accept-Language, e.g. "Clear Speaker" / "表达清晰者".
    public let title: String
    /// XP earned inside this level.
    public let xpIntoLevel: Int
    /// XP this level needs in total before the next one.
    public let xpForNext: Int
    public let totalXP: Int?

    /// Creates an XP level from its fields; omitted optionals are nil.
    public init(level: Int, title: String, xpIntoLevel: Int, xpForNext: Int, totalXP: Int? = nil) {
        self.level = level
        self.title = title
        self.xpIntoLevel = xpIntoLevel
        self.xpForNext = xpForNext
        self.totalXP = totalXP
    }

    enum CodingKeys: String, CodingKey {
        case level, title
        case xpIntoLevel = "xp_into_level"
        case xpForNext = "xp_for_next"
        case totalXP = "total_xp"
    }
}
