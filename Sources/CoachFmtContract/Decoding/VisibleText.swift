/// Makes the invisible characters ICU puts into dates and ranges visible for reviewers, and the
/// bidi controls (`⟨RLO⟩`, `⟨FSI⟩`) and C0 and C1 controls (`⟨ESC⟩`, `⟨U+0085⟩`) a server string
/// could carry, so that none reaches a terminal raw. It sits with the decoder because every
/// layer shows input through it: the text output, and each error line that quotes an input
/// (``EchoedInput``).
package enum VisibleText {
    static let names: [Unicode.Scalar: String] = [
        "\u{202F}": "⟨NNBSP⟩", "\u{2009}": "⟨THSP⟩", "\u{00A0}": "⟨NBSP⟩", "\u{200B}": "⟨ZWSP⟩", "\u{200E}": "⟨LRM⟩",
        "\u{200F}": "⟨RLM⟩", "\u{061C}": "⟨ALM⟩", "\u{2060}": "⟨WJ⟩", "\u{FEFF}": "⟨BOM⟩", "\u{2066}": "⟨LRI⟩",
        "\u{2067}": "⟨RLI⟩", "\u{2068}": "⟨FSI⟩", "\u{2069}": "⟨PDI⟩", "\u{202A}": "⟨LRE⟩", "\u{202B}": "⟨RLE⟩",
        "\u{202C}": "⟨PDF⟩", "\u{202D}": "⟨LRO⟩", "\u{202E}": "⟨RLO⟩", "\n": "⏎",
    ]

    /// The C0 controls' abbreviations, by code point (LF is `⏎` above).
    static let controlNames = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
        "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
    ]

    /// The mark shown for `scalar`, or nil when it shows as itself.
    static func mark(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x20, value != 0x0A { return "⟨\(controlNames[Int(value)])⟩" }
        if value == 0x7F { return "⟨DEL⟩" }
        if (0x80...0x9F).contains(value) { return "⟨U+00\(String(value, radix: 16, uppercase: true))⟩" }
        return value < 0xA0 && value != 0x0A ? nil : names[scalar]
    }

    /// `text` with its C0 and C1 controls, DEL and bidi controls marked, its other characters
    /// (the invisible spaces included) as they are: for the parts of an output line that are
    /// not copy (labels, reasons, notes), which must never drive a terminal or reorder the line.
    package static func escapeControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar), let mark = mark(scalar) {
                result += mark
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0 or C1 control, DEL or a bidi control: what may never reach a
    /// terminal raw, in copy or anywhere else.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each invisible character replaced by its name (`⟨NNBSP⟩`).
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { mark($0) != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let mark = mark(scalar) { result += mark } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
