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

    /// The same duration as a screen reader should say it: ICU's measures with full unit names
    /// and the locale's plurals, joined by its unit-list pattern (`MeasureFormat`), largest first,
    /// zero units left out (`0` alone is seconds), floored to seconds as ``clock(milliseconds:)``:
    ///
    /// - en: `138_400` → `2 minutes, 18 seconds`, `60_000` → `1 minute`
    /// - zh-Hans: `138_400` → `2分钟18秒钟`, which is not how Chinese says it: the screens take
    ///   their words from the catalog (`a11y.duration.*`) with ``minutesAndSeconds(milliseconds:)``.
    ///
    /// Throws ``FormatError/tooLarge(_:what:)`` from 2^31 hours on: ICU's measures take Int32.
    public static func spoken(milliseconds: Int, locale: LanguageTag) throws(FormatError) -> String {
        guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
        let total = milliseconds / 1000
        guard let hours = CheckedArithmetic.int32(total / 3600),
            let minutes = CheckedArithmetic.int32(total / 60 % 60),
            let seconds = CheckedArithmetic.int32(total % 60)
        else { throw .tooLarge(String(milliseconds), what: "duration in ms") }
        do {
            let format = try handles.handle(
                for: locale.identifier,
                open: { () throws(ICUError) in
                    try ICUNumbers.openMeasures(locale: locale.dataLocale.identifier)
                })
            return try ICUNumbers.duration(hours: hours, minutes: minutes, seconds: seconds, measures: format)
        } catch {
            throw .icu(error.explained, during: "formatting a spoken duration")
        }
    }

    private static let handles = HandleCache<String, ICUHandle>()
}
