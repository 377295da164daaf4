extension CopyStyle {
    /// Han next to a Latin letter, digit or number sign with no space (outside a formatter
    /// shape); a space between two Han characters; a space next to full-width punctuation.
    func hanSpacing(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        var found: [Violation] = []
        let shaped = shapeRegions(s)
        func insideShape(_ index: Int) -> Bool { shaped.contains { $0.contains(index) && $0.contains(index + 1) } }
        for index in s.indices.dropLast() {
            let (a, b) = (s[index], s[index + 1])
            guard sample.argument[index] == nil, sample.argument[index + 1] == nil else { continue }
            if (Self.isHan(a) && Self.isLatinOrNumber(b)) || (Self.isLatinOrNumber(a) && Self.isHan(b)),
                !insideShape(index)
            {
                found.append(
                    sample.violation(
                        .styleHanLatinSpace, "no space between “\(a)” and “\(b)”", excerpting: index, index + 2))
            }
        }
        var index = 0
        while index < s.count {
            guard s[index] == " " else {
                index += 1
                continue
            }
            var end = index
            while end < s.count && s[end] == " " { end += 1 }
            let before = index > 0 && sample.argument[index - 1] == nil ? s[index - 1] : nil
            let after = end < s.count && sample.argument[end] == nil ? s[end] : nil
            if let before, let after, Self.isHan(before), Self.isHan(after) {
                found.append(
                    sample.violation(
                        .styleHanSpace, "a space between two Han characters", excerpting: index - 1, end + 1))
            }
            if let mark = [before, after].compactMap({ $0 }).first(where: Self.isFullWidthPunctuation) {
                found.append(
                    sample.violation(
                        .styleFullwidthSpace, "a space next to full-width “\(mark)”", excerpting: max(index - 1, 0),
                        end + 1)
                )
            }
            index = end
        }
        return found
    }
}
