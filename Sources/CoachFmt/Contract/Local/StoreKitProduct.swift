/// A StoreKit 2 `Product` as the app sees it, decoded from `storekit.json` (an array).
///
/// Never from the API: prices, periods and trial eligibility come from the App Store
/// for the learner's storefront. Keys are StoreKit's property names (camelCase).
public struct StoreKitProduct: Sendable, Hashable, Codable {
    /// A subscription or offer period, e.g. one year.
    public struct Period: Sendable, Hashable, Codable {
        /// The unit of a period.
        public enum Unit: String, Sendable, Hashable, CaseIterable {
            case day, week, month, year
        }

        public let unit: Open<Unit>
        public let value: Int

        enum CodingKeys: String, CodingKey {
            case unit, value
        }
    }

    /// The introductory offer (the free trial).
    public struct IntroductoryOffer: Sendable, Hashable, Codable {
        /// How the offer is paid; a free trial is `freeTrial`.
        public enum PaymentMode: String, Sendable, Hashable, CaseIterable {
            case freeTrial, payAsYouGo, payUpFront
        }

        public let paymentMode: Open<PaymentMode>
        public let period: Period

        enum CodingKeys: String, CodingKey {
            case paymentMode, period
        }
    }

    /// Matches `paywall.products[].id`.
    public let id: String
    /// Localized by the storefront, e.g. "$59.99" / "¥388.00".
    public let displayPrice: String
    /// The exact price, e.g. `"388.00"`; per month = price / 12.
    public let price: DecimalAmount
    /// ISO 4217, e.g. `USD`, `CNY`.
    public let currencyCode: String
    public let subscriptionPeriod: Period
    public let introductoryOffer: IntroductoryOffer?
    /// False after a trial was used: the CTA says subscribe, not start trial.
    public let isEligibleForIntroOffer: Bool

    enum CodingKeys: String, CodingKey {
        case id, displayPrice, price, currencyCode, subscriptionPeriod, introductoryOffer, isEligibleForIntroOffer
    }
}
