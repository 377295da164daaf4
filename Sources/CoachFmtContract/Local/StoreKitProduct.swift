/// A StoreKit 2 `Product` as the app sees it, decoded from `storekit.json` (an array).
///
/// Never from the API: prices, periods and trial eligibility come from the App Store
/// for the learner's storefront. Keys are StoreKit's property names (camelCase).
public struct StoreKitProduct: Sendable, Hashable, Codable {
    /// A subscription or offer period, e.g. one year.
    public struct Period: Sendable, Hashable, Codable {
        /// The unit of a period.
        public enum Unit: String, Sendable, Hashable, CaseIterable {
            /// A day, a week, a month or a year.
            case day, week, month, year
        }

        /// The period's unit.
        public let unit: Open<Unit>
        /// How many units, e.g. 1 (year) or 7 (days).
        public let value: Int

        // Generated init: Creates a subscription or offer period from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The introductory offer (the free trial).
    public struct IntroductoryOffer: Sendable, Hashable, Codable {
        /// How the offer is paid; a free trial is `freeTrial`.
        public enum PaymentMode: String, Sendable, Hashable, CaseIterable {
            /// Free for the period; a reduced price each period; one reduced payment up front.
            case freeTrial, payAsYouGo, payUpFront
        }

        /// How the offer is paid; `freeTrial` is the trial the CTA offers.
        public let paymentMode: Open<PaymentMode>
        /// How long the offer lasts, e.g. 7 days.
        public let period: Period

        // Generated init: Creates an introductory offer from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Matches `paywall.products[].id`.
    public let id: String
    /// Localized by the storefront, e.g. "$59.99" / "¥388.00".
    public let displayPrice: String
    /// The exact price, e.g. `"388.00"`; per month = price / 12.
    public let price: DecimalAmount
    /// ISO 4217, e.g. `USD`, `CNY`.
    public let currencyCode: String
    /// How often the subscription bills: `paywall.timeline.billing.*`.
    public let subscriptionPeriod: Period
    /// The introductory offer, usually the free trial; nil when the product has none.
    public let introductoryOffer: IntroductoryOffer?
    /// False after a trial was used: the CTA says subscribe, not start trial.
    public let isEligibleForIntroOffer: Bool

    // Generated init: Creates a product from the fields of StoreKit's `Product`; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
