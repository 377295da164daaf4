import CoachFmtICU

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
    package static let pseudoLocales: [LanguageTag] = [.enXA]
    /// Every UI locale a render can be in: the catalog locales, then the pseudo-locales.
    package static let uiLocales: [LanguageTag] = catalogLocales + pseudoLocales

    private static let matcher: ICUHandle? = try? openMatcher(supporting: uiLocales.map(\.identifier))

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
            best = try? self.best(acceptLanguage, matcher: matcher)
            if let best { matches[acceptLanguage] = best }
        }
        return uiLocales.first { $0.identifier == best } ?? .en
    }

    /// `Accept-Language` values → the matcher's answer.
    private static let matches = SmallMemo()

    /// Which entry of a server-sent list of languages serves a device locale (`zh-Hans-CN` →
    /// `zh-Hans`), so the onboarding list can put the device's language first: the entry as
    /// sent, or nil when none is the same language (a French device gets nil from
    /// `[en, zh-Hans]`, not the matcher's default).
    package static func bestMatch(for desired: String, in supported: [String]) -> String? {
        guard let wanted = try? LanguageTag(desired) else { return nil }
        let tags = supported.compactMap { sent in (try? LanguageTag(sent)).map { (sent: sent, tag: $0) } }
        guard !tags.isEmpty else { return nil }
        let identifiers = tags.map(\.tag.identifier)
        guard
            let matcher = try? listMatchers.handle(
                for: identifiers.joined(separator: ","),
                open: { () throws(ICUError) in try openMatcher(supporting: identifiers) }),
            let best = try? best(wanted.identifier, matcher: matcher),
            let match = tags.first(where: { $0.tag.identifier.lowercased() == best.lowercased() })
        else { return nil }
        // The matcher answers its default (the first entry) when nothing fits.
        return language(of: match.tag) == language(of: wanted) ? match.sent : nil
    }

    /// Matchers over server-sent language lists, by the list.
    private static let listMatchers = HandleCache<String, ICUHandle>(limit: 16)

    /// The primary language subtag, lowercased (`zh` for `zh-Hans-CN`).
    private static func language(of tag: LanguageTag) -> Substring {
        tag.identifier.lowercased().prefix { $0 != "-" }
    }

    // MARK: ICU's LocaleMatcher: opened and asked here only

    private static func openMatcher(supporting identifiers: [String]) throws(ICUError) -> ICUHandle {
        try ICULocales.openMatcher(supporting: identifiers)
    }

    /// The supported locale the matcher picks for `desired` (a tag or an `Accept-Language` value).
    private static func best(_ desired: String, matcher: ICUHandle) throws(ICUError) -> String {
        try ICULocales.best(desired, matcher: matcher)
    }
}
