import CoachFmtICU

/// A BCP-47 language tag, parsed and canonicalized by ICU (`zh-hans-cn` becomes `zh-Hans-CN`).
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP-47 form.
    public let identifier: String

    /// Parses `tag` strictly: all of it must be a well-formed BCP-47 tag.
    public init(_ tag: String) throws(FormatError) {
        // Screens parse the same few tags on every render (each row's content language).
        if let known = Self.canonical[tag] {
            identifier = known
            return
        }
        guard !tag.isEmpty, tag.utf8.count < 128 else { throw .invalidLanguageTag(tag) }
        do {
            identifier = try ICULocales.canonicalize(tag)
        } catch {
            throw .invalidLanguageTag(tag)
        }
        Self.canonical[tag] = identifier
    }

    /// Well-formed tags as written → their canonical form.
    private static let canonical = SmallMemo()

    init(canonical: String) { identifier = canonical }

    /// English, the catalog's source locale.
    public static let en = LanguageTag(canonical: "en")
    /// Simplified Chinese.
    public static let zhHans = LanguageTag(canonical: "zh-Hans")
    /// The pseudo-locale: English copy accented, expanded and bracketed (``PseudoLocale``), so
    /// that a screen shows at once which strings bypassed the catalog and which ones overflow.
    public static let enXA = LanguageTag(canonical: "en-XA")

    /// True for the pseudo-locale `en-XA`.
    package var isPseudo: Bool { self == .enXA }

    /// The locale whose ICU data formats for this one: `en` for the pseudo-locale, which is
    /// English underneath (numbers, dates, plural rules and display names stay English, even
    /// with an ICU build that ships CLDR's own accented `en_XA` data); the tag itself otherwise.
    package var dataLocale: LanguageTag { isPseudo ? .en : self }

    /// The canonical tag.
    public var description: String { identifier }
}
