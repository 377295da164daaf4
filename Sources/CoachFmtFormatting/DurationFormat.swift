import CoachFmtContract
import CoachFmtICU

/// Clock-style durations as the screens show them: `mm:ss`, and `h:mm:ss` from one hour on.
///
/// `DurationFormat.clock(milliseconds: 138_400)` is `02:18` in every locale: the design fixes
/// this form, and both catalog locales write ASCII digits. Milliseconds are floored to whole
/// seconds, so a recording never reads longer than it was.
public enum DurationFormat {
    /// `02:18`, or `1:15:00` from one hour on; throws on a negative duration.
    public static func clock(milliseconds: Int) throws(FormatError) -> String {
        guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
        let total = milliseconds / 1000
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(two(minutes)):\(two(seconds))"
    }

    /// Whole minutes, however many, and the seconds past them, floored as ``clock(milliseconds:)``:
    /// what a spoken duration names (`138_400` → 2 and 18). Throws on a negative duration.
    public static func minutesAndSeconds(milliseconds: Int) throws(FormatError) -> (minutes: Int, seconds: Int) {
        guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
        let total = milliseconds / 1000
        return (total / 60, total % 60)
    }
}
