extension CopyStyle {
    /// `+0`: a signed zero, which reads as a gain where nothing changed.
    func signedZero(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for index in s.indices.dropLast() where s[index] == "+" && s[index + 1] == "0" {
            let next = index + 2 < s.count ? s[index + 2] : nil
            let before = index > 0 ? s[index - 1] : nil
            guard !(next.map { Self.isASCIIDigit($0) || $0 == "." || $0 == "," } ?? false),
                !(before.map(Self.isASCIIDigit) ?? false)
            else { continue }
            found.append(
                sample.violation(
                    .styleSignedZero, "“+0” where nothing changed: a zero reads “0” (ICU’s sign-except-zero)",
                    excerpting: index, index + 2))
        }
        return found
    }
}
