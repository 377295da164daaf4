import CoachFmtFormatting

/// A catalog key with its arguments, ready to format in any locale: the type a ``CoachCopy``
/// accessor returns, named so where the kit builds the key itself (`CatalogMessage.eta`).
package typealias CatalogMessage = CopyMessage

extension Catalog {
    /// Formats `message` from this catalog in `locale`, falling back to en when the locale lacks the key.
    package func format(_ message: CatalogMessage, locale: LanguageTag) throws(CatalogError) -> String {
        try format(message.key, locale: locale, message.arguments)
    }

    /// Whether the source locale has `key` (screens use this for keys built from server enums).
    package func has(_ key: String) -> Bool { pattern(key, in: Catalog.sourceLocale) != nil }
}
