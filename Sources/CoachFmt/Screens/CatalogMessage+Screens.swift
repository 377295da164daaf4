/// The screens' messages that more than one section shows (and `coach-fmt format` formats):
/// their keys are screen copy, declared here and nowhere else.
extension CatalogMessage {
    /// `processing.eta`: "About 15 seconds left" / "还需约 15 秒"; nil when hidden (null or ≤ 0).
    package static func eta(milliseconds: Int?) -> CatalogMessage? {
        guard let seconds = TimeRounding.etaSeconds(milliseconds: milliseconds) else { return nil }
        return CoachCopy.processing.eta(seconds: seconds)
    }

    /// `common.read_*`: "2.5 min read", "30 sec read" / "阅读约 2.5 分钟"; nil when hidden.
    package static func readTime(seconds: Int?) -> CatalogMessage? {
        guard let rounded = TimeRounding.readSeconds(seconds) else { return nil }
        if rounded < 60 { return CoachCopy.common.readSeconds(seconds: rounded) }
        // A multiple of 30 s: whole minutes or a half, written out so that no Double rounds it.
        let half = MessageValue(numeral: String(rounded / 60) + ".5") ?? .decimal(String(rounded / 60) + ".5")
        let minutes: MessageValue = rounded % 60 == 0 ? .integer(rounded / 60) : half
        return CatalogMessage(CoachCopy.common.Keys.readMinutes, ["minutes": minutes])
    }

    /// `secs_delta`: "41 seconds shorter" / "短了 41 秒" for a duration change in milliseconds
    /// (negative is shorter), rounded to whole seconds; `key`, another message of the same
    /// arguments (Home's `home.quest.summary.shorter`, "−41 seconds", for its 96 px part).
    package static func secondsDelta(milliseconds: Int, key: String = CoachCopy.Keys.secsDelta) -> CatalogMessage {
        let seconds = CheckedArithmetic.stepsRoundedToNearest(milliseconds, step: 1000).magnitude
        let direction = seconds == 0 ? "same" : milliseconds < 0 ? "shorter" : "longer"
        // A rounded magnitude of an Int's milliseconds fits an Int.
        return CatalogMessage(key, ["direction": .string(direction), "seconds": .integer(Int(seconds))])
    }
}
