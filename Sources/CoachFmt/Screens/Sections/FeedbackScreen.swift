/// data-binding.md § Feedback: round 1 feedback on `attempt.assessment`, the exemplar and
/// the evidence player.
public enum FeedbackScreen: SectionResolver {
    /// The table's rows, in order (the first column, as written).
    static let rows = [
        "\"You did it ✓\"", "\"not yet\" line", "low-confidence", "score ring", "summary", "dimension name",
        "dimension note / score / evidence chip", "one action", "evidence list", "playback", "key points", "exemplar",
        "meta", "helpful",
    ]

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let assessment = c.inputs.attempt?.assessment else {
            let reason =
                c.inputs.attempt == nil
                ? "no attempt response" : "attempt.assessment is null (status \(c.inputs.attempt!.status))"
            // The retry CTA reads no assessment: it stays, so the screen keeps every row.
            return rows.map { c.hidden($0, ["attempt.assessment"], reason) } + [retry(c)]
        }
        // Summary, notes, evidence and advice are in the article's language (assessment.language).
        let content = c.contentLanguage(assessment.language)
        return [
            achieved(c, assessment),
            notYet(c, assessment),
            lowConfidence(c, assessment, content),
            scoreRing(c, assessment),
            summary(c, assessment, content),
            dimensionNames(c, assessment),
            dimensionDetails(c, assessment, content),
            oneAction(c, assessment, content),
            evidenceList(c, assessment, content),
            playback(c, assessment, content),
            keyPoints(c, assessment, content),
            exemplar(c),
            meta(c, assessment),
            helpful(c),
            retry(c),
        ]
    }

    static func retry(_ c: RenderContext) -> RenderedElement { c.message("CTA", [], "feedback.cta.retry") }

    // MARK: Derived values

    /// The title of a micro-skill the API names: its `title` (Accept-Language), else the
    /// client's `micro.<id>`. The second value is the fallback that fired, if any.
    static func skillTitle(_ c: RenderContext, _ skill: MicroSkillRef) -> (copy: RenderContext.Copy, fallback: String?)
    {
        if let title = skill.title, !title.isEmpty {
            return (RenderContext.Copy(content: .text(c.served(title)), language: c.locale), nil)
        }
        return (c.copy(enumKey: "micro", skill.id), "title is null: micro.\(skill.id.rawValue)")
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

    /// Key points covered, and in all.
    static func keyPointCount(_ points: [Assessment.KeyPoint]) -> (covered: Int, total: Int) {
        (points.filter(\.covered).count, points.count)
    }

    // MARK: Rows

    static func achieved(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        let label = "\"You did it ✓\""
        let sources = ["assessment.achieved_previous_action", "assessment.previous_action"]
        switch a.achievedPreviousAction {
        case nil: return c.hidden(label, sources, "achieved_previous_action is null")
        case false: return c.hidden(label, sources, "achieved_previous_action is false")
        case true:
            guard let previous = a.previousAction else { return c.hidden(label, sources, "previous_action is null") }
            let skill = skillTitle(c, previous)
            guard let title = skill.copy.text else {
                return RenderedElement(label: label, content: skill.copy.content, sources: sources)
            }
            return c.message(
                label, sources, "feedback.achieved", ["skill": .string(title)], fallback: skill.fallback,
                parts: [c.look("success banner")])
        }
    }

    static func notYet(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        let label = "\"not yet\" line"
        let sources = ["assessment.achieved_previous_action", "assessment.previous_action"]
        switch a.achievedPreviousAction {
        case nil: return c.hidden(label, sources, "achieved_previous_action is null", fallback: "hidden when null")
        case true: return c.hidden(label, sources, "achieved_previous_action is true")
        case false:
            guard let previous = a.previousAction else { return c.hidden(label, sources, "previous_action is null") }
            let skill = skillTitle(c, previous)
            guard let title = skill.copy.text else {
                return RenderedElement(label: label, content: skill.copy.content, sources: sources)
            }
            return c.message(
                label, sources, "feedback.not_yet", ["skill": .string(title)], fallback: skill.fallback,
                parts: [c.look("neutral row")])
        }
    }

    static func lowConfidence(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let label = "low-confidence"
        let sources = ["assessment.confidence", "assessment.confidence_note"]
        guard a.confidence == .low else { return c.hidden(label, sources, "confidence is \(a.confidence.rawValue)") }
        if let note = a.confidenceNote, !note.isEmpty {
            return c.text(label, sources, note, language: content, parts: [c.look("warning banner")])
        }
        return c.message(
            label, sources, "feedback.low_confidence_generic",
            fallback: "confidence_note is null: feedback.low_confidence_generic",
            parts: [c.look("warning banner")])
    }

    static func scoreRing(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        let sources = ["assessment.overall", "assessment.band", "assessment.band_label"]
        var fallback: String?
        let bandLabel: RenderedElement
        if a.bandLabel.isEmpty {
            bandLabel = c.part("band label", c.copy(enumKey: "band", a.band))
            fallback = "band_label is empty: band.\(a.band.rawValue)"
        } else {
            bandLabel = c.part("band label", c.served(a.bandLabel))
        }
        return c.text(
            "score ring", sources, c.number(a.overall), fallback: fallback,
            parts: [
                bandLabel,
                c.part("a11y", c.copy("common.score_a11y", ["score": .integer(a.overall)])),
                c.look("104pt ring, \(a.band.rawValue) colour"),
            ])
    }

    static func summary(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        guard !a.summary.isEmpty else {
            return c.hidden("summary", ["assessment.summary"], "assessment.summary is empty")
        }
        return c.text("summary", ["assessment.summary"], a.summary, language: content)
    }

    /// `dimension.<key>`, the client key the row names first; the API's label only for a key
    /// the catalog lacks.
    static func dimensionNames(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        c.list(
            "dimension name", ["dimension.<key>", "assessment.dimensions.<key>.label"],
            a.dimensions.all.map { key, dimension in
                let catalogKey = "dimension.\(key.rawValue)"
                if !c.catalog.has(catalogKey), let label = dimension.label, !label.isEmpty {
                    return c.part(key.rawValue, c.served(label))
                }
                return c.part(key.rawValue, c.copy(catalogKey))
            })
    }

    static func dimensionDetails(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let sources = [
            "assessment.dimensions.<key>.note", "assessment.dimensions.<key>.score",
            "assessment.dimensions.<key>.evidence_ids[0]",
            "assessment.evidence[].start_ms",
        ]
        var insufficient: [String] = []
        let parts = a.dimensions.all.map { key, dimension -> RenderedElement in
            if dimension.insufficientEvidence {
                insufficient.append(key.rawValue)
                let copy = c.copy("dimension.insufficient")
                return RenderedElement(
                    label: key.rawValue, content: copy.content, language: copy.language,
                    parts: [
                        c.hiddenPart("score", "insufficient_evidence"),
                        c.hiddenPart("evidence chip", "insufficient_evidence"),
                    ])
            }
            let score = dimension.score.map { c.part("score", c.number($0)) } ?? c.hiddenPart("score", "score is null")
            let chip: RenderedElement
            if let evidence = chipEvidence(dimension.evidenceIDs, in: a.evidence) {
                chip = RenderedElement(
                    label: "evidence chip", content: c.clock(evidence.startMs), language: c.locale
                ).looking("plays \(evidence.id)")
            } else {
                chip = c.hiddenPart(
                    "evidence chip",
                    dimension.evidenceIDs.first.map { "evidence \($0) is not in assessment.evidence" }
                        ?? "evidence_ids is empty")
            }
            if let note = dimension.note, !note.isEmpty {
                return RenderedElement(
                    label: key.rawValue, content: .text(note), language: content, parts: [score, chip])
            }
            // No note: the score carries the row.
            guard let value = dimension.score else {
                return RenderedElement(
                    label: key.rawValue, content: .hidden(reason: "note and score are null"), parts: [chip])
            }
            return RenderedElement(
                label: key.rawValue, content: .text(c.number(value)), language: c.locale, parts: [chip])
        }
        let fallback =
            insufficient.isEmpty
            ? nil : "\(insufficient.joined(separator: ", ")): insufficient_evidence → dimension.insufficient"
        return c.list("dimension note / score / evidence chip", sources, parts, fallback: fallback)
    }

    static func oneAction(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let action = a.oneAction
        let sources = [
            "assessment.one_action.title", "assessment.one_action.instruction",
            "assessment.one_action.example_sentence",
            "assessment.one_action.evidence_id", "assessment.evidence[].start_ms",
        ]
        var parts = [
            c.part("heading", c.copy("feedback.section.one_action")),
            c.part("instruction", action.instruction, language: content),
            c.part("example", action.exampleSentence, language: content),
        ].filter { $0.text != "" }
        if let id = action.evidenceID, let evidence = a.evidence.first(where: { $0.id == id }) {
            parts.append(
                RenderedElement(label: "evidence chip", content: c.clock(evidence.startMs), language: c.locale)
                    .looking("plays \(id)"))
        } else {
            parts.append(
                c.hiddenPart(
                    "evidence chip",
                    action.evidenceID.map { "evidence \($0) is not in assessment.evidence" }
                        ?? "one_action.evidence_id is null"))
        }
        parts.append(c.look("ink card"))
        guard !action.title.isEmpty else {
            let title = c.copy(enumKey: "micro", action.microSkillID)
            return RenderedElement(
                label: "one action", content: title.content, language: title.language, sources: sources,
                fallback: "title is empty: micro.\(action.microSkillID.rawValue)", parts: parts)
        }
        return c.text("one action", sources, action.title, language: content, parts: parts)
    }

    static func evidenceList(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let sources = ["assessment.evidence[].start_ms", "assessment.evidence[].quote", "assessment.evidence[].note"]
        guard !a.evidence.isEmpty else { return c.hidden("evidence list", sources, "assessment.evidence is empty") }
        return c.list(
            "evidence list", sources,
            sortedEvidence(a.evidence).map { evidence in
                var parts = [RenderedElement(label: "chip", content: c.clock(evidence.startMs), language: c.locale)]
                if !evidence.note.isEmpty { parts.append(c.part("note", evidence.note, language: content)) }
                return RenderedElement(
                    label: evidence.id, content: .text(evidence.quote), language: content, parts: parts)
            })
    }

    /// The evidence player: seeks to the tapped evidence's `start_ms`, stops at `end_ms`.
    /// `GET /v1/attempts/{id}/audio` is the only request this screen makes on a tap and shows
    /// the error of; its one documented error is 410 (past retention). The inputs carry the
    /// error body without the HTTP status, so an error here is read as that 410.
    static func playback(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let sources = ["GET /v1/attempts/{id}/audio", "local:player.positionMs", "local:player.evidenceID"]
        if let error = c.inputs.error {
            return c.message(
                "playback", sources, "feedback.evidence.expired",
                fallback: "410 → feedback.evidence.expired (error \(error.error.code))")
        }
        guard let player = c.inputs.local?.player, let id = player.evidenceID else {
            return c.hidden("playback", sources, "no evidence playing (local:player.evidenceID is null)")
        }
        guard let evidence = a.evidence.first(where: { $0.id == id }) else {
            return c.hidden("playback", sources, "local:player.evidenceID \(id) is not in assessment.evidence")
        }
        var parts = [
            RenderedElement(label: "seek", content: c.clock(evidence.startMs), language: c.locale),
            RenderedElement(label: "stop", content: c.clock(evidence.endMs), language: c.locale),
        ]
        if let position = player.positionMs {
            parts.append(RenderedElement(label: "position", content: c.clock(position), language: c.locale))
        }
        parts.append(c.part("quote", evidence.quote, language: content))
        return c.message(
            "playback", sources + ["assessment.evidence[].start_ms", "assessment.evidence[].end_ms"],
            "feedback.evidence.play", parts: parts)
    }

    static func keyPoints(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let sources = ["assessment.key_point_coverage[].point", "assessment.key_point_coverage[].covered"]
        let points = a.keyPointCoverage
        guard !points.isEmpty else {
            return c.hidden("key points", sources, "assessment.key_point_coverage is empty", fallback: "hide")
        }
        let count = keyPointCount(points)
        return c.message(
            "key points", sources, "feedback.key_points",
            ["covered": .integer(count.covered), "total": .integer(count.total)],
            parts: [c.part("heading", c.copy("feedback.section.key_points"))]
                + points.enumerated().map { index, point in
                    RenderedElement(
                        label: "point \(index + 1)", content: .text(point.point), language: content,
                        parts: [
                            c.part(
                                "a11y",
                                c.copy(point.covered ? "feedback.key_point.covered" : "feedback.key_point.missed"))
                        ]
                    ).looking(point.covered ? "✓ covered" : "! missed")
                })
    }

    static func exemplar(_ c: RenderContext) -> RenderedElement {
        let sources = ["exemplar.status", "exemplar.text", "exemplar.duration_ms", "exemplar.label"]
        guard let exemplar = c.inputs.exemplar else {
            return c.hidden("exemplar", sources, "no exemplar response")
        }
        let content = c.contentLanguage(exemplar.language)
        let label =
            exemplar.label.flatMap { $0.isEmpty ? nil : c.part("label", c.served($0)) }
            ?? c.hiddenPart("label", "exemplar.label is null")
        let text = exemplar.text.flatMap { $0.isEmpty ? nil : c.part("text", $0, language: content) }
        switch exemplar.status.known {
        case .unavailable:
            return c.hidden("exemplar", sources, "exemplar.status is unavailable", fallback: "hide section")
        case .pending:
            return c.message(
                "exemplar", sources, "feedback.exemplar.title",
                parts: [
                    label, c.part("pending", c.copy("feedback.exemplar.pending")), c.look("skeleton; polling"),
                ])
        case .ready:
            let duration =
                exemplar.durationMs.map { RenderedElement(label: "duration", content: c.clock($0), language: c.locale) }
                ?? c.hiddenPart("duration", "exemplar.duration_ms is null")
            return c.message(
                "exemplar", sources, "feedback.exemplar.title",
                parts: [
                    label, duration, text ?? c.hiddenPart("text", "exemplar.text is null"), c.look("player"),
                ])
        case .failed:
            let retry =
                exemplar.retryable == false
                ? c.hiddenPart("retry", "exemplar.retryable is false")
                : c.part("retry", c.copy("feedback.exemplar.retry"))
            return c.message(
                "exemplar", sources + ["exemplar.retryable"], "feedback.exemplar.title",
                parts: [
                    label, c.part("failed", c.copy("feedback.exemplar.failed")),
                    text ?? c.hiddenPart("text", "exemplar.text is null"), retry,
                ])
        case nil:
            c.note("exemplar.status: unknown value \"\(exemplar.status.rawValue)\"; section hidden")
            return c.hidden(
                "exemplar", sources, "unknown exemplar.status \(exemplar.status.rawValue)", fallback: "hide section")
        }
    }

    static func meta(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        c.message(
            "meta", ["assessment.rubric_version", "assessment.model_ref", "assessment.confidence"], "feedback.meta",
            [
                "rubric": .string(a.rubricVersion), "model": .string(a.modelRef),
                "confidence": .string(a.confidence.rawValue),
            ])
    }

    static func helpful(_ c: RenderContext) -> RenderedElement {
        let reasons = ["score", "advice", "transcript", "other"].map {
            c.part($0, c.copy("feedback.helpful.reason.\($0)"))
        }
        let sheet = c.copy("feedback.helpful.reason.title")
        return c.message(
            "helpful", ["POST /v1/assessments/{id}/feedback"], "feedback.helpful.question",
            fallback: c.isOffline ? "offline: the answer is queued" : nil,
            parts: [
                c.look("👍 👎"),
                RenderedElement(
                    label: "👎 reason sheet", content: sheet.content, language: sheet.language, parts: reasons),
            ])
    }
}
