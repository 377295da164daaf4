/// Arithmetic on numbers that come from a response or from local state, none of which can trap.
///
/// A server or device may send any Int64, and Swift traps on overflow, on `abs(Int.min)` and on
/// a conversion that does not fit. Every screen and formatter computes on such a number through
/// these helpers: each is exact over the whole Int64 range, and answers nil where the true result
/// does not fit, so the caller degrades its element instead of showing another number. As Swift's
/// `Duration` keeps its attoseconds in 128 bits, sums and differences of two inputs are taken in
/// `Int128`, where they cannot overflow, and narrowed back only when they fit.
package enum CheckedArithmetic {
    /// `a + b`, nil when the sum is outside Int's range.
    package static func sum(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : result
    }

    /// `a - b`, nil when the difference is outside Int's range.
    package static func difference(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : result
    }

    /// `a * b`, nil when the product is outside Int's range.
    package static func product(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : result
    }

    /// The value as an Int32, nil when it does not fit (ICU's measure and field APIs take Int32).
    package static func int32(_ value: Int) -> Int32? { Int32(exactly: value) }

    /// `|value|` as an Int, nil for Int.min, whose magnitude 2^63 no Int holds.
    package static func magnitude(_ value: Int) -> Int? { Int(exactly: value.magnitude) }

    /// `|value|` in full: 9223372036854775808 for Int.min, as a decimal ICU formats exactly.
    package static func magnitudeDecimal(_ value: Int) -> String { String(value.magnitude) }

    /// A Double's value as an Int when it is a whole number in Int's range, else nil
    /// (`Int(_:)` of a Double traps on NaN, infinities and anything past ±2^63).
    package static func int(exactly value: Double) -> Int? { Int(exactly: value) }

    /// `(a - b) / 1000` rounded up to whole seconds, exact for any two Ints (the difference is
    /// taken in 128 bits, and its seconds always fit an Int).
    package static func secondsRoundedUp(from a: Int, minus b: Int) -> Int {
        let difference = Int128(a) - Int128(b)
        let (quotient, remainder) = difference.quotientAndRemainder(dividingBy: 1000)
        return Int(quotient + (remainder > 0 ? 1 : 0))
    }

    /// `value / step`, rounded to the nearest whole step, halves away from zero; exact in
    /// integers for every Int (a Double holds only 53 bits).
    package static func stepsRoundedToNearest(_ value: Int, step: Int) -> Int {
        precondition(step > 0, "a rounding step is positive")
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: step)
        // |remainder| < step, so twice it fits Int for every step that does.
        let twice = Int128(remainder.magnitude) * 2
        guard twice >= Int128(step) else { return quotient }
        return value < 0 ? quotient - 1 : quotient + 1
    }

    /// `steps * step`, nil when it does not fit Int.
    package static func multiple(_ steps: Int, of step: Int) -> Int? { product(steps, step) }

    /// The day `days` after `date`, nil when that day is outside the years 1…9999 a date
    /// shows (the sum is taken in 128 bits, so no count of days overflows).
    package static func date(_ date: CalendarDate, addingDays days: Int) -> CalendarDate? {
        let target = Int128(date.daysSinceEpoch) + Int128(days)
        guard target >= Int128(CalendarDate.firstDaySinceEpoch), target <= Int128(CalendarDate.lastDaySinceEpoch)
        else { return nil }
        return CalendarDate(daysSinceEpoch: Int(target))
    }

    /// `a` lies strictly after `b` by more than `limit` (`a - b > limit`), exact for any Ints.
    package static func exceeds(_ a: Int, minus b: Int, limit: Int) -> Bool {
        Int128(a) - Int128(b) > Int128(limit)
    }

    /// `a - b` where it fits Int; where it does not, the difference's sign saturates it, which
    /// suits a comparison or a sign (never a number shown).
    package static func saturatingDifference(_ a: Int, _ b: Int) -> Int {
        difference(a, b) ?? (a > b ? .max : .min)
    }
}

extension CalendarDate {
    /// Days since 1970-01-01 of 0001-01-01, the first day a date holds.
    package static let firstDaySinceEpoch = -719_162
    /// Days since 1970-01-01 of 9999-12-31, the last day a date holds.
    package static let lastDaySinceEpoch = 2_932_896
}
