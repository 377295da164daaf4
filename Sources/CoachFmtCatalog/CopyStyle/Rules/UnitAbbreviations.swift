extension CopyStyle {
    /// A number followed by a short unit that style.json's `unit_abbreviations` lists
    /// (`41 s`, `23 chars`), outside an argument.
    func unitAbbreviations(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        var index = 0
        while index < s.count {
            guard Self.isASCIIDigit(s[index]), sample.argument[index] == nil else {
                index += 1
                continue
            }
            var end = index
            while end < s.count && (Self.isASCIIDigit(s[end]) || s[end] == "." || s[end] == ",") { end += 1 }
            var word = end < s.count && Self.isSpace(s[end]) ? end + 1 : end
            let start = word
            while word < s.count && s[word].isASCII && s[word].properties.isAlphabetic { word += 1 }
            let unit = String(String.UnicodeScalarView(s[start..<word]))
            if unitAbbreviations.contains(unit), !sample.argument[start..<word].contains(where: { $0 != nil }) {
                found.append(
                    sample.violation(
                        .styleUnitAbbreviation,
                        "“\(unit)” after a number in a sentence: spell the unit out (ICU’s measure format or a plural)",
                        excerpting: index, word))
            }
            index = max(word, index + 1)
        }
        return found
    }
}
