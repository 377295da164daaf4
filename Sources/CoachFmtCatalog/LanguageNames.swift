import CoachFmtFormatting
import CoachFmtICU

/// Language names: endonyms (a language in its own words) and names in the UI language.
///
/// `endonym(of: "ja")` is `日本語`. The catalog's `lang.<tag>` wins where it has one
/// (`lang.zh-Hans` is `简体中文`, shorter than ICU's `中文（简体）`). Where ICU has no data for a
/// name, the name is the tag itself (`tlh` in `tlh` is `tlh`), never ICU's guess from the
/// machine's default locale. Names are memoized: each (tag, display locale) is looked up in ICU once.
public enum LanguageNames {
    /// The name of `tag` in its own language, from the built-in catalog or ICU.
    public static func endonym(of tag: LanguageTag) -> String {
        // A warm call is one memo lookup: the catalog is only read on a miss.
        builtInEndonyms[tag.identifier] ?? endonym(of: tag, catalog: .builtIn)
    }

    /// The name of `tag` in its own language, from `catalog` or ICU.
    package static func endonym(of tag: LanguageTag, catalog: Catalog) -> String {
        // The built-in catalog is the common case: its memo is keyed by the tag alone.
        let builtIn = catalog.origin == Catalog.builtInOrigin
        if builtIn, let name = builtInEndonyms[tag.identifier] { return name }
        let name = catalog.pattern(catalogKey(tag), in: Catalog.sourceLocale) ?? icuName(of: tag, in: tag)
        if builtIn { builtInEndonyms[tag.identifier] = name }
        return name
    }

    /// The catalog key of a language's own name (`lang.zh-Hans`).
    static func catalogKey(_ tag: LanguageTag) -> String { "lang.\(tag.identifier)" }

    /// The catalog key of a catalog language's name inside a sentence (`lang.name.zh-Hans`:
    /// "Simplified Chinese", where ICU's list name is "Chinese (Simplified)").
    static func sentenceNameKey(_ tag: LanguageTag) -> String { "lang.name.\(tag.identifier)" }

    /// The keys this formatter reads from the catalog: each catalog locale's own name and its
    /// name inside a sentence.
    package static var catalogKeys: [String] {
        LocaleNegotiation.catalogLocales.flatMap { [catalogKey($0), sentenceNameKey($0)] }
    }

    /// The name of `tag` inside a sentence in `displayLocale` (`en` in zh-Hans is `英语`): the
    /// catalog's `lang.name.<tag>` where it has one, else ICU's name, or the endonym when the
    /// two are one language. An endonym belongs on a chip; a sentence names a language in its
    /// own language.
    package static func sentenceName(of tag: LanguageTag, in displayLocale: LanguageTag, catalog: Catalog) -> String {
        if tag == displayLocale { return endonym(of: tag, catalog: catalog) }
        return catalog.pattern(sentenceNameKey(tag), in: displayLocale) ?? icuName(of: tag, in: displayLocale)
    }

    /// The name of `tag` in `displayLocale` (`ja` in en is `Japanese`), from ICU.
    public static func name(of tag: LanguageTag, in displayLocale: LanguageTag) -> String {
        tag == displayLocale ? endonym(of: tag) : icuName(of: tag, in: displayLocale)
    }

    private static func icuName(of tag: LanguageTag, in displayLocale: LanguageTag) -> String {
        DisplayNames.name(of: tag, in: displayLocale)
    }

    private static let builtInEndonyms = SmallMemo()
}
