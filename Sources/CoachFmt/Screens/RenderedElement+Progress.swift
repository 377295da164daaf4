extension RenderedElement {
    /// How far along a progress line is: the numbers a bar draws, as the copy states them.
    public struct Progress: Sendable, Hashable {
        /// Done so far: XP into the level, sessions this week, steps towards an achievement.
        public let current: Int
        /// What completes it: XP for the next level, the quest's target.
        public let total: Int

        /// Progress from its numbers, to compare an element's with.
        public init(current: Int, total: Int) {
            self.current = current
            self.total = total
        }
    }

    /// The numbers of a progress line (the level card's `progress` part, a weekly quest's or an
    /// achievement's progress), so that a view draws its bar from typed fields, never by
    /// matching `arguments`; nil on an element that states no progress.
    public var progress: Progress? {
        guard case .integer(let current)? = arguments?["current"], case .integer(let total)? = arguments?["total"]
        else { return nil }
        return Progress(current: current, total: total)
    }
}
