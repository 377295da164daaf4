/// What the paywall's rows derive from the inputs before any of them renders: K, the selected
/// product and its trial, the projection, the calendar grid and the prices.
extension PaywallScreen {
    // MARK: State

    /// What the rows share: K, the selected product with its StoreKit product, who owns the CTA.
    struct State {
        /// The entitlement expired: the expired-return paywall (user-flows #7).
        let expired: Bool
        let weeklyDays: Int
        /// Where K came from, when the row's own fallback (5) fired.
        let weeklyDaysFallback: Fallback?
        let product: Paywall.Product?
        /// nil until StoreKit answers (`loading_products`).
        let store: StoreKitProduct?
        let phase: LocalState.Paywall.Phase
        /// The free-trial days the selected product gives this learner; nil for none.
        let trialDays: Int?
        /// The API offers the selected product a trial, but StoreKit has not said whether this
        /// learner is eligible ("trial eligibility" decides the timeline): no reminder, no
        /// first-charge day yet.
        let trialPending: Bool
        /// Today + the trial's days; nil when that day is past the last a date holds.
        let billingDate: CalendarDate?
        /// Why there is no billing date: the trial's days reach past the year 9999.
        let billingDateUnshown: HiddenReason?

        init(_ c: RenderContext, _ paywall: Paywall) {
            let local = c.inputs.local?.paywall
            expired = c.inputs.me?.entitlement.status.known == .expired
            (weeklyDays, weeklyDaysFallback) = PaywallScreen.weeklyDays(
                selected: local?.selectedWeeklyDays, serverDefault: paywall.defaultWeeklyDays)
            let product = PaywallScreen.selectedProduct(paywall.products, selectedID: local?.selectedProductID)
            self.product = product
            let storeProduct = product.flatMap { product in c.inputs.storekit?.first { $0.id == product.id } }
            let localPhase = local?.phase.known ?? .ready
            // An unknown phase is reported as a violation and treated as ready.
            // Until StoreKit has the product, loading owns the CTA whatever the local phase says.
            store = localPhase == .loadingProducts ? nil : storeProduct
            phase = store == nil && localPhase != .restored ? .loadingProducts : localPhase
            trialDays = product.flatMap { PaywallScreen.trialDays($0, store: storeProduct) }
            trialPending = trialDays != nil && store == nil
            billingDate = CheckedArithmetic.date(c.today, addingDays: trialDays ?? 0)
            billingDateUnshown =
                billingDate != nil
                ? nil
                : .unrepresentable(
                    field: PaywallScreen.trialDaysField(of: product), value: String(trialDays ?? 0))
        }

        /// The first charge's date, nil while the trial is pending.
        var knownBillingDate: CalendarDate? { trialPending ? nil : billingDate }
    }

    /// K: the learner's pick, else `paywall.default_weekly_days` (CCR-7), else 5; only 3 / 5 / 7.
    static func weeklyDays(selected: Int?, serverDefault: Int?) -> (Int, Fallback?) {
        let detents = ProductRules.weeklyDaysDetents
        if let selected, detents.contains(selected) { return (selected, nil) }
        if let serverDefault, detents.contains(serverDefault) { return (serverDefault, nil) }
        return (ProductRules.defaultWeeklyDays, .value("default \(ProductRules.defaultWeeklyDays)"))
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
        case insufficient(reason: HiddenReason)
    }

