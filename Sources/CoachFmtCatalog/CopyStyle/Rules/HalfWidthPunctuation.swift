extension CopyStyle {
    /// Half-width `, . ; : ! ? ( )` whose nearest neighbour (spaces skipped) is Han. Between two
    /// ASCII letters or digits it is a decimal point, a time, a version or a URL and passes.
    func halfWidthPunctuation(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for (index, scalar) in s.enumerated() where sample.argument[index] == nil {
            guard let fullWidth = Self.fullWidthFor[scalar] else { continue }
            if index > 0, index + 1 < s.count, Self.isASCIIAlphanumeric(s[index - 1]),
                Self.isASCIIAlphanumeric(s[index + 1])
            {
                continue
            }
            func neighbour(_ step: Int) -> Unicode.Scalar? {
                var at = index + step
                while at >= 0 && at < s.count && Self.isSpace(s[at]) { at += step }
                return at >= 0 && at < s.count && sample.argument[at] == nil ? s[at] : nil
            }
            if [neighbour(-1), neighbour(1)].contains(where: { $0.map(Self.isHan) ?? false }) {
                found.append(
                    sample.violation(
                        .styleHalfwidthPunctuation, "half-width “\(scalar)” in a Han sentence, use “\(fullWidth)”",
                        excerpting: index, index + 1))
            }
        }
        return found
    }
}
