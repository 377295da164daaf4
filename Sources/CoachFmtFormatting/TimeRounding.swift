import CoachFmtContract

/// The product's rounding rules for times shown as text. data-binding.md gives the steps
/// ("`processing.eta` rounded to 5 s", "`common.read_*` (30 s steps)"); the floor of one step,
/// so that a short wait or article never reads as 0, is the kit's (Documentation/SpecGaps.md).
package enum TimeRounding {
    /// "`processing.eta` rounded to 5 s" (data-binding.md, Diagnostic · processing · ETA).
    package static let etaStepSeconds = 5
    /// "`common.read_*` (30 s steps)" (data-binding.md, Diagnostic · read · read time).
    package static let readTimeStepSeconds = 30

    /// Seconds to show for a processing ETA, or nil when the line is hidden.
    /// Rounded in integers, exact for every Int (a Double would round past 2^53).
    package static func etaSeconds(milliseconds: Int?) -> Int? {
        guard let milliseconds, milliseconds > 0 else { return nil }
        let steps = CheckedArithmetic.stepsRoundedToNearest(milliseconds, step: 1000 * etaStepSeconds)
        // At most Int.max / 1000 seconds: the multiple always fits.
        return max(etaStepSeconds, CheckedArithmetic.multiple(steps, of: etaStepSeconds) ?? .max)
    }

    /// Read time rounded to the nearest 30 s, at least 30 s; nil when the length is unknown or
    /// its rounding would pass Int.max. Rounded in integers, exact for every Int.
    package static func readSeconds(_ seconds: Int?) -> Int? {
        guard let seconds, seconds > 0 else { return nil }
        let steps = CheckedArithmetic.stepsRoundedToNearest(seconds, step: readTimeStepSeconds)
        return CheckedArithmetic.multiple(steps, of: readTimeStepSeconds).map { max(readTimeStepSeconds, $0) }
    }
}
