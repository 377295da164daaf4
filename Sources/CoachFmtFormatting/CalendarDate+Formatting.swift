import CoachFmtContract

/// Throwing parsers and the millisecond forms the formatters use.
extension CalendarDate {
    /// Parses exactly `YYYY-MM-DD`, naming the value when it is not a real day.
    package init(parsing text: String) throws(FormatError) {
        guard let date = CalendarDate(text) else { throw .invalidDate(text) }
        self = date
    }

    /// Midnight UTC of this day, which formats as this day in the UTC zone.
    package var utcMidnightMilliseconds: Double { Double(daysSinceEpoch) * 86_400_000 }
}

extension Timestamp {
    /// Parses an ISO-8601 timestamp with a zone, naming the value when it is malformed.
    package init(parsing text: String) throws(FormatError) {
        guard let timestamp = Timestamp(text) else { throw .invalidDate(text) }
        self = timestamp
    }

    /// Midnight UTC of the date, as ICU takes dates.
    package var millisecondsSinceEpoch: Double { Double(epochMilliseconds) }
}
