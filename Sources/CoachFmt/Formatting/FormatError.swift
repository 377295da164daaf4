/// Why a formatter refused its input. Each reads as one sentence that names the value.
public enum FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidLanguageTag(String)
    case invalidTimeZone(String)
    case invalidDateSkeleton(String)
    case invalidNumberSkeleton(String, offset: Int, icu: String)
    case invalidPattern(String, offset: Int, icu: String)
    case invalidNumber(String)
    case invalidDate(String)
    case invalidRange(start: String, end: String)
    case negativeDuration(Int)
    case missingArgument(String, pattern: String)
    case unexpectedArgument(String, pattern: String)
    case icu(String, during: String)

    /// One sentence naming the value and what is wrong with it.
    public var description: String {
        switch self {
        case .invalidLanguageTag(let tag): "invalid language tag '\(tag)': not a well-formed BCP-47 tag"
        case .invalidTimeZone(let zone): "invalid time zone '\(zone)': not an IANA time zone id"
        case .invalidDateSkeleton(let skeleton):
            "invalid date skeleton '\(skeleton)': a skeleton is ICU date field letters only (for example MMMd)"
        case .invalidNumberSkeleton(let skeleton, let offset, let icu):
            "invalid number skeleton '\(skeleton)' at offset \(offset): \(icu)"
        case .invalidPattern(let pattern, let offset, let icu):
            "invalid message pattern '\(pattern)' at offset \(offset): \(icu)"
        case .invalidNumber(let value): "invalid number '\(value)': expected a decimal number such as 12, -3 or 0.5"
        case .invalidDate(let value):
            "invalid date '\(value)': expected YYYY-MM-DD or an ISO-8601 timestamp with a zone (2026-11-27T08:30:00Z)"
        case .invalidRange(let start, let end): "invalid date range '\(start)' to '\(end)': the end is before the start"
        case .negativeDuration(let ms): "invalid duration \(ms) ms: a duration cannot be negative"
        case .missingArgument(let name, let pattern): "missing argument '\(name)' for message '\(pattern)'"
        case .unexpectedArgument(let name, let pattern):
            "unexpected argument '\(name)': message '\(pattern)' has no such argument"
        case .icu(let name, let during): "ICU failed with \(name) while \(during)"
        }
    }
}
