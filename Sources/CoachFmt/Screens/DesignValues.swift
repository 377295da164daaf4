/// Values of the design, not product rules: how a screen looks and moves, stated by the design
/// documents, each with the sentence that states it (`citations`, checked against seeds/ by
/// `DataNotRulesTests`). They shape how an element looks, moves or is joined, never what data it shows.
enum DesignValues {
    /// Record, waveform: "34 bars".
    static let waveformBars = 34
    /// Diagnostic, result score ring: "0→N count-up 1200 ms".
    static let scoreCountUpMilliseconds = 1200
    /// Home quest meta and library row meta: "`topic · length · read time`". The separator
    /// is the design's, the same in both locales (Resources/copy/STYLE-zh-Hans.md).
    static let metaSeparator = " · "

    /// Every value above with the sentence that states it.
    static let citations: [SpecCitation] = [
        .init(constant: "waveformBars", document: "data-binding.md", quote: "34 bars"),
        .init(constant: "scoreCountUpMilliseconds", document: "data-binding.md", quote: "0→N count-up 1200 ms"),
        .init(constant: "metaSeparator", document: "data-binding.md", quote: "`topic · length · read time`"),
    ]
}
