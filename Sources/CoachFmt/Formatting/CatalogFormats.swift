/// A catalog key with its arguments, ready to format in any locale.
package struct CatalogMessage: Sendable, Equatable {
    /// The catalog key.
    package let key: String
    /// The message's arguments by name.
    package let arguments: [String: MessageValue]

    /// A message to format: a key and its arguments.
    package init(_ key: String, _ arguments: [String: MessageValue] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

extension Catalog {
    /// Formats `message` from this catalog in `locale`, falling back to en when the locale lacks the key.
    package func format(_ message: CatalogMessage, locale: LanguageTag) throws(CatalogError) -> String {
        try format(message.key, locale: locale, message.arguments)
    }

    /// Whether the source locale has `key` (screens use this for keys built from server enums).
    package func has(_ key: String) -> Bool { pattern(key, in: Catalog.sourceLocale) != nil }
}
