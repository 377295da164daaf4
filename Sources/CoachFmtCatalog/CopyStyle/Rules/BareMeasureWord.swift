extension CopyStyle {
    /// A count that is only a number and a measure word (`3 篇` on a chip): the measure word
    /// counts a noun the text never says, so say it (`3 篇文章`). After its noun (`4 个要点（共 5
    /// 个）`) it passes, and so do units that are nouns themselves (天, 分, 次).
    func bareMeasureWord(_ sample: Sample) -> [Violation] {
        let s = sample.scalars
        guard let last = s.lastIndex(where: { !Self.isSpace($0) }), Self.measureWords.contains(s[last]),
            sample.argument[last] == nil, last > 0
        else { return [] }
        let count = s[..<last].indices
        guard count.contains(where: { Self.isASCIIDigit(s[$0]) || sample.argument[$0] != nil }),
            count.allSatisfy({
                Self.isASCIIDigit(s[$0]) || Self.isSpace(s[$0]) || s[$0] == "," || sample.argument[$0] != nil
            })
        else { return [] }
        return [
            sample.violation(
                .styleBareMeasureWord, "“\(s[last])” after a number needs its noun (3 篇文章, not 3 篇)",
                excerpting: 0, last + 1)
        ]
    }

    /// Measure words that count a noun and do not stand for it.
    static let measureWords: Set<Unicode.Scalar> = ["篇", "个", "条", "本", "位", "项", "份", "张", "首"]
}
