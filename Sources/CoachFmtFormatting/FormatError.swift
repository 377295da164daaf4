import CoachFmtContract

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
    /// ICU failed: the code in words and by name (`ICUError.explained`), and what was being done.
    case icu(String, during: String)
    /// A message whose plural, select, selectordinal and choice arguments nest deeper than
    /// ``MessageNesting/maximumDepth`` levels; refused before ICU parses it.
    case nestedTooDeep(limit: Int)

    /// One sentence naming the value and what is wrong with it; a value longer than
    /// ``EchoedInput/maximumBytes`` is cut, with its length.
    public var description: String {
        func echo(_ text: String) -> String { EchoedInput.bounded(text) }
        return switch self {
        case .invalidLanguageTag(let tag): "invalid language tag '\(echo(tag))': not a well-formed BCP-47 tag"
        case .invalidTimeZone(let zone): "invalid time zone '\(echo(zone))': not an IANA time zone id"
        case .invalidDateSkeleton(let skeleton):
            "invalid date skeleton '\(echo(skeleton))': a skeleton is ICU date field letters only (for example MMMd)"
        case .invalidNumberSkeleton(let skeleton, let offset, let icu):
            "invalid number skeleton '\(echo(skeleton))' at offset \(offset): \(icu)"
        case .invalidPattern(let pattern, let offset, let icu):
            "invalid message pattern '\(echo(pattern))' at offset \(offset): \(icu)"
        case .invalidNumber(let value):
            "invalid number '\(echo(value))': expected a decimal number such as 12, -3 or 0.5"
        case .invalidDate(let value):
            "invalid date '\(echo(value))': expected YYYY-MM-DD or an ISO-8601 timestamp with a zone (2026-11-27T08:30:00Z)"
        case .invalidRange(let start, let end):
            "invalid date range '\(echo(start))' to '\(echo(end))': the end is before the start"
        case .negativeDuration(let ms): "invalid duration \(ms) ms: a duration cannot be negative"
        case .missingArgument(let name, let pattern): "missing argument '\(echo(name))' for message '\(echo(pattern))'"
        case .unexpectedArgument(let name, let pattern):
            "unexpected argument '\(echo(name))': message '\(echo(pattern))' has no such argument"
        case .icu(let explained, let during): "ICU failed while \(during): \(explained)"
        case .nestedTooDeep(let limit):
            "message arguments (plural, select, selectordinal, choice) nest deeper than the limit of \(limit) levels"
        }
    }
}
