import CoachFmtContract

extension CopyStyle {
    /// A message that is a label and a value joined by a colon, where a writer writes a sentence
    /// or the screen shows two parts: `Language: {language}`, `练习语言：{language}` (a label, a
    /// colon, then only an argument), or `{date}: you’re charged …` (an argument used as the
    /// label of the text after it). style.json's `label_value.allow` lists the keys that are truly
    /// a label beside its value, each with its reason.
    func labelValue(pattern: String, key: String) -> Violation? {
        guard labelValueAllowed[key] == nil else { return nil }
        let scalars = Array(pattern.unicodeScalars)
        let colons: Set<Unicode.Scalar> = [":", "："]
        // The top-level arguments, as ranges of scalars (a plural's branches nest braces).
        var arguments: [Range<Int>] = []
        var depth = 0
        var start = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == "{" {
                if depth == 0 { start = index }
                depth += 1
            } else if scalar == "}", depth > 0 {
                depth -= 1
                if depth == 0 { arguments.append(start..<(index + 1)) }
            }
        }
        func isBlank(_ range: Range<Int>) -> Bool {
            scalars[range].allSatisfy { Self.isSpace($0) || ".。".unicodeScalars.contains($0) }
        }
        if let argument = arguments.last, isBlank(argument.upperBound..<scalars.count) {
            let label = scalars[0..<argument.lowerBound]
            let trimmed = label.reversed().drop { Self.isSpace($0) }
            if let colon = trimmed.first, colons.contains(colon),
                trimmed.dropFirst().contains(where: { !Self.isSpace($0) })
            {
                return Violation(
                    rule: .styleLabelValue,
                    message:
                        "a label, a colon and only an argument (“\(String(String.UnicodeScalarView(label)))…”): write a sentence, or show the label and the value as two parts"
                )
            }
        }
        if let first = arguments.first, first.lowerBound == 0 || scalars[0..<first.lowerBound].allSatisfy(Self.isSpace)
        {
            let rest = scalars[first.upperBound...].drop { Self.isSpace($0) }
            if let colon = rest.first, colons.contains(colon) {
                return Violation(
                    rule: .styleLabelValue,
                    message:
                        "an argument used as the label of what follows its colon: write a sentence, or show the two as parts"
                )
            }
        }
        return nil
    }

    /// A rendered string that is an argument's value and a text joined by a colon, either way
    /// round (`Language: English`, `Dec 4: you’re charged …`): ``labelValue(pattern:key:)`` on
    /// what a screen shows, `values` being the arguments the string was formatted with.
    package func labelValue(text: String, values: [String], key: String?) -> Violation? {
        if let key, labelValueAllowed[key] != nil { return nil }
        let scalars = Array(text.unicodeScalars)
        guard let colon = scalars.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        func trimmed(_ part: ArraySlice<Unicode.Scalar>) -> String {
            String(
                String.UnicodeScalarView(part.drop { Self.isSpace($0) }.reversed().drop { Self.isSpace($0) }.reversed())
            )
        }
        let label = trimmed(scalars[..<colon])
        let value = trimmed(scalars[(colon + 1)...])
        let values = Set(values.filter { !$0.isEmpty })
        guard !label.isEmpty, !value.isEmpty, values.contains(label) || values.contains(value) else { return nil }
        return Violation(
            rule: .styleLabelValue,
            message:
                "a label and a value joined by a colon (“\(EchoedInput.bounded(text))”): write a sentence, or show them as two parts"
        )
    }
}
