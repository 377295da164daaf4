import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

@Suite struct AvatarInitialTests {
    @Test(arguments: [
        ("Mia", "en", "M"), ("  émile", "en", "É"), ("e\u{301}mile", "en", "E\u{301}"), ("istanbul", "tr", "İ"),
        ("\u{00A0}\u{200B}\u{200F}lin", "en", "L"), ("王小明", "zh-Hans", "王"),
        ("👩‍💻 Mia", "en", "👩‍💻"), ("🇨🇳 Li", "en", "🇨🇳"), ("1️⃣ team", "en", "1️⃣"), ("👍🏽 ok", "en", "👍🏽"),
        ("\u{2701}\u{200D}\u{2701}x", "en", "\u{2701}\u{200D}\u{2701}"), ("क्षमा", "hi", "क्ष"),
        ("", "en", "?"), ("   ", "en", "?"), ("\u{200B}\u{2060}\u{FEFF}", "en", "?"),
        ("\u{3164}\u{301}istanbul", "tr", "İ"),  // the locale still cases the cluster after a skipped lead
    ])
    func firstVisibleCluster(name: String, locale: String, expected: String) throws {
        #expect(AvatarInitial.of(name, locale: try LanguageTag(locale)) == expected)
    }

    /// Never a lone combining mark: an invisible lead and the marks on it go as a whole cluster,
    /// and a mark that the break rules part from a control (GB4) is skipped too.
    @Test(arguments: [
        // U+3164 HANGUL FILLER is default-ignorable, and U+0301 extends it (GB9): one cluster.
        ("\u{3164}\u{301}Ann", "A"), ("\u{3164}\u{301}", "?"), ("\u{3164}\u{301}\u{302}ann", "A"),
        ("\u{FFA0}\u{301}Ann", "A"),  // HALFWIDTH HANGUL FILLER, the same
        ("\u{200B}\u{301}Ann", "A"),  // ZWSP is a control to the break rules: the mark is a cluster of its own
        ("\u{200D}\u{301}Ann", "A"),  // ZWJ takes the mark (GB9)
        ("\u{FEFF}\u{301}Ann", "A"),  // BOM, a control
        (" \u{301}Ann", "A"),  // the space takes the mark (GB9)
        ("\u{A0}\u{301}Ann", "A"),  // NBSP, the same
        ("\t\u{301}Ann", "A"),  // tab is a control: the mark is a cluster of its own
        ("\r\n\u{301}Ann", "A"),  // CR LF, then a lone mark
        ("\u{1}\u{301}Ann", "A"),  // a C0 control
        ("\u{200E}\u{301}Ann", "A"),  // LRM, a control
        ("\u{301}Ann", "A"),  // a name that starts with a mark
        ("\u{301}\u{308}", "?"),
        ("\u{93E}कमल", "क"),  // a leading spacing mark (gc=Mc) is a combining mark too
        ("\u{200B}\u{301}\u{3164}\u{301} \u{301}", "?"),
        ("\u{200B}\u{301}👩‍💻 Mia", "👩‍💻"),  // the emoji ZWJ sequence after the skipped lead stays whole
        ("\u{3164}\u{301}क्षमा", "क्ष"),
        ("\u{200B}\u{301}e\u{301}mile", "E\u{301}"),  // a mark on a visible letter stays
        ("\u{600}12", "\u{600}1"),  // a prepended concatenation mark (Cf, Prepend) is visible: kept with its digit
    ])
    func neverALoneMark(name: String, expected: String) {
        #expect(AvatarInitial.of(name, locale: .en) == expected)
    }

