import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

@Suite("Preview: aligned rows, problems, languages")
struct PreviewRowsTests {
    static func page(_ path: String) throws -> String {
        try #require(try PreviewFixture.site.get().first { $0.path == path }?.contents)
    }

    /// One grid row per element id, its cells side by side: the calendar's third day in en and
    /// zh-Hans, each text in its box and tagged with its own language.
    @Test func aRowHoldsTheElementInEveryColumn() throws {
        let page = try Self.page("paywall/paywall--default.html")
        let start = try #require(page.range(of: "<div class=\"row\" id=\"row-paywall.calendar_days.day_3\""))
        let row = String(page[start.lowerBound...].prefix { $0 != "\n" })
        #expect(
            row
                == "<div class=\"row\" id=\"row-paywall.calendar_days.day_3\" data-id=\"paywall.calendar_days.day_3\" data-depth=\"1\">"
        )
        let cards = PreviewFixture.cards(in: page).filter { $0["data-id"] == "paywall.calendar_days.day_3" }
        #expect(cards.map { $0["data-column"] ?? "" }.prefix(2) == ["en", "zh-Hans"])
        #expect(
            page.contains(
                "<div class=\"box\" lang=\"en\" style=\"width:45px;font-size:12px;line-height:14px;font-weight:500\">29</div>"
            ))
        #expect(
            page.contains(
                "<div class=\"box\" lang=\"zh-Hans\" style=\"width:45px;font-size:12px;line-height:14px;font-weight:500\">29</div>"
            ))
    }

    /// A row hidden in every column folds to one line; the toggles come before the grid, so the
    /// style sheet alone (no script) shows hidden rows in full or only rows with problems.
    @Test func hiddenRowsFoldAndTogglesNeedNoScript() throws {
        let page = try Self.page("paywall/paywall--default.html")
        #expect(
            page.contains(
                "<div class=\"row folded\" id=\"row-paywall.expired.title\" data-id=\"paywall.expired.title\" data-depth=\"0\">\n<div class=\"cell el hidden\" data-id=\"paywall.expired.title\" data-lang=\"en\" data-column=\"en\" data-pseudo=\"false\"><div class=\"label\"><s>expired · title</s><code>paywall.expired.title</code></div><div class=\"reason\">hidden: me.entitlement.status is none</div>"
            ))
        let toggles = try #require(page.range(of: "<input type=\"checkbox\" id=\"only-problems\" class=\"toggle\">"))
        let grid = try #require(page.range(of: "<main class=\"grid\""))
        #expect(toggles.upperBound < grid.lowerBound)
        #expect(page.contains("<input type=\"checkbox\" id=\"show-hidden\" class=\"toggle\">"))
    }

    /// Rows follow the first column; an id only a later column has goes after the id before it
    /// there, and a cell is empty where a column lacks the element.
    @Test func rowsMergeTheColumnsOrders() throws {
        let index = try PreviewFixture.index.get()
        let paywall = try #require(index.state("paywall/paywall--default")).render(locale: .en)
        let home = try #require(index.state("home/home--normal")).render(locale: .en)
        let rows = PreviewRow.rows([
            PreviewColumn(locale: .en, screen: paywall), PreviewColumn(locale: .en, screen: home),
        ])
        let homeIDs = PreviewFixture.flatten(home.elements).map(\.id)
        let paywallIDs = PreviewFixture.flatten(paywall.elements).map(\.id)
        #expect(rows.map(\.id) == homeIDs + paywallIDs)
        #expect(rows.first?.cells.map { $0 == nil } == [true, false])
        #expect(rows.last?.cells.map { $0 == nil } == [false, true])
        #expect(rows.first { $0.id == "paywall.calendar_days.day_3" }?.depth == 1)
    }

    /// A state with known problems: a contract violation in home.json and a response fetched in
    /// English for a zh-Hans render. The summary counts them and links to their first rows.
    @Test func theSummaryCountsAStatesProblems() throws {
        let state = try #require(try PreviewFixture.index.get().state("home/home--normal"))
        var inputs = try state.inputs(locale: .zhHans)
        var home = try PreviewFixture.text("Resources/examples/en/home.json")
        home = home.replacingOccurrences(of: "\"title\": \"Clear Speaker\"", with: "\"title\": 7")
        try inputs.add(.home, bytes: Array(home.utf8), file: "home.json")
        inputs.acceptLanguage[.home] = .en
        let screen = ScreenRenderer.render(
            .home, inputs: inputs, locale: .zhHans, timeZone: state.zone(for: .zhHans), now: state.now,
            state: state.id)
        let page = try PreviewFixture.page(state, PreviewColumn(locale: .zhHans, screen: screen))
        let counts = page.problemCounts
        #expect(counts[.violation]?.count == 1)
        #expect(counts[.violation]?.first == "home.level")
        #expect(counts[.stale]?.count == 15)
        #expect(counts[.error] == nil)
        let html = page.html
        #expect(
            html.contains(
                "<li data-problem=\"violation\"><a href=\"#row-home.level\"><span class=\"count\">1</span> hidden by a violation</a></li>"
            ))
        #expect(
            html.contains(
                "<li data-problem=\"overflow\"><span class=\"count\" id=\"count-overflow\">?</span> budget overflows"))
        #expect(html.contains("<li data-problem=\"error\"><span class=\"count\">0</span> error elements</li>"))
        #expect(html.contains("data-id=\"home.level\" data-depth=\"0\" data-problems=\"violation\""))
    }

    /// An element drawn around a contract violation counts as shown with a violation: with one
    /// mastery out of range, the micro-skills list (shown with its valid items, beside the
    /// fallback it shows for another reason) and its heading, which reads the same list. In the
    /// page's summary, on the rows (which *Only rows with problems* keeps) and on the index.
    @Test func anElementShownWithAViolationCountsAsSuch() throws {
        let page = try PreviewDetailsTests.page()
        let counts = page.problemCounts
        #expect(counts[.violationShown]?.count == 2)
        #expect(counts[.violationShown]?.first == "growth.micro_skills.title")
        #expect(counts[.violation] == nil)
        let html = page.html
        #expect(
            html.contains(
                "<li data-problem=\"violation-shown\"><a href=\"#row-growth.micro_skills.title\"><span class=\"count\">2</span> shown with a violation</a></li>"
            ))
        #expect(
            html.contains("data-id=\"growth.micro_skills\" data-depth=\"0\" data-problems=\"fallback violation-shown\"")
        )
        #expect(
            html.contains("data-id=\"growth.micro_skills.title\" data-depth=\"0\" data-problems=\"violation-shown\""))
        let site = PreviewSite(
            locales: [.zhHans], budgets: try PreviewFixture.budgets.get(), index: try PreviewFixture.index.get(),
            order: try PreviewFixture.order.get())
        let files = site.files(id: "input/growth", description: page.description, columns: page.columns, title: "Input")
        let index = try #require(files.first?.contents)
        #expect(index.contains("<th>shown with a violation</th>"))
        #expect(
            index.contains(
                "<td class=\"n\" data-problem=\"violation-shown\"><a href=\"input/growth.html#row-growth.micro_skills.title\">2</a></td>"
            ))
        // 1 fallback, 2 shown with a violation and 18 stale strings (fetched in English).
        #expect(index.contains("<tr data-problems=\"21\">"))
    }

    /// English content in a zh-Hans column is tagged `en`, so it is drawn, broken and measured
    /// in the Latin font; the chrome around it stays English under `<html lang="en">`.
    @Test func englishContentInTheChineseColumnIsTaggedEnglish() throws {
        let page = try Self.page("library/library--list.html")
        let english = PreviewFixture.cards(in: page).filter {
            $0["data-column"] == "zh-Hans" && $0["data-lang"] == "en"
        }
        #expect(!english.isEmpty)
        for card in english {
            let id = try #require(card["data-id"])
            let start = try #require(page.range(of: "data-id=\"\(id)\" data-lang=\"en\" data-column=\"zh-Hans\""))
            let rest = page[start.upperBound...].prefix { $0 != "\n" }
            if rest.contains("<div class=\"box") {
                #expect(
                    rest.contains("<div class=\"box\" lang=\"en\"")
                        || rest.contains("<div class=\"box one\" lang=\"en\""), "\(id)")
            }
        }
        #expect(!page.contains("<section class=\"column\" lang="))
    }
}

