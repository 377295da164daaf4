import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The copy style rules and the glossary on finished strings, as data: text, locale, kind and
/// the rule ids it breaks (none for a string that keeps every rule).
@Suite struct CopyStyleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let locale: LanguageTag
        let kind: CopyStyle.Kind?
        let key: String?
        let rules: [String]
        init(_ text: String, _ locale: LanguageTag, _ rules: [String], kind: CopyStyle.Kind? = nil, key: String? = nil)
        {
            self.text = text
            self.locale = locale
            self.kind = kind
            self.key = key
            self.rules = rules
        }
        var testDescription: String { "\(locale) \(kind.map(\.rawValue) ?? "-") “\(text)”" }
    }

    static let cases: [Case] = [
        // Han next to Latin letters, digits and number signs.
        Case("第 1 轮 · +55 XP", .zhHans, []),
        Case("第1轮", .zhHans, ["style.han-latin-space", "style.han-latin-space"]),
        Case("简体中文和English", .zhHans, ["style.han-latin-space"]),
        Case("掌握度 60%以上", .zhHans, ["style.han-latin-space"]),
        Case("扣费 ¥298.00，可随时取消", .zhHans, []),
        Case("按年扣费¥388.00", .zhHans, ["style.han-latin-space"]),
        Case("¥25.00/月 · 3/5", .zhHans, []),
        // ICU's date and time shapes are formatter output; their edges are not.
        Case("已于 11月20日到期", .zhHans, []),
        Case("已于11月20日到期", .zhHans, ["style.han-latin-space"]),
        Case("有效期至 2027年10月18日", .zhHans, []),
        Case("11月23日至29日", .zhHans, []),
        Case("11月23日至12月2日", .zhHans, []),
        Case("6日", .zhHans, []),
        Case("上午8:30", .zhHans, []),
        Case("2026年第48周", .zhHans, []),
        Case("还需约15秒", .zhHans, ["style.han-latin-space", "style.han-latin-space"]),
        Case("每天 08:30 提醒", .zhHans, []),
        // Spaces: never between two Han characters, never next to full-width punctuation.
        Case("11月27日 星期五", .zhHans, ["style.han-space"]),
        Case("之后 ¥298.00 ，可随时取消", .zhHans, ["style.fullwidth-space"]),
        Case("做到了： 先说结论", .zhHans, ["style.fullwidth-space"]),
        // Half-width punctuation next to Han; decimals, times, versions and URLs pass.
        Case("请重试,如果问题持续出现,请联系客服.", .zhHans, Array(repeating: "style.halfwidth-punctuation", count: 3)),
        Case("简体中文 (English)", .zhHans, ["style.halfwidth-punctuation"]),
        Case("阅读约 1.5 分钟 · 版本 2.4.0 · 08:30 · coach.example.com", .zhHans, []),
        Case("来源：The Times, London · 版本 3", .zhHans, []),
        Case("哪里不对?", .zhHans, ["style.halfwidth-punctuation"]),
        Case("正在加载…", .zhHans, []),
        // Final punctuation by kind.
        Case("文章加载失败。", .zhHans, ["style.final-punctuation"], kind: .title),
        Case("文章加载失败。", .zhHans, [], kind: .sentence),
        Case("文章加载失败。", .zhHans, []),
        Case("删除账号？", .zhHans, [], kind: .title),
        Case("Couldn’t load this article.", .en, ["style.final-punctuation"], kind: .title),
        Case("Try again.", .en, ["style.final-punctuation"], kind: .button),
        Case("Loading…", .en, [], kind: .label),
        Case("Delete your account?", .en, [], kind: .title),
        Case("Your subscription ended on Oct 17.", .en, [], kind: .sentence),
        // en strings are not held to the zh-Hans spacing rules.
        Case("Streak: 5 days (at risk)", .en, []),
        // The glossary.
        Case("基础不错", .zhHans, ["glossary.band.good"]),
        Case("第二轮进步 3 次", .zhHans, ["glossary.round"]),
        Case("简洁", .zhHans, ["glossary.dimension.concision"]),
        Case("简洁度", .zhHans, []),
        Case("请您重新录制", .zhHans, ["glossary.address"]),
        Case("压缩时保留数字", .zhHans, ["glossary.shorten"]),
        Case("新", .zhHans, ["glossary.article-status.unseen"]),
        Case("新文章", .zhHans, []),
        Case("Practise 2 different topics", .en, ["glossary.us-spelling"]),
        Case("Practiced recently", .en, []),
        Case("Not started", .en, ["glossary.article-status.unseen"]),
        Case("Building your baseline: 1 of 3", .en, ["glossary.baseline"]),
        // A variant scoped to keys counts only there.
        Case("Level 2", .en, ["glossary.difficulty"], key: "library.row.level"),
        Case("Level 2", .en, [], key: "common.level"),
        Case("难度 6", .zhHans, ["glossary.level"], key: "common.level"),
        // A glossary variant in one locale is not one in the other.
        Case("基础不错", .en, []),
        // Units in en sentences are spelled out; a tag keeps its short unit.
        Case("You kept every key point and finished 41 s sooner.", .en, ["style.unit-abbreviation"]),
        Case(
            "We heard 23 chars. A summary needs at least 40 chars to be scored.", .en,
            ["style.unit-abbreviation", "style.unit-abbreviation"]),
        Case("About 10 s left", .en, ["style.unit-abbreviation"], kind: .sentence),
        Case("41s shorter", .en, ["style.unit-abbreviation"], kind: .sentence),
        Case("You finished 41s sooner.", .en, ["style.unit-abbreviation"]),
        Case("About 10 seconds left", .en, [], kind: .sentence),
        Case("30 sec read", .en, [], kind: .tag),
        Case("It takes 5 min.", .en, ["style.unit-abbreviation"]),
        Case("Version 2.4 shipped in 2026.", .en, []),
        // Buttons are sentence case; proper nouns keep their capitals.
        Case("Restore Purchases", .en, ["style.sentence-case"], kind: .button),
        Case("Restore purchases", .en, [], kind: .button),
        Case("Back to Today", .en, [], kind: .button),
        Case("Manage in App Store", .en, [], kind: .button),
        Case("Get 50 XP", .en, [], kind: .button),
        Case("Restore Purchases", .en, [], kind: .title),
        // A zero change is 0, never +0.
        Case("+0", .en, ["style.signed-zero"]),
        Case("近 30 天 +0", .zhHans, ["style.signed-zero"]),
        Case("+0.5 · +10 · 0 · 2026+0", .en, []),
        // A machine id is a value, not a word of a sentence.
        Case("Scored with rubric-2026.10 · assessor-2026-11-02", .en, ["style.id-in-prose", "style.id-in-prose"]),
        Case("评分依据 rubric-2026.10", .zhHans, ["style.id-in-prose"]),
        Case("Bonus for streak_bonus", .en, ["style.id-in-prose"]),
        Case("rubric-2026.10", .en, []),
        Case("A well-known 2-step plan for your day-14 session", .en, []),
        Case("Request ID: 7f3a-91c2", .en, []),
        Case("Open coach.app/help_center today", .en, []),
        // A measure word counts a noun that is said.
        Case("3 篇", .zhHans, ["style.bare-measure-word"]),
        Case("3 篇文章", .zhHans, []),
        Case("已覆盖 4 个要点（共 5 个）", .zhHans, []),
        Case("23 个字", .zhHans, []),
        Case("7 天", .zhHans, []),
        // One name for the home tab, offline, practice history; the unlocked state.
        Case("Back to Home", .en, ["glossary.tab.today"]),
        Case("返回首页", .zhHans, ["glossary.tab.today"]),
        Case("网络已断开", .zhHans, ["glossary.offline"]),
        Case("Delete all training data", .en, ["glossary.practice-history"]),
        Case("删除全部练习数据", .zhHans, ["glossary.practice-history"]),
        Case("解锁成就", .zhHans, ["glossary.achievement-unlocked"]),
        Case("解锁成就后可领取", .zhHans, []),
    ]

    @Test(arguments: cases)
    func rules(_ c: Case) {
        let found = CopyStyle.builtIn.check(c.text, locale: c.locale, kind: c.kind, key: c.key)
        // The cases name rules as the output prints them; each must be a rule's name.
        let expected = c.rules.map { CatalogRule(name: $0) }
        #expect(!expected.contains(nil), "\(c.rules) names a rule that does not exist")
        #expect(found.map(\.rule.name).sorted() == expected.compactMap { $0?.name }.sorted(), "\(found)")
    }

    @Test func messagesNameTheRuleAndShowWhere() {
        #expect(
            CopyStyle.builtIn.check("已于11月20日到期", locale: .zhHans).map(\.description) == [
                "[style.han-latin-space] no space between “于” and “1”: “已于11月2…”"
            ])
        #expect(
            CopyStyle.builtIn.check("基础不错", locale: .zhHans, kind: .label).map(\.description) == [
                "[glossary.band.good] “基础不错” → “基础良好” (Score band; the API’s band_label must say the same.)"
            ])
    }

    /// A label, a colon and only an argument, or an argument as the label of what follows its
    /// colon, is caught in a catalog value; a sentence, a colon inside a sentence and an allowed
    /// key are not.
    @Test func labelAndValueInOneString() {
        let style = CopyStyle.builtIn
        func caught(_ pattern: String, _ key: String = "diag.intro.lang") -> Bool {
            style.labelValue(pattern: pattern, key: key) != nil
        }
        // The old wordings.
        #expect(caught("Language: {language}"))
        #expect(caught("练习语言：{language}"))
        #expect(caught("{date}: you’re charged {price} for a year, unless you cancel before then"))
        #expect(caught("{date}：按年扣费 {price}，此前可随时取消"))
        #expect(caught("Day {day, number}: {title}"))
        #expect(caught("Progress: {count, plural, one {# day} other {# days}}"))
        // Sentences.
        #expect(!caught("You’ll practice in {language}"))
        #expect(!caught("你将用“{language}”练习"))
        #expect(!caught("On {date}, you’re charged {price} for a year unless you cancel before then"))
        #expect(!caught("One thing to fix: {title}. Try it next time."))
        #expect(!caught("Today: full access starts"))
        // The same on rendered strings, by the arguments they were formatted with.
        #expect(style.labelValue(text: "Language: English", values: ["English"], key: nil) != nil)
        #expect(style.labelValue(text: "练习语言：English", values: ["English"], key: nil) != nil)
        #expect(
            style.labelValue(text: "Dec 4: you’re charged $59.99", values: ["Dec 4", "$59.99"], key: nil) != nil)
        #expect(style.labelValue(text: "You’ll practice in English", values: ["English"], key: nil) == nil)
        #expect(style.labelValue(text: "Meetings: 9 hours", values: [], key: nil) == nil)
        // The catalog check reports it under its rule.
        let found = style.check(message: "Language: {language}", key: "diag.intro.lang", locale: .en, isSource: true)
        #expect(found.violations.map(\.rule).contains(.styleLabelValue))
    }

    @Test func kindsOfKeys() {
        let style = CopyStyle.builtIn
        let kinds: [String: CopyStyle.Kind?] = [
            "home.risk.title": .title, "onboarding.commitment.reminder_title": .title,
            "complete.headline.same": .title, "read.load_error": .title,
            "home.quest.cta.resume.round1": .button, "common.back": .button, "legal.restore": .button,
            "legal.terms": .title,
            "complete.eyebrow.daily": .label, "band.good": .label, "dimension.concision": .label,
            "plan.tag.reminder": .tag, "library.row.new": .tag,
            "library.empty.topic.body": .sentence, "complete.subline.same": .sentence,
            "dimension.insufficient": .sentence, "plan.reason": .sentence,
            "paywall.state.failed": nil, "common.level": nil,
        ]
        for (key, kind) in kinds { #expect(style.kind(ofKey: key) == kind, "\(key)") }
        // Every kind in style.json is one of the five.
        #expect(!style.kindSegments.isEmpty && !style.kindKeys.isEmpty && !style.kindPrefixes.isEmpty)
    }

    @Test func theDataFilesParse() throws {
        #expect(Glossary.builtIn.terms.count > 30)
        #expect(Set(Glossary.builtIn.terms.map(\.id)).count == Glossary.builtIn.terms.count)
        for term in Glossary.builtIn.terms {
            for variant in term.variants {
                #expect(["en", "zh-Hans"].contains(variant.locale), "\(term.id)")
                // A variant never flags its own canonical term.
                if let canonical = term.canonical[variant.locale], variant.keys == nil {
                    #expect(!variant.matches(in: variant.use ?? canonical), "\(term.id): \(variant.text)")
                }
            }
        }
        #expect(Set(CopyStyle.builtIn.samples.keys) == Set(CopyStyle.ArgumentClass.allCases))
        #expect(CopyStyle.builtIn.shapes.count > 5)
        #expect(throws: CatalogError.self) { try Glossary.parse(#"{"terms": [{"id": 3}]}"#, file: "glossary.json") }
    }
}
