import CoachFmt

/// Escaping for the preview's HTML: every string a page shows goes through here, so that copy
/// or a server string (`<script>`, `"`, `&`) is always text, never markup.
package enum HTML {
    /// Text content: `&`, `<` and `>` as references; characters HTML does not allow in a
    /// document (C0 and C1 controls other than tab and line breaks, noncharacters) as U+FFFD.
    ///
    ///     HTML.text("<script>") // "&lt;script&gt;"
    package static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// An attribute value for a double-quoted attribute: as `text(_:)`, plus `"` and `'`.
    ///
    ///     "title=\"" + HTML.attribute(#"say "hi""#) + "\"" // title="say &quot;hi&quot;"
    package static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        MarkupEscaping.escape(value, quotes: quotes, apostrophe: "&#39;") { isForbidden($0) ? "\u{FFFD}" : nil }
    }

    /// Controls other than tab, line feed and carriage return, and noncharacters: parse errors
    /// in HTML, as raw characters and as numeric references alike.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        if (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return true }
        return value & 0xFFFE == 0xFFFE
    }
}