    /// The benchmark whose `weekly_days` is K and whose `baseline_bucket` (as the server defines
    /// buckets) holds the baseline; fewer than 30 learners, or no number, is insufficient.
    static func projection(_ benchmarks: [Paywall.Benchmark], weeklyDays: Int, baseline: Int) -> Projection {
        guard
            let benchmark = benchmarks.first(where: {
                $0.weeklyDays == weeklyDays && $0.baselineBucket.contains(baseline)
            })
        else {
            return .insufficient(
                reason: .lacks(
                    field: JSONPath(.paywall, "benchmarks"), item: "weekly_days \(weeklyDays) with baseline \(baseline)"
                )
            )
        }
        let bucket = "\(benchmark.baselineBucket.min)–\(benchmark.baselineBucket.max)"
        guard benchmark.sampleN >= ProductRules.minimumBenchmarkSample else {
            return .insufficient(
                reason: .below(
                    field: JSONPath(.paywall, "benchmarks", .element(bucket), "sample_n"),
                    value: String(benchmark.sampleN),
                    minimum: String(ProductRules.minimumBenchmarkSample)))
        }
        guard let score = benchmark.day14AvgOverall else {
            return .insufficient(
                reason: .null(field: JSONPath(.paywall, "benchmarks", .element(bucket), "day14_avg_overall")))
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
    /// product owner to confirm (Documentation/SpecGaps.md). It fills in data-binding.md, Paywall,
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

    static func calendar(_ days: [Plan.Day], weeklyDays: Int, today: CalendarDate, billing: CalendarDate?)
        -> CalendarGrid
    {
        let pattern = practicePositions(weeklyDays: weeklyDays)
        let sorted = days.sorted { $0.day < $1.day }
        let cells = sorted.map { day in
            // `day.day % 7` first: the server's day may be any Int, and `day - 1` overflows at Int.min.
            CalendarCell(
                planDay: day.day, date: day.date, practice: pattern.contains(((day.day % 7 - 1) % 7 + 7) % 7),
                today: day.date == today, billing: day.date == billing)
        }
        return CalendarGrid(leadingBlanks: (sorted.first?.date.isoWeekday ?? 1) - 1, cells: cells)
    }

    // MARK: Prices

    /// The per-month equivalent of a yearly product in its own currency, with an ICU currency
    /// skeleton (`$5.00`, `¥32.33`); nil when the product is not yearly or the price is unusable.
    static func perMonth(_ store: StoreKitProduct, locale: LanguageTag) -> String? {
        guard store.subscriptionPeriod.unit.known == .year, store.subscriptionPeriod.value == 1,
            store.currencyCode.count == 3, store.currencyCode.allSatisfy({ $0.isASCII && $0.isLetter }),
            let share = store.price.quotientText(dividingBy: 12),
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

    /// Why a product's period has no message in `family` (`paywall.price`): the field of its
    /// period that no key matches, `storekit[coach.pro.yearly].subscriptionPeriod.unit is week`,
    /// and the keys looked for.
    static func noPeriodKey(_ store: StoreKitProduct, in family: String) -> HiddenReason {
        let period = JSONPath(.storekit, .element(store.id), "subscriptionPeriod")
        let field =
            store.subscriptionPeriod.value == 1
            ? HiddenReason.value(field: period.appending("unit"), is: store.subscriptionPeriod.unit.rawValue)
            : .value(field: period.appending("value"), is: String(store.subscriptionPeriod.value))
        return .all([field, .noKey("\(family).*")])
    }

    /// Why the paywall waits on StoreKit: the local phase says it is loading, no StoreKit
    /// response was given, or it has not the selected product.
    static func storeKitPending(_ c: RenderContext, _ state: State) -> HiddenReason {
        if let phase = c.inputs.local?.paywall?.phase, phase.known == .loadingProducts {
            return .value(field: JSONPath(.local, "paywall", "phase"), is: phase.rawValue)
        }
        guard c.inputs.storekit != nil, let product = state.product else { return .noResponse(.storekit) }
        return .lacks(field: JSONPath(.storekit), item: product.id)
    }

    /// The selected product's `trial_days`, the product named by its id: `paywall.products[yearly].trial_days`.
    static func trialDaysField(of product: Paywall.Product?) -> JSONPath {
        JSONPath(.paywall, "products", product.map { .element($0.id) } ?? .item, "trial_days")
    }

    /// Why the selected product gives this learner no free trial.
    static func noTrial(_ c: RenderContext, _ state: State) -> HiddenReason {
        guard let product = state.product else { return .empty(field: JSONPath(.paywall, "products")) }
        guard let days = product.trialDays else { return .null(field: trialDaysField(of: product)) }
        guard days > 0 else { return .value(field: trialDaysField(of: product), is: String(days)) }
        guard let store = c.inputs.storekit?.first(where: { $0.id == product.id }) else {
            return .lacks(field: JSONPath(.storekit), item: product.id)
        }
        guard store.isEligibleForIntroOffer else {
            return .value(field: JSONPath(.storekit, .element(product.id), "isEligibleForIntroOffer"), is: "false")
        }
        return .value(
            field: JSONPath(.storekit, .element(product.id), "introductoryOffer", "paymentMode"),
            is: store.introductoryOffer?.paymentMode.rawValue ?? "null")
    }

    /// Why the calendar has no days: `plan_preview` is null, or its days are empty.
    static func noPlanPreview(_ paywall: Paywall) -> HiddenReason {
        paywall.planPreview == nil
            ? .null(field: JSONPath(.paywall, "plan_preview"))
            : .empty(field: JSONPath(.paywall, "plan_preview", "days"))
    }

    /// "$59.99/year": the display price with its period, as `paywall.caption.*` takes it, and as
    /// a screen reader says it ("$59.99 per year").
    static func priceWithPeriod(_ c: RenderContext, _ store: StoreKitProduct) -> (text: String, spoken: String) {
        guard let period = periodKey(store.subscriptionPeriod) else {
            c.note(
                .because(noPeriodKey(store, in: "paywall.price"), .displayPriceAlone(product: store.id)))
            return (store.displayPrice, store.displayPrice)
        }
        let copy = c.copy("paywall.price.\(period)", ["price": .string(store.displayPrice)])
        let text = copy.text ?? store.displayPrice
        return (text, copy.spoken ?? text)
    }

    /// A short date on the paywall (`Dec 4`, `12月4日`), with the year when it is not this year.
    static func shortDate(_ c: RenderContext, _ date: CalendarDate) -> String {
        c.day(date, date.year == c.today.year ? "MMMd" : "yMMMd")
    }
}
