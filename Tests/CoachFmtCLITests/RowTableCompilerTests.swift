import CoachFmt
import Foundation
import SourceGenerators
import Testing

/// Runs the row tables' compiler as `swift run generate-sources` does: a malformed row table is
/// refused with one line per problem, naming its JSON path; a good one compiles to Swift.
@Suite struct RowTableCompilerTests {
    static func compile(_ json: String) throws -> (output: String?, stderr: String, status: Int32) {
        do {
            return (try RowTables.generate(Data(json.utf8), shown: "rows.json"), "", 0)
        } catch {
            return (nil, error.lines.map { $0 + "\n" }.joined(), 1)
        }
    }

    @Test func everyProblemIsOneLineWithItsPath() throws {
        let json = #"""
            [{"section": "plan", "rows": [
                {"case": "focusTitle", "label": "a", "sources": []},
                {"label": "x\u200By", "sources": [3]},
                {"label": "a"},
                {"label": "c", "sources": ["plan.days"], "key": "Not a key"},
                {"label": "d", "sources": ["plan.days"], "key": "plan.title"},
                {"label": "K · title", "sources": []},
                {"label": "k title", "sources": []},
                {"label": "· ·", "sources": []}]},
             {"section": "plan", "rows": []},
             {"rows": []}]
            """#
        let result = try Self.compile(json)
        #expect(result.status == 1)
        #expect(result.output == nil)
        #expect(
            result.stderr == """
                rows.json: error: [0].rows[0].case: a row's name derives from its label: drop "case"
                rows.json: error: [0].rows[1].label: invisible character U+200B in a row's text
                rows.json: error: [0].rows[1].sources[0]: expected a non-empty string
                rows.json: error: [0].rows[2].label: "a" is declared twice
                rows.json: error: [0].rows[2].sources: expected an array of field names
                rows.json: error: [0].rows[3].key: expected a catalog key such as "paywall.k.title"
                rows.json: error: [0].rows[4].sources: a static row (one with a key) reads no field: expected []
                rows.json: error: [0].rows[6].label: "k title" makes `.kTitle`, as an earlier row's label does
                rows.json: error: [0].rows[7].label: "· ·" has no letter or digit to name its handle
                rows.json: error: [1].section: "plan" is declared twice
                rows.json: error: [1].rows: expected a non-empty array of rows
                rows.json: error: [2].section: expected a section's short name such as "plan"

                """)
        #expect(
            try Self.compile("{").stderr
                == "rows.json: error: $: expected a JSON array of sections, each {\"section\", \"rows\"}\n")
    }

    @Test func everyPartProblemIsOneLineWithItsPath() throws {
        let json = #"""
            [{"section": "plan", "rows": [
                {"label": "a", "sources": [], "parts": "caption"},
                {"label": "b", "sources": [], "parts": ["Caption", "day_<n:int>/x/", "price/x", "caption", "caption", 3, "day_<n:int>"]},
                {"label": "c", "sources": [], "parts": ["day", {"part": "<topic>", "handle": "Topic"}, "day_<n:int>"]}]}]
            """#
        let result = try Self.compile(json)
        #expect(result.status == 1)
        #expect(result.output == nil)
        #expect(
            result.stderr == """
                rows.json: error: [0].rows[0].parts: expected an array of part ids
                rows.json: error: [0].rows[1].parts[0]: "Caption" is not a part id: lowercase segments, `/` between levels, one <name> or <name:int> at a segment's end
                rows.json: error: [0].rows[1].parts[1]: "day_<n:int>/x/" is not a part id: lowercase segments, `/` between levels, one <name> or <name:int> at a segment's end
                rows.json: error: [0].rows[1].parts[2]: "price/x": declare its parent part before it
                rows.json: error: [0].rows[1].parts[4]: "caption" is declared twice
                rows.json: error: [0].rows[1].parts[5]: expected a part id such as "caption", "day_<n:int>" or "<product>/price"
                rows.json: error: [0].rows[2].parts[1]: "<topic>" gives no Swift name: add "handle"
                rows.json: error: [0].rows[2].parts[2]: "day_<n>" and "day" ([0].rows[2].parts[0]) both make `.day`: add "handle"

                """)
    }

    /// A source is read when the table is compiled: a cell none of the notation's forms reads
    /// (an unknown response or device phrase, a malformed path) is refused, naming it.
    @Test func aSourceTheNotationCannotReadFailsTheBuild() throws {
        let json = #"""
            [{"section": "plan", "rows": [
                {"label": "a", "sources": ["home.level.title", "CLLocationManager.location", "homee.level", "home.level."]},
                {"label": "b", "sources": ["derived: lowest x.y", "local:", "GET", "device battery", "storekit[id.price"]}]}]
            """#
        let result = try Self.compile(json)
        #expect(result.status == 1)
        #expect(result.output == nil)
        let expected =
            "is not a source: expected a field path (home.level.title), local:<path>, derived: <rule>, a request (POST /v1/onboarding) or a device input (NWPathMonitor.status)"
        #expect(
            result.stderr == """
                rows.json: error: [0].rows[0].sources[1]: "CLLocationManager.location" \(expected)
                rows.json: error: [0].rows[0].sources[2]: "homee.level" \(expected)
                rows.json: error: [0].rows[0].sources[3]: "home.level." \(expected)
                rows.json: error: [0].rows[1].sources[0]: "derived: lowest x.y" \(expected)
                rows.json: error: [0].rows[1].sources[1]: "local:" \(expected)
                rows.json: error: [0].rows[1].sources[2]: "GET" \(expected)
                rows.json: error: [0].rows[1].sources[3]: "device battery" \(expected)
                rows.json: error: [0].rows[1].sources[4]: "storekit[id.price" \(expected)

                """)
    }

    /// Each form of the notation compiles to its typed `Source`, the cell's text kept as written.
    @Test func eachFormOfSourceCompilesToItsTypedValue() throws {
        let json = #"""
            [{"section": "plan", "rows": [
                {"label": "a", "sources": ["home.today_quest.steps[].key", "storekit[id].price", "assessment.dimensions.<key>.score",
                    "error.code", "topics[].name", "onboarding.goal", "dimension.<key>"]},
                {"label": "b", "sources": ["local:home.selectedTopic", "local:cache.topics.fetchedAt", "NWPathMonitor.status",
                    "local:Locale.current", "derived: lowest assessment.dimensions.<key>.score", "derived: today", "PUT upload"]}]}]
            """#
        let result = try Self.compile(json)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = try #require(result.output).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "private static let sourceLists: [[Source]] = ["))
        #expect(
            Array(lines[(start + 1)...(start + 2)]) == [
                #"[Source("home.today_quest.steps[].key", .field(JSONPath(.home, [.member("today_quest"), .member("steps"), .item, .member("key")]))), "#
                    + #"Source("storekit[id].price", .field(JSONPath(.storekit, [.item, .member("price")]))), "#
                    + #"Source("assessment.dimensions.<key>.score", .field(JSONPath(.attempt, [.member("assessment"), .member("dimensions"), .wildcard("key"), .member("score")]))), "#
                    + #"Source("error.code", .field(JSONPath(.error, [.member("error"), .member("code")]))), "#
                    + #"Source("topics[].name", .field(JSONPath(.topics, [.member("topics"), .item, .member("name")]))), "#
                    + #"Source("onboarding.goal", .answer([.member("goal")])), "#
                    + #"Source("dimension.<key>", .catalogFamily("dimension.<key>"))],"#,
                #"[Source("local:home.selectedTopic", .field(JSONPath(.local, [.member("home"), .member("selectedTopic")]))), "#
                    + #"Source("local:cache.topics.fetchedAt", .local(.cacheTime(.topics))), "#
                    + #"Source("NWPathMonitor.status", .local(.network)), "#
                    + #"Source("local:Locale.current", .local(.deviceLocale)), "#
                    + #"Source("derived: lowest assessment.dimensions.<key>.score", .derived(rule: "lowest assessment.dimensions.<key>.score", from: [JSONPath(.attempt, [.member("assessment"), .member("dimensions"), .wildcard("key"), .member("score")])])), "#
                    + #"Source("derived: today", .derived(rule: "today", from: [])), "#
                    + #"Source("PUT upload", .request(method: "PUT", target: "upload"))],"#,
            ])
    }

    /// The compiler's table of responses is `Endpoint`'s: each endpoint an app requests, and
    /// the error envelope, is a cache time's endpoint (`local:cache.<name>.fetchedAt`), under
    /// its Swift case; `local` is not, so that path is a field of local state.
    @Test func everyEndpointIsAResponseTheCompilerReads() throws {
        let cells = Endpoint.allCases.map { "\"local:cache.\($0.rawValue).fetchedAt\"" }
        let json =
            #"[{"section": "plan", "rows": [{"label": "a", "sources": ["# + cells.joined(separator: ", ") + "]}]}]"
        let result = try Self.compile(json)
        #expect(result.stderr == "")
        let lines = try #require(result.output).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "private static let sourceLists: [[Source]] = ["))
        let sources = Endpoint.allCases.map { endpoint in
            let reading =
                endpoint == .local
                ? #".field(JSONPath(.local, [.member("cache"), .member("local"), .member("fetchedAt")]))"#
                : ".local(.cacheTime(.\(endpoint)))"
            return #"Source("local:cache.\#(endpoint.rawValue).fetchedAt", \#(reading))"#
        }
        #expect(lines[start + 1] == "[" + sources.joined(separator: ", ") + "],")
    }

    @Test func aGoodTableCompilesWithQuotedLabels() throws {
        let json = #"""
            [{"section": "feedback", "rows": [
                {"label": "\"not yet\" line", "sources": ["assessment.previous_action"],
                 "parts": ["caption", "<option>", "<option>/detail", "day_<n:int>", {"part": "continue", "handle": "continue"}]},
                {"label": "CTA", "sources": [], "key": "feedback.cta.retry"},
                {"label": "3-step path · default", "sources": []}]}]
            """#
        let result = try Self.compile(json)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(
            result.output == #"""
                // swift-format-ignore-file
                // Generated by `swift run generate-sources` from rows.json. Do not edit.

                extension FeedbackScreen {
                    /// The rows of data-binding.md § Feedback; a view reads one by its typed handle:
                    /// `screen.section(FeedbackScreen.self)?[.notYetLine]`.
                    /// Generated from `rows.json`: the raw value is the row's label, `id` derives from it,
                    /// and `sources` is what the row reads; the render walks the rows in this order.
                    public enum Element: String, ScreenElement {
                        /// `"not yet" line`
                        ///
                        /// Parts (`/` for a part's own parts): `caption` (`.caption`), `<option>` (`.option(_: String)`), `<option>/detail` (`.detail`), `day_<n>` (`.day(_: Int)`), `continue` (`.continue`).
                        case notYetLine = "\"not yet\" line"
                        /// `CTA`: static copy, `feedback.cta.retry`
                        case cta = "CTA"
                        /// `3-step path · default`
                        case n3StepPathDefault = "3-step path · default"

                        /// data-binding.md § Feedback.
                        public static var section: ScreenSection { .feedback }
                    }
                }

                extension FeedbackScreen.Element: SectionRow {
                    static let rowIDs = allCases.map(\.id)

                    /// Each row's sources in the order of `allCases`, read from the table when it was compiled.
                    private static let sourceLists: [[Source]] = [
                        [Source("assessment.previous_action", .field(JSONPath(.attempt, [.member("assessment"), .member("previous_action")])))],
                        [],
                        [],
                    ]

                    var sources: [Source] {
                        switch self {
                        case .notYetLine: Self.sourceLists[0]
                        case .cta: Self.sourceLists[1]
                        case .n3StepPathDefault: Self.sourceLists[2]
                        }
                    }

                    var staticKey: String? {
                        switch self {
                        case .notYetLine: nil
                        case .cta: "feedback.cta.retry"
                        case .n3StepPathDefault: nil
                        }
                    }

                    var partPatterns: [String] {
                        switch self {
                        case .notYetLine: ["caption", "<option>", "<option>/detail", "day_<n:int>", "continue"]
                        case .cta: []
                        case .n3StepPathDefault: []
                        }
                    }
                }

                /// data-binding.md § Feedback: its rows read as `screen.section(FeedbackScreen.self)`.
                extension FeedbackScreen: SectionScreen {}

                extension RowHandle where Row == FeedbackScreen.Element {
                    /// `"not yet" line`.
                    public static var notYetLine: RowHandle<Row, FeedbackScreen.Element.NotYetLineParts> { RowHandle<Row, FeedbackScreen.Element.NotYetLineParts>(.notYetLine) }
                    /// `CTA`.
                    public static var cta: RowHandle<Row, NoParts> { RowHandle<Row, NoParts>(.cta) }
                    /// `3-step path · default`.
                    public static var n3StepPathDefault: RowHandle<Row, NoParts> { RowHandle<Row, NoParts>(.n3StepPathDefault) }
                }

                extension FeedbackScreen.Element {
                    /// The parts of `"not yet" line`: `screen.section(FeedbackScreen.self)?[.notYetLine]?[…]`.
                    public enum NotYetLineParts {}
                }

                extension FeedbackScreen.Element.NotYetLineParts {
                    /// The parts of `<option>`.
                    public enum OptionParts {}
                }

                extension PartHandle where Parent == FeedbackScreen.Element.NotYetLineParts {
                    /// `caption`.
                    public static var caption: PartHandle<Parent, NoParts> { PartHandle<Parent, NoParts>(id: "caption") }
                    /// `continue`.
                    public static var `continue`: PartHandle<Parent, NoParts> { PartHandle<Parent, NoParts>(id: "continue") }
                    /// `day_<n>`.
                    public static func day(_ n: Int) -> PartHandle<Parent, NoParts> {
                        PartHandle<Parent, NoParts>(id: "day_" + String(n))
                    }
                    /// `<option>`.
                    public static func option(_ option: String) -> PartHandle<Parent, FeedbackScreen.Element.NotYetLineParts.OptionParts> {
                        PartHandle<Parent, FeedbackScreen.Element.NotYetLineParts.OptionParts>(id: ElementID.slug(option))
                    }
                }

                extension PartHandle where Parent == FeedbackScreen.Element.NotYetLineParts.OptionParts {
                    /// `detail`.
                    public static var detail: PartHandle<Parent, NoParts> { PartHandle<Parent, NoParts>(id: "detail") }
                }

                """#)
    }
}
