import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// What the kit shows comes from the API, local state or a sentence of
/// the spec, never from a rule the client made up.
@Suite struct DataNotRulesTests {
    /// A context whose local state is `json` (a `local.json` body).
    static func context(_ locale: LanguageTag, local json: String, zone: String = "America/New_York") throws
        -> RenderContext
    {
        var inputs = ScreenInputs()
        try inputs.add(.local, bytes: Array(json.utf8), file: "local.json")
        return RenderContext(
            inputs: inputs, locale: locale, timeZone: try TimeZoneID(zone),
            now: try Timestamp(parsing: "2026-11-27T14:15:00Z"), catalog: .builtIn)
    }

    static func local(uses24HourClock: Bool?) -> String {
        let setting = uses24HourClock.map { ", \"uses24HourClock\": \($0)" } ?? ""
        return """
            {"device": {"locale": "en-US", "timeZone": "America/New_York", "notificationsAuthorized": true\(setting)},
             "app": {"version": "1.4.2", "build": "318"}, "network": {"satisfied": true}}
            """
    }

    // MARK: 6. Times of day

    @Test func aTimeOfDayFollowsTheLocaleHourCycleUnlessTheDeviceSaysOtherwise() throws {
        let time = try #require(TimeOfDay("08:30"))
        let cases: [(LanguageTag, Bool?, String)] = [
            (.en, nil, "8:30\u{202F}AM"), (.zhHans, nil, "08:30"),
            (.en, true, "08:30"), (.zhHans, false, "上午8:30"),
        ]
        for (locale, setting, expected) in cases {
            let c = try Self.context(locale, local: Self.local(uses24HourClock: setting))
            #expect(c.timeOfDay(time) == expected, "\(locale), 24-hour \(String(describing: setting))")
        }
    }

    @Test func anInstantsTimeFollowsTheSameRule() throws {
        let noon = try Timestamp(parsing: "2026-11-27T17:05:00Z")
        let en = try Self.context(.en, local: Self.local(uses24HourClock: nil))
        #expect(en.instant(noon, "jmm") == "12:05\u{202F}PM")
        let en24 = try Self.context(.en, local: Self.local(uses24HourClock: true))
        #expect(en24.instant(noon, "MMMdjmm") == ICUDifferences.current.expected("Nov 27, 12:05"))
    }

    // MARK: 5a. Repeat discount

    @Test func theRepeatNoteHasNoNumberTheAPIDidNotSend() throws {
        for (locale, expected) in [
            ("en", "You practiced this recently, so XP is reduced."), ("zh-Hans", "近期练过这篇，经验值已减少。"),
        ] {
            let screen = try render("complete/complete--repeat-cap", locale)
            let notes = try #require(screen[CompleteScreen.Element.capRepeatNotes])
            #expect(notes.part(id: "complete.cap_repeat_notes.repeat")?.text == expected)
            #expect(notes.part(id: "complete.cap_repeat_notes.repeat")?.arguments == nil)
        }
    }

    // MARK: 5c. Every constant is a sentence of the spec

    @Test func everyProductRuleAndDesignValueQuotesItsSentenceVerbatim() throws {
        let seeds = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        for citation in ProductRules.citations + DesignValues.citations {
            let document = try String(contentsOf: seeds.appendingPathComponent(citation.document), encoding: .utf8)
            #expect(document.contains(citation.quote), "\(citation.constant): not in \(citation.document)")
        }
    }

    // 5d (a 410 hides the own-audio player) and 5e (the quick pick follows the selected topic)
    // are cases of Cases/screen-cases.json.
}
