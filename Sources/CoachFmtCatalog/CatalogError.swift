import CoachFmtContract
import CoachFmtFormatting

/// Why a catalog could not be loaded or a message could not be resolved. One sentence each,
/// naming the file or locale and the key.
package enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    /// Not a JSON object of `{"value", "note"}` entries; the error names the file and path.
    case malformed(ContractError)
    case missingKey(String, locale: LanguageTag)
    case unformattable(String, locale: LanguageTag, FormatError)
    /// A value longer than ``Catalog/maximumValueBytes``.
    case valueTooLong(file: String, key: String, bytes: Int)
    /// A value whose arguments nest deeper than ``MessageNesting/maximumDepth``.
    case nestedTooDeep(file: String, key: String)

    /// One sentence naming the file, key or locale and the problem.
    package var description: String {
        func echo(_ text: String) -> String { EchoedInput.bounded(text) }
        return switch self {
        case .unreadable(let file, let reason): "\(echo(file)): cannot read: \(reason)"
        case .malformed(let error): error.description
        case .missingKey(let key, let locale): "\(echo(key)): no message in \(locale) or the source locale"
        case .unformattable(let key, let locale, let error): "\(echo(key)) (\(locale)): \(error)"
        case .valueTooLong(let file, let key, let bytes):
            "\(echo(file)): \(echo(key)): value is \(bytes) bytes, over the limit of \(Catalog.maximumValueBytes) bytes"
        case .nestedTooDeep(let file, let key):
            "\(echo(file)): \(echo(key)): \(FormatError.nestedTooDeep(limit: MessageNesting.maximumDepth))"
        }
    }
}
