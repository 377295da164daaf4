/// What the complete rows derive from the inputs before any of them renders: the ability tile's
/// value, whether the streak and the level went up, and the improve bonus missed.
extension CompleteScreen {
    /// The ability tile's value: "building baseline n/3" below three samples, else
    /// `ability_after − ability_before`; nil (hidden) when either is null or the difference
    /// passes Int's range.
    static func ability(_ s: Settlement) -> CatalogMessage? {
        if s.abilitySampleCount < ProductRules.baselineSessions {
            return CoachCopy.complete.abilityBuilding(count: s.abilitySampleCount, total: ProductRules.baselineSessions)
        }
        guard let before = s.abilityBefore, let after = s.abilityAfter,
            let delta = CheckedArithmetic.difference(after, before)
        else { return nil }
        return CoachCopy.complete.abilityDelta(delta: delta)
    }

    /// "+1" on the streak tile: only a streak this session extended, and not on a replay.
    static func showsStreakIncrement(_ s: Settlement) -> Bool { s.streak.streakIncremented && !s.replayed }

    static func isLevelUp(_ s: Settlement) -> Bool { s.levelAfter.level > s.levelBefore.level }

    /// The improvement bonus the learner could have earned, when the inputs say: today's
    /// quest for this session gives base XP (`xp_reward`) and base + improve (`xp_reward_max`,
    /// CCR-4). Nil when unknown, or when the repeat discount changed the amounts.
    static func missedImproveBonus(_ s: Settlement, home: Home?) -> Int? {
        guard !s.xp.repeatDiscount, let quest = home?.todayQuest, quest.sessionID == s.sessionID else { return nil }
        guard let bonus = CheckedArithmetic.difference(quest.xpRewardMax, quest.xpReward) else { return nil }
        return bonus > 0 ? bonus : nil
    }

    /// Why ``missedImproveBonus(_:home:)`` is nil: the first input it could not read the bonus from.
    static func unknownImproveBonus(_ s: Settlement, home: Home?) -> HiddenReason {
        if s.xp.repeatDiscount { return .value(field: JSONPath(.settlement, "xp", "repeat_discount"), is: "true") }
        guard let home else { return .noResponse(.home) }
        guard let quest = home.todayQuest else { return .null(field: JSONPath(.home, "today_quest")) }
        guard quest.sessionID == s.sessionID else {
            return quest.sessionID.map { .value(field: JSONPath(.home, "today_quest", "session_id"), is: $0) }
                ?? .null(field: JSONPath(.home, "today_quest", "session_id"))
        }
        guard let bonus = CheckedArithmetic.difference(quest.xpRewardMax, quest.xpReward) else {
            return .difference(
                JSONPath(.home, "today_quest", "xp_reward_max"), minus: JSONPath(.home, "today_quest", "xp_reward"),
                is: "\(quest.xpRewardMax) − \(quest.xpReward), too large to show")
        }
        return .difference(
            JSONPath(.home, "today_quest", "xp_reward_max"), minus: JSONPath(.home, "today_quest", "xp_reward"),
            is: String(bonus))
    }
}
