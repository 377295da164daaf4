import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The values the Paywall section derives on device (data-binding.md § Paywall).
@Suite struct PaywallScreenTests {
    // MARK: Projection

    static let paywall = try! PaywallFixture.paywall("en")

    @Test(arguments: [
        // (K, baseline, expected): the bucket that holds the baseline, as the server defines it.
        (5, 62, PaywallScreen.Projection.benchmark(score: 70, weakestDelta: 8, sampleN: 58)),
        (5, 72, .benchmark(score: 77, weakestDelta: 5, sampleN: 49)),
        (3, 64, .benchmark(score: 66, weakestDelta: 5, sampleN: 41)),
        (3, 65, .benchmark(score: 74, weakestDelta: 3, sampleN: 35)),
        (3, 80, .benchmark(score: 84, weakestDelta: 2, sampleN: 30)),  // exactly 30 learners is enough
        (7, 62, .insufficient(reason: .below(field: "paywall.benchmarks[50–64].sample_n", value: "23", minimum: "30"))),
        (5, 40, .insufficient(reason: .below(field: "paywall.benchmarks[0–49].sample_n", value: "19", minimum: "30"))),
        (
            7, 90,
            .insufficient(reason: .below(field: "paywall.benchmarks[80–100].sample_n", value: "14", minimum: "30"))
        ),
        (4, 62, .insufficient(reason: .lacks(field: "paywall.benchmarks", item: "weekly_days 4 with baseline 62"))),
        (5, 101, .insufficient(reason: .lacks(field: "paywall.benchmarks", item: "weekly_days 5 with baseline 101"))),
    ])
    func projection(weeklyDays: Int, baseline: Int, expected: PaywallScreen.Projection) {
        #expect(
            PaywallScreen.projection(Self.paywall.benchmarks, weeklyDays: weeklyDays, baseline: baseline) == expected)
    }

    @Test func projectionWithoutANumberIsInsufficient() {
        let benchmark = Paywall.Benchmark(
            weeklyDays: 5, baselineBucket: .init(min: 50, max: 64), day14AvgOverall: nil, sampleN: 200,
            weakestDimAvgDelta: nil)
        #expect(
            PaywallScreen.projection([benchmark], weeklyDays: 5, baseline: 60)
                == .insufficient(reason: .null(field: "paywall.benchmarks[50–64].day14_avg_overall")))
        #expect(
            PaywallScreen.projection([], weeklyDays: 5, baseline: 60)
                == .insufficient(reason: .lacks(field: "paywall.benchmarks", item: "weekly_days 5 with baseline 60")))
    }

    @Test func projectionSentences() throws {
        #expect(
            try PaywallFixture.text("paywall/paywall--default", "en", "projection")
                == "Learners near your score who practiced 5 days a week averaged 70 by day 14, with their weakest area up 8 points."
        )
        #expect(
            try PaywallFixture.text("paywall/paywall--default", "zh-Hans", "projection")
                == "起点与你相近、每周练习 5 天的学员，第 14 天平均达到 70 分，最弱项平均提升 8 分。")
        // CCR-11: the expired-return paywall projects from the server's baseline (ability 72), not the diagnostic (62).
        #expect(
            try PaywallFixture.text("paywall/paywall--expired-return", "en", "projection")
                == "Learners near your score who practiced 5 days a week averaged 77 by day 14, with their weakest area up 5 points."
        )
        // K = 7 (too few learners) and a benchmark without a weakest-area gain: cases of
        // Cases/screen-cases.json.
    }

    @Test func weeklyDays() {
        #expect(PaywallScreen.weeklyDays(selected: 3, serverDefault: 5) == (3, nil))
        #expect(PaywallScreen.weeklyDays(selected: nil, serverDefault: 7) == (7, nil))  // CCR-7 default
        #expect(PaywallScreen.weeklyDays(selected: 4, serverDefault: 3) == (3, nil))  // not a detent
        #expect(PaywallScreen.weeklyDays(selected: nil, serverDefault: nil) == (5, .value("default 5")))
    }

    // MARK: Band label (CCR-12)

    @Test func bandLabelComesFromTheAPI() throws {
        #expect(try PaywallFixture.text("paywall/paywall--default", "en", "band label") == "Good foundation")
        // The glossary's term, the same words as the catalog's band.good.
        #expect(try PaywallFixture.text("paywall/paywall--default", "zh-Hans", "band label") == "基础良好")
        // Another label shows as sent; an empty one falls back to band.good: cases of
        // Cases/screen-cases.json.
    }

    // MARK: Calendar

    @Test func practicePattern() {
        #expect(PaywallScreen.practicePositions(weeklyDays: 3) == [0, 3, 6])
        #expect(PaywallScreen.practicePositions(weeklyDays: 5) == [0, 1, 3, 4, 6])
        #expect(PaywallScreen.practicePositions(weeklyDays: 7) == [0, 1, 2, 3, 4, 5, 6])
    }

    @Test func calendarGrid() throws {
        let days = try #require(Self.paywall.planPreview?.days)
        let today = try #require(CalendarDate("2026-11-27"))
        let grid = PaywallScreen.calendar(days, weeklyDays: 5, today: today, billing: today.adding(days: 7))
        // 2026-11-27 is a Friday: four blank cells (Mon–Thu) before plan day 1.
        #expect(grid.leadingBlanks == 4)
        let rows = grid.rows
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.count == 7 })
        #expect(rows[0].map { $0?.planDay } == [nil, nil, nil, nil, 1, 2, 3])
        #expect(rows[1].map { $0?.planDay } == [4, 5, 6, 7, 8, 9, 10])
        #expect(rows[2].map { $0?.planDay } == [11, 12, 13, 14, nil, nil, nil])
        #expect(grid.cells.filter(\.practice).map(\.planDay) == [1, 2, 4, 5, 7, 8, 9, 11, 12, 14])
        #expect(grid.cells.filter(\.today).map(\.planDay) == [1])
        // Billing day = today + trial_days (7): plan day 8.
        #expect(grid.cells.filter(\.billing).map(\.planDay) == [8])
        let three = PaywallScreen.calendar(days, weeklyDays: 3, today: today, billing: today)
        #expect(three.cells.filter(\.practice).map(\.planDay) == [1, 4, 7, 8, 11, 14])
        #expect(three.cells.filter(\.billing).map(\.planDay) == [1])
    }

    /// The plan the server sends rests on the days the calendar draws as rest days, for the default
    /// K: the practice pattern (PaywallScreen.practicePositions, a spec decision) and the examples'
    /// plan (tools/make_examples.py) agree. The plan sends no rest flag, only the title.
    @Test("The calendar and the plan preview agree on rest days for the default K", arguments: ["en", "zh-Hans"])
    func restDaysAgree(_ locale: String) throws {
        let restTitle = try #require(["en": "Rest day", "zh-Hans": "休息日"][locale])
        let paywall = try PaywallFixture.paywall(locale)
        let days = try #require(paywall.planPreview?.days)
        let today = try #require(CalendarDate("2026-11-27"))
        #expect(paywall.defaultWeeklyDays == ProductRules.defaultWeeklyDays)
        let grid = PaywallScreen.calendar(days, weeklyDays: paywall.defaultWeeklyDays, today: today, billing: today)
        let calendarRest = grid.cells.filter { !$0.practice }.map(\.planDay)
        #expect(calendarRest == [3, 6, 10, 13])
        #expect(days.filter { $0.title == restTitle }.map(\.day).sorted() == calendarRest)
        // The rendered calendar marks the same days, and GET /v1/plan sends the same plan.
        let rendered = try PaywallFixture.element("paywall/paywall--default", locale, "calendar days")
        let renderedRest = rendered.parts.compactMap { part in
            part.marks.contains(.rest) ? Int(part.label.split(separator: " ")[1]) : nil
        }
        #expect(renderedRest == calendarRest)
        let plan = try ContractDecoder.decode(
            Plan.self, from: Array(try #require(EmbeddedResources.text("examples/\(locale)/plan.json")).utf8),
            file: "plan.json")
        #expect(plan.days == days)
    }

    @Test func calendarCells() throws {
        let en = try PaywallFixture.element("paywall/paywall--default", "en", "calendar days")
        #expect(en.text == "Your first two weeks")
        #expect(
            en.parts.map(\.label).prefix(2) == ["day 1", "day 2"])
        #expect(en.parts.map(\.looksNote).prefix(2) == ["Fri", "Sat"])
        #expect(en.parts.map(\.marks).prefix(2) == [[.practice, .today], [.practice]])
        #expect(en.parts.map(\.lookNote).prefix(2) == ["Fri, practice, today", "Sat, practice"])
        #expect(en.looksNote == "7 columns, Monday first; 4 blank cells before day 1; 3 rows")
        #expect(
            en.parts.compactMap(\.text) == [
                "11/27", "28", "29", "30", "12/1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
            ])
        #expect(en.parts[7].marks == [.practice, .firstCharge])
        let zh = try PaywallFixture.element("paywall/paywall--default", "zh-Hans", "calendar days")
        #expect(zh.parts.compactMap(\.text).prefix(6) == ["11/27", "28", "29", "30", "12/1", "2"])
        // The date, then what the cell's marks draw.
        let spoken = zip(["11月27日星期五", "11月28日星期六"].map(ICUDifferences.current.expected), ["，练习日，今天", "，练习日"])
            .map { $0 + $1 }
        #expect(Array(zh.parts.compactMap(\.accessibilityLabel).prefix(2)) == spoken)
        let expired = try PaywallFixture.element("paywall/paywall--expired-return", "en", "calendar days")
        #expect(expired.content == .hidden(reason: .null(field: "paywall.plan_preview")))
        #expect(expired.fallback == .hide(.calendarKeepTimeline))
    }

    // MARK: Timeline

    @Test func timelineDates() throws {
        let en = try PaywallFixture.element("paywall/paywall--default", "en", "timeline dates")
        #expect(
            en.parts.compactMap(\.text) == [
                "Full access starts today",
                "On Dec 3, we’ll remind you that your trial ends the next day",
                "On Dec 4, you’re charged $59.99 for a year unless you cancel before then",
                "On Dec 10, you reach day 14 of your plan and see how far you’ve come",
            ])
        let zh = try PaywallFixture.element("paywall/paywall--default", "zh-Hans", "timeline dates")
        #expect(
            zh.parts.compactMap(\.text) == [
                "今天起即可使用全部功能", "12月3日，我们会提醒你试用将于次日结束", "12月4日将按年扣费 $59.99，此前可随时取消",
                "12月10日，计划进行到第 14 天，看看你进步了多少",
            ])
        // No trial (not eligible): no reminder, no billing row; no plan preview, so no plan day 14.
        let expired = try PaywallFixture.element("paywall/paywall--expired-return", "en", "timeline dates")
        #expect(expired.parts.compactMap(\.text) == ["Full access starts today"])
        #expect(expired.parts.last?.content == .hidden(reason: .lacks(field: "paywall.plan_preview", item: "day 14")))
        #expect(expired.fallback == nil)
        // StoreKit still loading: the billing row waits for the price.
        #expect(try PaywallFixture.text("paywall/paywall--loading-products", "en", "billing price") == "Loading price…")
    }

    // A trial across the year (Jan 5, 2027) is a case of Cases/screen-cases.json.

    // MARK: Prices

    @Test func monthlyShare() throws {
        #expect(try #require(DecimalAmount("59.99")).quotientText(dividingBy: 12) == "4.999166661")
        #expect(try #require(DecimalAmount("388.00")).quotientText(dividingBy: 12) == "32.333333331")
        #expect(try #require(DecimalAmount("0.06")).quotientText(dividingBy: 12) == "0.00500000")
        #expect(try #require(DecimalAmount("120")).quotientText(dividingBy: 12) == "10.000000")
    }

    @Test func perMonthPrice() throws {
        let us = try PaywallFixture.storekit("en", "storekit.json")
        let cn = try PaywallFixture.storekit("en", "storekit.cn.json")  // the China storefront
        // priceFormatStyle rounding: the currency's digits, half-even.
        #expect(PaywallScreen.perMonth(us[0], locale: .en) == "$5.00")
        #expect(PaywallScreen.perMonth(cn[0], locale: .zhHans) == "¥32.33")
        // The symbol StoreKit's displayPrice uses for the storefront, whatever the UI language.
        #expect(PaywallScreen.perMonth(cn[0], locale: .en) == "¥32.33")
        #expect(PaywallScreen.perMonth(us[0], locale: .zhHans) == "$5.00")
        #expect(PaywallScreen.perMonth(us[1], locale: .en) == nil)  // monthly: no per-month line
        let card = try PaywallFixture.element("paywall/paywall--storefront-cn", "zh-Hans", "product cards").parts[0]
        #expect(card.parts.map(\.label) == ["price", "per month", "trial", "badge"])
        #expect(card.parts.compactMap(\.text) == ["¥388.00/年", "折合 ¥32.33/月", "免费试用 7 天", "最划算"])
    }

    // MARK: CTA + caption

    @Test func ctaPerProductAndEligibility() throws {
        let trial = try PaywallFixture.element("paywall/paywall--default", "en", "CTA + caption")
        #expect(trial.text == "Try 7 days free")
        #expect(trial.parts.compactMap(\.text) == ["Free until Dec 4, then $59.99/year. Cancel anytime."])
        let zhTrial = try PaywallFixture.element("paywall/paywall--default", "zh-Hans", "CTA + caption")
        #expect(zhTrial.text == "免费试用 7 天")
        #expect(zhTrial.parts.compactMap(\.text) == ["12月4日前免费，之后 $59.99/年，可随时取消。"])

        // The monthly product, and a used trial (storekit.expired.json): cases of
        // Cases/screen-cases.json.
        let expired = try PaywallFixture.element("paywall/paywall--expired-return", "zh-Hans", "CTA + caption")
        #expect(expired.text == "订阅后继续练习")
        #expect(expired.parts.compactMap(\.text) == ["你已使用过免费试用。", "$59.99/年，自动续订，可随时取消。"])
    }

    @Test func statesOwnTheCTA() throws {
        let loading = try PaywallFixture.element("paywall/paywall--loading-products", "en", "CTA + caption")
        #expect(loading.text == "Loading prices…")
        #expect(
            loading.fallback
                == .because(.value(field: "local.paywall.phase", is: "loading_products"), .described(.ctaDisabled)))
        #expect(try PaywallFixture.text("paywall/paywall--loading-products", "en", "product cards") == "Loading…")
        // Purchasing: a case of Cases/screen-cases.json.
        let failed = try PaywallFixture.element("paywall/paywall--purchase-failed", "en", "CTA + caption")
        #expect(failed.text == "Try 7 days free")
        #expect(failed.parts.first?.text == "The purchase didn’t go through. You weren’t charged.")
        #expect(try PaywallFixture.text("paywall/paywall--restored", "zh-Hans", "CTA + caption") == "已恢复购买")
    }

    // MARK: Expired return

    @Test func expiredStats() throws {
        let stats = try PaywallFixture.element("paywall/paywall--expired-return", "en", "expired · stats")
        #expect(stats.parts.compactMap(\.text) == ["24 sessions completed", "72", "Cut the filler"])
        #expect(stats.parts[1].parts.first?.text == "Ability")
        // No ability: a case of Cases/screen-cases.json.
        #expect(
            try PaywallFixture.text("paywall/paywall--expired-return", "en", "expired · trial end date")
                == "Your subscription ended on Nov 20.")
        #expect(
            try PaywallFixture.text("paywall/paywall--expired-return", "zh-Hans", "expired · trial end date")
                == "你的订阅已于 11月20日结束。")
        let notExpired = try PaywallFixture.element("paywall/paywall--default", "en", "expired · stats")
        #expect(notExpired.content == .hidden(reason: .value(field: "me.entitlement.status", is: "none")))
    }

    // MARK: A K outside the detents

    /// K = 6 is no detent: the slider, the calendar and the projection all read the server's
    /// default K (5) instead, and each names the violation; the projection says which K it used.
    @Test(arguments: ["en", "zh-Hans"])
    func aKOutsideTheDetentsMarksEveryRowThatReadsK(locale: String) throws {
        let screen = try render(
            "paywall/paywall--default", locale, changes: [.set(.local, "paywall.selectedWeeklyDays", .int(6))])
        let atDefault = try render(
            "paywall/paywall--default", locale, changes: [.set(.local, "paywall.selectedWeeklyDays", .int(5))])
        let violation = "local.paywall-ready.json: local.paywall.selectedWeeklyDays: expected 3, 5 or 7, found 6"
        for row in [PaywallScreen.Element.kSlider, .calendarDays, .projection] {
            let element = try #require(screen[row])
            #expect(element.violations(in: screen).map(\.description) == [violation], "\(row.id)")
            #expect(atDefault[row]?.violationGroups == [], "\(row.id)")
            #expect(element.content == atDefault[row]?.content, "\(row.id) is drawn from K = 5")
        }
        let projection = try #require(screen[PaywallScreen.Element.projection])
        #expect(projection.sources.contains("derived: baseline 62 (diagnostic), K = 5"))
        #expect(projection.fallback == nil)
        #expect(screen[PaywallScreen.Element.kSlider]?.fallback == nil)
    }
}

/// Decodes and renders example states for the paywall tests.
private enum PaywallFixture {
    static func paywall(_ locale: String) throws -> Paywall {
        try ContractDecoder.decode(
            Paywall.self, from: Array(try #require(EmbeddedResources.text("examples/\(locale)/paywall.json")).utf8),
            file: "paywall.json")
    }

    static func storekit(_ locale: String, _ file: String = "storekit.json") throws -> [StoreKitProduct] {
        try ContractDecoder.decode(
            [StoreKitProduct].self,
            from: Array(try #require(EmbeddedResources.text("examples/\(locale)/\(file)")).utf8),
            file: file)
    }

    static func element(_ id: String, _ locale: String, _ label: String) throws -> RenderedElement {
        try #require(try render(id, locale).elements.first { $0.label == label })
    }

    static func text(_ id: String, _ locale: String, _ label: String) throws -> String? {
        try element(id, locale, label).text
    }
}
