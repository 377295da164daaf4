import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// A server string interpolated into copy is isolated only when it could reorder the text
/// around it, and the text output shows every control as a mark, never raw.
@Suite struct BidiIsolationTests {
    func greeting(_ name: String) throws -> RenderedElement {
        let screen = try render("home/home--normal", "en", changes: [.set(.home, "display_name", .string(name))])
        return try #require(screen.element(id: "home.greeting_name"))
    }

    @Test func greetingIsolatesARightToLeftName() throws {
        let override = try greeting("\u{202E}Mia")
        #expect(override.text == "Good morning, \u{2068}\u{202E}Mia\u{2069}")
        #expect(override.arguments?["name"] == .string("\u{202E}Mia"))
        let hebrew = try greeting("שרה")
        #expect(hebrew.text == "Good morning, \u{2068}שרה\u{2069}")
        let screen = try render(
            "home/home--normal", "en", changes: [.set(.home, "display_name", .string("\u{202E}Mia"))])
        #expect(screen.text().contains("greeting + name: “Good morning, ⟨FSI⟩⟨RLO⟩Mia⟨PDI⟩”"))
        #expect(screen.json().contains(#""text" : "Good morning, \#u{2068}\#u{202E}Mia\#u{2069}""#))
    }

    @Test func aNameWithoutRightToLeftTextIsUnchanged() throws {
        #expect(try greeting("Mia").text == "Good morning, Mia")
        #expect(try greeting("小明 Zoë").text == "Good morning, 小明 Zoë")
    }

    @Test func onlyWhatNeedsItIsIsolated() {
        #expect(BidiIsolation.isolated("Mia") == "Mia")
        #expect(BidiIsolation.isolated("👩‍💻 Mia") == "👩‍💻 Mia")
        #expect(BidiIsolation.isolated("سارة") == "\u{2068}سارة\u{2069}")
        #expect(BidiIsolation.isolated("a\u{200F}b") == "\u{2068}a\u{200F}b\u{2069}")
        #expect(BidiIsolation.isolated("a\u{2066}b") == "\u{2068}a\u{2066}b\u{2069}")
    }

    /// Every C0 and C1 control and every bidi control prints as a mark in the text output.
    @Test func controlsPrintAsMarks() throws {
        #expect(
            VisibleText.escape("a\u{1B}[2Jb\u{7}\u{0}\t\r\u{7F}\u{85}\u{9B}c")
                == "a⟨ESC⟩[2Jb⟨BEL⟩⟨NUL⟩⟨HT⟩⟨CR⟩⟨DEL⟩⟨U+0085⟩⟨U+009B⟩c")
        #expect(
            VisibleText.escape(
                "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}")
                == "⟨LRE⟩⟨RLE⟩⟨PDF⟩⟨LRO⟩⟨RLO⟩⟨LRI⟩⟨RLI⟩⟨FSI⟩⟨PDI⟩⟨LRM⟩⟨RLM⟩⟨ALM⟩")
        let screen = try render(
            "home/home--normal", "en", changes: [.set(.home, "greeting", .string("Hi\u{1B}]0;owned\u{7}"))])
        let text = screen.text()
        #expect(text.contains("Hi⟨ESC⟩]0;owned⟨BEL⟩"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(screen.json().contains(#"Hi\u001b]0;owned\u0007"#))
        // Reasons, notes and provenance are marked too, not only the copy.
        #expect(VisibleText.escapeControls("note: x \u{1B}[2J \u{202E}y\u{A0}") == "note: x ⟨ESC⟩[2J ⟨RLO⟩y\u{A0}")
    }
}
