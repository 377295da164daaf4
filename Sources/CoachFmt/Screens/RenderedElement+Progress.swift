extension RenderedElement {
    /// How far along a progress line is: the numbers a bar draws, as the copy states them.
    public struct Progress: Sendable, Hashable, Codable {
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

    /// The element stating `current` of `total` (the level card's `progress` part, a weekly
    /// quest's or an achievement's progress), which a view draws a bar from.
    consuming func measuring(current: Int, total: Int) -> RenderedElement {
        var element = self
        element.progress = Progress(current: current, total: total)
        return element
    }

    /// The element as a chart's point at `value`, which a view plots.
    consuming func plotting(_ value: Int) -> RenderedElement {
        var element = self
        element.plotted = value
        return element
    }
}
