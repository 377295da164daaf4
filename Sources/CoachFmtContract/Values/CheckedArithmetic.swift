/// Arithmetic on numbers that come from a response or from local state, none of which can trap.
///
/// A server or device may send any Int64, and Swift traps on overflow, on `abs(Int.min)` and on
/// a conversion that does not fit. Every screen and formatter computes on such a number through
/// these helpers: each is exact over the whole Int64 range, and answers nil where the true result
/// does not fit, so the caller degrades its element instead of showing another number. Nothing
/// here uses `Int128`: it needs iOS 18 and macOS 15, past the package's minimums, so a difference
/// that may not fit is taken in parts that do.
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

    /// `(a - b) / 1000` rounded up to whole seconds, exact for any two Ints (its seconds always
    /// fit an Int, though the difference may not).
    package static func secondsRoundedUp(from a: Int, minus b: Int) -> Int {
        // a - b = (qa - qb) * 1000 + (ra - rb), and both terms fit: |qa|, |qb| ≤ Int.max / 1000.
        let (qa, ra) = a.quotientAndRemainder(dividingBy: 1000)
        let (qb, rb) = b.quotientAndRemainder(dividingBy: 1000)
        let rest = ra - rb  // in (-2000, 2000)
        // Division truncates toward zero, which rounds a negative rest up already.
        return qa - qb + (rest > 0 ? (rest + 999) / 1000 : rest / 1000)
    }

    /// `value / step`, rounded to the nearest whole step, halves away from zero; exact in
    /// integers for every Int (a Double holds only 53 bits).
    package static func stepsRoundedToNearest(_ value: Int, step: Int) -> Int {
        precondition(step > 0, "a rounding step is positive")
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: step)
        // |remainder| < step, so twice it fits Int for every step that does.
        // |remainder| < step ≤ Int.max, so twice it fits UInt.
        let twice = remainder.magnitude * 2
        guard twice >= step.magnitude else { return quotient }
        return value < 0 ? quotient - 1 : quotient + 1
    }

    /// `steps * step`, nil when it does not fit Int.
    package static func multiple(_ steps: Int, of step: Int) -> Int? { product(steps, step) }

    /// The day `days` after `date`, nil when that day is outside the years 1…9999 a date
    /// shows (the sum is taken in 128 bits, so no count of days overflows).
    package static func date(_ date: CalendarDate, addingDays days: Int) -> CalendarDate? {
        // A sum that overflows is far outside the years a date holds.
        guard let target = sum(date.daysSinceEpoch, days),
            target >= CalendarDate.firstDaySinceEpoch, target <= CalendarDate.lastDaySinceEpoch
        else { return nil }
        return CalendarDate(daysSinceEpoch: target)
    }

    /// `a` lies strictly after `b` by more than `limit` (`a - b > limit`), exact for any Ints.
    package static func exceeds(_ a: Int, minus b: Int, limit: Int) -> Bool {
        // A difference that overflows is past every Int limit, in the direction of its sign.
        guard let difference = difference(a, b) else { return a > b }
        return difference > limit
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
