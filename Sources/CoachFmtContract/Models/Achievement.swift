/// An achievement: unlocked (lime) or locked with progress, on Growth and the Complete sheet.
public struct Achievement: Sendable, Hashable, Codable {
    /// Progress toward a locked achievement, e.g. 4 of 7 days.
    public struct Progress: Sendable, Hashable, Codable {
        /// Progress so far, e.g. 4 (days).
        public let current: Int
        /// The count that unlocks the achievement, at least 1, e.g. 7 (days).
        public let target: Int

        // Generated init: Creates progress toward a locked achievement from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
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

    // Generated init: Creates an achievement from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
