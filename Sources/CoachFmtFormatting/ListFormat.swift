import CoachFmtICU

/// Joins names with ICU's `ListFormatter` ("and" lists): `English and 日本語` in en,
/// `English和日本語` in zh-Hans, as CLDR writes them.
public enum ListFormat {
    /// `items` joined as CLDR's "and" list for the locale; one item as is, none as empty.
    public static func and(_ items: [String], locale: LanguageTag) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        guard
            let list = try? handles.handle(
                for: locale.identifier,
                open: { () throws(ICUError) in
                    try ICUText.openList(locale: locale.dataLocale.identifier)
                })
        else { return items.joined(separator: ", ") }
        let joined = try? ICUText.join(items, list: list)
        return joined ?? items.joined(separator: ", ")
    }

    /// As `and`, with the locale's spacing at each joint: in zh-Hans a half-width space
    /// where a Han character of CLDR's pattern meets a Latin letter or digit of an item
    /// (`简体中文和 English`), as Resources/copy/STYLE-zh-Hans.md asks. Items are left as they are.
    package static func andSpaced(_ items: [String], locale: LanguageTag) -> String {
        guard items.count > 1, locale.identifier.hasPrefix("zh") else { return and(items, locale: locale) }
        // Private-use marks around each item show where CLDR's words meet an item.
        let (open, close): (Character, Character) = ("\u{E000}", "\u{E001}")
        let marked = and(items.map { "\(open)\($0)\(close)" }, locale: locale)
        guard marked.contains(open) else { return and(items, locale: locale) }
        let characters = Array(marked)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character == open || character == close {
                let before = characters[..<index].last { $0 != open && $0 != close }
                let after = characters[(index + 1)...].first { $0 != open && $0 != close }
                if let before, let after, CJKSpacing.needsSpace(between: before, and: after),
                    result.last != " "
                {
                    result.append(" ")
                }
                continue
            }
            result.append(character)
        }
        return result
    }

    private static let handles = HandleCache<String, ICUHandle>()
}
