/// What the feedback rows derive from the inputs before any of them renders: micro-skill titles,
/// the evidence a chip plays, the evidence in order and the key points covered.
extension FeedbackScreen {
    /// The title of a micro-skill the API names: its `title` (Accept-Language), else the
    /// client's `micro.<id>`. The second value is the fallback that fired, if any.
    static func skillTitle(_ c: RenderContext, _ skill: MicroSkillRef) -> (
        copy: RenderContext.Copy, fallback: Fallback?
    ) {
        let title = c.served(
            skill.title, field: JSONPath(.attempt, "assessment", "previous_action", "title"), orEnumKey: "micro",
            skill.id)
        return (title.copy, title.fallback)
    }

    /// The evidence a dimension's chip plays: its first `evidence_ids` entry, looked up in
    /// `assessment.evidence`; nil when it has none or names evidence that is not there.
    static func chipEvidence(_ ids: [String], in evidence: [Assessment.Evidence]) -> Assessment.Evidence? {
        guard let first = ids.first else { return nil }
        return evidence.first { $0.id == first }
    }

    /// `assessment.evidence[]` by `start_ms`; equal starts keep the server's order.
    static func sortedEvidence(_ evidence: [Assessment.Evidence]) -> [Assessment.Evidence] {
        let indexed = evidence.enumerated().map { (index: $0.offset, evidence: $0.element) }
        return indexed.sorted { ($0.evidence.startMs, $0.index) < ($1.evidence.startMs, $1.index) }.map(\.evidence)
    }

    /// Why a dimension with `insufficient_evidence` shows no score: `fluency.insufficient_evidence is true`.
    static func insufficientEvidence(_ dimension: DimensionKey) -> HiddenReason {
        .value(field: dimensionField(dimension, "insufficient_evidence"), is: "true")
    }

    /// A field of one of the assessment's dimensions: `attempt.assessment.dimensions.fluency.score`.
    static func dimensionField(_ dimension: DimensionKey, _ name: JSONPath.Segment) -> JSONPath {
        JSONPath(.attempt, "assessment", "dimensions", .member(dimension.rawValue), name)
    }

    /// `dimension.insufficient` for each dimension without enough evidence, in order; nil for none.
    static func insufficientFallback(_ dimensions: [DimensionKey]) -> Fallback? {
        Fallback.combined(
            dimensions.map { .because(insufficientEvidence($0), .key(CoachCopy.dimension.Keys.insufficient)) })
    }

    /// Key points covered, and in all.
    static func keyPointCount(_ points: [Assessment.KeyPoint]) -> (covered: Int, total: Int) {
        (points.filter(\.covered).count, points.count)
    }
}
