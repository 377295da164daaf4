import CoachFmtICU

/// The avatar tile's letter: the first visible extended grapheme cluster of a display name.
///
/// Leading invisible characters are skipped by whole cluster, as ICU's break iterator cuts
/// them: a cluster that starts with white space (NBSP included), a control, a default-ignorable
/// code point (ZWSP, joiners, bidi marks, BOM, Hangul fillers) or a combining mark goes with
/// the marks on it, so an initial never begins with a lone mark. A cased letter is uppercased
/// in the UI locale (`i` is `İ` in Turkish); emoji ZWJ sequences, flags, keycaps, skin tones,
/// combining marks on a letter and Indic clusters stay whole, as ICU's break rules keep them
/// (Swift's `Character` splits U+2701 U+200D U+2701 after the joiner, where Unicode 15's
/// GraphemeBreakTest and ICU keep one cluster). `"👩‍💻 Mia"` gives `👩‍💻`,
/// `"  émile"` gives `É`, `"\u{3164}\u{301}Ann"` gives `A`, `"\u{200B}"` gives `?`.
public enum AvatarInitial {
    /// Shown when nothing visible remains, or when the first visible cluster is longer than
    /// ``maximumScalars``.
    public static let placeholder = "?"

    /// The most Unicode scalars an initial may have. The longest clusters people write (an emoji
    /// family with skin tones, a flag tag sequence, an Indic conjunct with its signs) have about
    /// ten; a base letter under a million combining marks is one cluster of a million scalars,
    /// and shows as the placeholder rather than as two megabytes in a tile.
    public static let maximumScalars = 32

    /// The first visible grapheme cluster of `name`, uppercased in `locale`; `?` when there is none.
    public static func of(_ name: String, locale: LanguageTag) -> String {
        // Names repeat on every screen, so a bounded memo serves them after the first time. A
        // name longer than any display name is computed each time instead: the memo holds 4096
        // names, and hostile ones of megabytes each would make it hold gigabytes.
        guard name.utf8.count <= 256 else { return compute(name, locale) }
        let key = StringPair(name, locale.identifier)
        if let initial = memo[key] { return initial }
        let initial = compute(name, locale)
        memo[key] = initial
        return initial
    }

    private static let memo = Memo<StringPair>()

    private static func compute(_ name: String, _ locale: LanguageTag) -> String {
        guard
            let graphemes = try? handles.handle(
                for: locale.identifier,
                open: { () throws(ICUError) in
                    try ICUText.openGraphemes(locale: locale.dataLocale.identifier)
                })
        else { return placeholder }
        let initial = try? ICUText.initial(of: name, graphemes: graphemes)
        guard let initial, !initial.isEmpty, initial.unicodeScalars.count <= maximumScalars else { return placeholder }
        return initial
    }

    private static let handles = HandleCache<String, ICUHandle>()
}
