/// An input as an error line quotes it: at most ``maximumBytes`` of its UTF-8, cut at a
/// character boundary with an ellipsis and the whole length, and its controls and invisible
/// characters shown as marks (``VisibleText``), so that one hostile value can neither flood a
/// terminal nor drive it.
///
///     EchoedInput.bounded(String(repeating: "a", count: 4_000_000))
///     // "aaaa…aaaa… (4000000 bytes)", 120 bytes of it kept
package enum EchoedInput {
    /// How much of an input an error line quotes.
    package static let maximumBytes = 120

    /// The longest line of a command's error output; a longer one is cut (``cut(_:limit:)``).
    package static let maximumLineBytes = 2048

    /// `text` with its invisible characters marked, cut to ``maximumBytes`` when longer.
    package static func bounded(_ text: String) -> String {
        text.utf8.count > maximumBytes ? VisibleText.escape(cut(text, limit: maximumBytes)) : VisibleText.escape(text)
    }

    /// `text` when it has at most `limit` bytes of UTF-8; else its first characters that fit,
    /// an ellipsis and its whole length: `aaaa… (4000000 bytes)`.
    package static func cut(_ text: String, limit: Int) -> String {
        let total = text.utf8.count
        guard total > limit else { return text }
        var kept = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let size = UTF8.width(scalar)
            guard used + size <= limit else { break }
            kept.unicodeScalars.append(scalar)
            used += size
        }
        return kept + "… (\(total) bytes)"
    }
}
