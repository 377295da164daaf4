/// JSON for a message's arguments in `render --format json`: a string as a string, a number
/// as a number, a date as `{"date": <ms since 1970>}`, a long numeral as `{"decimal": "…"}`, so a
/// front end can tell them apart.
extension MessageValue: Codable {
    private enum DateKey: String, CodingKey { case date }
    private enum DecimalKey: String, CodingKey { case decimal }

    /// A string or a number as itself, a date as `{"date": ms}`, a long numeral as `{"decimal": text}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .date(let milliseconds):
            var container = encoder.container(keyedBy: DateKey.self)
            try container.encode(milliseconds, forKey: .date)
        case .decimal(let numeral):
            // A JSON number would pass through a double on the way back; the numeral is kept.
            var container = encoder.container(keyedBy: DecimalKey.self)
            try container.encode(numeral, forKey: .decimal)
        }
    }

    /// Reads what `encode(to:)` writes; an integral number is an integer.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: DateKey.self), keyed.contains(.date) {
            self = .date(try keyed.decode(Double.self, forKey: .date))
            return
        }
        if let keyed = try? decoder.container(keyedBy: DecimalKey.self), keyed.contains(.decimal) {
            self = .decimal(try keyed.decode(String.self, forKey: .decimal))
            return
        }
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}
