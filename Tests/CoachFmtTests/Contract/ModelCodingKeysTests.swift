import Testing

@testable import SourceGenerators

/// The API models' wire keys, as `swift run generate-sources` writes them: a property's name in
/// snake_case, or the key its `// Wire key:` comment names.
@Suite struct ModelCodingKeysTests {
    @Test(arguments: [
        ("sessionID", "session_id"), ("audioURL", "audio_url"), ("round1MaxMs", "round1_max_ms"),
        ("dailyXPCap", "daily_xp_cap"), ("estReadSeconds", "est_read_seconds"), ("greeting", "greeting"),
        ("evidenceIDs", "evidence_i_ds"), ("delta30d", "delta30d"),
    ])
    func aNameInSnakeCase(name: String, key: String) {
        #expect(ModelCodingKeys.snakeCase(name) == key)
    }

    @Test func keysAreWrittenOnlyWhereOneDiffersFromItsName() throws {
        let model = """
            public struct Quest: Sendable, Hashable, Codable {
                public struct Step: Sendable, Hashable, Codable {
                    public let key: String
                    public let label: String
                }

                public let questID: String
                public let evidenceIDs: [String]  // Wire key: evidence_ids
                public let steps: [Step]
            }
            """
        let generated = try ModelCodingKeys.generate([("Sources/CoachFmtContract/Models/Quest.swift", model)])
        #expect(
            generated.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4).joined(separator: "\n")
                == """
                extension Quest {
                    enum CodingKeys: String, CodingKey {
                        case questID = "quest_id"
                        case evidenceIDs = "evidence_ids"
                        case steps
                    }
                }

                """)
    }

    @Test func aWireKeyThatIsTheNameInSnakeCaseIsRefused() {
        let model = """
            public struct Quest: Sendable, Hashable, Codable {
                public let questID: String  // Wire key: quest_id
            }
            """
        #expect {
            try ModelCodingKeys.generate([("Sources/CoachFmtContract/Models/Quest.swift", model)])
        } throws: { error in
            "\(error)"
                == "Sources/CoachFmtContract/Models/Quest.swift: Quest.questID: its wire key quest_id is its name in "
                + "snake_case: drop `// Wire key: quest_id`"
        }
    }
}
