/// A server enumeration that survives values newer than this client.
///
/// A raw value the client knows decodes as `.known`; any other string decodes as
/// `.unknown` and keeps the exact text, because screens show the server-sent
/// string rather than failing (data-binding.md, CCR-10: "Unknown types render
/// with the server-sent `type` string"). Equality and hashing use the raw value,
/// so `.unknown("daily")` equals `.known(.daily)`.
///
///     let type: Open<Settlement.XPType> = .init(rawValue: "streak_bonus")
///     type.known      // nil
///     type.rawValue   // "streak_bonus"
///     type == .round1 // false
public enum Open<Known: RawRepresentable & Sendable & Hashable>: Sendable, Hashable, CustomStringConvertible
where Known.RawValue == String {
    /// A value this client has a case for.
    case known(Known)
    /// A value this client does not know yet, kept verbatim.
    case unknown(String)

    /// Wraps `rawValue` as `.known` when the client has a case for it.
    public init(rawValue: String) {
        self = Known(rawValue: rawValue).map(Open.known) ?? .unknown(rawValue)
    }

    /// Wraps a known case.
    public init(_ known: Known) {
        self = .known(known)
    }

    /// The string on the wire.
    public var rawValue: String {
        switch self {
        case .known(let known): known.rawValue
        case .unknown(let raw): raw
        }
    }

    /// The known case, or nil for a value this client does not know.
    public var known: Known? {
        if case .known(let known) = self { return known }
        return nil
    }

    /// The string on the wire.
    public var description: String { rawValue }

    /// Compares raw values, so `.unknown("daily")` equals `.known(.daily)`.
    public static func == (lhs: Open, rhs: Open) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the raw value, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Lets callers write `quest.status == .completed`.
    public static func == (lhs: Open, rhs: Known) -> Bool { lhs.known == rhs }

    /// Lets callers write `quest.status != .completed`.
    public static func != (lhs: Open, rhs: Known) -> Bool { lhs.known != rhs }
}

extension Open: Codable {
    /// Decodes any string; a value this client does not know becomes `.unknown`, never an error.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the raw value, known or not.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
