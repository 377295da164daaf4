/// The feedback on one recording (`attempt.assessment`): round 1 feedback and the
/// diagnostic result. Summary, notes, evidence and advice are in the article language;
/// `band_label` and dimension labels follow Accept-Language.
public struct Assessment: Sendable, Hashable, Codable {
    /// The four dimensions, keyed as on the wire.
    public struct Dimensions: Sendable, Hashable, Codable {
        /// How many of the article's key points the summary covers.
        public let coverage: Dimension
        /// How well the summary is organised.
        public let structure: Dimension
        /// Saying it in few words.
        public let concision: Dimension
        /// Smooth delivery without stalls.
        public let fluency: Dimension

        /// The dimensions in display order, with their keys.
        public var all: [(key: DimensionKey, dimension: Dimension)] {
            [(.coverage, coverage), (.structure, structure), (.concision, concision), (.fluency, fluency)]
        }

        // Generated init: Creates the four dimensions from their fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// One dimension's score and note.
    public struct Dimension: Sendable, Hashable, Codable {
        /// 0…100; nil when `insufficient_evidence` (`dimension.insufficient`).
        public let score: Int?
        /// Accept-Language; the client's `dimension.<key>` is the fallback.
        public let label: String?
        /// The assessor's note on this dimension, in the article language; nil when there is none.
        public let note: String?
        /// Ids in `evidence` for this dimension; the first is the dimension's `mm:ss` chip.
        public let evidenceIDs: [String]  // Wire key: evidence_ids
        /// Too little speech to score it: `score` is nil and `dimension.insufficient` replaces note and score.
        public let insufficientEvidence: Bool

        // Generated init: Creates one dimension's score and note from its fields; omitted optionals are nil, omitted
        //   lists empty.
        // Empty by default: evidenceIDs.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// A quoted moment of the recording, playable from `start_ms` to `end_ms`.
    public struct Evidence: Sendable, Hashable, Codable {
        /// The moment's id, as `evidence_ids` and `evidence_id` name it.
        public let id: String
        /// Where the quote starts in the recording, in milliseconds: the chip's `mm:ss` and where playback seeks.
        public let startMs: Int
        /// Where the quote ends in the recording, in milliseconds; playback stops there.
        public let endMs: Int
        /// What the learner said, in the article language.
        public let quote: String
        /// What the moment shows, in the article language.
        public let note: String
        /// The dimension the moment is evidence for; nil when it is for none in particular.
        public let dimension: Open<DimensionKey>?

        // Generated init: Creates a quoted moment of the recording from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The one thing to try next (the ink card).
    public struct OneAction: Sendable, Hashable, Codable {
        /// The micro-skill the advice trains.
        public let microSkillID: Open<MicroSkillID>
        /// The advice in a few words, in the article language.
        public let title: String
        /// What to do, in the article language; round 2's advice card repeats it.
        public let instruction: String
        /// A sentence that does it, in the article language; also on round 2's advice card.
        public let exampleSentence: String
        /// The moment in `evidence` the advice points at; nil when none.
        public let evidenceID: String?

        // Generated init: Creates the one-action advice from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Whether a key point of the article made it into the recording.
    public struct KeyPoint: Sendable, Hashable, Codable {
        /// The key point, in the article language.
        public let point: String
        /// Whether the recording covered it: ✓ covered or ! missed.
        public let covered: Bool
        /// The moment in `evidence` that covers it; nil when none.
        public let evidenceID: String?

        // Generated init: Creates a key point's coverage from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The assessment's id, as in `POST /v1/assessments/{id}/feedback`.
    public let id: String
    /// The attempt (recording) it assesses.
    public let attemptID: String
    /// BCP-47 tag of the article language the summary, notes and advice are in.
    public let language: String
    /// The overall score, 0–100: the score ring and its count-up.
    public let overall: Int
    /// The overall score's band; it picks the ring's colour.
    public let band: Open<Band>
    /// Accept-Language, e.g. "Good foundation" / "基础不错".
    public let bandLabel: String
    /// How sure the assessor is; `low` shows the warning banner. The meta caption names it too.
    public let confidence: Open<Confidence>
    /// Why confidence is low, in the article language.
    public let confidenceNote: String?
    /// The feedback's summary, in the article language.
    public let summary: String
    /// The four dimension rows: score, note and evidence chip.
    public let dimensions: Dimensions
    /// Quoted moments of the recording; the evidence list sorts them by `start_ms`.
    public let evidence: [Evidence]
    /// The one thing to try next: the ink card.
    public let oneAction: OneAction
    /// The article's key points and whether each was covered; empty hides the section.
    public let keyPointCoverage: [KeyPoint]
    /// Did the learner apply the previous advice? nil when there was none.
    public let achievedPreviousAction: Bool?
    /// The advice `achieved_previous_action` is about.
    public let previousAction: MicroSkillRef?
    /// Version of the scoring rubric: the meta caption.
    public let rubricVersion: String
    /// The model that scored the recording: the meta caption.
    public let modelRef: String

    // Generated init: Creates the feedback on one recording from its fields; omitted optionals are nil, omitted lists
    //   empty.
    // Empty by default: evidence, keyPointCoverage.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
