/// Why a catalog could not be loaded or a message could not be resolved. One sentence each,
/// naming the file or locale and the key.
package enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    /// Not a JSON object of `{"value", "note"}` entries; the error names the file and path.
    case malformed(ContractError)
    case missingKey(String, locale: LanguageTag)
    case unformattable(String, locale: LanguageTag, FormatError)

    /// One sentence naming the file, key or locale and the problem.
    package var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read: \(reason)"
        case .malformed(let error): error.description
        case .missingKey(let key, let locale): "\(key): no message in \(locale) or the source locale"
        case .unformattable(let key, let locale, let error): "\(key) (\(locale)): \(error)"
        }
    }
}
