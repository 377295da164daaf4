import CoachFmtContract
import CoachFmtICU

/// The two ICU formatters behind a date or date-range format for one (skeleton, locale, zone):
/// one in the requested zone for instants, one in UTC for calendar days, which the API sends
/// as local dates and which must read as the same day in every zone.
struct ZonedSkeletonHandles: Sendable {
    struct Key: Hashable, Sendable {
        let kind: String, skeleton: String, locale: String, zone: String
    }
    private static let cache = HandleCache<Key, ICUHandle>()

    let zoned: ICUHandle
    let utc: ICUHandle

    init(
        _ kind: String, skeleton: String, locale: LanguageTag, timeZone: TimeZoneID,
        opening formatter: ICUDates.Kind
    ) throws(FormatError) {
        // Skeletons are field letters only; ICU's generator would quietly accept anything else.
        guard !skeleton.isEmpty, skeleton.utf8.count <= 64,
            skeleton.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) })
        else { throw .invalidDateSkeleton(skeleton) }
        func handle(_ zone: TimeZoneID) throws(FormatError) -> ICUHandle {
            let key = Key(kind: kind, skeleton: skeleton, locale: locale.identifier, zone: zone.identifier)
            do {
                return try Self.cache.handle(for: key) { () throws(ICUError) in
                    try ICUDates.open(
                        formatter, skeleton: skeleton, locale: locale.dataLocale.identifier, zone: zone.identifier)
                }
            } catch {
                throw .icu(error.explained, during: "opening \(kind) '\(EchoedInput.bounded(skeleton))' for \(locale)")
            }
        }
        zoned = try handle(timeZone)
        utc = timeZone == .utc ? zoned : try handle(.utc)
    }
}
