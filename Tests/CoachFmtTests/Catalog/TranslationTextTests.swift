import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog

/// The text rules a value keeps whatever its arguments (``CatalogCheck/textProblems(_:source:)``).
@Suite struct TranslationTextTests {
    /// White space the source has at an end may stay in the target; tab and line break inside are fine.
    @Test func whiteSpaceTheSourceHasIsKept() {
        #expect(CatalogCheck.textProblems("  甲\n乙\t丙", source: "  A\nB").map(\.rule) == [])
        #expect(CatalogCheck.textProblems("甲 ", source: "A ").map(\.rule) == [])
        #expect(CatalogCheck.textProblems(" 甲", source: "A").map(\.rule) == [.edgeWhitespace])
        #expect(CatalogCheck.textProblems(" 甲", source: nil).map(\.rule) == [])
    }

    @Test func controlsOtherThanTabAndLineBreak() {
        #expect(
            CatalogCheck.textProblems("甲\u{85}乙", source: "A").map(\.reason) == [
                "holds the control character U+0085; only tab and line break may appear"
            ])
        #expect(CatalogCheck.textProblems("甲\u{7F}", source: nil).map(\.rule) == [.controlCharacter])
        #expect(CatalogCheck.textProblems("甲\t乙\n", source: "A\tB\n").map(\.rule) == [])
    }
}