@Suite("Preview: contrast")
struct PreviewContrastTests {
    /// WCAG's relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Every text colour of the style sheet reaches 4.5:1 (WCAG AA): a rule that sets both its
    /// text and its background (a phone's button, an ink card) as that pair; every other text
    /// colour on each light fill the sheet draws text over (the cards' white, the page's grey, an
    /// overflowing box's pink, the phone's pills, calendar marks and banners).
    @Test func everyTextColourReachesAA() throws {
        let page = try #require(try PreviewFixture.site.get().first { $0.path == "home/home--normal.html" }?.contents)
        let style = try #require(
            page.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
        let muted = String(try #require(style.firstMatch(of: /--muted: (#[0-9a-f]{6})/)).1)
        #expect(Self.contrast(muted, "#ffffff") >= 6.2)
        func colour(_ text: Substring) -> String { text == "var(--muted)" ? muted : String(text) }
        var paired: [(text: String, background: String)] = []
        var colours: [String] = []
        var fills: Set<String> = ["#ffffff", "#eef0f4", "#fff0f0"]
        for rule in style.matches(of: /\{([^}]*)\}/) {
            let body = rule.1
            let text = body.firstMatch(of: /(?:^|[^-a-z])color: (#[0-9a-f]{6}|var\(--muted\))/).map { colour($0.1) }
            let background = body.firstMatch(of: /background: (#[0-9a-f]{6})/).map { String($0.1) }
            switch (text, background) {
            case (let text?, let background?): paired.append((text, background))
            case (let text?, nil): colours.append(text)
            case (nil, let background?): fills.insert(background)
            case (nil, nil): break
            }
        }
        #expect(colours.count >= 20)
        #expect(paired.count >= 3)
        #expect(fills.isSuperset(of: ["#dcefe1", "#fbe3c0"]))
        // A colour that is a fill's pair is drawn on that fill only.
        for colour in Set(colours) {
            for fill in fills where !fill.isEmpty {
                #expect(Self.contrast(colour, fill) >= 4.5, "\(colour) on \(fill)")
            }
        }
        for (text, background) in paired {
            #expect(Self.contrast(text, background) >= 4.5, "\(text) on \(background)")
        }
        #expect(Self.contrast("#ffffff", "#c9ccd6") < 4.5, "the check can fail")
    }
}
