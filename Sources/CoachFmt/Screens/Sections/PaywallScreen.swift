/// data-binding.md § Paywall: the hard paywall after the plan, and the expired-return paywall
/// (user-flows #1 step 17, #7). Prices, periods and trial eligibility come from StoreKit only.
public enum PaywallScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let paywall = c.inputs.paywall else { return unavailable(c) }
        let state = State(c, paywall)
        return [
            score(c, paywall, state),
            bandLabel(c, paywall, state),
            weakest(c, paywall, state),
            titleSkill(c, paywall, state),
            expiredTitle(c, state),
            slider(c, paywall, state),
            projectionRow(c, paywall, state),
            pilotLabel(c, paywall),
            calendarDays(c, paywall, state),
            calendarLegend(c, paywall, state),
            timelineDates(c, paywall, state),
            billingPrice(c, state),
            productCards(c, paywall, state),
            ctaAndCaption(c, state),
            expiredStats(c, state),
            expiredEndDate(c, state),
            legal(c, paywall),
            c.offlineBanner(cache: "paywall"),
        ]
    }

    // MARK: State

    /// What the rows share: K, the selected product with its StoreKit product, who owns the CTA.
    struct State {
        /// The entitlement expired: the expired-return paywall (user-flows #7).
        let expired: Bool
        let weeklyDays: Int
        /// Where K came from, when the row's own fallback (5) fired.
        let weeklyDaysFallback: String?
        let product: Paywall.Product?
        /// nil until StoreKit answers (`loading_products`).
        let store: StoreKitProduct?
        let phase: LocalState.Paywall.Phase
        /// The free-trial days the selected product gives this learner; nil for none.
        let trialDays: Int?
        let billingDate: CalendarDate

        init(_ c: RenderContext, _ paywall: Paywall) {
            let local = c.inputs.local?.paywall
            expired = c.inputs.me?.entitlement.status.known == .expired
            (weeklyDays, weeklyDaysFallback) = PaywallScreen.weeklyDays(
                selected: local?.selectedWeeklyDays, serverDefault: paywall.defaultWeeklyDays)
            let product = PaywallScreen.selectedProduct(paywall.products, selectedID: local?.selectedProductID)
            self.product = product
            let storeProduct = product.flatMap { product in c.inputs.storekit?.first { $0.id == product.id } }
            let localPhase = local?.phase.known ?? .ready
            if let unknown = local?.phase, unknown.known == nil {
                c.note("local:paywall.phase \"\(unknown.rawValue)\" unknown; treated as ready")
            }
            // Until StoreKit has the product, loading owns the CTA whatever the local phase says.
            store = localPhase == .loadingProducts ? nil : storeProduct
            phase = store == nil && localPhase != .restored ? .loadingProducts : localPhase
            trialDays = product.flatMap { PaywallScreen.trialDays($0, store: storeProduct) }
            billingDate = c.today.adding(days: trialDays ?? 0)
        }
    }

    /// K: the learner's pick, else `paywall.default_weekly_days` (CCR-7), else 5; only 3 / 5 / 7.
    static func weeklyDays(selected: Int?, serverDefault: Int?) -> (Int, String?) {
        let detents = ProductRules.weeklyDaysDetents
        if let selected, detents.contains(selected) { return (selected, nil) }
        if let serverDefault, detents.contains(serverDefault) { return (serverDefault, nil) }
        return (ProductRules.defaultWeeklyDays, "default \(ProductRules.defaultWeeklyDays)")
    }

    /// The learner's pick if it is offered, else the server's default product, else the first.
    static func selectedProduct(_ products: [Paywall.Product], selectedID: String?) -> Paywall.Product? {
        products.first { $0.id == selectedID } ?? products.first { $0.isDefault } ?? products.first
    }

    /// Free-trial days for this learner: the API's `trial_days`, when StoreKit (once loaded) still
    /// offers a free trial and the learner is eligible for it. Before StoreKit answers, the API's.
    static func trialDays(_ product: Paywall.Product, store: StoreKitProduct?) -> Int? {
        guard let days = product.trialDays, days > 0 else { return nil }
        guard let store else { return days }
        guard store.isEligibleForIntroOffer, store.introductoryOffer?.paymentMode.known == .freeTrial else {
            return nil
        }
        return days
    }

    // MARK: Projection

    /// The projection the row shows: a benchmark's numbers, or the insufficient sentence.
    enum Projection: Equatable {
        case benchmark(score: Int, weakestDelta: Int?, sampleN: Int)
        case insufficient(reason: String)
    }

    /// The benchmark whose `weekly_days` is K and whose `baseline_bucket` (as the server defines
    /// buckets) holds the baseline; fewer than 30 learners, or no number, is insufficient.
    static func projection(_ benchmarks: [Paywall.Benchmark], weeklyDays: Int, baseline: Int) -> Projection {
        guard
            let benchmark = benchmarks.first(where: {
                $0.weeklyDays == weeklyDays && $0.baselineBucket.contains(baseline)
            })
        else {
            return .insufficient(reason: "no benchmark for \(weeklyDays) days a week and baseline \(baseline)")
        }
        let bucket = "\(benchmark.baselineBucket.min)–\(benchmark.baselineBucket.max)"
        guard benchmark.sampleN >= ProductRules.minimumBenchmarkSample else {
            return .insufficient(
                reason: "sample_n \(benchmark.sampleN) < \(ProductRules.minimumBenchmarkSample) (bucket \(bucket))")
        }
        guard let score = benchmark.day14AvgOverall else {
            return .insufficient(reason: "day14_avg_overall is null (bucket \(bucket))")
        }
        return .benchmark(score: score, weakestDelta: benchmark.weakestDimAvgDelta, sampleN: benchmark.sampleN)
    }

    // MARK: Calendar

    /// One plan day in the paywall's calendar.
    struct CalendarCell: Equatable {
        let planDay: Int
        let date: CalendarDate
        /// A practice day of the pattern for K (else a rest day).
        let practice: Bool
        let today: Bool
        /// The first charge: today + trial_days.
        let billing: Bool
    }

    /// The 7-column grid, Monday first: blank cells before the first plan day, then one cell a day.
    struct CalendarGrid: Equatable {
        let leadingBlanks: Int
        let cells: [CalendarCell]

        /// Rows of seven, nil for a blank cell.
        var rows: [[CalendarCell?]] {
            var flat: [CalendarCell?] = Array(repeating: nil, count: leadingBlanks) + cells.map { $0 }
            while flat.count % 7 != 0 { flat.append(nil) }
            return stride(from: 0, to: flat.count, by: 7).map { Array(flat[$0..<$0 + 7]) }
        }
    }

    /// The practice pattern for K: a spec decision, written down here and nowhere else, for the
    /// product owner to confirm (README, "Spec gaps"). It fills in data-binding.md, Paywall,
    /// calendar days: "`paywall.plan_preview.days[]` + `derived:` practice pattern for K + streak
    /// milestones reachable by that pattern", which names the pattern but gives no rule.
    ///
    /// The rule: the plan's days are counted in 7-day plan weeks from plan day 1 (today, not from
    /// Monday). In each plan week the K practice days are spread evenly with the week's first and
    /// last day included: positions ⌊i × 6 / (K − 1)⌋ for i = 0 … K − 1 (0 = the week's first day).
    /// The other days are rest days. K = 3 → 0, 3, 6; K = 5 → 0, 1, 3, 4, 6 (rest on plan days 3,
    /// 6, 10 and 13); K = 7 → every day. So plan day 1 (today's first session) and plan day 14 (the
    /// check-in on the timeline) are always practice days. K outside 1…7 is clamped; K = 1 is day 0.
    ///
    /// The examples' plans (`tools/make_examples.py`) rest where this rule puts rest days for the
    /// default K = 5; PaywallScreenTests checks that the calendar and the plan preview agree.
    static func practicePositions(weeklyDays: Int) -> Set<Int> {
        let k = min(max(weeklyDays, 1), 7)
        guard k > 1 else { return [0] }
        return Set((0..<k).map { $0 * 6 / (k - 1) })
    }

    static func calendar(_ days: [Plan.Day], weeklyDays: Int, today: CalendarDate, billing: CalendarDate)
        -> CalendarGrid
    {
        let pattern = practicePositions(weeklyDays: weeklyDays)
        let sorted = days.sorted { $0.day < $1.day }
        let cells = sorted.map { day in
            CalendarCell(
                planDay: day.day, date: day.date, practice: pattern.contains(((day.day - 1) % 7 + 7) % 7),
                today: day.date == today, billing: day.date == billing)
        }
        return CalendarGrid(leadingBlanks: (sorted.first?.date.isoWeekday ?? 1) - 1, cells: cells)
    }

    // MARK: Prices

    /// `price / 12` as exact decimal text for ICU to round like `priceFormatStyle` (to the
    /// currency's digits, half-even): six more digits than the price, and a sticky `1` when the
    /// division does not end there, so that a value just above a tie never rounds as a tie.
    /// `"59.99"` → `"4.999166661"`, `"388.00"` → `"32.333333331"`, `"0.06"` → `"0.00500000"`.
    static func monthlyShare(of price: DecimalAmount) -> String? {
        let extraDigits = 6
        let (scaled, overflow) = price.units.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else { return nil }
        let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: 12)
        let scale = price.scale + extraDigits
        var digits = String(quotient)
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        let text = digits.dropLast(scale) + "." + digits.suffix(scale)
        return remainder == 0 ? String(text) : text + "1"
    }

    /// The per-month equivalent of a yearly product in its own currency, with an ICU currency
    /// skeleton (`$5.00`, `¥32.33`); nil when the product is not yearly or the price is unusable.
    static func perMonth(_ store: StoreKitProduct, locale: LanguageTag) -> String? {
        guard store.subscriptionPeriod.unit.known == .year, store.subscriptionPeriod.value == 1,
            store.currencyCode.count == 3, store.currencyCode.allSatisfy({ $0.isASCII && $0.isLetter }),
            let share = monthlyShare(of: store.price),
            // The narrow symbol, as StoreKit's displayPrice writes it for the storefront ($, ¥):
            // "US$5.00" beside "$59.99" would name one currency two ways.
            let format = try? NumberFormat(
                skeleton: "currency/\(store.currencyCode.uppercased()) unit-width-narrow", locale: locale)
        else { return nil }
        return try? format.format(decimal: share)
    }

    /// `paywall.price.year` / `.month` for a one-year or one-month period; nil for any other.
    static func periodKey(_ period: StoreKitProduct.Period) -> String? {
        guard period.value == 1 else { return nil }
        switch period.unit.known {
        case .year: return "year"
        case .month: return "month"
        default: return nil
        }
    }

    /// "$59.99/year": the display price with its period, as `paywall.caption.*` takes it.
    static func priceWithPeriod(_ c: RenderContext, _ store: StoreKitProduct) -> String {
        guard let period = periodKey(store.subscriptionPeriod) else {
            c.note(
                "\(store.id): subscription period \(store.subscriptionPeriod.value) \(store.subscriptionPeriod.unit) has no paywall.price.* copy; display price alone"
            )
            return store.displayPrice
        }
        return c.copy("paywall.price.\(period)", ["price": .string(store.displayPrice)]).text ?? store.displayPrice
    }

    /// A short date on the paywall (`Dec 4`, `12月4日`), with the year when it is not this year.
    static func shortDate(_ c: RenderContext, _ date: CalendarDate) -> String {
        c.day(date, date.year == c.today.year ? "MMMd" : "yMMMd")
    }

    // MARK: Rows

    static func expiredReason(_ row: String) -> String {
        "expired-return: \(row) (the hero is paywall.expired.* with me.stats)"
    }

    static func score(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = ["paywall.diagnostic.overall"]
        guard !state.expired else {
            return c.hidden("score", sources, expiredReason("the diagnostic score is not shown"))
        }
        let overall = paywall.diagnostic.overall
        return c.text(
            "score", sources, c.number(overall),
            parts: [
                c.part("label", c.copy("paywall.score.label")),
                c.part("a11y", c.copy("common.score_a11y", ["score": .integer(overall)])),
            ])
    }

    static func bandLabel(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = ["paywall.diagnostic.band", "paywall.diagnostic.band_label"]
        guard !state.expired else { return c.hidden("band label", sources, expiredReason("no diagnostic band")) }
        let diagnostic = paywall.diagnostic
        let look = c.look("band colour: \(diagnostic.band.rawValue)")
        guard diagnostic.bandLabel.isEmpty else {
            return c.text("band label", sources, c.served(diagnostic.bandLabel), parts: [look])
        }
        // CCR-12 sends the label; an empty one falls back to the client key for the server's band.
        let copy = c.copy(enumKey: "band", diagnostic.band)
        return RenderedElement(
            label: "band label", content: copy.content, language: copy.language, sources: sources,
            fallback: "empty band_label: band.\(diagnostic.band.rawValue)", parts: [look])
    }

    static func weakest(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = ["paywall.diagnostic.weakest_label"]
        guard !state.expired else { return c.hidden("weakest", sources, expiredReason("no diagnostic weakest area")) }
        guard let label = paywall.diagnostic.weakestLabel, !label.isEmpty else {
            return c.hidden("weakest", sources, "diagnostic.weakest_label is null", fallback: "hide line")
        }
        return c.message("weakest", sources, "paywall.weakest", ["label": .string(c.served(label))])
    }

    static func titleSkill(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = ["paywall.diagnostic.one_action_title"]
        guard !state.expired else {
            return c.hidden("title skill", sources, expiredReason("the headline is paywall.expired.title"))
        }
        guard let skill = paywall.diagnostic.oneActionTitle, !skill.isEmpty else {
            return c.message(
                "title skill", sources, "paywall.title_generic",
                fallback: "one_action_title is null: paywall.title_generic")
        }
        return c.message("title skill", sources, "paywall.title", ["skill": .string(c.served(skill))])
    }

    /// Extra element: the expired-return headline and body, in place of the diagnostic hero.
    static func expiredTitle(_ c: RenderContext, _ state: State) -> RenderedElement {
        let sources = ["me.entitlement.status"]
        guard state.expired else { return c.hidden("expired · title", sources, "entitlement is not expired") }
        return c.message(
            "expired · title", sources, "paywall.expired.title", parts: [c.part("body", c.copy("paywall.expired.body"))]
        )
    }

    static func slider(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = ["local:paywall.selectedWeeklyDays", "paywall.default_weekly_days"]
        let detents = ProductRules.weeklyDaysDetents.map { days in
            c.part("\(days)", c.copy("paywall.k.option", ["count": .integer(days)]))
                .looking(days == state.weeklyDays ? "selected" : nil)
        }
        return c.list("K slider", sources, detents, fallback: state.weeklyDaysFallback)
    }

    static func projectionRow(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let baseline = paywall.baseline
        // The derivation is provenance, not copy: it goes with the sources.
        var sources = [
            "paywall.benchmarks[].weekly_days", "paywall.benchmarks[].baseline_bucket", "paywall.baseline.overall",
            "paywall.benchmarks[].day14_avg_overall", "paywall.benchmarks[].sample_n",
            "paywall.benchmarks[].weakest_dim_avg_delta",
            "derived: baseline \(baseline.overall) (\(baseline.source.rawValue)), K = \(state.weeklyDays)",
        ]
        switch projection(paywall.benchmarks, weeklyDays: state.weeklyDays, baseline: baseline.overall) {
        case .insufficient(let reason):
            return c.message("projection", sources, "paywall.projection.insufficient", fallback: reason)
        case .benchmark(let score, let delta, let sampleN):
            sources.append("derived: sample_n \(sampleN)")
            guard let delta, delta > 0 else {
                // No gain to state: the sentence without the weakest-area clause.
                return c.message(
                    "projection", sources, "paywall.projection.score_only",
                    ["days": .integer(state.weeklyDays), "score": .integer(score)],
                    fallback: "weakest_dim_avg_delta is \(delta.map(String.init) ?? "null"): no weakest_delta clause")
            }
            return c.message(
                "projection", sources, "paywall.projection",
                ["days": .integer(state.weeklyDays), "score": .integer(score), "delta": .integer(delta)])
        }
    }

    static func pilotLabel(_ c: RenderContext, _ paywall: Paywall) -> RenderedElement {
        let sources = ["paywall.benchmark_source", "paywall.benchmark_label"]
        guard paywall.benchmarkSource.known == .pilotBenchmark else {
            return c.hidden("pilot label", sources, "benchmark_source is \(paywall.benchmarkSource.rawValue)")
        }
        let look = c.look("amber tag")
        guard let label = paywall.benchmarkLabel, !label.isEmpty else {
            return c.message(
                "pilot label", sources, "paywall.source.pilot",
                fallback: "benchmark_label is null: paywall.source.pilot", parts: [look])
        }
        return c.text("pilot label", sources, c.served(label), parts: [look])
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static func calendarDays(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = [
            "paywall.plan_preview.days[].day", "paywall.plan_preview.days[].date", "local:paywall.selectedWeeklyDays",
            "paywall.products[].trial_days", "storekit[id].introductoryOffer",
        ]
        guard let days = paywall.planPreview?.days, !days.isEmpty else {
            return c.hidden("calendar days", sources, "plan_preview is null", fallback: "hide calendar, keep timeline")
        }
        let grid = calendar(days, weeklyDays: state.weeklyDays, today: c.today, billing: state.billingDate)
        // Streak milestones: the contract sends no thresholds, and the client must not invent them.
        c.note("calendar days: streak milestones not marked; the contract has no milestone thresholds")
        var parts = [
            c.look("7 columns, Monday first; \(grid.leadingBlanks) blank cells before day 1; \(grid.rows.count) rows")
        ]
        for (index, cell) in grid.cells.enumerated() {
            var marks = [cell.practice ? "practice" : "rest"]
            if cell.today { marks.append("today") }
            if cell.billing { marks.append("first charge") }
            // The day of the month; the month too on the first cell and on the 1st.
            let skeleton = index == 0 || cell.date.day == 1 ? "MMMd" : "d"
            parts.append(
                c.part("day \(cell.planDay)", c.day(cell.date, skeleton))
                    .looking("\(weekdayNames[cell.date.isoWeekday - 1]), \(marks.joined(separator: ", "))"))
        }
        if !grid.cells.contains(where: \.billing) {
            parts.append(c.hiddenPart("first charge", "\(state.billingDate) is outside the plan preview"))
        }
        return c.message("calendar days", sources, "paywall.calendar.title", parts: parts)
    }

    /// Extra element: the legend under the calendar, for the marks the grid draws.
    static func calendarLegend(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard let days = paywall.planPreview?.days, !days.isEmpty else {
            return c.hidden("calendar legend", ["paywall.plan_preview"], "plan_preview is null")
        }
        var parts = [c.part("practice", c.copy("paywall.calendar.legend.practice"))]
        if calendar(days, weeklyDays: state.weeklyDays, today: c.today, billing: state.billingDate).cells.contains(
            where: \.billing)
        {
            parts.append(c.part("billing", c.copy("paywall.calendar.legend.billing")))
        }
        return c.list("calendar legend", ["paywall.plan_preview.days[]"], parts)
    }

    static func timelineDates(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = [
            "derived: today", "paywall.products[].trial_days", "storekit[id].introductoryOffer",
            "paywall.plan_preview.days[day = 14].date",
        ]
        var parts = [c.part("today", c.copy("paywall.timeline.today"))]
        if let trialDays = state.trialDays {
            let reminder = c.today.adding(days: trialDays - 1)
            parts.append(
                c.part("reminder", c.copy("paywall.timeline.reminder", ["date": .string(shortDate(c, reminder))]))
                    .looking("today + \(trialDays - 1)"))
        } else {
            parts.append(c.hiddenPart("reminder", "no free trial for this learner and product: nothing to remind"))
        }
        parts.append(billingRow(c, state, label: "billing").looking("today + \(state.trialDays ?? 0)"))
        let planDay14 = paywall.planPreview?.days.first { $0.day == ProductRules.planDays }?.date
        let day14 = planDay14 ?? c.today.adding(days: ProductRules.planDays - 1)
        parts.append(
            c.part("plan day 14", c.copy("paywall.timeline.plan_day14", ["date": .string(shortDate(c, day14))])))
        let fallback = planDay14 == nil ? "no plan day 14 in plan_preview: today + 13" : nil
        return c.list("timeline dates", sources, parts, fallback: fallback)
    }

    /// The timeline's billing row: shared by `timeline dates` (as a part) and `billing price`.
    static func billingRow(_ c: RenderContext, _ state: State, label: String) -> RenderedElement {
        guard state.trialDays != nil else {
            return c.hiddenPart(label, "no free trial: charged at purchase, the CTA caption states the price")
        }
        guard let store = state.store else { return c.part(label, c.copy("paywall.timeline.billing.loading")) }
        guard let period = periodKey(store.subscriptionPeriod) else {
            return c.hiddenPart(
                label,
                "subscription period \(store.subscriptionPeriod.value) \(store.subscriptionPeriod.unit) has no paywall.timeline.billing.* copy"
            )
        }
        return c.part(
            label,
            c.copy(
                "paywall.timeline.billing.\(period)",
                [
                    "date": .string(shortDate(c, state.billingDate)), "price": .string(store.displayPrice),
                ]))
    }

    static func billingPrice(_ c: RenderContext, _ state: State) -> RenderedElement {
        let sources = [
            "storekit[id].displayPrice", "storekit[id].subscriptionPeriod", "storekit[id].introductoryOffer",
        ]
        let row = billingRow(c, state, label: "billing price")
        let fallback =
            state.trialDays != nil && state.store == nil ? "StoreKit not loaded: paywall.timeline.billing.loading" : nil
        return RenderedElement(
            label: "billing price", content: row.content, language: row.language, sources: sources, fallback: fallback)
    }

    static func productCards(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let sources = [
            "paywall.products[].kind", "paywall.products[].trial_days", "paywall.products[].is_default",
            "paywall.products[].badge",
            "storekit[id].displayPrice", "storekit[id].price", "storekit[id].introductoryOffer",
            "storekit[id].isEligibleForIntroOffer",
        ]
        guard !paywall.products.isEmpty else { return c.hidden("product cards", sources, "paywall.products is empty") }
        guard state.phase != .loadingProducts, let storekit = c.inputs.storekit else {
            return c.message(
                "product cards", sources, "common.loading",
                fallback: "StoreKit not loaded: skeleton cards, CTA disabled",
                parts: [c.look("\(paywall.products.count) skeleton cards")])
        }
        let cards = paywall.products.map { product -> RenderedElement in
            let selected = product.id == state.product?.id
            let label = product.id
            guard let store = storekit.first(where: { $0.id == product.id }) else {
                return c.hiddenPart(label, "StoreKit returned no product \(product.id)")
            }
            var parts = [c.part("price", priceWithPeriod(c, store))]
            if let perMonth = perMonth(store, locale: c.locale) {
                parts.append(c.part("per month", c.copy("paywall.product.per_month", ["price": .string(perMonth)])))
            }
            if let days = trialDays(product, store: store) {
                parts.append(c.part("trial", c.copy("paywall.product.trial", ["days": .integer(days)])))
            }
            if let badge = product.badge, !badge.isEmpty { parts.append(c.part("badge", c.served(badge))) }
            let title = c.copy(enumKey: "paywall.product", product.kind)
            return RenderedElement(label: label, content: title.content, language: title.language, parts: parts)
                .looking(selected ? "selected" : nil)
        }
        return c.list("product cards", sources, cards)
    }

    static func ctaAndCaption(_ c: RenderContext, _ state: State) -> RenderedElement {
        let label = "CTA + caption"
        let sources = [
            "derived: selected product", "storekit[id].isEligibleForIntroOffer", "storekit[id].introductoryOffer",
            "derived: billing date", "local:paywall.phase",
        ]
        switch state.phase {
        case .loadingProducts:
            return c.message(
                label, sources, "paywall.state.loading", fallback: "StoreKit not loaded: CTA disabled",
                parts: [c.look("disabled"), c.hiddenPart("caption", "prices not loaded")])
        case .purchasing:
            return c.message(
                label, sources, "paywall.state.purchasing",
                parts: [
                    c.look("disabled, spinner"), c.hiddenPart("caption", "purchase in flight"),
                ])
        case .restored:
            return c.message(
                label, sources, "paywall.state.restored",
                parts: [
                    c.hiddenPart("caption", "restored: the entitlement is active, home follows")
                ])
        case .ready, .failed:
            guard let product = state.product, let store = state.store else {
                return c.message(label, sources, "paywall.state.loading", fallback: "no product selected: CTA disabled")
            }
            var parts: [RenderedElement] = []
            if state.phase == .failed { parts.append(c.part("message", c.copy("paywall.state.failed"))) }
            let price = priceWithPeriod(c, store)
            let cta: RenderContext.Copy
            if let days = state.trialDays {
                cta = c.copy("paywall.cta.trial", ["days": .integer(days)])
                parts.append(
                    c.part(
                        "caption",
                        c.copy(
                            "paywall.caption.trial",
                            [
                                "date": .string(shortDate(c, state.billingDate)), "price": .string(price),
                            ])))
            } else {
                cta = c.copy(state.expired ? "paywall.expired.cta" : "paywall.cta.subscribe")
                if let days = product.trialDays, days > 0 {
                    parts.append(c.part("not eligible", c.copy("paywall.caption.not_eligible")))
                }
                parts.append(c.part("caption", c.copy("paywall.caption.subscribe", ["price": .string(price)])))
            }
            return RenderedElement(
                label: label, content: cta.content, language: cta.language, sources: sources, parts: parts)
        }
    }

    static func expiredStats(_ c: RenderContext, _ state: State) -> RenderedElement {
        let sources = ["me.stats.completed_sessions", "me.stats.ability", "me.focus.title"]
        guard state.expired, let me = c.inputs.me else {
            return c.hidden("expired · stats", sources, "entitlement is not expired")
        }
        let abilityLabel = c.part("label", c.copy("paywall.expired.stat.ability"))
        let ability = me.stats.ability.map { c.number($0) } ?? "—"
        var parts = [
            c.part(
                "sessions", c.copy("paywall.expired.stat.sessions", ["count": .integer(me.stats.completedSessions)])),
            RenderedElement(
                label: me.stats.ability == nil ? "ability (null: —)" : "ability", content: .text(ability),
                language: c.locale, parts: [abilityLabel]),
        ]
        if let focus = me.focus, !focus.title.isEmpty {
            parts.append(
                RenderedElement(
                    label: "focus", content: .text(c.served(focus.title)), language: c.locale,
                    parts: [c.part("label", c.copy("paywall.expired.stat.focus"))]))
        } else {
            parts.append(c.hiddenPart("focus", "me.focus is null"))
        }
        return c.list("expired · stats", sources, parts)
    }

    static func expiredEndDate(_ c: RenderContext, _ state: State) -> RenderedElement {
        let label = "expired · trial end date"
        let sources = ["me.entitlement.expires_at", "me.entitlement.trial_ends_at"]
        guard state.expired, let entitlement = c.inputs.me?.entitlement else {
            return c.hidden(label, sources, "entitlement is not expired")
        }
        func date(_ timestamp: Timestamp) -> String {
            let local = timestamp.localDate(in: c.timeZone)
            return c.instant(timestamp, local.year == c.today.year ? "MMMd" : "yMMMd")
        }
        // A paid period ran out after the trial: the subscription ended; else the trial did.
        if let expires = entitlement.expiresAt,
            entitlement.trialEndsAt.map({ expires.epochMilliseconds > $0.epochMilliseconds }) ?? true
        {
            return c.message(
                label, ["me.entitlement.expires_at"], "paywall.expired.subscription_ended",
                ["date": .string(date(expires))])
        }
        if let trialEnd = entitlement.trialEndsAt ?? entitlement.expiresAt {
            return c.message(label, sources, "paywall.expired.trial_ended", ["date": .string(date(trialEnd))])
        }
        return c.hidden(label, sources, "expires_at and trial_ends_at are null", fallback: "omit date")
    }

    static func legal(_ c: RenderContext, _ paywall: Paywall) -> RenderedElement {
        let sources = ["paywall.legal.terms_url", "paywall.legal.privacy_url"]
        func link(_ name: String, _ url: String, _ configURL: String?) -> RenderedElement {
            let target = !url.isEmpty ? url : configURL.flatMap { $0.isEmpty ? nil : $0 } ?? "bundled URL"
            return c.part(name, c.copy("legal.\(name)")).looking("link \(target)")
        }
        let config = c.inputs.config?.legal
        let parts = [
            link("terms", paywall.legal.termsURL, config?.termsURL),
            link("privacy", paywall.legal.privacyURL, config?.privacyURL),
            c.part("restore", c.copy("legal.restore")),
        ]
        let fallback =
            paywall.legal.termsURL.isEmpty || paywall.legal.privacyURL.isEmpty
            ? "empty URL: config.legal, else bundled URLs" : nil
        return c.list("legal", sources, parts, fallback: fallback)
    }

    /// Every row hidden, with the reason: GET /v1/paywall failed and nothing was cached.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        let reason =
            c.inputs.error.map { "GET /v1/paywall failed (\($0.error.code)); nothing cached" } ?? "no paywall response"
        let labels = [
            "score", "band label", "weakest", "title skill", "K slider", "projection", "pilot label", "calendar days",
            "timeline dates", "billing price", "product cards", "CTA + caption", "expired · stats",
            "expired · trial end date", "legal",
        ]
        var elements = labels.map { c.hidden($0, ["paywall"], reason) }
        if let error = c.inputs.error?.error {
            elements.append(
                c.errorElement(error))
        }
        return elements
    }
}
