import CoachFmtICU

/// ICU's names of languages (`ja` in en is `Japanese`), memoized: each (tag, display locale)
/// is looked up in ICU once. ``LanguageNames`` puts the catalog's own names first.
package enum DisplayNames {
    /// The name of `tag` in `displayLocale`; where ICU has no data for it, the tag itself, never
    /// ICU's guess from the machine's default locale.
    package static func name(of tag: LanguageTag, in displayLocale: LanguageTag) -> String {
        let key = StringPair(tag.identifier, displayLocale.identifier)
        if let name = names[key] { return name }
        // No data (the shim's U_MISSING_RESOURCE_ERROR) or a failed open: the tag itself.
        let name = lookUp(tag, displayLocale) ?? tag.identifier
        names[key] = name
        return name
    }

    private static let names = Memo<StringPair>()
    private static let handles = HandleCache<String, ICUHandle>()

    private static func lookUp(_ tag: LanguageTag, _ display: LanguageTag) -> String? {
        guard
            let names = try? handles.handle(
                for: display.identifier,
                open: { () throws(ICUError) in try ICULocales.openNames(locale: display.dataLocale.identifier) })
        else { return nil }
        return try? ICULocales.name(of: tag.identifier, names: names)
    }
}
