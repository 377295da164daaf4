import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The runs a line may not break inside: a number with its unit, in Chinese text only.
@Suite struct LineBreaksTests {
    static let cases: [(text: String, runs: [String])] = [
        // A date breaks between its fields, never inside one.
        ("11月27日", ["11月", "27日"]),
        ("2027年10月18日", ["2027年", "10月", "18日"]),
        ("28日", ["28日"]),
        // A spaced unit or ordinal stays with its number.
        ("12月10日：计划第 14 天，看看你的进步", ["12月", "10日", "第 14 天"]),
        ("还需约 15 秒", ["15 秒"]),
        ("阅读约 2.5 分钟", ["2.5 分钟"]),
        ("已覆盖 4 个要点（共 5 个）", ["4 个", "5 个"]),
        ("我们只识别到 23 个字", ["23 个字"]),
        ("+55 XP · 连续练习 7 天", ["+55 XP", "7 天"]),
        ("¥25.00/月", ["¥25.00/月"]),
        // A bare number, a price or a time has no break inside to keep.
        ("按年扣费 $59.99，此前可随时取消", []),
        ("每天 08:30 提醒 · 3/5", []),
        ("简体中文", []),
    ]

    @Test(arguments: cases)
    func runsInChinese(_ c: (text: String, runs: [String])) {
        let runs = LineBreaks.keepTogether(in: c.text, language: .zhHans)
        #expect(runs.map { String(c.text[$0]) } == c.runs)
    }

    @Test func otherScriptsKeepTheirOwnLineBreaking() {
        #expect(LineBreaks.keepTogether(in: "41 seconds shorter · 5 days", language: .en).isEmpty)
        #expect(LineBreaks.joiningRuns("5 days", language: .en) == "5 days")
    }

    @Test func joiningGluesEachRun() {
        #expect(LineBreaks.joiningRuns("11月27日", language: .zhHans) == "1\u{2060}1\u{2060}月2\u{2060}7\u{2060}日")
        #expect(LineBreaks.joiningRuns("第 14 天", language: .zhHans) == "第\u{A0}1\u{2060}4\u{A0}天")
        #expect(LineBreaks.joiningRuns("简体中文", language: .zhHans) == "简体中文")
    }
}
