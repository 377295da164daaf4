import Testing

/// Each page draws every column as a phone screen from the element model, above the aligned rows.
@Suite("Preview: phone screens")
struct PreviewPhoneTests {
    /// The part of a page that is `locale`'s phone.
    static func phone(_ path: String, _ locale: String) throws -> String {
        let page = try PreviewRowsTests.page(path)
        let start = try #require(page.range(of: "<section class=\"phone\" data-column=\"\(locale)\">"))
        let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The rows a phone's texts link to, in drawing order.
    static func links(_ phone: String) -> [String] {
        phone.matches(of: /<a class="ph-text" href="#row-([^"]+)"/).map { String($0.1) }
    }

    /// The screen's title comes first, though its row comes after the score in the table; the
    /// call to action sits in the footer; hidden rows are not drawn.
    @Test func theTitleComesFirstAndHiddenRowsAreNotDrawn() throws {
        for locale in ["en", "zh-Hans"] {
            let phone = try Self.phone("paywall/paywall--default.html", locale)
            let links = Self.links(phone)
            #expect(links.first == "paywall.title_skill")
            #expect(links.prefix(3) == ["paywall.title_skill", "paywall.score", "paywall.score.label"])
            #expect(!links.contains("paywall.expired.title"))
            let footer = try #require(phone.range(of: "<div class=\"ph-footer\">"))
            #expect(Self.links(String(phone[footer.lowerBound...])).first == "paywall.cta_caption")
        }
        let title = try Self.phone("paywall/paywall--default.html", "zh-Hans")
        #expect(
            title.contains(
                "<a class=\"ph-text\" href=\"#row-paywall.title_skill\" title=\"title skill\" lang=\"zh-Hans\" style=\"font-size:28px;line-height:34px;font-weight:700\">两周练成“先说结论”</a>"
            ))
    }

    /// The calendar is its grid: seven columns, Friday the 27th after four blank cells, each
    /// day drawn with its marks.
    @Test func theCalendarIsDrawnAsItsGrid() throws {
        let phone = try Self.phone("paywall/paywall--default.html", "en")
        let blanks = String(repeating: "<div class=\"ph-blank\"></div>", count: 4)
        #expect(
            phone.contains(
                "<div class=\"ph-grid\" style=\"grid-template-columns:repeat(7,1fr)\">\(blanks)<div class=\"ph-el ph-mark-practice ph-mark-today\" data-kind=\"calendar_cell\"><a class=\"ph-text\" href=\"#row-paywall.calendar_days.day_1\" title=\"day 1\" lang=\"en\" style=\"font-size:12px;line-height:14px;font-weight:500\">11/27</a></div>"
            ))
        #expect(phone.contains("<div class=\"ph-el ph-mark-rest\" data-kind=\"calendar_cell\">"))
        #expect(
            phone.contains("<div class=\"ph-el ph-mark-practice ph-mark-first_charge\" data-kind=\"calendar_cell\">"))
    }

    /// A bar is drawn at its value's share: the level card at 410 of 500 XP before the fill.
    @Test func aBarIsDrawnAtItsShare() throws {
        let phone = try Self.phone("complete/complete--improved.html", "en")
        #expect(phone.components(separatedBy: "<div class=\"ph-bar\">").count == 2)
        #expect(phone.contains("<div class=\"ph-bar\"><span style=\"width:82%\"></span></div>"))
    }

    /// An alert sits over the screen, not in its flow; a state of only an alert says the screen
    /// underneath is another's.
    @Test func anAlertSitsOverTheScreen() throws {
        let phone = try Self.phone("global/leave-recording--alert.html", "zh-Hans")
        let screen = try #require(phone.range(of: "<div class=\"ph-screen\" lang=\"zh-Hans\">"))
        let overlay = try #require(phone.range(of: "<div class=\"ph-overlay\" lang=\"zh-Hans\">"))
        #expect(Self.links(String(phone[screen.lowerBound..<overlay.lowerBound])).isEmpty)
        #expect(phone.contains("The screen underneath: this state draws only what sits over it."))
        #expect(
            Self.links(String(phone[overlay.lowerBound...])) == [
                "global.leave_recording", "global.leave_recording.body", "global.leave_recording.cancel",
                "global.leave_recording.confirm",
            ])
    }

    /// English content in the Chinese phone is tagged English, as in the rows.
    @Test func contentKeepsItsLanguageOnThePhone() throws {
        let phone = try Self.phone("home/home--normal.html", "zh-Hans")
        #expect(phone.contains("lang=\"en\" style=\"font-size:"))
        #expect(phone.contains(">How a Small Team Cut Meeting Time in Half</a>"))
        let title = try #require(phone.range(of: ">How a Small Team Cut Meeting Time in Half</a>"))
        let tag = try #require(phone[..<title.lowerBound].range(of: "<a class=\"ph-text\"", options: .backwards))
        #expect(phone[tag.lowerBound..<title.lowerBound].contains("lang=\"en\""))
    }
}
