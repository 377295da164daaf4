/// JSON written back as text: the catalog files the tools rewrite and the inputs the tests change.
package enum JSONText {
    private static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f",
    ]

    /// A JSON string: the short escapes where JSON has them, other controls as `\u00XX`, the rest
    /// (non-ASCII included) as is, as Python's `json.dumps(…, ensure_ascii=False)` writes it, and as
    /// `JSONEncoder` does with `.withoutEscapingSlashes`.
    package static func quoted(_ text: String) -> String {
        var result = ""
        writeQuoted(text, to: &result)
        return result
    }

    /// `text` as a JSON string (``quoted(_:)``), appended to `output`: text with nothing to
    /// escape is appended whole, for an output of many strings.
    package static func writeQuoted(_ text: String, to output: inout String) {
        output += "\""
        defer { output += "\"" }
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                output += escape
            } else if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }
}

extension JSONValue {
    /// The value as compact JSON, members sorted by name; numbers keep the text they were read as.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONText.quoted(text)
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { JSONText.quoted($0.key) + ":" + $0.value.compactText }
                .joined(separator: ",") + "}"
        }
    }
}
