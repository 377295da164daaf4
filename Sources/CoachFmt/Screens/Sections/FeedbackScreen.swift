/// data-binding.md § Feedback: round 1 feedback on `attempt.assessment`, the exemplar and
/// the evidence player.
public enum FeedbackScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let assessment = c.inputs.attempt?.assessment else {
            let reason: HiddenReason =
                c.inputs.attempt.map {
                    .all([
                        .null(field: JSONPath(.attempt, "assessment")),
                        .value(field: JSONPath(.attempt, "status"), is: $0.status.rawValue),
                    ])
                } ?? .noResponse(.attempt)
            // The retry CTA reads no assessment: it stays, so the screen keeps every row.
            return c.unavailable(Element.self, sources: [.field(.attempt, "assessment")], reason: reason) { row in
                row == .cta ? c.message(row, CoachCopy.feedback.ctaRetry) : nil
            }
        }
        // Summary, notes, evidence and advice are in the article's language (assessment.language).
        let content = c.contentLanguage(assessment.language)
        return c.rows(Element.self) { row in
            switch row {
            case .title: c.staticRow(row)
            case .dimensionsTitle: c.heading(row, over: dimensionNames(c, assessment))
            case .evidenceListTitle: c.heading(row, over: evidenceList(c, assessment, content))
            case .youDidIt: previousAction(c, assessment, achieved: true)
            case .notYetLine: previousAction(c, assessment, achieved: false)
            case .lowConfidence: lowConfidence(c, assessment, content)
            case .scoreRing: scoreRing(c, assessment)
            case .summary: summary(c, assessment, content)
            case .dimensionName: dimensionNames(c, assessment)
            case .dimensionNoteScoreEvidenceChip: dimensionDetails(c, assessment, content)
            case .oneAction: oneAction(c, assessment, content)
            case .evidenceList: evidenceList(c, assessment, content)
            case .playback: playback(c, assessment, content)
            case .keyPoints: keyPoints(c, assessment, content)
            case .exemplar: exemplar(c)
            case .meta: meta(c, assessment)
            case .helpful: helpful(c)
            case .cta: c.message(row, CoachCopy.feedback.ctaRetry)
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    /// The "You did it ✓" banner (`achieved`) or the "not yet" line for the previous session's
    /// one action: each shows only when `achieved_previous_action` is the outcome it reports.
    static func previousAction(_ c: RenderContext, _ a: Assessment, achieved: Bool) -> RenderedElement {
        let row: Element = achieved ? .youDidIt : .notYetLine
        guard let outcome = a.achievedPreviousAction else {
            return c.hidden(
                row, .null(field: JSONPath(.attempt, "assessment", "achieved_previous_action")),
                fallback: achieved ? nil : .hide(nil))
        }
        guard outcome == achieved else {
            return c.hidden(
                row, .value(field: JSONPath(.attempt, "assessment", "achieved_previous_action"), is: String(outcome)))
        }
        guard let previous = a.previousAction else {
            return c.hidden(row, .null(field: JSONPath(.attempt, "assessment", "previous_action")))
        }
        let skill = skillTitle(c, previous)
        guard let title = skill.copy.text else { return c.row(row, skill.copy.content, sources: []) }
        return c.message(
            row, achieved ? CoachCopy.feedback.achieved(skill: title) : CoachCopy.feedback.notYet(skill: title),
            fallback: skill.fallback, look: [.style(achieved ? .successBanner : .neutralRow)],
            showing: skill.copy.served)
    }

    static func lowConfidence(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        c.mayShow(CoachCopy.feedback.Keys.lowConfidenceGeneric)
        let row = Element.lowConfidence
        guard a.confidence == .low else {
            return c.hidden(
                row, .value(field: JSONPath(.attempt, "assessment", "confidence"), is: a.confidence.rawValue))
        }
        if let note = a.confidenceNote, !note.isEmpty {
            return c.text(row, note, language: content, look: [.style(.warningBanner)])
        }
        return c.message(
            row, CoachCopy.feedback.lowConfidenceGeneric,
            fallback: .because(
                c.absent(JSONPath(.attempt, "assessment", "confidence_note"), a.confidenceNote),
                .key(CoachCopy.feedback.Keys.lowConfidenceGeneric)),
            look: [.style(.warningBanner)])
    }

    static func scoreRing(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        var fallback: Fallback?
        let bandLabel: RenderedElement
        if let label = c.served(a.bandLabel, from: .attempt) {
            bandLabel = c.part("band label", label)
        } else {
            bandLabel = c.part("band label", c.copy(enumKey: "band", a.band))
            fallback = .because(
                c.absent(JSONPath(.attempt, "assessment", "band_label"), a.bandLabel), .key("band.\(a.band.rawValue)"))
        }
        return c.text(
            Element.scoreRing, c.number(a.overall), fallback: fallback,
            parts: [bandLabel], look: [.ring(points: DesignValues.scoreRingPoints), .bandColor(a.band.rawValue)]
        ).labeled(c.copy(CoachCopy.common.scoreA11y(score: a.overall)).text)
    }

    static func summary(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        guard !a.summary.isEmpty else {
            // The row has no fallback: it hides alone, and the rest of the feedback stays.
            return c.hidden(Element.summary, .empty(field: JSONPath(.attempt, "assessment", "summary")))
        }
        return c.text(Element.summary, a.summary, language: content)
    }

    /// `dimension.<key>`, the client key the row names first; the API's label only for a key
    /// the catalog lacks.
    static func dimensionNames(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        c.list(
            Element.dimensionName,
            a.dimensions.all.map { key, dimension in
                let catalogKey = "dimension.\(key.rawValue)"
                if !c.catalog.has(catalogKey), let label = c.served(dimension.label, from: .attempt) {
                    return c.part(key.rawValue, label)
                }
                return c.part(key.rawValue, c.copy(catalogKey))
            })
    }

    static func dimensionDetails(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        var insufficient: [DimensionKey] = []
        let parts = a.dimensions.all.map { key, dimension -> RenderedElement in
            if dimension.insufficientEvidence {
                insufficient.append(key)
                let copy = c.copy(CoachCopy.dimension.insufficient)
                return RenderedElement(
                    label: key.rawValue, content: copy.content, language: copy.language,
                    parts: [
                        c.hiddenPart("score", insufficientEvidence(key)),
                        c.hiddenPart("evidence chip", insufficientEvidence(key)),
                    ])
            }
            let score =
                dimension.score.map { c.part("score", c.number($0)) }
                ?? c.hiddenPart("score", .null(field: dimensionField(key, "score")))
            let chip: RenderedElement
            if let evidence = chipEvidence(dimension.evidenceIDs, in: a.evidence) {
                chip = c.playFromPart("evidence chip", evidence.startMs).looking(.plays(evidence: evidence.id))
            } else {
                chip = c.hiddenPart(
                    "evidence chip",
                    dimension.evidenceIDs.first.map {
                        .lacks(field: JSONPath(.attempt, "assessment", "evidence"), item: $0)
                    }
                        ?? .empty(field: dimensionField(key, "evidence_ids")))
            }
            if let note = dimension.note, !note.isEmpty {
                return RenderedElement(
                    label: key.rawValue, content: .text(note), language: content, parts: [score, chip])
            }
            // No note: the score carries the row.
            guard let value = dimension.score else {
                return RenderedElement(
                    label: key.rawValue,
                    content: .hidden(
                        reason: .all([
                            c.absent(dimensionField(key, "note"), dimension.note),
                            .null(field: dimensionField(key, "score")),
                        ])),
                    parts: [chip])
            }
            return RenderedElement(
                label: key.rawValue, content: .text(c.number(value)), language: c.locale, parts: [chip])
        }
        return c.list(Element.dimensionNoteScoreEvidenceChip, parts, fallback: insufficientFallback(insufficient))
    }

    static func oneAction(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let action = a.oneAction
        var parts = [
            c.part("heading", c.copy(CoachCopy.feedback.sectionOneAction)),
            c.part("instruction", action.instruction, language: content),
            c.part("example", action.exampleSentence, language: content),
        ].filter { $0.text != "" }
        if let id = action.evidenceID, let evidence = a.evidence.first(where: { $0.id == id }) {
            parts.append(
                c.playFromPart("evidence chip", evidence.startMs)
                    .looking(.plays(evidence: id)))
        } else {
            parts.append(
                c.hiddenPart(
                    "evidence chip",
                    action.evidenceID.map { .lacks(field: JSONPath(.attempt, "assessment", "evidence"), item: $0) }
                        ?? .null(field: JSONPath(.attempt, "assessment", "one_action", "evidence_id"))))
        }
        guard !action.title.isEmpty else {
            let title = c.copy(enumKey: "micro", action.microSkillID)
            return c.row(
                Element.oneAction, title.content, language: title.language,
                fallback: .because(
                    .empty(field: JSONPath(.attempt, "assessment", "one_action", "title")),
                    .key("micro.\(action.microSkillID.rawValue)")), parts: parts,
                look: [.style(.inkCard)])
        }
        return c.text(Element.oneAction, action.title, language: content, parts: parts, look: [.style(.inkCard)])
    }

    static func evidenceList(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        guard !a.evidence.isEmpty else {
            return c.hidden(Element.evidenceList, .empty(field: JSONPath(.attempt, "assessment", "evidence")))
        }
        return c.list(
            Element.evidenceList,
            sortedEvidence(a.evidence).map { evidence in
                var parts = [c.playFromPart("chip", evidence.startMs)]
                if !evidence.note.isEmpty { parts.append(c.part("note", evidence.note, language: content)) }
                return RenderedElement(
                    label: evidence.id, content: .text(evidence.quote), language: content, parts: parts)
            })
    }

    /// The evidence player: seeks to the tapped evidence's `start_ms`, stops at `end_ms`. What
    /// `GET /v1/attempts/{id}/audio` answered is `local.audio`, as on Processing: a 410 says the
    /// recording is gone; a request that failed otherwise has no row of its own, so the player hides.
    static func playback(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        c.mayShow(CoachCopy.feedback.Keys.evidenceExpired)
        switch c.inputs.local?.audio?.status {
        case .known(.gone):
            return c.message(
                Element.playback, CoachCopy.feedback.evidenceExpired,
                fallback: .status(410, .key(CoachCopy.feedback.Keys.evidenceExpired))
            )
        case .known(.failed):
            return c.hidden(Element.playback, .requestFailed(request: .getAttemptAudio, code: ""))
        default: break
        }
        guard let player = c.inputs.local?.player, let id = player.evidenceID else {
            let field =
                c.inputs.local?.player == nil ? JSONPath(.local, "player") : JSONPath(.local, "player", "evidenceID")
            return c.hidden(Element.playback, .null(field: field))
        }
        guard let evidence = a.evidence.first(where: { $0.id == id }) else {
            return c.hidden(Element.playback, .lacks(field: JSONPath(.attempt, "assessment", "evidence"), item: id))
        }
        var parts = [
            c.durationPart("seek", evidence.startMs),
            c.durationPart("stop", evidence.endMs),
        ]
        if let position = player.positionMs {
            parts.append(c.durationPart("position", position))
        }
        parts.append(c.part("quote", evidence.quote, language: content))
        return c.message(
            Element.playback,
            CoachCopy.feedback.evidencePlay, parts: parts,
            sources: Element.playback.sources + [
                .assessment("evidence", .item, "start_ms"), .assessment("evidence", .item, "end_ms"),
            ]
        )
    }

    static func keyPoints(_ c: RenderContext, _ a: Assessment, _ content: LanguageTag?) -> RenderedElement {
        let points = a.keyPointCoverage
        guard !points.isEmpty else {
            return c.hidden(
                Element.keyPoints, .empty(field: JSONPath(.attempt, "assessment", "key_point_coverage")),
                fallback: .hide(nil))
        }
        let count = keyPointCount(points)
        return c.message(
            Element.keyPoints, CoachCopy.feedback.keyPoints(covered: count.covered, total: count.total),
            parts: [c.part("heading", c.copy(CoachCopy.feedback.sectionKeyPoints))]
                + points.enumerated().map { index, point in
                    RenderedElement(label: "point \(index + 1)", content: .text(point.point), language: content)
                        .adding([
                            point.covered
                                ? c.statePart(.covered, CoachCopy.a11y.stateCovered)
                                : c.statePart(.missed, CoachCopy.a11y.stateMissed)
                        ])
                })
    }

    static func exemplar(_ c: RenderContext) -> RenderedElement {
        guard let exemplar = c.inputs.exemplar else {
            return c.hidden(Element.exemplar, .noResponse(.exemplar))
        }
        let content = c.contentLanguage(exemplar.language)
        let label =
            c.servedPart("label", exemplar.label, field: JSONPath(.exemplar, "label"))
        let text = exemplar.text.flatMap { $0.isEmpty ? nil : c.part("text", $0, language: content) }
        switch exemplar.status.known {
        case .unavailable:
            return c.hidden(
                Element.exemplar, .value(field: JSONPath(.exemplar, "status"), is: "unavailable"),
                fallback: .hide(.section))
        case .pending:
            return c.message(
                Element.exemplar, CoachCopy.feedback.exemplarTitle,
                parts: [
                    label, c.part("pending", c.copy(CoachCopy.feedback.exemplarPending)),
                ], look: [.style(.skeleton), .style(.polling)])
        case .ready:
            // A negative duration is no length to show: the part hides, naming the field.
            let duration =
                exemplar.durationMs.map {
                    $0 < 0
                        ? c.hiddenPart("duration", .negative(field: JSONPath(.exemplar, "duration_ms")))
                        : c.durationPart("duration", $0)
                } ?? c.hiddenPart("duration", .null(field: JSONPath(.exemplar, "duration_ms")))
            return c.message(
                Element.exemplar, CoachCopy.feedback.exemplarTitle,
                parts: [
                    label, duration, text ?? c.hiddenPart("text", c.absent(JSONPath(.exemplar, "text"), exemplar.text)),
                ], look: [.style(.player)])
        case .failed:
            let retry =
                exemplar.retryable == false
                ? c.hiddenPart("retry", .value(field: JSONPath(.exemplar, "retryable"), is: "false"))
                : c.part("retry", c.copy(CoachCopy.feedback.exemplarRetry))
            return c.message(
                Element.exemplar, CoachCopy.feedback.exemplarTitle,
                parts: [
                    label, c.part("failed", c.copy(CoachCopy.feedback.exemplarFailed)),
                    text ?? c.hiddenPart("text", c.absent(JSONPath(.exemplar, "text"), exemplar.text)), retry,
                ], sources: Element.exemplar.sources + [.field(.exemplar, "retryable")])
        case nil:
            c.note(
                .unknownValue(
                    field: JSONPath(.exemplar, "status"), value: exemplar.status.rawValue, outcome: .hidesTheSection)
            )
            return c.hidden(
                Element.exemplar, .value(field: JSONPath(.exemplar, "status"), is: exemplar.status.rawValue),
                fallback: .hide(.section))
        }
    }

    /// The caption: the confidence in words; the rubric version and model reference are ids for
    /// support, so each is a part of its own as sent, never read into the sentence or spoken.
    static func meta(_ c: RenderContext, _ a: Assessment) -> RenderedElement {
        var ids: [RenderedElement] = []
        var missing: [HiddenReason] = []
        for (name, field, value) in [
            ("rubric", JSONPath(.attempt, "assessment", "rubric_version"), a.rubricVersion),
            ("model", JSONPath(.attempt, "assessment", "model_ref"), a.modelRef),
        ] {
            if value.isEmpty {
                let why = c.absent(field, value)
                missing.append(why)
                ids.append(c.hiddenPart(name, why))
            } else {
                // Shown for support, skipped by VoiceOver: an id has no spoken form.
                ids.append(c.part(name, value).hiddenFromAccessibility())
            }
        }
        return c.message(
            Element.meta, CoachCopy.feedback.Keys.metaConfidence, ["confidence": .string(a.confidence.rawValue)],
            fallback: missing.isEmpty
                ? nil : .because(.combined(missing), .omit(missing.count == 1 ? .id : .ids)),
            parts: ids)
    }

    static func helpful(_ c: RenderContext) -> RenderedElement {
        let reasons = ["score", "advice", "transcript", "other"].map {
            c.part($0, c.copy("feedback.helpful.reason.\($0)"))
        }
        let sheet = c.copy(CoachCopy.feedback.helpfulReasonTitle)
        return c.message(
            Element.helpful, CoachCopy.feedback.helpfulQuestion,
            fallback: c.isOffline
                ? .because(
                    .value(field: JSONPath(.local, "network", "satisfied"), is: "false"),
                    .described(.theAnswerIsQueued))
                : nil,
            parts: [
                thumb(c, "thumbs up", .thumbsUp, CoachCopy.feedback.helpfulYes),
                thumb(c, "thumbs down", .thumbsDown, CoachCopy.feedback.helpfulNo),
                RenderedElement(
                    label: "👎 reason sheet", content: sheet.content, language: sheet.language, parts: reasons),
            ], look: [.style(.thumbs)])
    }

    /// A thumbs button: an icon, so a screen reader needs its label to say what tapping it answers.
    static func thumb(_ c: RenderContext, _ label: String, _ icon: RenderedElement.Icon, _ spoken: CopyMessage)
        -> RenderedElement
    {
        let copy = c.copy(spoken)
        var button = c.visual(label, [], look: [.icon(icon)]).labeled(copy.text)
        button.language = copy.language
        return button
    }
}
