// Small helpers for the benchmark's own files, which do without Foundation.
import CICUBench
import ProcessTiming

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

/// Fails when the shim's timer, switched on, has counted no call: the binary was linked without
/// `--wrap` for the shim's entry points (Package.swift), and ICU's share would read as zero.
func requireShimTimer() throws {
    guard cf_bench_shim_calls() > 0 else {
        throw ChildProcess.Failure(
            description: "the ICU shim's calls did not reach the bench's timer: link with --wrap for each entry point")
    }
}
