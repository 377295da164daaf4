extension PaywallScreen {
    /// The rows of data-binding.md § Paywall, as a typed handle: `screen[PaywallScreen.Element.score]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `score`
        case score = "score"
        /// `band label`
        case bandLabel = "band label"
        /// `weakest`
        case weakest = "weakest"
        /// `title skill`
        case titleSkill = "title skill"
        /// `expired · title`
        case expiredTitle = "expired · title"
        /// `K slider`
        case kSlider = "K slider"
        /// `projection`
        case projection = "projection"
        /// `pilot label`
        case pilotLabel = "pilot label"
        /// `calendar days`
        case calendarDays = "calendar days"
        /// `calendar legend`
        case calendarLegend = "calendar legend"
        /// `timeline dates`
        case timelineDates = "timeline dates"
        /// `billing price`
        case billingPrice = "billing price"
        /// `product cards`
        case productCards = "product cards"
        /// `CTA + caption`
        case ctaCaption = "CTA + caption"
        /// `expired · stats`
        case expiredStats = "expired · stats"
        /// `expired · trial end date`
        case expiredTrialEndDate = "expired · trial end date"
        /// `legal`
        case legal = "legal"
        /// `offline banner`
        case offlineBanner = "offline banner"

        /// data-binding.md § Paywall.
        public static var section: ScreenSection { .paywall }
    }
}

extension PaywallScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .score: ["paywall.diagnostic.overall"]
        case .bandLabel: ["paywall.diagnostic.band", "paywall.diagnostic.band_label"]
        case .weakest: ["paywall.diagnostic.weakest_label"]
        case .titleSkill: ["paywall.diagnostic.one_action_title"]
        case .expiredTitle: ["me.entitlement.status"]
        case .kSlider: ["local:paywall.selectedWeeklyDays", "paywall.default_weekly_days"]
        case .projection:
            [
                "paywall.benchmarks[].weekly_days", "paywall.benchmarks[].baseline_bucket", "paywall.baseline.overall",
                "paywall.benchmarks[].day14_avg_overall", "paywall.benchmarks[].sample_n",
                "paywall.benchmarks[].weakest_dim_avg_delta",
            ]
        case .pilotLabel: ["paywall.benchmark_source", "paywall.benchmark_label"]
        case .calendarDays:
            [
                "paywall.plan_preview.days[].day", "paywall.plan_preview.days[].date",
                "local:paywall.selectedWeeklyDays", "paywall.products[].trial_days", "storekit[id].introductoryOffer",
            ]
        case .calendarLegend: ["paywall.plan_preview.days[]"]
        case .timelineDates:
            [
                "derived: today", "paywall.products[].trial_days", "storekit[id].introductoryOffer",
                "paywall.plan_preview.days[day = 14].date",
            ]
        case .billingPrice:
            ["storekit[id].displayPrice", "storekit[id].subscriptionPeriod", "storekit[id].introductoryOffer"]
        case .productCards:
            [
                "paywall.products[].kind", "paywall.products[].trial_days", "paywall.products[].is_default",
                "paywall.products[].badge", "storekit[id].displayPrice", "storekit[id].price",
                "storekit[id].introductoryOffer", "storekit[id].isEligibleForIntroOffer",
            ]
        case .ctaCaption:
            [
                "derived: selected product", "storekit[id].isEligibleForIntroOffer", "storekit[id].introductoryOffer",
                "derived: billing date", "local:paywall.phase",
            ]
        case .expiredStats: ["me.stats.completed_sessions", "me.stats.ability", "me.focus.title"]
        case .expiredTrialEndDate: ["me.entitlement.expires_at", "me.entitlement.trial_ends_at"]
        case .legal: ["paywall.legal.terms_url", "paywall.legal.privacy_url"]
        case .offlineBanner: ["device network", "local:cache.paywall.fetchedAt"]
        }
    }
}
