/// A catalog key with its arguments, ready to format in any locale.
public struct CatalogMessage: Sendable, Equatable {
    /// The catalog key.
    public let key: String
    /// The message's arguments by name.
    public let arguments: [String: MessageValue]

    /// A message to format: a key and its arguments.
    public init(_ key: String, _ arguments: [String: MessageValue] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// `processing.eta`: "About 15 s left" / "还需约 15 秒"; nil when hidden (null or ≤ 0).
    public static func eta(milliseconds: Int?) -> CatalogMessage? {
        guard let seconds = TimeRounding.etaSeconds(milliseconds: milliseconds) else { return nil }
        return CatalogMessage("processing.eta", ["seconds": .integer(seconds)])
    }

    /// `common.read_*`: "2.5 min read" / "阅读约 2.5 分钟"; nil when hidden.
    public static func readTime(seconds: Int?) -> CatalogMessage? {
        guard let rounded = TimeRounding.readSeconds(seconds) else { return nil }
        if rounded < 60 { return CatalogMessage("common.read_seconds", ["seconds": .integer(rounded)]) }
        let minutes: MessageValue = rounded % 60 == 0 ? .integer(rounded / 60) : .double(Double(rounded) / 60)
        return CatalogMessage("common.read_minutes", ["minutes": minutes])
    }

    /// `secs_delta`: "41 s shorter" / "短了 41 秒" for a duration change in milliseconds
    /// (negative is shorter), rounded to whole seconds.
    public static func secondsDelta(milliseconds: Int) -> CatalogMessage {
        let seconds = Int((Double(milliseconds.magnitude) / 1000).rounded(.toNearestOrAwayFromZero))
        let direction = seconds == 0 ? "same" : milliseconds < 0 ? "shorter" : "longer"
        return CatalogMessage("secs_delta", ["seconds": .integer(seconds), "direction": .string(direction)])
    }
}

extension Catalog {
    /// Formats `message` from this catalog in `locale`, falling back to en when the locale lacks the key.
    public func format(_ message: CatalogMessage, locale: LanguageTag) throws(CatalogError) -> String {
        try format(message.key, locale: locale, message.arguments)
    }

    /// Whether the source locale has `key` (screens use this for keys built from server enums).
    public func has(_ key: String) -> Bool { pattern(key, in: Catalog.sourceLocale) != nil }
}
