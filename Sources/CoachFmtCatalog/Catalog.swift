import CoachFmtContract
import CoachFmtFormatting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The copy catalog: ICU MessageFormat messages by locale and key.
///
/// The built-in catalog is compiled into the library from `Resources/copy/` as static tables of
/// values (see ``builtIn``). A missing key in a locale falls back to the source locale (`en`) for
/// that one message, and the resolution says so, so that a render can report it. Copy fixed after
/// a release comes as an overlay (``overlaid(with:locale:)``): each value checked like the
/// built-in copy, and the ones that pass laid over it.
public struct Catalog: Sendable {
    /// The locale every other locale falls back to.
    public static let sourceLocale = LanguageTag.en

    /// Where the messages are: the library's compiled tables, or dictionaries read from files or
    /// built in code.
    private enum Storage: Sendable {
        case compiledTables
        case entries([LanguageTag: [String: CatalogEntry]])
    }

    private let storage: Storage
    /// The values overlays laid over `storage`, by locale and key; they win over it.
    var overlay: [LanguageTag: [String: String]] = [:]
    /// Where the catalog came from: "built-in" or a directory.
    package let origin: String

    /// A catalog of parsed entries (`--catalog DIR`, tests); `origin` names where it came from in messages.
    package init(messages: [LanguageTag: [String: CatalogEntry]], origin: String) {
        self.storage = .entries(messages)
        self.origin = origin
    }

    private init(storage: Storage, origin: String) {
        self.storage = storage
        self.origin = origin
    }

    /// Messages by locale and key.
    ///
    /// The built-in catalog holds values only, so its entries here have no notes and no
    /// fingerprints (`Catalog.builtInWithNotes` in `CoachFmtResources` has them), and each read
    /// builds a dictionary of every key: to look one message up, use ``pattern(_:in:)`` or
    /// ``resolve(_:locale:)``.
    package var messages: [LanguageTag: [String: CatalogEntry]] {
        var messages: [LanguageTag: [String: CatalogEntry]] =
            switch storage {
            case .entries(let messages): messages
            case .compiledTables:
                Dictionary(
                    uniqueKeysWithValues: LocaleNegotiation.catalogLocales.compactMap { locale in
                        CatalogTable.builtIn(locale.identifier).map { (locale, $0.entries) }
                    })
            }
        for (locale, values) in overlay {
            for (key, value) in values { messages[locale, default: [:]][key] = CatalogEntry(value: value) }
        }
        return messages
    }

    package static let builtInOrigin = "built-in"

    /// The catalog compiled into the library: each locale's values in a static table that
    /// `swift run generate-sources` writes from `Resources/copy/`. Nothing is parsed when a process
    /// starts, and a message is found by binary search. It has no translator notes: they stay
    /// in the catalog files, for `coach-fmt check` and the XLIFF export.
    public static let builtIn = Catalog(storage: .compiledTables, origin: builtInOrigin)

    /// The largest catalog file loaded: 1 MiB, over ten times the largest shipped file (about 90 KB).
    package static let maximumFileBytes = 1 << 20
    /// The longest value a catalog may hold: 4 KiB of UTF-8, about 15 times the longest shipped
    /// value (269 bytes).
    package static let maximumValueBytes = 4096

    /// Loads `<directory>/en.json` and `<directory>/zh-Hans.json`.
    ///
    /// A file that is not a regular file or is larger than ``maximumFileBytes`` is refused, and
    /// so is a value longer than ``maximumValueBytes`` or nested deeper than
    /// ``MessageNesting/maximumDepth``, before ICU sees any of it.
    package static func load(directory: String) throws(CatalogError) -> Catalog {
        var messages: [LanguageTag: [String: CatalogEntry]] = [:]
        for locale in LocaleNegotiation.catalogLocales {
            let file = directory + "/" + locale.identifier + ".json"
            let bytes: [UInt8]
            do { bytes = try RegularFile.read(file, limit: maximumFileBytes) } catch {
                throw .unreadable(file: file, reason: error.reason)
            }
            let entries = try parse(bytes: bytes, file: file)
            try admit(entries, file: file)
            messages[locale] = entries
        }
        return Catalog(messages: messages, origin: directory)
    }

