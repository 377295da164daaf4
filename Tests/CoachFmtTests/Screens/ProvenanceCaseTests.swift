import Foundation
import Testing

@testable import CoachFmt

/// The reasons and fallbacks no example state shows: each prints its words and survives its JSON.
@Suite struct ProvenanceCaseTests {
    @Test func eachPrintsItsWordsAndRoundTrips() throws {
        let reasons: [(HiddenReason, String, String)] = [
            (
                .notOffered(field: "local.home.selectedTopic", value: "travel", among: .listedIn("home.topics")),
                #"local.home.selectedTopic "travel" is not in home.topics"#,
                #"{"among":"in home.topics","field":"local.home.selectedTopic","kind":"not_offered","value":"travel"}"#
            ),
            (.noKey("lang.short.fr"), "no lang.short.fr", #"{"key":"lang.short.fr","kind":"no_key"}"#),
            (
                .difference(
                    JSONPath(.settlement, "ability_after"), minus: JSONPath(.settlement, "ability_before"),
                    is: "9223372036854775807 − -5, too large to show"),
                "settlement.ability_after − settlement.ability_before is 9223372036854775807 − -5, too large to show",
                #"{"field":"settlement.ability_after","kind":"difference","minus":"settlement.ability_before","value":"9223372036854775807 − -5, too large to show"}"#
            ),
            (
                .null(field: JSONPath(.growth, "dimensions", .element("fluency"), "score")),
                "growth.dimensions[fluency].score is null",
                #"{"field":"growth.dimensions[fluency].score","kind":"null"}"#
            ),
            (.online, "online", #"{"kind":"online"}"#),
            (.offline, "offline", #"{"kind":"offline"}"#),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (reason, words, json) in reasons {
            #expect(reason.description == words)
            #expect(String(decoding: try encoder.encode(reason), as: UTF8.self) == json)
            #expect(try JSONDecoder().decode(HiddenReason.self, from: Data(json.utf8)) == reason)
        }
        #expect(
            HiddenReason.notOffered(field: "local.onboarding.weekly_days", value: "6", among: .oneOf([3, 5, 7])).fields
                == [
                    "local.onboarding.weekly_days"
                ])
        #expect(HiddenReason.online.fields.isEmpty)
        let fallback = Fallback.because(
            .value(field: "session.max_round1_ms", is: "0"), .field("config.limits.round1_max_ms"))
        #expect(fallback.description == "session.max_round1_ms is 0: config.limits.round1_max_ms")
        let json = String(decoding: try encoder.encode(fallback), as: UTF8.self)
        #expect(json.contains(#"{"field":"config.limits.round1_max_ms","kind":"field"}"#))
        #expect(try JSONDecoder().decode(Fallback.self, from: Data(json.utf8)) == fallback)
    }

    /// A stand-in reads back as the case its words print, and any other text as a row's label.
    @Test func aStandInReadsBackFromItsWords() {
        #expect(StandIn(StandIn.deniedCard.description) == .deniedCard)
        #expect(StandIn(StandIn.homeFollows.description) == .homeFollows)
        #expect(StandIn("plan not ready") == .row("plan not ready"))
        #expect(StandIn.row("plan not ready").description == "plan not ready")
    }

    /// A note's outcome and a value's expected set read back from the words they print, each
    /// case, and words no case prints are refused.
    @Test func outcomesAndOfferedValuesReadBackFromTheirWords() throws {
        let outcomes: [RenderOutcome] = [
            .renderedAsReady, .drawnWithoutAMark, .hidesTheSection, .shownAs(key: "complete.xp.other"),
            .matchesNoOption, .notADottedNumberNotBlocking, .shownAsSent("streak_bonus"), .noCurrentFocusTag,
            .renderLocaleStandsForDevice, .screenDraws(rows: 3), .displayPriceAlone(product: "coach.pro.yearly"),
        ]
        #expect(outcomes.filter { RenderOutcome($0.description) != $0 } == [])
        #expect(RenderOutcome("the screen draws 3 rows") == .screenDraws(rows: 3))
        #expect(RenderOutcome("the screen draws three rows") == nil)
        #expect(RenderOutcome("drawn with a mark") == nil)
        let offered: [OfferedValues] = [
            .count(14), .listedIn("home.quick_picks"), .optionsOffered, .oneOf([3, 5, 7]), .timeOfDay,
        ]
        #expect(offered.filter { OfferedValues($0.description) != $0 } == [])
        #expect(OfferedValues("a 3/5/7 option") == .oneOf([3, 5, 7]))
        #expect(OfferedValues("a 3//7 option") == nil)
        #expect(OfferedValues("in homes.topics") == nil)
        let json = Data(#"{"kind":"unknown_value","field":"growth.state","value":"paused","outcome":"shrugged"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RenderNote.self, from: json) }
    }
}