    /// Lines of Unicode's GraphemeBreakTest.txt, each as it is written there: code points in hex,
    /// `÷` a break, `×` none. Every boundary in them is decided by a rule of Unicode 15.0, which
    /// ICU 72 implements (none needs GB9c, new in 15.1); the comment gives the rule numbers the
    /// file gives (UAX #29: 3.0 CR × LF, 4.0 and 5.0 break after and before a control, 6.0–8.0
    /// Hangul L V T, 9.0 × Extend or ZWJ, 9.1 × SpacingMark, 9.2 Prepend ×, 11.0 emoji ZWJ
    /// sequences, 12.0 regional indicator pairs from the start, 999.0 break anywhere else).
    /// The name is the line's code points; `initial` is the expected output in the same hex
    /// notation, or `?`.
    @Test(arguments: [
        // Controls, CR LF, and a mark the rules part from them.
        ("÷ 000D × 000A ÷ 0061 ÷ 000A ÷ 0308 ÷", "0041"),  // 3.0, 4.0, 5.0, 4.0
        ("÷ 000D ÷ 0308 ÷ 1100 ÷", "1100"),  // 4.0, 999.0: the lone 0308 is skipped
        ("÷ 000A ÷ 0308 ÷ AC00 ÷", "AC00"),  // 4.0, 999.0
        ("÷ 0001 ÷ 0308 ÷ 0001 ÷", "?"),  // 4.0, 5.0
        ("÷ 0001 ÷ 0308 ÷ 231A ÷", "231A"),  // 4.0, 999.0
        ("÷ 0020 × 0308 ÷ 1F1E6 ÷", "1F1E6"),  // 9.0: the space and its mark go together
        ("÷ 0020 × 200D ÷ 0646 ÷", "0646"),  // 9.0
        ("÷ 200D ÷ 231A ÷", "231A"),  // 999.0: a leading ZWJ joins nothing
        ("÷ 200D × 0308 ÷ 231A ÷", "231A"),  // 9.0
        ("÷ 200C × 0308 ÷ 1100 ÷", "1100"),  // 9.0: ZWNJ is default-ignorable
        ("÷ 0308 × 0308 ÷ 1100 ÷", "1100"),  // 9.0: a leading mark and the mark on it
        ("÷ 0903 × 0308 ÷ AC00 ÷", "AC00"),  // 9.0: a leading spacing mark
        ("÷ 0308 ÷ 0020 ÷", "?"),
        // Prepend keeps what follows it, except a control.
        ("÷ 0600 × 0020 ÷", "0600 0020"),  // 9.2
        ("÷ 0600 × 0308 ÷ 0020 ÷", "0600 0308"),  // 9.0
        ("÷ 0600 ÷ 000D ÷", "0600"),  // 5.0
        ("÷ 0061 ÷ 0600 × 0062 ÷", "0041"),  // 999.0, 9.2
        ("÷ 000A ÷ 0308 ÷ 0600 ÷", "0600"),  // 4.0, 999.0
        // Hangul syllable sequences.
        ("÷ 1100 × 1100 ÷", "1100 1100"),  // 6.0 L × L
        ("÷ 1100 × 1160 ÷", "1100 1160"),  // 6.0 L × V
        ("÷ 1100 × AC00 ÷", "1100 AC00"),  // 6.0 L × LV
        ("÷ AC00 × 11A8 ÷ 1100 ÷", "AC00 11A8"),  // 7.0 LV × T
        ("÷ AC01 × 11A8 ÷ 1100 ÷", "AC01 11A8"),  // 8.0 LVT × T
        ("÷ 0020 ÷ 1160 ÷", "?"),  // HANGUL JUNGSEONG FILLER alone is default-ignorable
        ("÷ 1160 × 11A8 ÷", "?"),  // 7.0 V × T, a cluster that starts with the default-ignorable filler
        ("÷ 000D ÷ 0308 ÷ 11A8 ÷", "11A8"),
        // Regional indicators pair from the start of the text.
        ("÷ 1F1E6 × 1F1E7 ÷ 1F1E8 ÷ 0062 ÷", "1F1E6 1F1E7"),  // 12.0
        ("÷ 0020 ÷ 1F1E6 ÷", "1F1E6"),  // 999.0
        ("÷ 1F1E6 × 0308 ÷ 1F1E6 ÷", "1F1E6 0308"),  // 9.0
        // Emoji sequences stay whole.
        ("÷ 1F476 × 1F3FF × 0308 × 200D × 1F476 × 1F3FF ÷", "1F476 1F3FF 0308 200D 1F476 1F3FF"),  // 9.0, 11.0
        ("÷ 1F476 × 1F3FF ÷ 1F476 ÷", "1F476 1F3FF"),  // 9.0
        ("÷ 1F6D1 × 200D × 1F6D1 ÷", "1F6D1 200D 1F6D1"),  // 11.0
        ("÷ 2701 × 200D × 2701 ÷", "2701 200D 2701"),  // 11.0
        ("÷ 0061 × 200D ÷ 1F6D1 ÷", "0041 200D"),  // 9.0, 999.0
        ("÷ 0061 × 0903 ÷ 0062 ÷", "0041 0903"),  // 9.1
    ])
    func graphemeBreakTestLines(line: String, initial: String) throws {
        let clusters = try Self.clusters(line)
        let expected = initial == "?" ? AvatarInitial.placeholder : try Self.text(initial.split(separator: " "))
        // The expected initial is one of the line's clusters, uppercased or not.
        #expect(
            expected == AvatarInitial.placeholder || clusters.contains { $0 == expected || $0.uppercased() == expected }
        )
        #expect(AvatarInitial.of(clusters.joined(), locale: .en) == expected)
    }

    /// The clusters of a GraphemeBreakTest line: `÷ 0061 × 0308 ÷ 0062 ÷` is `["a\u{308}", "b"]`.
    private static func clusters(_ line: String) throws -> [String] {
        let fields = line.split(separator: " ")
        try #require(fields.first == "÷" && fields.last == "÷")
        var clusters: [String] = []
        var scalars: [Substring] = []
        for field in fields.dropFirst() {
            switch field {
            case "÷":
                clusters.append(try text(scalars))
                scalars = []
            case "×": continue
            default: scalars.append(field)
            }
        }
        return clusters
    }

    private static func text(_ hex: [Substring]) throws -> String {
        var text = ""
        for code in hex {
            text.unicodeScalars.append(try #require(UInt32(code, radix: 16).flatMap(Unicode.Scalar.init)))
        }
        return text
    }

    /// One cluster of more than ``AvatarInitial/maximumScalars`` scalars (a letter under a
    /// million combining marks) gives the placeholder, not megabytes; 32 scalars still show.
    @Test func longClustersGiveThePlaceholder() {
        let marks = String(repeating: "\u{301}", count: AvatarInitial.maximumScalars - 1)
        #expect(AvatarInitial.of("e" + marks + "mile", locale: .en) == "E" + marks)
        #expect(AvatarInitial.of("e" + marks + "\u{301}mile", locale: .en) == "?")
        #expect(AvatarInitial.of("e" + String(repeating: "\u{301}", count: 1_000_000), locale: .en) == "?")
        #expect(AvatarInitial.maximumScalars == 32)
    }
}
