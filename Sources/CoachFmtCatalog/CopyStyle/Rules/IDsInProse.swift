extension CopyStyle {
    /// A machine id inside a sentence: a snake_case token (`streak_bonus`) or a lowercase word
    /// hyphened to a dotted or dashed number (`rubric-2026.10`, `assessor-2026-11-02`), outside an
    /// argument. An id alone is a value and passes; so do `day-14`, a request id after its label,
    /// and a path or address (`/`, `@`).
    func idsInProse(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        let tokens = Self.words(s)
        guard tokens.count > 1 else { return [] }
        var found: [Violation] = []
        for token in tokens where !sample.argument[token].contains(where: { $0 != nil }) {
            let t = Array(s[token])
            guard !t.contains("/"), !t.contains("@") else { continue }
            func isLower(_ at: Int) -> Bool { at >= 0 && at < t.count && ("a"..."z").contains(t[at]) }
            func isLowerOrDigit(_ at: Int) -> Bool {
                isLower(at) || (at >= 0 && at < t.count && Self.isASCIIDigit(t[at]))
            }
            let snake = t.indices.contains { t[$0] == "_" && isLower($0 - 1) && isLowerOrDigit($0 + 1) }
            var letters = 0
            while isLower(letters) { letters += 1 }
            var digits = letters + 1
            while digits < t.count && Self.isASCIIDigit(t[digits]) { digits += 1 }
            let versioned =
                letters >= 2 && letters < t.count && t[letters] == "-" && digits > letters + 1
                && digits + 1 < t.count && (t[digits] == "." || t[digits] == "-") && Self.isASCIIDigit(t[digits + 1])
            if snake || versioned {
                found.append(
                    sample.violation(
                        .styleIDInProse,
                        "a machine id in a sentence: show an id apart, as a value, or say what it means",
                        excerpting: token.lowerBound, token.upperBound))
            }
        }
        return found
    }
}
