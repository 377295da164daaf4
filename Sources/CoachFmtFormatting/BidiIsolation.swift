import CoachFmtContract
import CoachFmtICU

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

    /// True when `text` holds a bidi control or a strong right-to-left character (bidi class R
    /// or AL), by ICU's character data.
    package static func needsIsolation(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return ICUText.needsBidiIsolation(text)
    }
}
