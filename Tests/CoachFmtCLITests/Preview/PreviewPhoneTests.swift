import CoachFmt
import CoachFmtPreview
import Foundation
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
        phone.matches(of: /<a class="ph-text(?: one)?" href="#row-([^"]+)"/).map { String($0.1) }
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
                "<a class=\"ph-text\" href=\"#row-paywall.title_skill\" title=\"title skill\" lang=\"zh-Hans\" data-width=\"343\" data-max-lines=\"3\" data-line-height=\"34\" style=\"width:343px;font-size:28px;line-height:34px;font-weight:700;max-height:102px\">两周练成“先说结论”</a>"
            ))
    }

    /// The calendar is its grid: seven columns, Friday the 27th after four blank cells, each
    /// day drawn with its marks.
    @Test func theCalendarIsDrawnAsItsGrid() throws {
        let phone = try Self.phone("paywall/paywall--default.html", "en")
        let blanks = String(repeating: "<div class=\"ph-blank\"></div>", count: 4)
        #expect(
            phone.contains(
                "<div class=\"ph-grid\" style=\"grid-template-columns:repeat(7,1fr)\">\(blanks)<div class=\"ph-el ph-mark-practice ph-mark-today\" data-kind=\"calendar_cell\"><a class=\"ph-text\" href=\"#row-paywall.calendar_days.day_1\" title=\"day 1\" lang=\"en\" data-width=\"45\" data-max-lines=\"2\" data-line-height=\"14\" style=\"width:45px;font-size:12px;line-height:14px;font-weight:500;max-height:28px\">11/27</a></div>"
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

    /// The growth chart is drawn from its points' numbers: a column per week, each bar as tall
    /// as its point's share of 0…100 (96 px at 100) under the value's text, the gap week's
    /// marker and no bar, nothing above a week before the first session, the axis labels under
    /// the bars, and the current week dashed with its label in the legend.
    @Test func theChartIsDrawnFromItsPointsNumbers() throws {
        let phone = try Self.phone("growth/growth--ready.html", "en")
        let start = try #require(phone.range(of: "<div class=\"ph-chart\""))
        let end = try #require(phone.range(of: "</div></div></div>", range: start.upperBound..<phone.endIndex))
        let chart = String(phone[start.lowerBound..<end.upperBound])
        #expect(
            chart == """
                <div class="ph-chart" style="grid-template-columns:repeat(8,1fr)">\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"></div><a class="ph-text" href="#row-growth.chart.2026_10_05" title="2026-10-05" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">10/5</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_10_12.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">61</a><span class="ph-column" style="height:58px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_10_12" title="2026-10-12" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">10/12</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_10_19.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">63</a><span class="ph-column" style="height:60px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_10_19" title="2026-10-19" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">10/19</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point ph-style-gap_marker" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_10_26.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">None</a></div></div><a class="ph-text" href="#row-growth.chart.2026_10_26" title="2026-10-26" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">10/26</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_11_02.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">66</a><span class="ph-column" style="height:63px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_11_02" title="2026-11-02" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">11/2</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_11_09.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">68</a><span class="ph-column" style="height:65px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_11_09" title="2026-11-09" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">11/9</a></div>\
                <div class="ph-el ph-week" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_11_16.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">71</a><span class="ph-column" style="height:68px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_11_16" title="2026-11-16" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">11/16</a></div>\
                <div class="ph-el ph-week ph-style-dashed" data-kind="chart_label"><div class="ph-plot"><div class="ph-el ph-point" data-kind="chart_value"><a class="ph-text one" href="#row-growth.chart.2026_11_23.point" title="point" lang="en" data-width="38" data-max-lines="1" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px">72</a><span class="ph-column" style="height:69px"></span></div></div><a class="ph-text" href="#row-growth.chart.2026_11_23" title="2026-11-23" lang="en" data-width="38" data-max-lines="2" data-line-height="13" style="width:38px;font-size:11px;line-height:13px;font-weight:400;max-height:26px">11/23</a></div>\
                </div><div class="ph-legend"><div class="ph-legend-item ph-style-dashed"><span class="ph-swatch"></span>\
                <div class="ph-el" data-kind="caption"><a class="ph-text" href="#row-growth.chart.2026_11_23.label" \
                title="label" lang="en" data-width="343" data-max-lines="2" data-line-height="18" \
                style="width:343px;font-size:13px;line-height:18px;font-weight:400;max-height:36px">This week so far</a></div>\
                </div></div>
                """)
        let zh = try Self.phone("growth/growth--ready.html", "zh-Hans")
        #expect(
            zh.contains(
                "style=\"width:38px;font-size:11px;line-height:13px;font-weight:600;max-height:13px\">无</a></div></div>"
            ))
        #expect(
            zh.contains(
                "style=\"width:343px;font-size:13px;line-height:18px;font-weight:400;max-height:36px\">本周进行中</a>"))
        #expect(zh.contains(">61</a><span class=\"ph-column\" style=\"height:58px\"></span>"))
    }

    /// The bar's height comes from `plotted`, never from the text: a point whose number says 100
    /// under the text "61" is drawn full height, and one without a number has no bar.
    @Test func aBarFollowsThePlottedNumberNotTheText() throws {
        let state = try #require(try PreviewFixture.index.get().state("growth/growth--ready"))
        let screen = try state.render(locale: .en)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // so that "sources" follows each point's "plotted"
        var json = String(decoding: try encoder.encode(screen), as: UTF8.self)
        #expect(json.contains("\"plotted\":61,"))
        #expect(json.contains("\"plotted\":63,"))
        json = json.replacingOccurrences(of: "\"plotted\":61,", with: "\"plotted\":100,")
            .replacingOccurrences(of: "\"plotted\":63,", with: "")
        let edited = try JSONDecoder().decode(RenderedScreen.self, from: Data(json.utf8))
        let page = try PreviewFixture.page(state, PreviewColumn(locale: .en, screen: edited))
        let html = try #require(page.html.components(separatedBy: "<section class=\"phones\"").last)
        #expect(html.contains(">61</a><span class=\"ph-column\" style=\"height:96px\"></span></div>"))
        #expect(html.contains(">63</a></div>"))
        #expect(html.components(separatedBy: "<span class=\"ph-column\"").count == 6)
    }

    /// An alert sits over the screen, not in its flow; a state of only an alert says the screen
    /// underneath is another's.
    @Test func anAlertSitsOverTheScreen() throws {
        let phone = try Self.phone("global/leave-recording--alert.html", "zh-Hans")
        let screen = try #require(phone.range(of: "<div class=\"ph-screen\" lang=\"zh-Hans\">"))
        let overlay = try #require(phone.range(of: "<div class=\"ph-overlay\" lang=\"zh-Hans\">"))
        #expect(Self.links(String(phone[screen.lowerBound..<overlay.lowerBound])).isEmpty)
        // The preview's own words are English, tagged so inside the Chinese phone.
        #expect(
            phone.contains(
                "<p class=\"ph-empty\" lang=\"en\">The screen underneath: this state draws only what sits over it.</p>")
        )
        #expect(
            Self.links(String(phone[overlay.lowerBound...])) == [
                "global.leave_recording", "global.leave_recording.body", "global.leave_recording.cancel",
                "global.leave_recording.confirm",
            ])
    }

    /// English content in the Chinese phone is tagged English, as in the rows; so is the
    /// preview's own note on a visual (the waveform's look).
    @Test func contentKeepsItsLanguageOnThePhone() throws {
        let record = try Self.phone("record/record--idle.html", "zh-Hans")
        #expect(record.contains("<span class=\"ph-visual\" lang=\"en\">34 bars, flat</span>"))
        let phone = try Self.phone("home/home--normal.html", "zh-Hans")
        #expect(phone.contains("lang=\"en\" data-width=\""))
        #expect(phone.contains(">How a Small Team Cut Meeting Time in Half</a>"))
        let title = try #require(phone.range(of: ">How a Small Team Cut Meeting Time in Half</a>"))
        let tag = try #require(phone[..<title.lowerBound].range(of: "<a class=\"ph-text\"", options: .backwards))
        #expect(phone[tag.lowerBound..<title.lowerBound].contains("lang=\"en\""))
    }

    /// The box of each text a phone draws, by the row it links to: width, lines, line height.
    static func phoneBoxes(_ phone: String) -> [(id: String, box: [String])] {
        phone.matches(
            of:
                /<a class="ph-text[^"]*" href="#row-([^"]+)"[^>]* data-width="(\d+)" data-max-lines="([^"]+)" data-line-height="(\d+)"/
        ).map { (String($0.1), [String($0.2), String($0.3), String($0.4)]) }
    }

    /// Each text sits in its budget box: a block text at the box's width, a pill's text at most
    /// that wide (a pill hugs a short text), a one-line box unwrapped and a box of n lines at
    /// most n line heights tall, so a text over its budget runs past it on the phone as the
    /// budget check measures it in the rows. Every text of every page has its row's box.
    @Test func eachTextSitsInItsBudgetBox() throws {
        let phone = try Self.phone("paywall/paywall--default.html", "en")
        #expect(
            phone.contains(
                "<a class=\"ph-text\" href=\"#row-paywall.timeline_dates.reminder\" title=\"reminder\" lang=\"en\" data-width=\"307\" data-max-lines=\"3\" data-line-height=\"20\" style=\"width:307px;font-size:15px;line-height:20px;font-weight:400;max-height:60px\">On Dec 3, we’ll remind you that your trial ends the next day</a>"
            ))
        #expect(
            phone.contains(
                "<a class=\"ph-text one\" href=\"#row-paywall.k_slider.5\" title=\"5\" lang=\"en\" data-width=\"114\" data-max-lines=\"1\" data-line-height=\"20\" style=\"max-width:114px;font-size:15px;line-height:20px;font-weight:500;max-height:20px\">5 days</a>"
            ))
        let page = try PreviewRowsTests.page("paywall/paywall--default.html")
        #expect(page.contains("a.ph-text.one { white-space: pre; }"))
        #expect(page.contains("document.querySelectorAll(\"a.ph-text[data-width]\")"))
        var compared = 0
        for file in try PreviewFixture.site.get() where file.path != "index.html" {
            let cards = PreviewFixture.cards(in: file.contents)
            for locale in ["en", "zh-Hans"] {
                var rows: [String: [String]] = [:]
                for card in cards where card["data-column"] == locale {
                    guard let id = card["data-id"], let width = card["data-width"] else { continue }
                    rows[id] = [width, card["data-max-lines"] ?? "", card["data-line-height"] ?? ""]
                }
                for (id, box) in Self.phoneBoxes(try Self.phone(file.path, locale)) {
                    #expect(rows[id] == box, "\(file.path) \(locale) \(id)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
    }

    /// The billing sentence is one line in the app, the timeline's: the phone draws the
    /// timeline's billing part, not the `billing price` row that says the same; the rows keep both.
    @Test func theBillingLineIsDrawnOnce() throws {
        for locale in ["en", "zh-Hans"] {
            let links = Self.links(try Self.phone("paywall/paywall--default.html", locale))
            #expect(links.filter { $0 == "paywall.timeline_dates.billing" }.count == 1)
            #expect(!links.contains("paywall.billing_price"))
            #expect(
                links.firstIndex(of: "paywall.timeline_dates.billing")! < links.firstIndex(
                    of: "paywall.timeline_dates.plan_day_14")!)
        }
        let phone = try Self.phone("paywall/paywall--default.html", "en")
        #expect(
            phone.components(separatedBy: ">On Dec 4, you’re charged $59.99 for a year unless you cancel before then<")
                .count == 2)
        let page = try PreviewRowsTests.page("paywall/paywall--default.html")
        #expect(page.contains("<div class=\"row\" id=\"row-paywall.billing_price\""))
    }

    /// A product card is a card around its parts: the yearly card, selected, holds its price,
    /// per-month line, trial and "Best value" badge inside its outline, before the monthly card.
    @Test func aProductCardHoldsItsBadge() throws {
        let phone = try Self.phone("paywall/paywall--default.html", "en")
        let yearly = try #require(
            phone.range(of: "<div class=\"ph-el ph-option ph-selected\" data-kind=\"product_name\">"))
        let monthly = try #require(phone.range(of: "<div class=\"ph-el ph-option\" data-kind=\"product_name\">"))
        let card = String(phone[yearly.lowerBound..<monthly.lowerBound])
        #expect(
            Self.links(card) == [
                "paywall.product_cards.coach_pro_yearly", "paywall.product_cards.coach_pro_yearly.price",
                "paywall.product_cards.coach_pro_yearly.per_month", "paywall.product_cards.coach_pro_yearly.trial",
                "paywall.product_cards.coach_pro_yearly.badge",
            ])
        #expect(card.hasSuffix("</div></div></div>"))
        #expect(
            phone.contains(
                "<div class=\"ph-el ph-pill\" data-kind=\"badge\"><a class=\"ph-text one\" href=\"#row-paywall.product_cards.coach_pro_yearly.badge\""
            ))
        let style = try PreviewRowsTests.page("paywall/paywall--default.html")
        #expect(
            style.contains(
                ".ph-option { box-sizing: border-box; padding: 15px; border: 1px solid #c9ccd6; border-radius: 12px;"))
    }

    /// Lists of the same items one after another are drawn a row per item, as the app draws the
    /// library: each article's tile, title, language tag, meta and status in one row.
    @Test func listsOfTheSameItemsAreDrawnARowPerItem() throws {
        let phone = try Self.phone("library/library--list.html", "en")
        let start = try #require(phone.range(of: "<div class=\"ph-items\">"))
        let first = try #require(phone.range(of: "<div class=\"ph-item\">", range: start.upperBound..<phone.endIndex))
        let second = try #require(phone.range(of: "<div class=\"ph-item\">", range: first.upperBound..<phone.endIndex))
        #expect(
            Self.links(String(phone[first.lowerBound..<second.lowerBound])) == [
                "library.row_tile.art_en_meetings_half", "library.row_title.art_en_meetings_half",
                "library.row_language_tag.art_en_meetings_half", "library.row_meta.art_en_meetings_half",
                "library.status_tag.art_en_meetings_half",
            ])
        #expect(phone.components(separatedBy: "<div class=\"ph-item\">").count == 12)
    }
}