    /// Refuses the first value (in key order) that is too long or nested too deep for ICU.
    package static func admit(_ entries: [String: CatalogEntry], file: String) throws(CatalogError) {
        for key in entries.keys.sorted() {
            let value = entries[key]!.value
            if value.utf8.count > maximumValueBytes {
                throw .valueTooLong(file: file, key: key, bytes: value.utf8.count)
            }
            if MessageNesting(value).isTooDeep { throw .nestedTooDeep(file: file, key: key) }
        }
    }

    /// Parses one catalog file: a JSON object of key to `{"value": …, "note": …}`.
    package static func parse(_ json: String, file: String) throws(CatalogError) -> [String: CatalogEntry] {
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
    package struct Resolution: Sendable, Equatable {
        /// The key asked for.
        package let key: String
        /// The ICU MessageFormat pattern found.
        package let pattern: String
        /// The locale the pattern is in: the one asked for, or the source locale when it fell back.
        package let locale: LanguageTag
        /// True when the requested locale lacked the key and the source locale served it.
        package let isFallback: Bool
        /// True when an overlay's value served it, not the catalog's own.
        package var isOverlay = false
    }

    /// The message of `key` in `locale` itself, with no fallback; nil when that locale lacks it.
    package func pattern(_ key: String, in locale: LanguageTag) -> String? {
        if !overlay.isEmpty, let value = overlay[locale]?[key] { return value }
        return basePattern(key, in: locale)
    }

    /// As ``pattern(_:in:)``, overlays aside: what an overlay's values are checked against.
    func basePattern(_ key: String, in locale: LanguageTag) -> String? {
        switch storage {
        case .compiledTables: CatalogTable.builtIn(locale.identifier)?.value(key)
        case .entries(let messages): messages[locale]?[key]?.value
        }
    }

    /// Finds `key` in `locale`, else in the source locale. The pseudo-locale has no catalog of
    /// its own: its message is the source locale's pattern, resolved in `en-XA` (not a
    /// fallback), which ``MessageFormat`` pseudo-localizes when it formats it.
    package func resolve(_ key: String, locale: LanguageTag) throws(CatalogError) -> Resolution {
        try resolveEntry(key, locale: locale).0
    }

    /// As ``resolve(_:locale:)``, with the entry's position in the built-in table the pattern
    /// came from (the source locale's for the pseudo-locale), for caching its compiled message;
    /// nil for a catalog of dictionaries.
    package func resolveEntry(_ key: String, locale: LanguageTag) throws(CatalogError) -> (Resolution, entry: Int?) {
        func found(_ pattern: String, in resolved: LanguageTag, _ index: Int?, fallback: Bool) -> (Resolution, Int?) {
            var resolution = Resolution(key: key, pattern: pattern, locale: resolved, isFallback: fallback)
            resolution.isOverlay = index == Self.overlayEntry
            return (resolution, index == Self.overlayEntry ? nil : index)
        }
        if locale.isPseudo, let (pattern, index) = entry(key, in: Self.sourceLocale) {
            return found(pattern, in: locale, index, fallback: false)
        }
        if let (pattern, index) = entry(key, in: locale) { return found(pattern, in: locale, index, fallback: false) }
        if let (pattern, index) = entry(key, in: Self.sourceLocale) {
            return found(pattern, in: Self.sourceLocale, index, fallback: true)
        }
        throw .missingKey(key, locale: locale)
    }

    /// The position ``entry(_:in:)`` gives an overlay's value: no table holds it, so no compiled
    /// message is cached by it.
    private static let overlayEntry = -1

    /// The pattern of `key` in `locale` itself and, from the built-in tables, its position
    /// (``overlayEntry`` for an overlay's value).
    private func entry(_ key: String, in locale: LanguageTag) -> (pattern: String, index: Int?)? {
        if !overlay.isEmpty, let value = overlay[locale]?[key] { return (value, Self.overlayEntry) }
        switch storage {
        case .compiledTables:
            guard let table = CatalogTable.builtIn(locale.identifier), let index = table.index(key) else { return nil }
            return (table.values[index], index)
        case .entries(let messages):
            return messages[locale]?[key].map { ($0.value, nil) }
        }
    }

    /// Formats the message `key` in `locale` with named arguments.
    package func format(
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
