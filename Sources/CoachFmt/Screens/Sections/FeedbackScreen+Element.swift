extension FeedbackScreen {
    /// The rows of data-binding.md § Feedback, as a typed handle: `screen[FeedbackScreen.Element.youDidIt]`.
    /// The section's row table: the raw value is the row's label, `id` derives from it, and
    /// `sources` (below) is what the row reads; the render walks the rows in this order.
    public enum Element: String, ScreenElement {
        /// `"You did it ✓"`
        case youDidIt = "\"You did it ✓\""
        /// `"not yet" line`
        case notYetLine = "\"not yet\" line"
        /// `low-confidence`
        case lowConfidence = "low-confidence"
        /// `score ring`
        case scoreRing = "score ring"
        /// `summary`
        case summary = "summary"
        /// `dimension name`
        case dimensionName = "dimension name"
        /// `dimension note / score / evidence chip`
        case dimensionNoteScoreEvidenceChip = "dimension note / score / evidence chip"
        /// `one action`
        case oneAction = "one action"
        /// `evidence list`
        case evidenceList = "evidence list"
        /// `playback`
        case playback = "playback"
        /// `key points`
        case keyPoints = "key points"
        /// `exemplar`
        case exemplar = "exemplar"
        /// `meta`
        case meta = "meta"
        /// `helpful`
        case helpful = "helpful"
        /// `CTA`
        case cta = "CTA"

        /// data-binding.md § Feedback.
        public static var section: ScreenSection { .feedback }
    }
}

extension FeedbackScreen.Element: SectionRow {
    static let rowIDs = allCases.map(\.id)

    var sources: [String] {
        switch self {
        case .youDidIt: ["assessment.achieved_previous_action", "assessment.previous_action"]
        case .notYetLine: ["assessment.achieved_previous_action", "assessment.previous_action"]
        case .lowConfidence: ["assessment.confidence", "assessment.confidence_note"]
        case .scoreRing: ["assessment.overall", "assessment.band", "assessment.band_label"]
        case .summary: ["assessment.summary"]
        case .dimensionName: ["dimension.<key>", "assessment.dimensions.<key>.label"]
        case .dimensionNoteScoreEvidenceChip:
            [
                "assessment.dimensions.<key>.note", "assessment.dimensions.<key>.score",
                "assessment.dimensions.<key>.evidence_ids[0]", "assessment.evidence[].start_ms",
            ]
        case .oneAction:
            [
                "assessment.one_action.title", "assessment.one_action.instruction",
                "assessment.one_action.example_sentence", "assessment.one_action.evidence_id",
                "assessment.evidence[].start_ms",
            ]
        case .evidenceList:
            ["assessment.evidence[].start_ms", "assessment.evidence[].quote", "assessment.evidence[].note"]
        case .playback: ["GET /v1/attempts/{id}/audio", "local:player.positionMs", "local:player.evidenceID"]
        case .keyPoints: ["assessment.key_point_coverage[].point", "assessment.key_point_coverage[].covered"]
        case .exemplar: ["exemplar.status", "exemplar.text", "exemplar.duration_ms", "exemplar.label"]
        case .meta: ["assessment.rubric_version", "assessment.model_ref", "assessment.confidence"]
        case .helpful: ["POST /v1/assessments/{id}/feedback"]
        case .cta: []
        }
    }
}
