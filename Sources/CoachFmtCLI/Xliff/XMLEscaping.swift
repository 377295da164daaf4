import CoachFmt

/// Escaping for the XML the XLIFF export writes.
///
/// Text escapes `&`, `<` and `>`; attribute values also `"` and `'`, and tab and line breaks as
/// character references so that a reader's whitespace normalization keeps them. A carriage
/// return is always a reference (readers turn a literal one into a line feed). Characters that
/// XML 1.0 cannot carry at all (most C0 controls, U+FFFE, U+FFFF) become U+FFFD here; message
/// text keeps them as XLIFF `<cp hex="…"/>` instead (``content(_:)``). DEL, the C1 controls and
/// the bidi controls become character references, so that the XLIFF is safe to print.
enum XMLEscaping {
    static func text(_ text: String) -> String { escape(text, attribute: false, codePoints: false) }

    static func attribute(_ value: String) -> String { escape(value, attribute: true, codePoints: false) }

    /// Text of an XLIFF `<source>` or `<target>`: like ``text(_:)``, with `<cp/>` for characters
    /// XML cannot carry.
    static func content(_ text: String) -> String { escape(text, attribute: false, codePoints: true) }

    private static func escape(_ text: String, attribute: Bool, codePoints: Bool) -> String {
        MarkupEscaping.escape(text, quotes: attribute, apostrophe: "&apos;") { scalar in
            switch scalar {
            case "\t" where attribute: "&#9;"
            case "\n" where attribute: "&#10;"
            case "\r": "&#13;"
            // The same character to an XML reader, and nothing a terminal acts on or reorders.
            case _ where scalar.value >= 0x7F && VisibleText.isControl(scalar):
                "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            case _ where XMLReader.isCharacter(scalar.value): nil
            case _ where codePoints: codePoint(scalar)
            default: "\u{FFFD}"
            }
        }
    }

    /// `<cp hex="001B"/>`: XLIFF's element for a character XML cannot carry, in at least four digits.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<cp hex=\"\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)\"/>"
    }
}
