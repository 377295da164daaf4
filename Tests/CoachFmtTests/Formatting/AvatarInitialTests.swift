import Testing

@testable import CoachFmt

@Suite struct AvatarInitialTests {
    @Test(arguments: [
        ("Mia", "en", "M"), ("  émile", "en", "É"), ("e\u{301}mile", "en", "E\u{301}"), ("istanbul", "tr", "İ"),
        ("\u{00A0}\u{200B}\u{200F}lin", "en", "L"), ("王小明", "zh-Hans", "王"),
        ("👩‍💻 Mia", "en", "👩‍💻"), ("🇨🇳 Li", "en", "🇨🇳"), ("1️⃣ team", "en", "1️⃣"), ("👍🏽 ok", "en", "👍🏽"),
        ("\u{2701}\u{200D}\u{2701}x", "en", "\u{2701}\u{200D}\u{2701}"), ("क्षमा", "hi", "क्ष"),
        ("", "en", "?"), ("   ", "en", "?"), ("\u{200B}\u{2060}\u{FEFF}", "en", "?"),
    ])
    func avatarInitials(name: String, locale: String, expected: String) throws {
        #expect(AvatarInitial.of(name, locale: try LanguageTag(locale)) == expected)
    }
}
