import CoachFmtContract

/// Where a line may not break: in Chinese text, a number stays on one line with its unit.
///
/// Chinese breaks between almost any two characters, so a narrow box can split `27日` into
/// `27` / `日`, or `第 14 天` at either space. A run is a number (digits, with `.` `,` `:` `/`
/// inside and a sign or currency symbol before) together with what makes it a quantity: the
/// Han unit or measure word after it (`日`, `秒`, `分钟`, `次`; `个` with `个字`/`个词`), or `XP`
/// or `%`, and a `第` before it. Each date field is a run of its own, so `11月27日` may still
/// break after the month, where a calendar cell breaks it on purpose:
///
/// - `11月27日` → `11月`, `27日`
/// - `第 14 天：按年扣费 $59.99` → `第 14 天` (the `$59.99` has no break inside to keep)
/// - `+55 XP` → `+55 XP`
///
/// Other scripts keep their own line breaking: the runs are empty outside Chinese.
public enum LineBreaks {
    /// The runs of `text` that a line may not break inside, for text in `language`.
    public static func keepTogether(in text: String, language: LanguageTag) -> [Range<String.Index>] {
        guard language.identifier.hasPrefix("zh") else { return [] }
        let scalars = Array(text.unicodeScalars.indices)
        let s = Array(text.unicodeScalars)
        var runs: [Range<String.Index>] = []
        var index = 0
        while index < s.count {
            guard isDigit(s[index]), index == 0 || !isDigit(s[index - 1]) else {
                index += 1
                continue
            }
            // The number: digits with inner separators, a sign or currency just before.
            var start = index
            if start > 0, "+-−¥$€£".unicodeScalars.contains(s[start - 1]) { start -= 1 }
            var end = index
            while end < s.count,
                isDigit(s[end]) || (end + 1 < s.count && ".,:/".unicodeScalars.contains(s[end]) && isDigit(s[end + 1]))
            {
                end += 1
            }
            let numberEnd = end
            // `¥25.00/月`: a per-period price keeps its slash with the unit.
            if end < s.count, s[end] == "/" { end += 1 }
            let unitStart = end < s.count && s[end] == " " ? end + 1 : end
            let unitEnd = unit(in: s, at: unitStart)
            var quantity = unitEnd != nil
            if let unitEnd { end = unitEnd } else { end = numberEnd }
            // `第 14 天`: the ordinal's 第 too.
            var ordinalStart = start
            if start >= 1, s[start - 1] == "第" {
                ordinalStart = start - 1
            } else if start >= 2, s[start - 1] == " ", s[start - 2] == "第" {
                ordinalStart = start - 2
            }
            if ordinalStart != start {
                start = ordinalStart
                quantity = true
            }
            if quantity, end - start > 1 {
                let upper = end < s.count ? scalars[end] : text.unicodeScalars.endIndex
                runs.append(scalars[start]..<upper)
            }
            index = max(end, index + 1)
        }
        return runs
    }

    /// `text` with each run glued for a renderer that has no "no wrap" attribute (UIKit,
    /// Android): a space inside a run becomes U+00A0 NO-BREAK SPACE and U+2060 WORD JOINER
    /// goes between its other characters (line-break classes GL and WJ, which TextKit, Core
    /// Text and ICU's line breaker honour). `27日` becomes `27\u{2060}日`; text outside Chinese
    /// comes back unchanged.
    public static func joiningRuns(_ text: String, language: LanguageTag) -> String {
        let runs = keepTogether(in: text, language: language)
        guard !runs.isEmpty else { return text }
        var out = String.UnicodeScalarView()
        var at = text.unicodeScalars.startIndex
        for run in runs {
            out.append(contentsOf: text.unicodeScalars[at..<run.lowerBound])
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars[run] {
                let glued: Unicode.Scalar = scalar == " " ? "\u{00A0}" : scalar
                if let previous, previous != "\u{00A0}", glued != "\u{00A0}" { out.append("\u{2060}") }
                out.append(glued)
                previous = glued
            }
            at = run.upperBound
        }
        out.append(contentsOf: text.unicodeScalars[at...])
        return String(out)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Units and measure words that follow a number in zh-Hans copy; the two-character ones first.
    private static let longUnits: [[Unicode.Scalar]] = ["分钟", "小时", "个字", "个词", "秒钟"].map {
        Array($0.unicodeScalars)
    }
    private static let units = Set("年月日时分秒天周次个字词轮张篇步点号岁倍级%".unicodeScalars)

    /// The end of the unit that starts at `at`, or nil when none does.
    private static func unit(in s: [Unicode.Scalar], at: Int) -> Int? {
        guard at < s.count else { return nil }
        for long in longUnits where s[at...].starts(with: long) { return at + long.count }
        if s[at...].starts(with: "XP".unicodeScalars) { return at + 2 }
        return units.contains(s[at]) ? at + 1 : nil
    }
}
