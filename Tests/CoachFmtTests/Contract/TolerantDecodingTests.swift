import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// A tolerant decode reports each broken field once and degrades only it: a required field with
/// no optional parent is withheld (decoded from a stand-in of its kind, where the decoder meets
/// it), and one below an optional field or an array element makes that field or element absent.
@Suite("Tolerant decoding withholds in place")
struct TolerantDecodingTests {
    static func decode(_ edits: [(String, String)]) throws -> (home: Home?, lines: [String]) {
        var text = try Examples.text("en/home.json")
        for (old, new) in edits {
            try #require(text.components(separatedBy: old).count == 2, "\(old) must occur once")
            text = text.replacing(old, with: new)
        }
        let decoded = try ContractDecoder.decodeTolerantly(Home.self, from: Array(text.utf8), file: "home.json")
        return (
            decoded.value,
            decoded.violations.map { "\($0.effect) \($0.path) (absent: \($0.absentPath)): \($0.message)" }
        )
    }

    @Test("A missing date and a broken date-time string stand in by their kind, and the rest decodes")
    func standInsByKind() throws {
        let decoded = try Self.decode([
            ("\"local_date\": \"2026-11-27\",", ""), ("\"current\": 7,", "\"current\": \"seven\","),
        ])
        #expect(
            decoded.lines == [
                "withheld home.local_date (absent: home.local_date): required field is missing",
                "withheld home.streak.current (absent: home.streak.current): expected a number, found a string",
            ])
        let home = try #require(decoded.home)
        #expect(home.localDate.description == "1970-01-01")
        #expect(home.streak.current == 0)
        #expect(home.greeting == "Good morning")
    }

    @Test("A violation keeps what was expected as a value, and its hidden reason is built from it")
    func expectedIsAValue() throws {
        var text = try Examples.text("en/home.json")
        text = text.replacing("\"current\": 7,", with: "\"current\": -5,")
        text = text.replacing("\"local_date\": \"2026-11-27\",", with: "")
        let violations = try ContractDecoder.decodeTolerantly(Home.self, from: Array(text.utf8), file: "home.json")
            .violations
        #expect(violations.map(\.expected) == [nil, "an integer of at least 0"])
        #expect(
            violations.map(\.hiddenReason) == [
                "home.local_date is invalid (required field is missing)",
                "home.streak.current is invalid (expected an integer of at least 0)",
            ])
    }

    @Test("A broken field below an optional one makes that one absent, not withheld")
    func optionalParentBecomesAbsent() throws {
        let decoded = try Self.decode([("\"title\": \"Cut the filler\"", "\"title\": 5")])
        #expect(
            decoded.lines == [
                "madeAbsent home.focus.title (absent: home.focus): expected a string, found a number"
            ])
        #expect(try #require(decoded.home).focus == nil)
    }

    @Test("Every broken required field is reported in one decode; a missing server string is absent")
    func manyWithheldFields() throws {
        let decoded = try Self.decode([
            ("\"local_date\": \"2026-11-27\",", "\"local_date\": 1,"), ("\"greeting\": \"Good morning\",", ""),
            ("\"current\": 7,", "\"current\": -5,"),
        ])
        #expect(
            decoded.lines == [
                "withheld home.local_date (absent: home.local_date): expected a string, found a number",
                "withheld home.streak.current (absent: home.streak.current): expected an integer of at least 0, found -5",
                "madeAbsent home.greeting (absent: home.greeting): required field is missing",
            ])
        #expect(try #require(decoded.home).greeting == "")
        #expect(try #require(decoded.home).streak.current == 0)
    }
}
