import CoachFmtICU

/// A CLDR plural category, chosen by ICU's `PluralRules` for a locale.
///
/// `PluralCategory.of(2, locale: ru)` is `.few`; `.of(decimal: "1.0", locale: .en)` is `.other`,
/// because visible fraction digits count in CLDR's rules.
package enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of a number as a program holds it.
    package static func of(_ value: Double, locale: LanguageTag, ordinal: Bool = false) -> PluralCategory {
        (try? PluralRules(locale: locale, ordinal: ordinal).category(of: value)) ?? .other
    }

    /// The category of a decimal as written, fraction digits included (`"1.50"`).
    package static func of(decimal: String, locale: LanguageTag, ordinal: Bool = false) throws(FormatError)
        -> PluralCategory
    {
        guard NumberFormat.Decimal.isWellFormed(decimal) else { throw .invalidNumber(decimal) }
        let fraction = decimal.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        // Keep exactly the digits written, so "1.0" stays 1.0 when the rules see it.
        let precision = fraction == 0 ? "precision-integer" : "." + String(repeating: "0", count: fraction)
        let number = try NumberFormat(skeleton: "\(precision) group-off", locale: locale)
        do {
            let rules = try rules(locale, ordinal)
            let keyword = try ICUNumbers.keyword(ofDecimal: decimal, rules: rules, number: number.handle)
            return PluralCategory(rawValue: keyword) ?? .other
        } catch {
            throw .invalidNumber(decimal)
        }
    }

    private struct Key: Hashable, Sendable {
        let locale: String, ordinal: Bool
    }
    private static let cache = HandleCache<Key, ICUHandle>()

    fileprivate static func rules(_ locale: LanguageTag, _ ordinal: Bool) throws(ICUError) -> ICUHandle {
        try cache.handle(for: Key(locale: locale.identifier, ordinal: ordinal)) { () throws(ICUError) in
            try ICUNumbers.openPluralRules(locale: locale.dataLocale.identifier, ordinal: ordinal)
        }
    }
}

/// A locale's plural rules, kept open to pick categories for many numbers.
package struct PluralRules: Sendable {
    /// The locale whose CLDR plural rules are used.
    package let locale: LanguageTag
    private let handle: ICUHandle

    /// Opens (or reuses) ICU's plural rules, cardinal by default, ordinal when asked.
    package init(locale: LanguageTag, ordinal: Bool = false) throws(FormatError) {
        self.locale = locale
        do { handle = try PluralCategory.rules(locale, ordinal) } catch {
            throw .icu(error.explained, during: "opening plural rules for \(locale)")
        }
    }

    /// The categories this locale uses (`[.one, .other]` in en, `[.other]` in zh-Hans).
    package var categories: Set<PluralCategory> {
        let list = (try? ICUNumbers.keywords(rules: handle)) ?? "other"
        return Set(list.split(separator: ",").compactMap { PluralCategory(rawValue: String($0)) })
    }

    /// The CLDR category of `value` (`1.0` is `other` in en, as ICU decides).
    package func category(of value: Double) -> PluralCategory {
        guard let index = try? ICUNumbers.categoryIndex(of: value, rules: handle) else { return .other }
        return Self.order[index]
    }

    /// The shim's order of the six CLDR categories.
    private static let order: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
}
