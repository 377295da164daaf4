/// Values of the design, not product rules: how a screen looks and moves, stated by the design
/// documents, each with the sentence that states it (`citations`, checked against seeds/ by
/// `DataNotRulesTests`). They shape how an element looks, moves or is joined, never what data it shows.
enum DesignValues {
    /// Record, waveform: "34 bars".
    static let waveformBars = 34
    /// Diagnostic, result score ring: "0→N count-up 1200 ms".
    static let scoreCountUpMilliseconds = 1200
    /// Record, waveform: the level's rate, "(30 Hz)".
    static let waveformSampleHz = 30
    /// Paywall, calendar days: "7-col grid, Monday first".
    static let calendarColumns = 7
    /// Paywall, calendar days: the grid's first column, "7-col grid, Monday first".
    static let calendarFirstWeekday = RenderedElement.Weekday.monday
    /// Library, row tile: "48pt square".
    static let rowTilePoints = 48
    /// Feedback, score ring: "104pt ring".
    static let scoreRingPoints = 104
    /// Complete, level card: "bar fill 900 ms".
    static let levelBarFillMilliseconds = 900
    /// Home quest meta and library row meta: "`topic · length · read time`". The separator
    /// is the design's, the same in both locales (Resources/copy/STYLE-zh-Hans.md).
    static let metaSeparator = " · "

    /// Every value above with the sentence that states it.
    static let citations: [SpecCitation] = [
        .init("waveformBars", quote: "34 bars"),
        .init("scoreCountUpMilliseconds", quote: "0→N count-up 1200 ms"),
        .init("waveformSampleHz", quote: "(30 Hz)"),
        .init("calendarColumns", quote: "7-col grid, Monday first"),
        .init("calendarFirstWeekday", quote: "7-col grid, Monday first"),
        .init("rowTilePoints", quote: "48pt square"),
        .init("scoreRingPoints", quote: "104pt ring"),
        .init("levelBarFillMilliseconds", quote: "bar fill 900 ms"),
        .init("metaSeparator", quote: "`topic · length · read time`"),
    ]
}
