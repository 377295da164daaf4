import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

@Suite("Decoding errors are one line with file and JSON path")
struct DecodingErrorTests {
    /// Decodes `text` and returns the error line, or nil when it decoded.
    private func errorLine<T: Decodable>(_ type: T.Type, _ text: String, file: String) -> String? {
        do {
            _ = try ContractDecoder.decode(type, from: Array(text.utf8), file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// An example file with one textual edit, which must apply exactly once.
    private func edited(_ path: String, _ old: String, _ new: String) throws -> String {
        let text = try Examples.text(path)
        try #require(text.components(separatedBy: old).count == 2, "\(old) must occur once in \(path)")
        return text.replacing(old, with: new)
    }

    /// One edit to `en/home.json` and the error line it must give.
    struct HomeEdit: Sendable, CustomTestStringConvertible {
        let name: String
        let old: String
        let new: String
        let line: String
        var testDescription: String { name }
    }

    static let homeEdits: [HomeEdit] = [
        .init(
            name: "A string where a number belongs", old: "\"xp_reward\": 45,", new: "\"xp_reward\": \"45\",",
            line: "home.json: home.today_quest.xp_reward: expected a number, found a string"),
        .init(
            name: "A missing required field", old: "\"xp_reward_max\": 55,", new: "",
            line: "home.json: home.today_quest.xp_reward_max: required field is missing"),
        .init(
            name: "A fraction where an integer belongs", old: "\"total_xp\": 2410", new: "\"total_xp\": 2410.5",
            line: "home.json: home.level.total_xp: expected an integer, found 2410.5"),
        .init(
            name: "An impossible date", old: "\"local_date\": \"2026-11-27\"",
            new: "\"local_date\": \"2026-02-29\"",
            line: "home.json: home.local_date: expected a date as YYYY-MM-DD, found \"2026-02-29\""),
    ]

    @Test("An edit to home.json is named by its JSON path", arguments: homeEdits)
    func homeEdit(_ edit: HomeEdit) throws {
        let text = try edited("en/home.json", edit.old, edit.new)
        #expect(errorLine(Home.self, text, file: "home.json") == edit.line)
    }

    @Test("Array elements appear as [n]; null where a value is required")
    func nullInArray() throws {
        let text = try edited("en/settlement.level-up.json", "\"amount\": 50,", "\"amount\": null,")
        #expect(
            errorLine(Settlement.self, text, file: "settlement.level-up.json")
                == "settlement.level-up.json: settlement.xp.breakdown[4].amount: expected a number, found null")
    }

    @Test("A date-time without an offset")
    func badTimestamp() {
        let text = #"{"fetchedAt": "2026-11-27T09:13:00"}"#
        #expect(
            errorLine(LocalState.CacheEntry.self, text, file: "local.json")
                == "local.json: local.fetchedAt: expected a date-time as YYYY-MM-DDTHH:MM:SS with Z or ±HH:MM, found \"2026-11-27T09:13:00\""
        )
    }

    @Test("A root of the wrong kind, and a price sent as a number")
    func storekit() throws {
        #expect(
            errorLine([StoreKitProduct].self, "{}", file: "storekit.json")
                == "storekit.json: storekit: expected an array, found an object")
        let text = try edited("en/storekit.json", "\"price\": \"9.99\"", "\"price\": 9.99")
        #expect(
            errorLine([StoreKitProduct].self, text, file: "storekit.json")
                == "storekit.json: storekit[1].price: expected a string, found a number")
    }

    @Test("The root is the file name up to its first dot, without folders")
    func rootName() {
        #expect(ContractDecoder.rootName(of: "zh-Hans/home.no-quest.json") == "home")
        #expect(
            errorLine(Topics.self, #"{"topics": 3}"#, file: "zh-Hans/topics.json")
                == "zh-Hans/topics.json: topics.topics: expected an array, found a number")
    }

    @Test(
        "Malformed JSON says what and where",
        arguments: [
            (#"{"a": 1 "b": 2}"#, "expected ',' or '}' at line 1, column 9, found '\"'"),
            ("[1, 2,]", "expected a value at line 1, column 7, found ']'"),
            (#"{"a": 1,}"#, "expected a string key at line 1, column 9, found '}'"),
            ("", "expected a value at line 1, column 1, found the end of the document"),
            (#"{"a": 1, "a": 2}"#, "duplicate key \"a\" at line 1, column 10"),
            ("{\n  \"名字\": 1,\n  x\n}", "expected a string key at line 3, column 3, found 'x'"),
            (#"{"a": "unterminated"#, "unterminated string starting at line 1, column 7"),
            (#"{"a": tru}"#, "expected a value at line 1, column 7, found 't'"),
            (#"{"a": 01}"#, "expected ',' or '}' at line 1, column 8, found '1'"),
            ("{} {}", "expected the end of the document at line 1, column 4, found '{'"),
        ])
    func malformed(_ text: String, _ reason: String) {
        #expect(errorLine(Home.self, text, file: "home.json") == "home.json: malformed JSON: \(reason)")
    }

    @Test("Escapes and surrogate pairs decode")
    func escapes() throws {
        let topics = try ContractDecoder.decode(
            Topics.self,
            from: Array(
                #"{"topics": [{"id": "t", "name": "\u4ea7\u54c1 \ud83d\ude80\n", "glyph": "\/", "color_token": "c"}]}"#
                    .utf8),
            file: "topics.json")
        #expect(topics.topics.first?.name == "产品 🚀\n")
        #expect(topics.topics.first?.glyph == "/")
    }
}
