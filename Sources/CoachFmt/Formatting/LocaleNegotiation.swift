import CICUShim

/// Chooses the catalog locale for what a user or request asks for, with ICU's LocaleMatcher.
///
/// `zh`, `zh-CN` and `zh-Hans-SG` get `zh-Hans`; a language the catalog lacks gets `en`, the
/// default. `zh-TW` and `zh-Hant` get `en` too: CLDR's language-matching data puts Traditional
/// and Simplified Chinese too far apart for a fallback (a reader of Traditional script is not
/// served by Simplified copy), so they are treated like any other unsupported language.
///
/// The pseudo-locale `en-XA` is a UI locale of its own, never `en`: the matcher is offered it
/// beside the catalog locales, and ICU's LocaleMatcher matches a pseudo-locale only to itself,
/// so `en-XA` gets `en-XA` while `en-US` and `en-GB` still get `en`.
public enum LocaleNegotiation {
    /// The locales the catalog ships, the default first.
    public static let catalogLocales: [LanguageTag] = [.en, .zhHans]
    /// Pseudo-locales: made from the source locale's catalog (``PseudoLocale``), never negotiated to.
    public static let pseudoLocales: [LanguageTag] = [.enXA]
    /// Every UI locale a render can be in: the catalog locales, then the pseudo-locales.
    public static let uiLocales: [LanguageTag] = catalogLocales + pseudoLocales

    private static let matcher: ICUHandle? = try? ICUHandle(closing: cf_matcher_close) { status in
        cf_matcher_open(uiLocales.map(\.identifier).joined(separator: ","), &status)
    }

    /// The best UI locale for a priority list (`["zh-TW", "en"]`): a catalog locale, or `en-XA`.
    public static func catalogLocale(for requested: [String]) throws(FormatError) -> LanguageTag {
        for tag in requested { _ = try LanguageTag(tag) }
        return catalogLocale(acceptLanguage: requested.joined(separator: ","))
    }

    /// The best UI locale for an `Accept-Language` value (`zh-CN,zh;q=0.9,en;q=0.8`).
    /// An unparsable header gets the default.
    public static func catalogLocale(acceptLanguage: String) -> LanguageTag {
        guard let matcher else { return .en }
        // Every render negotiates its UI locale, nearly always from the same few values.
        var best = matches[acceptLanguage]
        if best == nil {
            best = try? acceptLanguage.withUTF8Bytes { bytes, count throws(ICUError) in
                try ICUString.make { cf_matcher_best(matcher.pointer, bytes, count, $0, $1, &$2) }
            }
            if let best { matches[acceptLanguage] = best }
        }
        return uiLocales.first { $0.identifier == best } ?? .en
    }

    /// `Accept-Language` values → the matcher's answer.
    private static let matches = SmallMemo()
}
