import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

/// Each element's row unfolds to its details: where its text came from, the fallback that
/// fired, the contract violations among the fields it read with their JSON paths, and whether
/// its server string is stale.
@Suite("Preview: element details")
struct PreviewDetailsTests {
    /// Growth ready, one micro-skill's mastery outside the contract (1.7) and the response
    /// fetched in English, in one zh-Hans column.
    static func page() throws -> PreviewPage {
        let state = try #require(try PreviewFixture.index.get().state("growth/growth--ready"))
        var inputs = try state.inputs(locale: .zhHans)
        var growth = try PreviewFixture.text("Resources/examples/en/growth.json")
        growth = growth.replacingOccurrences(
            of: "\"achieved\": 2,\n      \"mastery\": 0.5", with: "\"achieved\": 2,\n      \"mastery\": 1.7")
        try inputs.add(.growth, bytes: Array(growth.utf8), file: "growth.json")
        inputs.acceptLanguage[.growth] = .en
        let screen = ScreenRenderer.render(
            .growth, inputs: inputs, locale: .zhHans, timeZone: state.zone(for: .zhHans), now: state.now,
            state: state.id)
        return try PreviewFixture.page(state, PreviewColumn(locale: .zhHans, screen: screen))
    }

    /// The card of `id` in `html`, to the end of its line.
    static func card(_ id: String, in html: String) throws -> String {
        let attribute = try #require(html.range(of: "\" data-id=\"\(id)\" data-lang="))
        let open = try #require(html[..<attribute.lowerBound].range(of: "<div class=\"cell el", options: .backwards))
        return String(html[open.lowerBound...].prefix { $0 != "\n" })
    }

    /// The micro-skills card: its sources, the fallback that fired (a skill not suggested), and
    /// the violation among the fields it read, with its file and JSON path.
    @Test func aCardShowsItsFallbackAndItsViolation() throws {
        let html = try Self.page().html
        #expect(
            try Self.card("growth.micro_skills", in: html)
                == """
                <div class="cell el composite" data-id="growth.micro_skills" data-lang="zh-Hans" data-column="zh-Hans" \
                data-pseudo="false" data-problems="fallback violation-shown"><div class="label">micro-skills\
                <code>growth.micro_skills</code><span class="flag">fallback</span><span class="flag">violation-shown</span>\
                </div><div class="what">6 parts</div><details class="prov">\
                <summary>details</summary><dl><dt>sources</dt><dd>growth.micro_skills[].title, \
                growth.micro_skills[].suggested, growth.micro_skills[].achieved, growth.micro_skills[].mastery, \
                me.focus.micro_skill_id</dd><dt>fallback</dt><dd>growth.micro_skills[plain_words].suggested is 0: growth.micro.not_suggested</dd>\
                <dt>violation</dt><dd>growth.json: growth.micro_skills[1].mastery: expected a number from 0 to 1, \
                found 1.7</dd></dl></details></div>
                """)
        // Without the broken value, the same card has no violation line.
        let valid = try PreviewRowsTests.page("growth/growth--ready.html")
        #expect(try Self.card("growth.micro_skills", in: valid).contains("<dt>fallback</dt>"))
        #expect(!valid.contains("<dt>violation</dt>"))
    }

    /// A server string fetched in another UI locale says so in its details, beside its box.
    @Test func aStaleStringSaysSo() throws {
        let card = try Self.card("growth.micro_skills.cut_filler", in: try Self.page().html)
        #expect(
            card.hasSuffix(
                """
                <div class="other-language">in en</div><details class="prov"><summary>details</summary><dl>\
                <dt>stale</dt><dd>a server string fetched in another UI locale than the column's: fetch it again</dd>\
                <dt>box</dt><dd>row_title · 311 px · 17/22 px 600 · up to 2 lines · rule id growth.micro_skills.* · \
                a micro-skill row in a card</dd></dl></details></div>
                """))
        #expect(card.contains("data-problems=\"stale\""))
    }

    /// A chart point's details give the number it is plotted at.
    @Test func aPointShowsItsPlottedNumber() throws {
        let card = try Self.card("growth.chart.2026_10_12.point", in: try Self.page().html)
        #expect(card.contains("<dt>plotted</dt><dd>61</dd><dt>box</dt>"))
    }
}
