extension PaywallScreen {
    /// The rows of data-binding.md § Paywall, as a typed handle: `screen[PaywallScreen.Element.score]`.
    /// The raw value is the row's label as the resolver writes it; `id` derives from it.
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
