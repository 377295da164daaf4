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

        /// Creates the four dimensions from their fields.
        public init(coverage: Dimension, structure: Dimension, concision: Dimension, fluency: Dimension) {
            self.coverage = coverage
            self.structure = structure
            self.concision = concision
            self.fluency = fluency
        }

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

        /// Creates one dimension's score and note from its fields; omitted optionals are nil, omitted lists empty.
        public init(
            score: Int? = nil, label: String? = nil, note: String? = nil, evidenceIDs: [String] = [],
            insufficientEvidence: Bool
        ) {
            self.score = score
            self.label = label
            self.note = note
            self.evidenceIDs = evidenceIDs
            self.insufficientEvidence = insufficientEvidence
        }

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

        /// Creates a quoted moment of the recording from its fields; omitted optionals are nil.
        public init(
            id: String, startMs: Int, endMs: Int, quote: String, note: String, dimension: Open<DimensionKey>? = nil
        ) {
            self.id = id
            self.startMs = startMs
            self.endMs = endMs
            self.quote = quote
            self.note = note
            self.dimension = dimension
        }

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

        /// Creates the one-action advice from its fields; omitted optionals are nil.
        public init(
            microSkillID: Open<MicroSkillID>, title: String, instruction: String, exampleSentence: String,
            evidenceID: String? = nil
        ) {
            self.microSkillID = microSkillID
            self.title = title
            self.instruction = instruction
            self.exampleSentence = exampleSentence
            self.evidenceID = evidenceID
        }

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

        /// Creates a key point's coverage from its fields; omitted optionals are nil.
        public init(point: String, covered: Bool, evidenceID: String? = nil) {
            self.point = point
            self.covered = covered
            self.evidenceID = evidenceID
        }

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

    /// Creates the feedback on one recording from its fields; omitted optionals are nil, omitted lists empty.
    public init(
        id: String, attemptID: String, language: String, overall: Int, band: Open<Band>, bandLabel: String,
        confidence: Open<Confidence>, confidenceNote: String? = nil, summary: String, dimensions: Dimensions,
        evidence: [Evidence] = [], oneAction: OneAction, keyPointCoverage: [KeyPoint] = [],
        achievedPreviousAction: Bool? = nil, previousAction: MicroSkillRef? = nil, rubricVersion: String,
        modelRef: String
    ) {
        self.id = id
        self.attemptID = attemptID
        self.language = language
        self.overall = overall
        self.band = band
        self.bandLabel = bandLabel
        self.confidence = confidence
        self.confidenceNote = confidenceNote
        self.summary = summary
        self.dimensions = dimensions
        self.evidence = evidence
        self.oneAction = oneAction
        self.keyPointCoverage = keyPointCoverage
        self.achievedPreviousAction = achievedPreviousAction
        self.previousAction = previousAction
        self.rubricVersion = rubricVersion
        self.modelRef = modelRef
    }

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
