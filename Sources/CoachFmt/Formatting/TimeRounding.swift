/// The product's rounding rules for times shown as text, each with the sentence that states it.
enum TimeRounding {
    /// "ETA rounded to 5 s (to the nearest multiple, never below 5 s; hidden when null or ≤ 0)."
    static let etaStepSeconds = 5
    /// "read time in 30 s steps (`common.read_*`)."
    static let readTimeStepSeconds = 30

    /// Seconds to show for a processing ETA, or nil when the line is hidden.
    static func etaSeconds(milliseconds: Int?) -> Int? {
        guard let milliseconds, milliseconds > 0 else { return nil }
        let steps = (Double(milliseconds) / 1000 / Double(etaStepSeconds)).rounded(.toNearestOrAwayFromZero)
        return max(etaStepSeconds, Int(steps) * etaStepSeconds)
    }

    /// Read time rounded to the nearest 30 s, at least 30 s; nil when the length is unknown.
    static func readSeconds(_ seconds: Int?) -> Int? {
        guard let seconds, seconds > 0 else { return nil }
        let steps = (Double(seconds) / Double(readTimeStepSeconds)).rounded(.toNearestOrAwayFromZero)
        return max(readTimeStepSeconds, Int(steps) * readTimeStepSeconds)
    }
}
