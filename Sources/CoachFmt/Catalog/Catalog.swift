#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The copy catalog: ICU MessageFormat messages by locale and key.
///
/// The built-in catalog is compiled into the library from `Resources/copy/`. A missing key in a
/// locale falls back to the source locale (`en`) for that one message, and the resolution says
/// so, so that a render can report it.
public struct Catalog: Sendable {
    /// The locale every other locale falls back to.
    public static let sourceLocale = LanguageTag.en

    /// Messages by locale and key.
    public let messages: [LanguageTag: [String: CatalogEntry]]
    /// Where the catalog came from: "built-in" or a directory.
    public let origin: String

    public init(messages: [LanguageTag: [String: CatalogEntry]], origin: String) {
        self.messages = messages
        self.origin = origin
    }

    static let builtInOrigin = "built-in"

    /// The catalog compiled into the library.
    public static let builtIn: Catalog = {
        var messages: [LanguageTag: [String: CatalogEntry]] = [:]
        for locale in LocaleNegotiation.catalogLocales {
            let file = "copy/\(locale.identifier).json"
            // The build embeds these files and the test suite checks them, so they parse.
            messages[locale] = (try? parse(EmbeddedResources.text(file) ?? "{}", file: "Resources/" + file)) ?? [:]
        }
        return Catalog(messages: messages, origin: builtInOrigin)
    }()

    /// Loads `<directory>/en.json` and `<directory>/zh-Hans.json`.
    public static func load(directory: String) throws(CatalogError) -> Catalog {
        var messages: [LanguageTag: [String: CatalogEntry]] = [:]
        for locale in LocaleNegotiation.catalogLocales {
            let file = directory + "/" + locale.identifier + ".json"
            let data: Data
            do { data = try Data(contentsOf: URL(filePath: file)) } catch {
                throw .unreadable(file: file, reason: "no such file or not readable")
            }
            messages[locale] = try parse(bytes: [UInt8](data), file: file)
        }
        return Catalog(messages: messages, origin: directory)
    }

    /// Parses one catalog file: a JSON object of key to `{"value": …, "note": …}`.
    public static func parse(_ json: String, file: String) throws(CatalogError) -> [String: CatalogEntry] {
        try parse(bytes: Array(json.utf8), file: file)
    }

    static func parse(bytes: [UInt8], file: String) throws(CatalogError) -> [String: CatalogEntry] {
        do {
            return try ContractDecoder.decode([String: CatalogEntry].self, from: bytes, file: file)
        } catch {
            throw .malformed(error)
        }
    }

    /// A message resolved for a locale: the pattern and the locale it was found in.
    public struct Resolution: Sendable, Equatable {
        public let key: String
        public let pattern: String
        public let locale: LanguageTag
        /// True when the requested locale lacked the key and the source locale served it.
        public let isFallback: Bool
    }

    /// Finds `key` in `locale`, else in the source locale.
    public func resolve(_ key: String, locale: LanguageTag) throws(CatalogError) -> Resolution {
        if let entry = messages[locale]?[key] {
            return Resolution(key: key, pattern: entry.value, locale: locale, isFallback: false)
        }
        if let entry = messages[Self.sourceLocale]?[key] {
            return Resolution(key: key, pattern: entry.value, locale: Self.sourceLocale, isFallback: true)
        }
        throw .missingKey(key, locale: locale)
    }

    /// Formats the message `key` in `locale` with named arguments.
    public func format(
        _ key: String, locale: LanguageTag, timeZone: TimeZoneID = .utc, _ arguments: [String: MessageValue] = [:]
    ) throws(CatalogError) -> String {
        let resolution = try resolve(key, locale: locale)
        do {
            return try MessageFormat(resolution.pattern, locale: resolution.locale, timeZone: timeZone).format(
                arguments)
        } catch {
            throw .unformattable(key, locale: resolution.locale, error)
        }
    }
}
