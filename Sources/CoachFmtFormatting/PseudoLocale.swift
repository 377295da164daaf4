import CoachFmtICU

/// The pseudo-locale `en-XA`: the en copy made to look translated, for QA before (and beside)
/// real translations.
///
/// Literal text is accented letter by letter (`a` → `å`, `S` → `Š`; digits, spaces and
/// punctuation stay), each word of n letters grows by round(0.4 n) copies of its first vowel
/// (of its last letter when it has none), and brackets mark where each message starts and ends.
/// Argument values, numbers, dates, plural and select structure, `#` and apostrophe quoting are
/// untouched: ICU's own parser finds the literal text, and only that is rewritten.
///
/// ```swift
/// try PseudoLocale.pattern("{count, plural, one {# day} other {# days}}")
/// // "[{count, plural, one {# ðååý} other {# ðåååýš}}]", which formats 5 as "[5 ðåååýš]"
/// PseudoLocale.text("Good morning")   // "[Ĝöööð ḿööŕñîñĝ]"
/// ```
/// A screen in `en-XA` then shows at once a string that bypassed the catalog (it has no
/// brackets and no accents) and one that does not fit its box.
package enum PseudoLocale {
    /// The pseudo-locale's tag.
    package static let tag = LanguageTag.enXA

    /// An en pattern with its literal text pseudo-localized; the rest of the pattern as written.
    /// ``MessageFormat`` does this itself for the locale `en-XA` (and caches the result with its
    /// handle), so a caller needs this only to show the pattern.
    package static func pattern(_ pattern: String) throws(FormatError) -> String {
        try MessageFormat.admit(pattern)
        var offset: Int32 = 0
        do {
            return try ICUText.pseudoPattern(pattern, offset: &offset)
        } catch {
            throw .invalidPattern(pattern, offset: Int(offset), icu: error.explained)
        }
    }

    /// Plain text, a string the server sent in the UI language, pseudo-localized as a whole
    /// (it has no message syntax): accented, expanded and bracketed. Empty text stays empty.
    package static func text(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        return
            (try? ICUText.pseudoText(text)) ?? text
    }
}
