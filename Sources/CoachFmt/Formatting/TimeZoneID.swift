import CICUShim

/// An IANA time zone id that ICU knows, such as `Asia/Shanghai`.
public struct TimeZoneID: Hashable, Sendable, CustomStringConvertible {
    /// The id as given (ICU accepts aliases such as `UTC` too).
    public let identifier: String

    public init(_ id: String) throws(FormatError) {
        guard !id.isEmpty, id.utf8.count < 128 else { throw .invalidTimeZone(id) }
        do {
            _ = try id.withUTF8Bytes { bytes, count throws(ICUError) in
                try ICUString.make { cf_time_zone_canonicalize(bytes, count, $0, $1, &$2) }
            }
        } catch {
            throw .invalidTimeZone(id)
        }
        identifier = id
    }

    init(verified: String) { identifier = verified }

    public static let utc = TimeZoneID(verified: "UTC")

    public var description: String { identifier }
}
