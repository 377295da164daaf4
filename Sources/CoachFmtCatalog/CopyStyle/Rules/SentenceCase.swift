extension CopyStyle {
    /// A word after the first that starts with a capital and goes on in lowercase, where no
    /// sentence ended before it, and is not one of style.json's `proper_nouns`.
    func sentenceCase(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        var previous: Unicode.Scalar?
        var words = 0
        for run in Self.words(s) {
            let (index, end) = (run.lowerBound, run.upperBound)
            let letters = s[index..<end].filter { $0.properties.isAlphabetic }
            let word = String(String.UnicodeScalarView(letters))
            let startsSentence = previous.map { ".:!?".unicodeScalars.contains($0) } ?? true
            if words > 0, !startsSentence, letters.count > 1, letters[letters.startIndex].properties.isUppercase,
                letters[letters.startIndex + 1].properties.isLowercase, !properNouns.contains(word),
                !sample.argument[index..<end].contains(where: { $0 != nil })
            {
                found.append(
                    sample.violation(
                        .styleSentenceCase,
                        "“\(word)” is capitalized mid-button: buttons are sentence case (style.json’s proper_nouns lists the exceptions)",
                        excerpting: index, end))
            }
            words += 1
            previous = s[end - 1]
        }
        return found
    }
}
