/// The feedback on one recording (`attempt.assessment`): round 1 feedback and the
/// diagnostic result. Summary, notes, evidence and advice are in the article language;
/// `band_label` and dimension labels follow Accept-Language.
public struct Assessment: Sendable, Hashable, Codable {
    /// The four dimensions, keyed as on the wire.
    public struct Dimensions: Sendable, Hashable, Codable {
        public let coverage: Dimension
        public let structure: Dimension
        public let concision: Dimension
        public let fluency: Dimension

        /// The dimensions in display order, with their keys.
        public var all: [(key: DimensionKey, dimension: Dimension)] {
            [(.coverage, coverage), (.structure, structure), (.concision, concision), (.fluency, fluency)]
        }

        enum CodingKeys: String, CodingKey {
            case coverage, structure, concision, fluency
        }
    }

    /// One dimension's score and note.
    public struct Dimension: Sendable, Hashable, Codable {
        /// 0…100; nil when `insufficient_evidence` (`dimension.insufficient`).
        public let score: Int?
        /// Accept-Language; the client's `dimension.<key>` is the fallback.
        public let label: String?
        public let note: String?
        public let evidenceIDs: [String]
        public let insufficientEvidence: Bool

        enum CodingKeys: String, CodingKey {
            case score, label, note
            case evidenceIDs = "evidence_ids"
            case insufficientEvidence = "insufficient_evidence"
        }
    }

    /// A quoted moment of the recording, playable from `start_ms` to `end_ms`.
    public struct Evidence: Sendable, Hashable, Codable {
        public let id: String
        public let startMs: Int
        public let endMs: Int
        public let quote: String
        public let note: String
        public let dimension: Open<DimensionKey>?

        enum CodingKeys: String, CodingKey {
            case id, quote, note, dimension
            case startMs = "start_ms"
            case endMs = "end_ms"
        }
    }

    /// The one thing to try next (the ink card).
    public struct OneAction: Sendable, Hashable, Codable {
        public let microSkillID: Open<MicroSkillID>
        public let title: String
        public let instruction: String
        public let exampleSentence: String
        public let evidenceID: String?

        enum CodingKeys: String, CodingKey {
            case microSkillID = "micro_skill_id"
            case title, instruction
            case exampleSentence = "example_sentence"
            case evidenceID = "evidence_id"
        }
    }

    /// Whether a key point of the article made it into the recording.
    public struct KeyPoint: Sendable, Hashable, Codable {
        public let point: String
        public let covered: Bool
        public let evidenceID: String?

        enum CodingKeys: String, CodingKey {
            case point, covered
            case evidenceID = "evidence_id"
        }
    }

    public let id: String
    public let attemptID: String
    public let language: String
    public let overall: Int
    public let band: Open<Band>
    /// Accept-Language, e.g. "Good foundation" / "基础不错".
    public let bandLabel: String
    public let confidence: Open<Confidence>
    /// Why confidence is low, in the article language.
    public let confidenceNote: String?
    public let summary: String
    public let dimensions: Dimensions
    public let evidence: [Evidence]
    public let oneAction: OneAction
    public let keyPointCoverage: [KeyPoint]
    /// Did the learner apply the previous advice? nil when there was none.
    public let achievedPreviousAction: Bool?
    /// The advice `achieved_previous_action` is about.
    public let previousAction: MicroSkillRef?
    public let rubricVersion: String
    public let modelRef: String

    enum CodingKeys: String, CodingKey {
        case id, language, overall, band, confidence, summary, dimensions, evidence
        case attemptID = "attempt_id"
        case bandLabel = "band_label"
        case confidenceNote = "confidence_note"
        case oneAction = "one_action"
        case keyPointCoverage = "key_point_coverage"
        case achievedPreviousAction = "achieved_previous_action"
        case previousAction = "previous_action"
        case rubricVersion = "rubric_version"
        case modelRef = "model_ref"
    }
}
