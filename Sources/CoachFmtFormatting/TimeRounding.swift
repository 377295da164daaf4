/// The product's rounding rules for times shown as text. data-binding.md gives the steps
/// ("`processing.eta` rounded to 5 s", "`common.read_*` (30 s steps)"); the floor of one step,
/// so that a short wait or article never reads as 0, is the kit's (README, Spec gaps).
package enum TimeRounding {
    /// "`processing.eta` rounded to 5 s" (data-binding.md, Diagnostic · processing · ETA).
    package static let etaStepSeconds = 5
    /// "`common.read_*` (30 s steps)" (data-binding.md, Diagnostic · read · read time).
    package static let readTimeStepSeconds = 30

    /// Seconds to show for a processing ETA, or nil when the line is hidden.
    package static func etaSeconds(milliseconds: Int?) -> Int? {
        guard let milliseconds, milliseconds > 0 else { return nil }
        let steps = (Double(milliseconds) / 1000 / Double(etaStepSeconds)).rounded(.toNearestOrAwayFromZero)
        return max(etaStepSeconds, Int(steps) * etaStepSeconds)
    }

    /// Read time rounded to the nearest 30 s, at least 30 s; nil when the length is unknown.
    package static func readSeconds(_ seconds: Int?) -> Int? {
        guard let seconds, seconds > 0 else { return nil }
        let steps = (Double(seconds) / Double(readTimeStepSeconds)).rounded(.toNearestOrAwayFromZero)
        return max(readTimeStepSeconds, Int(steps) * readTimeStepSeconds)
    }
}
