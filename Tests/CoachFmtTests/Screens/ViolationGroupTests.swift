import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// A violation is recorded once per render: elements refer to groups of one path shape, so that
/// a list of many broken items costs each element, and each output, what one does.
@Suite struct ViolationGroupTests {
    /// Home's example response with `count` nulls for its topics.
    static func home(nullTopics count: Int) throws -> [UInt8] {
        let example = try #require(EmbeddedResources.text("examples/en/home.json"))
        var home = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
        home["topics"] = [NSNull](repeating: NSNull(), count: count)
        return Array(try JSONSerialization.data(withJSONObject: home, options: [.sortedKeys]))
    }

    /// home--normal in en, its home.json replaced by `bytes`.
    static func render(home bytes: [UInt8]) throws -> RenderedScreen {
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let inputs = try MutationTests.inputs(state, file: "home", bytes: bytes).get()
        return MutationTests.render(state, inputs, .en)
    }

    @Test func manyBrokenItemsOfOneListAreOneGroup() throws {
        let screen = try Self.render(home: Self.home(nullTopics: 2_000))
        // The selected topic is no longer among the topics: local state's violation, a group of its own.
        #expect(screen.violations.count == 2_001)
        #expect(
            screen.violations[1999].description == "en/home.json: home.topics[1999]: expected an object, found null")
        #expect(
            screen.violationGroups == [
                ViolationGroup(shape: "home.topics[]", runs: [0..<2_000]),
                ViolationGroup(shape: "local.home.selectedTopic", runs: [2_000..<2_001]),
            ])
        let readers = screen.elements.filter { !$0.violationGroups.isEmpty }
        #expect(readers.map(\.id) == ["home.topic_chips.title", "home.topic_chips", "home.quick_pick"])
        #expect(readers.map(\.violationGroups) == [[0], [0], [0, 1]])
        #expect(readers.map { $0.violationCount(in: screen) } == [2_000, 2_000, 2_001])
        #expect(readers[0].violations(in: screen) == Array(screen.violations.prefix(2_000)))
        #expect(readers[2].violations(in: screen) == screen.violations)
        // The text names each violation once: the group's line counts them and names the first three.
        let lines = screen.text().split(separator: "\n")
        let null = "expected an object, found null"
        let groupLine: String =
            "violation 1: 2000 at home.topics[]: en/home.json: home.topics[0]: \(null); "
            + "en/home.json: home.topics[1]: \(null); en/home.json: home.topics[2]: \(null); and 1997 more"
        let violationLines = lines.filter { $0.hasPrefix("violation") }.map(String.init)
        #expect(
            violationLines == [
                groupLine,
                #"violation 2: en/local.json: local.home.selectedTopic: expected one of home.topics[].id (none), found "tech""#,
            ])
        // Hidden reasons name the first violation; no other line names any other.
        #expect(lines.filter { $0.contains("home.topics[1]") }.count == 1)
        let referring = lines.filter { $0.hasSuffix("; violation 1›") }
        #expect(!referring.isEmpty)
    }

    @Test func outputStaysSmallForManyViolations() throws {
        // 50,000 and 100,000 nulls: the text output does not grow with them, and the JSON grows by
        // one line per violation (the path, like the violation before it), never per element.
        let smallInput = try Self.home(nullTopics: 50_000)
        let largeInput = try Self.home(nullTopics: 100_000)
        let small = try Self.render(home: smallInput)
        let large = try Self.render(home: largeInput)
        let smallText = small.text().utf8.count
        let largeText = large.text().utf8.count
        #expect(largeText - smallText == 1, "the count 50000 → 100000 gains a digit")
        #expect(smallText < 20_000)
        let smallJSON = small.json().utf8.count
        let largeJSON = large.json().utf8.count
        // `    "home.topics[NNNNN]",\n` is 26 bytes, plus the digits the group's counts gain.
        #expect(largeJSON - smallJSON <= 50_000 * 26 + 10)
        #expect(smallJSON <= 10 * smallInput.count)
        #expect(largeJSON <= 10 * largeInput.count)
    }

    @Test func theJSONRoundTripsAndNamesEachViolationOnce() throws {
        var bytes = Array(try #require(EmbeddedResources.text("examples/en/home.json")).utf8)
        var home = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var topics = try #require(home["topics"] as? [[String: Any]])
        topics[1]["name"] = 5
        topics[2] = ["id": "x"]
        home["topics"] = topics + [NSNull(), NSNull()]
        home["display_name"] = 7
        bytes = Array(try JSONSerialization.data(withJSONObject: home, options: [.sortedKeys]))
        let screen = try Self.render(home: bytes)
        #expect(screen.violations.count >= 5)
        let json = screen.json()
        let decoded = try JSONDecoder().decode(RenderedScreen.self, from: Data(json.utf8))
        #expect(decoded == screen)
        #expect(decoded.violations == screen.violations)
        #expect(decoded.violationGroups == screen.violationGroups)
        // The violations are listed once, at the top; elements carry only group indices.
        #expect(json.components(separatedBy: "\"violations\" : [").count == 2)
    }

    @Test func entriesAreWholeUnlessLikeTheOneBefore() throws {
        let null = { (index: Int) in
            ContractViolation(
                file: "home.json", path: "home.topics[\(index)]", message: "expected an object, found null",
                effect: .madeAbsent, expected: "an object")
        }
        let inner = ContractViolation(
            file: "home.json", path: "home.topics[3].name", message: "expected an object, found null",
            absentPath: "home.topics[3]", effect: .madeAbsent, expected: "an object")
        let other = ContractViolation(
            file: "me.json", path: "me.topics[4]", message: "expected an object, found null", effect: .madeAbsent,
            expected: "an object")
        let violations = [null(0), null(1), inner, null(5), other]
        #expect(
            ViolationEntry.entries(violations) == [
                .full(null(0)), .path("home.topics[1]"), .full(inner), .path("home.topics[5]"), .full(other),
            ])
        let data = try JSONEncoder().encode(ViolationEntry.entries(violations))
        let entries = try JSONDecoder().decode([ViolationEntry].self, from: data)
        #expect(entries == ViolationEntry.entries(violations))
    }

    @Test func groupsKeepRunsAndRefuseBrokenOnes() throws {
        #expect(ViolationGroup(shape: "a[]", indices: [0, 1, 2, 5, 6, 9]).runs == [0..<3, 5..<7, 9..<10])
        #expect(ViolationGroup(shape: "a[]", indices: [0, 1, 2, 5, 6, 9]).count == 6)
        #expect(ViolationGroup(shape: "a[]", indices: [0, 1, 2, 5, 6, 9]).indices == [0, 1, 2, 5, 6, 9])
        for broken in [
            #"{"count": 1, "runs": [[2, 2]]}"#, #"{"count": 2, "runs": [[3, 4], [0, 1]]}"#,
            #"{"count": 1, "runs": [[0]]}"#, #"{"count": 5, "runs": [[0, 1]]}"#,
        ] {
            #expect(throws: DecodingError.self, "\(broken)") {
                try JSONDecoder().decode(ViolationGroup.self, from: Data(broken.utf8))
            }
        }
    }

    @Test func aRenderWhoseReferencesPointNowhereIsRefused() throws {
        let screen = try Self.render(home: Self.home(nullTopics: 3))
        let json = screen.json()
        // An element's group that does not exist, and a group that runs past the violations.
        for (from, to) in [
            ("\"violation_groups\" : [\n        0\n      ]", "\"violation_groups\" : [\n        4\n      ]")
        ] {
            #expect(json.contains(from))
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(
                    RenderedScreen.self, from: Data(json.replacingOccurrences(of: from, with: to).utf8))
            }
        }
        let pastTheEnd = json.replacingOccurrences(of: "\"count\" : 3", with: "\"count\" : 9")
            .replacingOccurrences(of: "          0,\n          3\n", with: "          0,\n          9\n")
        #expect(pastTheEnd != json)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RenderedScreen.self, from: Data(pastTheEnd.utf8))
        }
    }

    /// A list of mixed items: nulls before and after a valid topic, a number, a broken member.
    static func mixedTopics() throws -> [UInt8] {
        let example = try #require(EmbeddedResources.text("examples/en/home.json"))
        var home = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
        let topics = try #require(home["topics"] as? [Any])
        var broken = try #require(topics.first as? [String: Any])
        broken["name"] = 7
        home["topics"] = [NSNull(), topics[0], NSNull(), 5, NSNull(), broken, NSNull(), NSNull()]
        return Array(try JSONSerialization.data(withJSONObject: home, options: [.sortedKeys]))
    }

    @Test func nullItemsAfterTheFirstAreRecordedLikeIt() throws {
        let screen = try Self.render(home: Self.mixedTopics())
        let home = screen.violations.filter { $0.file.hasSuffix("home.json") }
        #expect(
            home.map(\.description) == [
                "en/home.json: home.topics[0]: expected an object, found null",
                "en/home.json: home.topics[2]: expected an object, found null",
                "en/home.json: home.topics[3]: expected an object, found a number",
                "en/home.json: home.topics[4]: expected an object, found null",
                "en/home.json: home.topics[5].name: expected a string, found a number",
                "en/home.json: home.topics[6]: expected an object, found null",
                "en/home.json: home.topics[7]: expected an object, found null",
            ])
        #expect(home.map(\.absentPath)[4...] == ["home.topics[5]", "home.topics[6]", "home.topics[7]"])
    }

    @Test func runsOfAlikeListItemsAreOneReportLine() throws {
        let screen = try Self.render(home: Self.mixedTopics())
        #expect(
            ContractViolation.reportLines(screen.violations.filter { $0.file.hasSuffix("home.json") }) == [
                "en/home.json: home.topics[0]: expected an object, found null",
                "en/home.json: home.topics[2]: expected an object, found null",
                "en/home.json: home.topics[3]: expected an object, found a number",
                "en/home.json: home.topics[4]: expected an object, found null",
                "en/home.json: home.topics[5].name: expected a string, found a number",
                "en/home.json: home.topics[6] to home.topics[7] (2 items): expected an object, found null",
            ])
        let many = try Self.render(home: Self.home(nullTopics: 2_000))
        #expect(
            ContractViolation.reportLines(many.violations) == [
                "en/home.json: home.topics[0] to home.topics[1999] (2000 items): expected an object, found null",
                many.violations[2_000].description,
            ])
    }

    @Test func shapesCompareWithoutWhatBracketsHold() {
        #expect(ViolationIndex.sameShape("home.topics[7]", "home.topics[12]"))
        #expect(ViolationIndex.sameShape("home.a[1].b[2]", "home.a[30].b[4]"))
        #expect(ViolationIndex.sameShape("home.a[[1]]", "home.a[2]"))
        #expect(!ViolationIndex.sameShape("home.topics[7]", "home.topics[7].name"))
        #expect(!ViolationIndex.sameShape("home.topics[7]", "home.topicz[7]"))
        #expect(!ViolationIndex.sameShape("home.topics[7", "home.topics[8"))
        #expect(ViolationIndex.sameShape("", ""))
    }

    /// `json()` writes the violations itself; the bytes are the encoder's, escapes included.
    @Test func jsonWritesViolationsAsTheEncoderDoes() throws {
        let hostileFile = "en/ho\u{1B}me \"\\/\t\u{7F}\u{202E}é.json"
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        var inputs = try MutationTests.inputs(state, file: "home", bytes: try Self.mixedTopics()).get()
        try inputs.add(.home, bytes: try Self.mixedTopics(), file: hostileFile)
        for screen in [MutationTests.render(state, inputs, .en), try Self.render(home: Self.home(nullTopics: 50))] {
            #expect(!screen.violations.isEmpty)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            #expect(screen.json() == String(decoding: try encoder.encode(screen), as: UTF8.self))
        }
        var text = ""
        JSONText.writeQuoted("a\u{0}\u{8}\u{C}\r\n\u{1F}\"\\/中\u{7F}", to: &text)
        #expect(text == #""a\u0000\b\f\r\n\u001f\"\\/中"# + "\u{7F}\"")
    }
}
