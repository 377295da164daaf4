/// The escaping core of the two markup dialects the tools write, XML (XLIFF) and HTML (the
/// preview): `&`, `<` and `>` always, the quotes in attribute values, and whatever else the
/// dialect says of each other character. It sits beside ``VisibleText``: both make text safe for
/// an output.
package enum MarkupEscaping {
    /// `text` with `&`, `<` and `>` as references, with `quotes` also `"` (`&quot;`) and `'`
    /// (`apostrophe`), and each other character as `other` returns it (nil keeps it as is).
    /// Text that needs nothing comes back as it is, without a copy.
    ///
    ///     MarkupEscaping.escape("a < b", quotes: false, apostrophe: "&#39;") { _ in nil } // "a &lt; b"
    package static func escape(
        _ text: String, quotes: Bool, apostrophe: String, other: (Unicode.Scalar) -> String?
    ) -> String {
        let scalars = text.unicodeScalars
        var result = ""
        var changed = false
        for index in scalars.indices {
            let scalar = scalars[index]
            let replacement: String? =
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"" where quotes: "&quot;"
                case "'" where quotes: apostrophe
                default: other(scalar)
                }
            if let replacement {
                if !changed {
                    changed = true
                    result.reserveCapacity(text.utf8.count + 16)
                    result.unicodeScalars.append(contentsOf: scalars[..<index])
                }
                result += replacement
            } else if changed {
                result.unicodeScalars.append(scalar)
            }
        }
        return changed ? result : text
    }
}
