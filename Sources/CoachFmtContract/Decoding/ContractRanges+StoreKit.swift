// StoreKit is not in openapi.yaml: its bounds are StoreKit's own. A period counts its units
// (`Product.SubscriptionPeriod.value`), so it is at least 1; a period of 0 or less would bill
// nothing the paywall can name.

extension StoreKitProduct {
    /// The bounds of the numbers of `storekit.json`, by JSON path below `storekit`.
    static let contractRanges = ContractRanges([
        "[].subscriptionPeriod.value": NumericRange(minimum: 1),
        "[].introductoryOffer.period.value": NumericRange(minimum: 1),
    ])
}

extension Array: RangeCheckedModel where Element == StoreKitProduct {
    static var contractRanges: ContractRanges { StoreKitProduct.contractRanges }
}
