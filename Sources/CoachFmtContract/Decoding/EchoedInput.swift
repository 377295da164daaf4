/// The one way input reaches a terminal: each quoted input through ``bounded(_:)``, each printed
/// line through ``line(_:)``. Controls and bidi controls become marks (``VisibleText``), so that
/// no input can drive a terminal or reorder a line, and lengths are bounded, so that no input can
/// flood one.
///
///     EchoedInput.bounded(String(repeating: "a", count: 4_000_000))
///     // "aaaa…aaaa… (4000000 bytes)", 120 bytes in all
///     EchoedInput.bounded("a\u{1B}[31mb") // "a⟨ESC⟩[31mb"
package enum EchoedInput {
    /// The most a quoted input takes on a line, in UTF-8 bytes, marks and cut suffix included.
    package static let maximumBytes = 120

    /// The longest line the command prints, in UTF-8 bytes, cut suffix included.
    package static let maximumLineBytes = 2048

    /// `text` as a line quotes it: every invisible character as its mark (`⟨ESC⟩`, `⟨RLO⟩`,
    /// `⟨NBSP⟩`), and when that is longer than ``maximumBytes``, its first marks and characters
    /// that fit with an ellipsis and the input's length: `aaaa… (4000000 bytes)`.
    package static func bounded(_ text: String) -> String {
        fitted(text, limit: maximumBytes, marks: VisibleText.mark)
    }

    /// One printed line (no line break in it): its controls and bidi controls as marks, the
    /// characters it shows as themselves (the invisible spaces of dates included) left as they
    /// are, and cut to ``maximumLineBytes`` with an ellipsis and its length when longer.
    /// With `cutting` false, only the marks: for a command's result, which is printed whole.
    package static func line(_ text: Substring, cutting: Bool = true) -> String {
        let line = String(text)
        let long = cutting && line.utf8.count > maximumLineBytes
        guard long || line.unicodeScalars.contains(where: VisibleText.isControl) else { return line }
        return fitted(
            line, limit: cutting ? maximumLineBytes : Int.max,
            marks: { VisibleText.isControl($0) ? VisibleText.mark($0) : nil })
    }

    /// Every line of `output` through ``line(_:cutting:)``; its line breaks stay line breaks.
    package static func lines(_ output: String, cutting: Bool = true) -> String {
        guard needsMarksOrCuts(output, cutting: cutting) else { return output }
        return output.split(separator: "\n", omittingEmptySubsequences: false).map { line($0, cutting: cutting) }
            .joined(separator: "\n")
    }

    /// Whether some line of `output` has a control or bidi control, or is too long: one pass
    /// over its bytes, so that a long output that needs nothing is not split and joined again.
    static func needsMarksOrCuts(_ output: String, cutting: Bool) -> Bool {
        var lineBytes = 0
        var ascii = true
        for byte in output.utf8 {
            if byte == UInt8(ascii: "\n") {
                lineBytes = 0
                continue
            }
            lineBytes += 1
            if (cutting && lineBytes > maximumLineBytes) || byte < 0x20 || byte == 0x7F { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && output.unicodeScalars.contains { $0 != "\n" && VisibleText.isControl($0) }
    }

    /// `text` with `marks` applied, whole when that fits in `limit` bytes; else the marks and
    /// characters that fit together with `… (N bytes)` (N: the input's length), cut between two
    /// of them, never inside a character or a mark.
    static func fitted(_ text: String, limit: Int, marks: (Unicode.Scalar) -> String?) -> String {
        let suffix = "… (\(text.utf8.count) bytes)"
        let room = limit - suffix.utf8.count
        var result = ""
        var used = 0
        var kept = 0
        for scalar in text.unicodeScalars {
            let mark = marks(scalar)
            let size = mark?.utf8.count ?? UTF8.width(scalar)
            guard used + size <= limit else {
                return String(decoding: result.utf8.prefix(kept), as: UTF8.self) + suffix
            }
            if let mark { result += mark } else { result.unicodeScalars.append(scalar) }
            used += size
            if used <= room { kept = used }
        }
        return result
    }

    /// `text` when it has at most `limit` bytes of UTF-8; else its first characters that fit
    /// with `… (N bytes)`, `limit` bytes in all. Marks nothing: for text already made visible.
    package static func cut(_ text: String, limit: Int) -> String {
        text.utf8.count > limit ? fitted(text, limit: limit, marks: { _ in nil }) : text
    }
}
