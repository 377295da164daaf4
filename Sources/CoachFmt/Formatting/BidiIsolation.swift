/// Wraps a string in FSI … PDI (U+2068 … U+2069) when it could reorder the text around it, as
/// Android's `BidiFormatter.unicodeWrap` does: only when needed.
///
/// A display name such as `"\u{202E}Mia"` (RIGHT-TO-LEFT OVERRIDE) or `"سارة"` interpolated into
/// `"Good morning, {name}"` would otherwise reverse or pull the text after it; isolated, it
/// keeps its direction to itself. A string with no strong right-to-left character and no bidi
/// control (`"Mia"`, `"小明"`) is returned as it is, so left-to-right copy is unchanged.
package enum BidiIsolation {
    /// FIRST STRONG ISOLATE: the text inside takes the direction of its first strong character.
    package static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// POP DIRECTIONAL ISOLATE: ends the isolate.
    package static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// `text` inside FSI … PDI when ``needsIsolation(_:)``, else `text`.
    package static func isolated(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        var result = ""
        result.unicodeScalars.append(firstStrongIsolate)
        result += text
        result.unicodeScalars.append(popDirectionalIsolate)
        return result
    }

    /// True when `text` holds a bidi control or a character of a right-to-left script.
    package static func needsIsolation(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return text.unicodeScalars.contains { isBidiControl($0) || isRightToLeft($0) }
    }

    /// ALM, LRM, RLM, the embeddings and overrides (LRE … RLO) and the isolates (LRI … PDI).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A character of the blocks whose letters are strongly right-to-left (bidi class R or AL):
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their supplements and
    /// presentation forms, and the right-to-left ranges beyond the BMP. The blocks also hold a
    /// few weak characters (Arabic-Indic digits, marks); isolating those too is harmless.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
