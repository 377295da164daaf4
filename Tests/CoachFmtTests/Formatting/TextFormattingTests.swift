import CoachFmtICU
import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

@Suite struct TextFormattingTests {
    @Test func endonymsAndNames() throws {
        #expect(LanguageNames.endonym(of: try LanguageTag("ja")) == "日本語")
        #expect(LanguageNames.endonym(of: try LanguageTag("es")) == "Español")  // capitalized for a menu, as CLDR asks
        #expect(LanguageNames.endonym(of: .zhHans) == "简体中文")
        #expect(LanguageNames.endonym(of: .en) == "English")
        #expect(LanguageNames.name(of: try LanguageTag("ja"), in: .en) == "Japanese")
        #expect(LanguageNames.name(of: .zhHans, in: .zhHans) == "简体中文")
        #expect(LanguageNames.name(of: .en, in: .zhHans) == "英语")
    }

    /// ICU has no Klingon locale data: asked for `tlh` in `tlh` it answers with the default
    /// locale's name ("Klingon" under LANG=C) and U_USING_DEFAULT_WARNING, which the shim reads as
    /// "no data", so the name is the tag. Names that ICU does have still come through.
    @Test func namesWithoutICUDataAreTheTag() throws {
        let klingon = try LanguageTag("tlh")
        #expect(LanguageNames.endonym(of: klingon) == "tlh")
        #expect(LanguageNames.name(of: try LanguageTag("en"), in: klingon) == "en")
        #expect(LanguageNames.name(of: try LanguageTag("qaa"), in: .en) == "qaa")
        #expect(LanguageNames.name(of: klingon, in: .en) == "Klingon")
        #expect(LanguageNames.name(of: klingon, in: .zhHans) == "克林贡语")
        #expect(
            LanguageNames.name(of: try LanguageTag("ja-JP"), in: try LanguageTag("ja-JP"))
                == ICUDifferences.current.expected("日本語 (日本)"))
    }

    @Test func smallMemoReplacesAKeyAndStartsOverWhenFull() {
        let memo = SmallMemo(limit: 2)
        memo["ja"] = "日本語"
        memo["es"] = "Español"
        #expect(memo["ja"] == "日本語")
        memo["ja"] = "Japanese"  // replaced in place, not a second entry
        #expect(memo["ja"] == "Japanese")
        #expect(memo["es"] == "Español")
        memo["de"] = "Deutsch"  // a third key: the memo starts over
        #expect(memo["de"] == "Deutsch")
        #expect(memo["ja"] == nil)
        #expect(memo["es"] == nil)
    }

    @Test func lists() {
        #expect(ListFormat.and(["English", "日本語", "español"], locale: .en) == "English, 日本語, and español")
        #expect(ListFormat.and(["English", "日本語"], locale: .zhHans) == "English和日本語")
        #expect(ListFormat.and(["English"], locale: .en) == "English")
        #expect(ListFormat.and([], locale: .en) == "")
    }

    @Test func durations() throws {
        #expect(try DurationFormat.clock(milliseconds: 138_400) == "02:18")
        #expect(try DurationFormat.clock(milliseconds: 90_999) == "01:30")
        #expect(try DurationFormat.clock(milliseconds: 0) == "00:00")
        #expect(try DurationFormat.clock(milliseconds: 3_599_999) == "59:59")
        #expect(try DurationFormat.clock(milliseconds: 3_723_000) == "1:02:03")
        #expect(throws: FormatError.negativeDuration(-1)) { try DurationFormat.clock(milliseconds: -1) }
    }

    @Test func etaAndReadTimeRounding() {
        #expect(TimeRounding.etaSeconds(milliseconds: nil) == nil)
        #expect(TimeRounding.etaSeconds(milliseconds: 0) == nil)
        #expect(TimeRounding.etaSeconds(milliseconds: -200) == nil)
        #expect(TimeRounding.etaSeconds(milliseconds: 400) == 5)
        #expect(TimeRounding.etaSeconds(milliseconds: 12_400) == 10)
        #expect(TimeRounding.etaSeconds(milliseconds: 12_500) == 15)
        #expect(TimeRounding.readSeconds(10) == 30)
        #expect(TimeRounding.readSeconds(44) == 30)
        #expect(TimeRounding.readSeconds(45) == 60)
        #expect(TimeRounding.readSeconds(150) == 150)
        #expect(TimeRounding.readSeconds(nil) == nil)
    }

    @Test func tagsAndNegotiation() throws {
        #expect(try LanguageTag("zh-hans-cn").identifier == "zh-Hans-CN")
        #expect(throws: FormatError.invalidLanguageTag("en_US!")) { try LanguageTag("en_US!") }
        #expect(throws: FormatError.invalidLanguageTag("")) { try LanguageTag("") }
        for (requested, expected) in [
            (["zh"], "zh-Hans"), (["zh-CN"], "zh-Hans"), (["zh-Hans-SG"], "zh-Hans"), (["fr"], "en"),
            (["zh-TW"], "en"), (["zh-Hant"], "en"), (["en-GB"], "en"), (["fr", "zh-CN"], "zh-Hans"),
            // The pseudo-locale is a UI locale of its own, matched only by itself.
            (["en-XA"], "en-XA"), (["en-xa"], "en-XA"), (["fr", "en-XA"], "en-XA"), (["en-US", "en-XA"], "en"),
            (["en"], "en"), (["ar-XB"], "en"),
        ] {
            #expect(try LocaleNegotiation.catalogLocale(for: requested).identifier == expected, "\(requested)")
        }
        #expect(LocaleNegotiation.catalogLocale(acceptLanguage: "fr-FR,zh-CN;q=0.8,en;q=0.5") == .zhHans)
        #expect(LocaleNegotiation.catalogLocale(acceptLanguage: "en-XA,en;q=0.5") == .enXA)
        #expect(LocaleNegotiation.catalogLocale(acceptLanguage: "en-XA;q=0.5,zh-CN") == .zhHans)
        #expect(LocaleNegotiation.catalogLocales == [.en, .zhHans])
    }

    @Test func manyTasksFormatAtOnce() async throws {
        let day = try CalendarDate(parsing: "2025-10-17")
        let results = await withTaskGroup(of: [String].self) { group in
            for i in 0..<16 {
                group.addTask {
                    (0..<200).map { j in
                        let locale: LanguageTag = (i + j) % 2 == 0 ? .en : .zhHans
                        let date = (try? DateFormat(skeleton: "MMMd", locale: locale).format(day)) ?? "error"
                        let days =
                            (try? MessageFormat("{n, plural, one {# day} other {# days}}", locale: .en).format([
                                "n": .integer(j % 3)
                            ])) ?? "error"
                        return "\(date)|\(days)|\(AvatarInitial.of("émile", locale: .en))"
                    }
                }
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(
            results == [
                "Oct 17|0 days|É", "Oct 17|1 day|É", "Oct 17|2 days|É", "10月17日|0 days|É", "10月17日|1 day|É",
                "10月17日|2 days|É",
            ])
    }
}
