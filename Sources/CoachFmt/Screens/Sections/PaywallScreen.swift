/// data-binding.md § Paywall: the hard paywall after the plan, and the expired-return paywall
/// (user-flows #1 step 17, #7). Prices, periods and trial eligibility come from StoreKit only.
public enum PaywallScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let paywall = c.inputs.paywall else { return unavailable(c) }
        let state = State(c, paywall)
        return c.rows(Element.self) { row in
            switch row {
            case .score: score(c, paywall, state)
            case .bandLabel: bandLabel(c, paywall, state)
            case .weakest: weakest(c, paywall, state)
            case .titleSkill: titleSkill(c, paywall, state)
            case .expiredTitle: expiredTitle(c, state)
            case .kSliderTitle: c.staticRow(row)
            case .kSlider: slider(c, paywall, state)
            case .projection: projectionRow(c, paywall, state)
            case .pilotLabel: pilotLabel(c, paywall)
            case .calendarDays: calendarDays(c, paywall, state)
            case .calendarLegend: calendarLegend(c, paywall, state)
            case .timelineDates: timelineDates(c, paywall, state)
            case .billingPrice: billingPrice(c, state)
            case .productCards: productCards(c, paywall, state)
            case .ctaCaption: ctaAndCaption(c, state)
            case .expiredStats: expiredStats(c, state)
            case .expiredTrialEndDate: expiredEndDate(c, state)
            case .legal: legal(c, paywall)
            case .offlineBanner: c.offlineBanner(row)
            case .error: c.noFailure(row)
            }
        }
    }

    // MARK: Rows

    /// The expired-return hero (`paywall.expired.*` with `me.stats`) stands where the diagnostic's rows would.
    /// Computed, not stored: a stored indirect enum lives in a heap box LeakSanitizer reports.
    static var expiredReturn: HiddenReason {
        .replaced(
            .value(field: JSONPath(.me, "entitlement", "status"), is: "expired"),
            by: .expiredReturnHero
        )
    }

    /// The field that decides the expired-return paywall, read by every row it gates.
    static let entitlementStatus = Source.field(.me, "entitlement", "status")

    /// Why the expired-return rows hide: the entitlement's status, or no `me` to read it from.
    static func notExpired(_ c: RenderContext) -> HiddenReason {
        c.inputs.me.map { .value(field: JSONPath(.me, "entitlement", "status"), is: $0.entitlement.status.rawValue) }
            ?? .noResponse(.me)
    }

    static func score(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard !state.expired else {
            return c.hidden(Element.score, expiredReturn)
        }
        let overall = paywall.diagnostic.overall
        return c.text(
            Element.score, c.number(overall),
            parts: [c.part("label", c.copy(CoachCopy.paywall.scoreLabel))]
        ).labeled(c.copy(CoachCopy.common.scoreA11y(score: overall)).text)
    }

    static func bandLabel(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard !state.expired else { return c.hidden(Element.bandLabel, expiredReturn) }
        let diagnostic = paywall.diagnostic
        let look: [RenderedElement.Look] = [.bandColor(diagnostic.band.rawValue)]
        // CCR-12 sends the label; an empty one falls back to the client key for the server's band.
        let label = c.served(
            diagnostic.bandLabel, field: JSONPath(.paywall, "diagnostic", "band_label"), orEnumKey: "band",
            diagnostic.band)
        return c.element(Element.bandLabel, label.copy, fallback: label.fallback, look: look)
    }

    static func weakest(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard !state.expired else { return c.hidden(Element.weakest, expiredReturn) }
        guard let label = c.served(paywall.diagnostic.weakestLabel, from: .paywall) else {
            return c.hidden(
                Element.weakest,
                c.absent(JSONPath(.paywall, "diagnostic", "weakest_label"), paywall.diagnostic.weakestLabel),
                fallback: .hide(.line))
        }
        return c.message(Element.weakest, CoachCopy.paywall.weakest(label: label.text), showing: [label])
    }

    static func titleSkill(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        c.mayShow(CoachCopy.paywall.Keys.titleGeneric)
        guard !state.expired else {
            return c.hidden(Element.titleSkill, expiredReturn)
        }
        guard let skill = c.served(paywall.diagnostic.oneActionTitle, from: .paywall) else {
            return c.message(
                Element.titleSkill, CoachCopy.paywall.titleGeneric,
                fallback: .because(
                    c.absent(JSONPath(.paywall, "diagnostic", "one_action_title"), paywall.diagnostic.oneActionTitle),
                    .key(CoachCopy.paywall.Keys.titleGeneric)))
        }
        return c.message(Element.titleSkill, CoachCopy.paywall.title(skill: skill.text), showing: [skill])
    }

    /// Extra element: the expired-return headline and body, in place of the diagnostic hero.
    static func expiredTitle(_ c: RenderContext, _ state: State) -> RenderedElement {
        guard state.expired else { return c.hidden(Element.expiredTitle, notExpired(c)) }
        return c.message(
            Element.expiredTitle, CoachCopy.paywall.expiredTitle,
            parts: [c.part("body", c.copy(CoachCopy.paywall.expiredBody))]
        )
    }

    static func slider(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        let detents = ProductRules.weeklyDaysDetents.map { days in
            c.part("\(days)", c.copy(CoachCopy.paywall.kOption(count: days)))
                .selecting(days == state.weeklyDays)
        }
        return c.list(Element.kSlider, detents, fallback: state.weeklyDaysFallback)
    }

    static func projectionRow(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        c.mayShow(CoachCopy.paywall.Keys.projectionInsufficient, CoachCopy.paywall.Keys.projectionScoreOnly)
        let baseline = paywall.baseline
        // The derivation is provenance, not copy: it goes with the sources. It reads K as the
        // slider does, so a slider value outside the contract marks the projection drawn from
        // the fallback K as well.
        var sources =
            Element.projection.sources + [
                .derived(
                    "baseline \(baseline.overall) (\(baseline.source.rawValue)), K = \(state.weeklyDays)",
                    from: Element.kSlider.sources.flatMap(\.paths))
            ]
        switch projection(paywall.benchmarks, weeklyDays: state.weeklyDays, baseline: baseline.overall) {
        case .insufficient(let reason):
            return c.message(
                Element.projection, CoachCopy.paywall.projectionInsufficient,
                fallback: .because(reason, .key(CoachCopy.paywall.Keys.projectionInsufficient)), sources: sources)
        case .benchmark(let score, let delta, let sampleN):
            sources.append(.derived("sample_n \(sampleN)"))
            guard let delta, delta > 0 else {
                // No gain to state: the sentence without the weakest-area clause.
                return c.message(
                    Element.projection, CoachCopy.paywall.projectionScoreOnly(days: state.weeklyDays, score: score),
                    fallback: .because(
                        delta.map {
                            .value(
                                field: JSONPath(.paywall, "benchmarks", .item, "weakest_dim_avg_delta"), is: String($0))
                        }
                            ?? .null(field: JSONPath(.paywall, "benchmarks", .item, "weakest_dim_avg_delta")),
                        .omit(.weakestDeltaClause)),
                    sources: sources)
            }
            return c.message(
                Element.projection, CoachCopy.paywall.projection(days: state.weeklyDays, score: score, delta: delta),
                sources: sources)
        }
    }

    static func pilotLabel(_ c: RenderContext, _ paywall: Paywall) -> RenderedElement {
        c.mayShow(CoachCopy.paywall.Keys.sourcePilot)
        guard paywall.benchmarkSource.known == .pilotBenchmark else {
            return c.hidden(
                Element.pilotLabel,
                .value(field: JSONPath(.paywall, "benchmark_source"), is: paywall.benchmarkSource.rawValue))
        }
        let look: [RenderedElement.Look] = [.style(.amberTag)]
        guard let shown = c.served(paywall.benchmarkLabel, from: .paywall) else {
            return c.message(
                Element.pilotLabel, CoachCopy.paywall.sourcePilot,
                fallback: .because(
                    c.absent(JSONPath(.paywall, "benchmark_label"), paywall.benchmarkLabel),
                    .key(CoachCopy.paywall.Keys.sourcePilot)),
                look: look)
        }
        // The server joins its label's pieces as the design does (` · `): read them as a list.
        return c.text(Element.pilotLabel, shown, look: look)
            .labeled(c.spokenList(shown.text.components(separatedBy: DesignValues.metaSeparator)))
    }

    static func calendarDays(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard let days = paywall.planPreview?.days, !days.isEmpty else {
            return c.hidden(Element.calendarDays, noPlanPreview(paywall), fallback: .hide(.calendarKeepTimeline))
        }
        let grid = calendar(days, weeklyDays: state.weeklyDays, today: c.today, billing: state.knownBillingDate)
        // Streak milestones: the contract sends no thresholds, and the client must not invent them.
        c.note(.described(.streakMilestonesNotMarked))
        let look: [RenderedElement.Look] = [
            .calendarGrid(
                columns: DesignValues.calendarColumns, firstWeekday: DesignValues.calendarFirstWeekday,
                leadingBlanks: grid.leadingBlanks, rows: grid.rows.count)
        ]
        var parts: [RenderedElement] = []
        for (index, cell) in grid.cells.enumerated() {
            var marks: [RenderedElement.Mark] = [cell.practice ? .practice : .rest]
            if cell.today { marks.append(.today) }
            if cell.billing { marks.append(.firstCharge) }
            // The day of the month, a figure as in a printed calendar (zh-Hans too: 28, not 28日);
            // the month too on the first cell and on the 1st, in figures (11/27): a month's name
            // with its day does not fit the 45 px cell in zh-Hans on one line (11月27日), and a
            // date never breaks inside. VoiceOver reads the whole date.
            let shown = index == 0 || cell.date.day == 1 ? c.day(cell.date, "Md") : c.number(cell.date.day)
            // VoiceOver says the date, then what the marks draw: “Friday, November 27, practice day, today”.
            let spoken = [c.day(cell.date, "MMMMEEEEd")] + marks.compactMap { dayWord($0).flatMap { c.copy($0).text } }
            parts.append(
                c.part("day \(cell.planDay)", shown).labeled(c.spokenList(spoken))
                    .looking(RenderedElement.Weekday(iso: cell.date.isoWeekday).map { .weekday($0) }).marking(marks))
        }
        if !state.trialPending && !grid.cells.contains(where: \.billing) {
            if let billingDate = state.billingDate {
                parts.append(
                    c.hiddenPart(
                        "first charge",
                        .lacks(field: JSONPath(.paywall, "plan_preview", "days"), item: "\(billingDate)")))
            } else if let unshown = state.billingDateUnshown {
                parts.append(c.hiddenPart("first charge", unshown))
            }
        }
        let fallback: Fallback? =
            state.trialPending
            ? .because(storeKitPending(c, state), .described(.trialEligibilityUnknown)) : nil
        return c.message(
            Element.calendarDays, CoachCopy.paywall.calendarTitle, fallback: fallback, parts: parts, look: look)
    }

    /// The word a screen reader says for a calendar day's mark (`a11y.day.practice`).
    static func dayWord(_ mark: RenderedElement.Mark) -> CopyMessage? {
        switch mark {
        case .practice: CoachCopy.a11y.dayPractice
        case .rest: CoachCopy.a11y.dayRest
        case .today: CoachCopy.a11y.dayToday
        case .firstCharge: CoachCopy.a11y.dayFirstCharge
        default: nil
        }
    }

    /// Extra element: the legend under the calendar, for the marks the grid draws.
    static func calendarLegend(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard let days = paywall.planPreview?.days, !days.isEmpty else {
            return c.hidden(
                Element.calendarLegend, noPlanPreview(paywall), sources: [.field(.paywall, "plan_preview")])
        }
        var parts = [c.part("practice", c.copy(CoachCopy.paywall.calendarLegendPractice))]
        if calendar(days, weeklyDays: state.weeklyDays, today: c.today, billing: state.knownBillingDate).cells.contains(
            where: \.billing)
        {
            parts.append(c.part("billing", c.copy(CoachCopy.paywall.calendarLegendBilling)))
        }
        return c.list(Element.calendarLegend, parts)
    }

    static func timelineDates(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        var parts = [c.part("today", c.copy(CoachCopy.paywall.timelineToday))]
        if state.trialPending {
            parts.append(c.hiddenPart("reminder", storeKitPending(c, state)))
        } else if let trialDays = state.trialDays {
            // trial_days is positive here, so one day less cannot overflow.
            if let reminder = CheckedArithmetic.date(c.today, addingDays: trialDays - 1) {
                parts.append(
                    c.part("reminder", c.copy(CoachCopy.paywall.timelineReminder(date: shortDate(c, reminder))))
                        .looking(.daysFromToday(trialDays - 1)))
            } else {
                parts.append(
                    c.hiddenPart(
                        "reminder",
                        .unrepresentable(field: trialDaysField(of: state.product), value: String(trialDays))))
            }
        } else {
            parts.append(c.hiddenPart("reminder", noTrial(c, state)))
        }
        let billing = billingRow(c, state, label: "billing")
        parts.append(state.trialPending ? billing : billing.looking(.daysFromToday(state.trialDays ?? 0)))
        // "plan day 14" is the plan's own date: with no such day in plan_preview there is no
        // plan to date, and the row has no fallback, so the line hides.
        if let day14 = paywall.planPreview?.days.first(where: { $0.day == ProductRules.planDays })?.date {
            parts.append(
                c.part("plan day 14", c.copy(CoachCopy.paywall.timelinePlanDay14(date: shortDate(c, day14)))))
        } else {
            parts.append(
                c.hiddenPart(
                    "plan day 14",
                    .lacks(field: JSONPath(.paywall, "plan_preview"), item: "day \(ProductRules.planDays)"))
            )
        }
        return c.list(Element.timelineDates, parts)
    }

    /// The timeline's billing row: shared by `timeline dates` (as a part) and `billing price`.
    static func billingRow(_ c: RenderContext, _ state: State, label: String) -> RenderedElement {
        // Each period's line: the product picked decides which one shows.
        c.mayShow(CoachCopy.paywall.Keys.timelineBillingYear, CoachCopy.paywall.Keys.timelineBillingMonth)
        guard state.trialDays != nil else {
            return c.hiddenPart(label, .replaced(noTrial(c, state), by: .ctaCaption))
        }
        guard let store = state.store else { return c.part(label, c.copy(CoachCopy.paywall.timelineBillingLoading)) }
        guard let billingDate = state.billingDate else {
            return c.hiddenPart(
                label, state.billingDateUnshown ?? .null(field: JSONPath(.paywall, "products", .item, "trial_days")))
        }
        guard let period = periodKey(store.subscriptionPeriod) else {
            return c.hiddenPart(label, noPeriodKey(store, in: "paywall.timeline.billing"))
        }
        return c.part(
            label,
            c.copy(
                "paywall.timeline.billing.\(period)",
                [
                    "date": .string(shortDate(c, billingDate)), "price": .string(store.displayPrice),
                ]))
    }

    static func billingPrice(_ c: RenderContext, _ state: State) -> RenderedElement {
        let row = billingRow(c, state, label: Element.billingPrice.label)
        let fallback: Fallback? =
            state.trialDays != nil && state.store == nil
            ? .because(storeKitPending(c, state), .key(CoachCopy.paywall.Keys.timelineBillingLoading)) : nil
        return c.row(
            Element.billingPrice, row.content, language: row.language, fallback: fallback, key: row.key,
            arguments: row.arguments)
    }

    static func productCards(_ c: RenderContext, _ paywall: Paywall, _ state: State) -> RenderedElement {
        guard !paywall.products.isEmpty else {
            return c.hidden(Element.productCards, .empty(field: JSONPath(.paywall, "products")))
        }
        guard state.phase != .loadingProducts, let storekit = c.inputs.storekit else {
            return c.message(
                Element.productCards, CoachCopy.common.loading,
                fallback: .because(storeKitPending(c, state), .described(.skeletonCardsCTADisabled)),
                look: [.skeletonCards(count: paywall.products.count)])
        }
        let cards = paywall.products.map { product -> RenderedElement in
            let selected = product.id == state.product?.id
            let label = product.id
            guard let store = storekit.first(where: { $0.id == product.id }) else {
                return c.hiddenPart(label, .lacks(field: JSONPath(.storekit), item: product.id))
            }
            let price = priceWithPeriod(c, store)
            var parts = [c.part("price", price.text).labeled(price.spoken == price.text ? nil : price.spoken)]
            if let perMonth = perMonth(store, locale: c.locale) {
                parts.append(c.part("per month", c.copy(CoachCopy.paywall.productPerMonth(price: perMonth))))
            }
            if let days = trialDays(product, store: store) {
                parts.append(c.part("trial", c.copy(CoachCopy.paywall.productTrial(days: days))))
            }
            parts.append(c.servedPart("badge", product.badge, field: JSONPath(.paywall, "products", .item, "badge")))
            let title = c.copy(enumKey: "paywall.product", product.kind)
            return RenderedElement(label: label, content: title.content, language: title.language, parts: parts)
                .selecting(selected)
        }
        return c.list(Element.productCards, cards)
    }

    static func ctaAndCaption(_ c: RenderContext, _ state: State) -> RenderedElement {
        c.mayShow(CoachCopy.paywall.Keys.ctaSubscribe, CoachCopy.paywall.Keys.statePurchasing)
        switch state.phase {
        case .loadingProducts:
            return c.message(
                Element.ctaCaption, CoachCopy.paywall.stateLoading,
                fallback: .because(storeKitPending(c, state), .described(.ctaDisabled)),
                parts: [c.hiddenPart("caption", storeKitPending(c, state))], look: [.style(.disabled)])
        case .purchasing:
            return c.message(
                Element.ctaCaption, CoachCopy.paywall.statePurchasing,
                parts: [c.hiddenPart("caption", .value(field: JSONPath(.local, "paywall", "phase"), is: "purchasing"))],
                look: [.style(.disabled), .style(.spinner)])
        case .restored:
            return c.message(
                Element.ctaCaption, CoachCopy.paywall.stateRestored,
                parts: [
                    c.hiddenPart(
                        "caption",
                        .replaced(
                            .value(field: JSONPath(.local, "paywall", "phase"), is: "restored"), by: .homeFollows))
                ])
        case .ready, .failed:
            guard let product = state.product, let store = state.store else {
                return c.message(
                    Element.ctaCaption, CoachCopy.paywall.stateLoading,
                    fallback: .because(.empty(field: JSONPath(.paywall, "products")), .described(.ctaDisabled)))
            }
            var parts: [RenderedElement] = []
            if state.phase == .failed { parts.append(c.part("message", c.copy(CoachCopy.paywall.stateFailed))) }
            let price = priceWithPeriod(c, store)
            let cta: RenderContext.Copy
            if let days = state.trialDays {
                cta = c.copy(CoachCopy.paywall.ctaTrial(days: days))
                if let billingDate = state.billingDate {
                    parts.append(
                        c.part(
                            "caption",
                            c.copy(
                                CoachCopy.paywall.captionTrial(date: shortDate(c, billingDate), price: price.text),
                                spoken: ["price": .string(price.spoken)])))
                } else {
                    parts.append(
                        c.hiddenPart(
                            "caption",
                            state.billingDateUnshown
                                ?? .null(field: JSONPath(.paywall, "products", .item, "trial_days"))))
                }
            } else {
                cta = c.copy(state.expired ? CoachCopy.paywall.expiredCta : CoachCopy.paywall.ctaSubscribe)
                if let days = product.trialDays, days > 0 {
                    parts.append(c.part("not eligible", c.copy(CoachCopy.paywall.captionNotEligible)))
                }
                parts.append(
                    c.part(
                        "caption",
                        c.copy(
                            CoachCopy.paywall.captionSubscribe(price: price.text),
                            spoken: ["price": .string(price.spoken)])))
            }
            return c.element(Element.ctaCaption, cta, parts: parts)
        }
    }

    static func expiredStats(_ c: RenderContext, _ state: State) -> RenderedElement {
        guard state.expired, let me = c.inputs.me else {
            return c.hidden(
                Element.expiredStats, notExpired(c), sources: Element.expiredStats.sources + [entitlementStatus])
        }
        let abilityLabel = c.part("label", c.copy(CoachCopy.paywall.expiredStatAbility))
        let ability = me.stats.ability.map { c.number($0) } ?? "—"
        var parts = [
            c.part(
                "sessions", c.copy(CoachCopy.paywall.expiredStatSessions(count: me.stats.completedSessions))),
            RenderedElement(
                label: "ability", content: .text(ability), language: c.locale,
                fallback: me.stats.ability == nil
                    ? .because(.null(field: JSONPath(.me, "stats", "ability")), .value("—")) : nil,
                parts: [abilityLabel]
            ).labeled(me.stats.ability == nil ? c.copy(CoachCopy.a11y.noScore).text : nil),
        ]
        if let focus = me.focus,
            let skill = c.skillName(focus.title, field: JSONPath(.me, "focus", "title"), focus.microSkillID)
        {
            let label = c.part("label", c.copy(CoachCopy.paywall.expiredStatFocus))
            parts.append(
                c.text("focus", [], skill.text, fallback: skill.fallback, parts: [label], showing: skill.served))
        } else {
            parts.append(
                c.hiddenPart(
                    "focus",
                    me.focus.map { c.absent(JSONPath(.me, "focus", "title"), $0.title) }
                        ?? .null(field: JSONPath(.me, "focus"))))
        }
        return c.list(Element.expiredStats, parts)
    }

    static func expiredEndDate(_ c: RenderContext, _ state: State) -> RenderedElement {
        c.mayShow(CoachCopy.paywall.Keys.expiredTrialEnded)
        guard state.expired, let entitlement = c.inputs.me?.entitlement else {
            return c.hidden(
                Element.expiredTrialEndDate, notExpired(c),
                sources: Element.expiredTrialEndDate.sources + [entitlementStatus])
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
                Element.expiredTrialEndDate, CoachCopy.paywall.expiredSubscriptionEnded(date: date(expires)),
                sources: [.field(.me, "entitlement", "expires_at")])
        }
        if let trialEnd = entitlement.trialEndsAt ?? entitlement.expiresAt {
            return c.message(
                Element.expiredTrialEndDate, CoachCopy.paywall.expiredTrialEnded(date: date(trialEnd)))
        }
        return c.hidden(
            Element.expiredTrialEndDate,
            .all([
                .null(field: JSONPath(.me, "entitlement", "expires_at")),
                .null(field: JSONPath(.me, "entitlement", "trial_ends_at")),
            ]),
            fallback: .omit(.date))
    }

    static func legal(_ c: RenderContext, _ paywall: Paywall) -> RenderedElement {
        func link(_ name: String, _ url: String, _ configURL: String?) -> RenderedElement {
            let target = !url.isEmpty ? url : configURL.flatMap { $0.isEmpty ? nil : $0 }
            return c.part(name, c.copy("legal.\(name)")).linking(to: target)
        }
        let config = c.inputs.config?.legal
        let parts = [
            link("terms", paywall.legal.termsURL, config?.termsURL),
            link("privacy", paywall.legal.privacyURL, config?.privacyURL),
            c.part("restore", c.copy(CoachCopy.legal.restore)),
        ]
        let fallback: Fallback? =
            paywall.legal.termsURL.isEmpty || paywall.legal.privacyURL.isEmpty
            ? .because(
                .combined(
                    [("terms_url", paywall.legal.termsURL), ("privacy_url", paywall.legal.privacyURL)].compactMap {
                        $0.1.isEmpty ? .empty(field: JSONPath(.paywall, "legal", .member($0.0))) : nil
                    }), .described(.bundledURLs)) : nil
        return c.list(Element.legal, parts, fallback: fallback)
    }

    /// Every row hidden, with the reason: GET /v1/paywall failed and nothing was cached.
    static func unavailable(_ c: RenderContext) -> [RenderedElement] {
        let reason = c.unavailableReason(request: .getPaywall, response: .paywall)
        return c.unavailable(Element.self, sources: [.field(.paywall)], reason: reason, except: [.error]) { row in
            row == .error ? c.inputs.error.map { c.errorElement($0.error) } : nil
        }
    }
}
