import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

@Suite struct NumberAndPluralTests {
    @Test(arguments: [
        ("sign-always", "en", 11.0, "+11"), ("sign-always", "en", -3.0, "-3"),
        ("sign-except-zero", "zh-Hans", 0.0, "0"),
        ("percent scale/100", "en", 0.25, "25%"), ("percent scale/100", "zh-Hans", 0.5, "50%"),
        ("", "en", 1234567.0, "1,234,567"), ("", "de", 1234567.5, "1.234.567,5"),
        ("currency/CNY", "zh-Hans", 68.0 / 12, "¥5.67"), ("currency/USD", "en", 59.99 / 12, "$5.00"),
        ("integer-width/*00", "en", 7.0, "07"),
    ])
    func skeletons(skeleton: String, locale: String, value: Double, expected: String) throws {
        #expect(try NumberFormat(skeleton: skeleton, locale: LanguageTag(locale)).format(value) == expected)
    }

    @Test func decimalsFormatExactly() throws {
        let yuan = try NumberFormat(skeleton: "currency/CNY", locale: .zhHans)
        #expect(try yuan.format(decimal: "68.00") == "¥68.00")
        #expect(throws: FormatError.invalidNumber("1e3")) { try yuan.format(decimal: "1e3") }
        #expect(throws: FormatError.invalidNumber("12abc")) { try yuan.format(decimal: "12abc") }
    }

    @Test func badSkeletonNamesItsOffset() {
        #expect(
            throws: FormatError.invalidNumberSkeleton(
                "currency/XX!", offset: 9, icu: "not a valid ICU number skeleton (U_NUMBER_SKELETON_SYNTAX_ERROR)")
        ) {
            try NumberFormat(skeleton: "currency/XX!", locale: .en)
        }
    }

    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "2", .other), ("zh-Hans", "1", .other),
        ("ru", "1", .one), ("ru", "3", .few), ("ru", "5", .many), ("ru", "21", .one), ("ru", "1.5", .other),
        ("ar", "0", .zero), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many), ("ar", "100", .other),
    ])
    func pluralCategories(locale: String, number: String, expected: PluralCategory) throws {
        #expect(try PluralCategory.of(decimal: number, locale: LanguageTag(locale)) == expected)
    }

    @Test func pluralOfDoubles() throws {
        #expect(PluralCategory.of(1, locale: .en) == .one)
        #expect(PluralCategory.of(2, locale: try LanguageTag("ru")) == .few)
        #expect(PluralCategory.of(2, locale: .en, ordinal: true) == .two)
    }
}
