/// Throwing parsers and the millisecond forms the formatters use.
extension CalendarDate {
    /// Parses exactly `YYYY-MM-DD`, naming the value when it is not a real day.
    public init(parsing text: String) throws(FormatError) {
        guard let date = CalendarDate(text) else { throw .invalidDate(text) }
        self = date
    }

    /// Midnight UTC of this day, which formats as this day in the UTC zone.
    public var utcMidnightMilliseconds: Double { Double(daysSinceEpoch) * 86_400_000 }
}

extension Timestamp {
    /// Parses an ISO-8601 timestamp with a zone, naming the value when it is malformed.
    public init(parsing text: String) throws(FormatError) {
        guard let timestamp = Timestamp(text) else { throw .invalidDate(text) }
        self = timestamp
    }

    /// Midnight UTC of the date, as ICU takes dates.
    public var millisecondsSinceEpoch: Double { Double(epochMilliseconds) }
}
