extension CopyStyle {
    /// An argument of any script that touches something other than punctuation or ` · `.
    func argumentsSetOff(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        for region in sample.anyScriptRegions {
            let before: Bool =
                region.range.lowerBound == 0 || Self.setsOff(s[region.range.lowerBound - 1])
                || (s[region.range.lowerBound - 1] == " " && region.range.lowerBound >= 2
                    && s[region.range.lowerBound - 2] == "·")
            let after: Bool =
                region.range.upperBound == s.count || Self.setsOff(s[region.range.upperBound])
                || (s[region.range.upperBound] == " " && region.range.upperBound + 1 < s.count
                    && s[region.range.upperBound + 1] == "·")
            if !before || !after {
                found.append(
                    sample.violation(
                        .styleAnyScriptArgument,
                        "{\(region.name)} can be in any script, so set it off with full-width punctuation or “ · ”",
                        excerpting: region.range.lowerBound - 1, region.range.upperBound + 1))
            }
        }
        return found
    }
}
