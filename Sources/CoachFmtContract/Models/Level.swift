/// The learner's XP level, as on Home, Profile and the Complete level card.
public struct Level: Sendable, Hashable, Codable {
    /// The level number, from 1; a higher `level_after` than `level_before` shows the level-up overlay.
    public let level: Int
    /// Accept-Language, e.g. "Clear Speaker" / "表达清晰者".
    public let title: String
    /// XP earned inside this level.
    public let xpIntoLevel: Int
    /// XP this level needs in total before the next one.
    public let xpForNext: Int
    /// All XP earned so far; optional, and no element of data-binding.md reads it.
    public let totalXP: Int?

    // Generated init: Creates an XP level from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
