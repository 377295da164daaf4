// Small helpers for the benchmark's own files, which do without Foundation.

extension Array where Element: Comparable {
    /// The middle element of the sorted samples (the upper one of an even count).
    var median: Element { sorted()[count / 2] }
}

/// `value` with `digits` digits after the point, without Foundation's `String(format:)`.
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "—" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let (whole, fraction) = scaled.quotientAndRemainder(dividingBy: scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let digitsText = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
}
