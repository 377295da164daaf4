/// The daily streak on Home and Profile.
public struct Streak: Sendable, Hashable, Codable {
    /// Days in a row with a session; the streak pill and Profile show it (grey at 0).
    public let current: Int
    /// The longest streak so far, in days.
    public let longest: Int
    /// Today's session is done: the flame is filled.
    public let todayDone: Bool
    /// The streak ends tonight unless the learner practises: outline flame, risk card.
    public let atRisk: Bool
    /// Streak freezes left.
    public let freezes: Int
    /// The local date a freeze was last spent (CCR-8): Home says "A streak freeze was used yesterday".
    public let lastFreezeUsedLocalDate: CalendarDate?

    // Generated init: Creates a streak from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
