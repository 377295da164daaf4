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

    /// The same duration as a screen reader should say it, one ICU measure per unit with its
    /// full name and the locale's plural, largest first, zero units left out (`0` alone is
    /// seconds), floored to seconds as ``clock(milliseconds:)`` is:
    ///
    /// - en: `138_400` → `["2 minutes", "18 seconds"]`, `60_000` → `["1 minute"]`
    /// - zh-Hans: `138_400` → `["2分钟", "18秒钟"]`
    ///
    /// ICU's `MeasureFormat::formatMeasures` would join them with the locale's unit-list pattern;
    /// the shim has no call for it, so the caller joins them (the catalog's `a11y.duration`).
    public static func spokenUnits(milliseconds: Int, locale: LanguageTag) throws(FormatError) -> [String] {
        guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
        let total = milliseconds / 1000
        let amounts = [("hour", total / 3600), ("minute", total / 60 % 60), ("second", total % 60)]
        let shown = amounts.filter { $0.1 > 0 }
        return try (shown.isEmpty ? [("second", 0)] : shown).map { unit, amount throws(FormatError) in
            try NumberFormat(skeleton: "measure-unit/duration-\(unit) unit-width-full-name", locale: locale)
                .format(amount)
        }
    }
}
