/// What the growth rows derive from the inputs before any of them renders: the selected range.
extension GrowthScreen {
    /// The selected range: the one the response is for, or 8w when the server sent a range
    /// this client does not offer.
    static func selectedRange(_ range: Open<Growth.Range>) -> (range: Growth.Range, fellBack: Bool) {
        if let known = range.known { return (known, false) }
        return (Growth.Range(rawValue: ProductRules.defaultGrowthRange) ?? .eightWeeks, true)
    }

    /// Why a week has no point: fewer sessions than `min_sessions_per_point`.
    static func fewSessions(_ sessions: Int, _ growth: Growth) -> HiddenReason {
        .below(
            field: JSONPath(.growth, "series", .item, "sample_n"), value: String(sessions),
            minimum: "min_sessions_per_point \(growth.minSessionsPerPoint)")
    }
}
