/// Formats that combine a product rule with a catalog message.
extension Catalog {
    /// `processing.eta`: "About 15 s left" / "约 15 秒后完成"; nil when hidden (null or ≤ 0).
    public func eta(milliseconds: Int?, locale: LanguageTag) throws(CatalogError) -> String? {
        guard let seconds = TimeRounding.etaSeconds(milliseconds: milliseconds) else { return nil }
        return try format("processing.eta", locale: locale, ["seconds": .integer(seconds)])
    }

    /// `common.read_*`: "2.5 min read" / "阅读约 2.5 分钟"; nil when hidden.
    public func readTime(seconds: Int?, locale: LanguageTag) throws(CatalogError) -> String? {
        guard let rounded = TimeRounding.readSeconds(seconds) else { return nil }
        if rounded < 60 { return try format("common.read_seconds", locale: locale, ["seconds": .integer(rounded)]) }
        let minutes: MessageValue = rounded % 60 == 0 ? .integer(rounded / 60) : .double(Double(rounded) / 60)
        return try format("common.read_minutes", locale: locale, ["minutes": minutes])
    }

    /// `secs_delta`: "41 s shorter" / "短了 41 秒" for a duration change in milliseconds
    /// (negative is shorter), rounded to whole seconds.
    public func secondsDelta(milliseconds: Int, locale: LanguageTag) throws(CatalogError) -> String {
        let seconds = Int((Double(abs(milliseconds)) / 1000).rounded(.toNearestOrAwayFromZero))
        let direction = seconds == 0 ? "same" : milliseconds < 0 ? "shorter" : "longer"
        return try format("secs_delta", locale: locale, ["seconds": .integer(seconds), "direction": .string(direction)])
    }
}
