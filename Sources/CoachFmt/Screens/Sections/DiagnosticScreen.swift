/// data-binding.md § Diagnostic: intro, read, record, processing and result.
///
/// A state is one of the screens; rows of the other screens are hidden with the screen that
/// is up. The screen is read from the attempt, the session's stage and the device state.
public enum DiagnosticScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        // The diagnostic session could not be loaded, and nothing else says which screen is up.
        if let error = c.inputs.error?.error, c.inputs.session == nil, c.inputs.attempt == nil {
            let reason = HiddenReason.all([error.failure(of: .getSession), .noResponse(.session)])
            return c.unavailable(Element.self, sources: [.field(.session)], reason: reason, except: [.error]) { row in
                row == .error ? c.errorElement(error) : nil
            }
        }
        let screen = screen(c.inputs)
        return c.rows(Element.self) { row in
            switch row {
            case .introLanguageTag: languageTag(c, screen)
            case .readTitleBylineParagraphsHint: article(c, screen)
            case .readLength: length(c, screen)
            case .readReadTime: readTime(c, screen)
            case .recordMax: recordMax(c, screen)
            case .recordTimerWaveformStates: recorder(c, screen)
            case .processingStages: stages(c, screen)
            case .processingEta: eta(c, screen)
            case .resultScoreRingCountUp: scoreRing(c, screen)
            case .resultSummaryNotesEvidenceOneAction: assessmentText(c, screen)
            case .resultEvidenceChips: evidenceChips(c, screen)
            case .resultKeyPoints: keyPoints(c, screen)
            case .offlineBanner: c.offlineBanner(row)
            case .error: c.noFailure(row)
            case .diagIntroScreen, .diagReadScreen, .diagRecordScreen, .micPurposeSheet, .permissionDenied,
                .diagProcessingScreen, .unreliable, .failed, .diagResultScreen:
                screenCopy(c, screen, row)
            }
        }
    }

    static func elsewhere(_ c: RenderContext, _ row: Element, _ screen: Screen) -> RenderedElement {
        c.hidden(row, .otherScreen("diagnostic/\(screen.rawValue)"))
    }

    // MARK: intro

    static func languageTag(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.introLanguageTag
        guard screen == .intro else { return elsewhere(c, row, screen) }
        let answered = c.inputs.me?.onboarding.answers?.practiceLanguage ?? c.inputs.local?.onboarding?.practiceLanguage
        guard let tag = c.inputs.session?.language ?? answered, !tag.isEmpty else {
            return c.hidden(
                row,
                .all([
                    .null(field: JSONPath(.session, "language")),
                    .null(field: JSONPath(.me, "onboarding", "answers", "practice_language")),
                ]))
        }
        return c.message(row, CoachCopy.diag.introLang(languageName: c.languageName(tag)))
    }

    // MARK: read

    static func article(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.readTitleBylineParagraphsHint
        guard screen == .read else { return elsewhere(c, row, screen) }
        guard let article = c.inputs.session?.article else {
            if let error = c.inputs.error?.error {
                return c.message(
                    row, CoachCopy.error.genericTitle, fallback: .status(404, .described(.genericError)),
                    parts: [
                        c.part("body", c.copy(CoachCopy.error.genericBody)),
                        c.part("request", c.copy(CoachCopy.error.requestId(id: error.requestID))),
                    ])
            }
            return c.missing(row.label, [.field(.session)], .noResponse(.session), fallback: .skeleton(loading: nil))
        }
        let language = c.contentLanguage(article.language)
        func optional(_ name: String, _ text: String?) -> RenderedElement {
            guard let text, !text.isEmpty else {
                return c.hiddenPart(name, c.absent(JSONPath(.session, "article", .member(name)), text))
            }
            return c.part(name, text, language: language)
        }
        var parts = [optional("byline", article.byline)]
        parts += article.paragraphs.enumerated().map {
            c.part("paragraph \($0.offset + 1)", $0.element, language: language)
        }
        parts.append(optional("hint", article.hint))
        // Without its title the article is still there to read.
        guard !article.title.isEmpty else {
            return c.list(row, [c.hiddenPart("title", .empty(field: JSONPath(.session, "article", "title")))] + parts)
        }
        return c.text(row, article.title, language: language, parts: parts)
    }

    static func length(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.readLength
        guard screen == .read else { return elsewhere(c, row, screen) }
        guard let text = c.served(c.inputs.session?.article.length.label, from: .session) else {
            return c.hidden(
                row, .missing(field: JSONPath(.session, "article", "length", "label")), fallback: .hide(nil))
        }
        return c.text(row, text)
    }

    static func readTime(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.readReadTime
        guard screen == .read else { return elsewhere(c, row, screen) }
        guard let message = CatalogMessage.readTime(seconds: c.inputs.session?.article.estReadSeconds) else {
            let field = JSONPath(.session, "article", "est_read_seconds")
            let seconds = c.inputs.session?.article.estReadSeconds
            let reason: HiddenReason = seconds.map { .value(field: field, is: String($0)) } ?? .missing(field: field)
            return c.hidden(row, reason, fallback: .hide(nil))
        }
        return c.message(row, message.key, message.arguments)
    }

    // MARK: record

    /// The denied card stands where the recorder and its limit would.
    /// Computed, not stored: a stored indirect enum lives in a heap box LeakSanitizer reports.
    static var permissionDenied: HiddenReason {
        .replaced(
            .value(field: JSONPath(.local, "recorder", "permission"), is: "denied"),
            by: .deniedCard)
    }

    static func recordMax(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.recordMax
        guard screen == .record else { return elsewhere(c, row, screen) }
        if c.inputs.local?.recorder?.permission.known == .denied { return c.hidden(row, permissionDenied) }
        let (clock, milliseconds, fallback) = recordMax(c.inputs.config)
        return c.message(
            row, CoachCopy.record.max(duration: clock), fallback: fallback ?? c.cachedFallback("config"),
            spoken: ["duration": .string(c.spokenDuration(milliseconds) ?? clock)])
    }

    static func recorder(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.recordTimerWaveformStates
        guard screen == .record else { return elsewhere(c, row, screen) }
        guard let recorder = c.inputs.local?.recorder else {
            return c.hidden(row, .null(field: JSONPath(.local, "recorder")))
        }
        if recorder.permission == .denied { return c.hidden(row, permissionDenied) }
        // Visual only: live bars follow the level, flat bars without one.
        let waveform = RenderedElement.Look.waveform(bars: nil, levelDb: recorder.levelDb, sampleHz: nil)
        var parts = [RenderedElement(label: "waveform", content: .visual).looking(waveform)]
        switch recorder.state.known {
        case .recording: parts.append(c.part("indicator", c.copy(CoachCopy.record.stateRecording)))
        case .paused: parts.append(c.part("indicator", c.copy(CoachCopy.record.statePaused)))
        case .idle, .stopped, nil:
            parts.append(
                c.hiddenPart(
                    "indicator", .value(field: JSONPath(.local, "recorder", "state"), is: recorder.state.rawValue)))
        }
        switch recorder.state.known {
        case .idle: parts.append(c.part("CTA", c.copy(CoachCopy.record.ctaStart)))
        case .recording: parts.append(c.part("CTA", c.copy(CoachCopy.record.ctaPause)))
        case .paused: parts.append(c.part("CTA", c.copy(CoachCopy.record.ctaResume)))
        case .stopped, nil: break
        }
        if recorder.state == .recording || recorder.state == .paused || recorder.state == .stopped {
            parts.append(submit(c, effectiveMs: recorder.effectiveMs))
        }
        return c.row(row, c.clock(recorder.effectiveMs), language: c.locale, parts: parts)
            .labeled(c.spokenDuration(recorder.effectiveMs))
    }

    /// Submit, gated by the minimum: "N more seconds" until `session.min_valid_ms`, else the
    /// Record table's 20 000.
    static func submit(_ c: RenderContext, effectiveMs: Int) -> RenderedElement {
        let minimum =
            c.inputs.session.map {
                RecordScreen.minimumMilliseconds(session: $0, withheld: c.withheld(JSONPath(.session, "min_valid_ms")))
            } ?? (
                ProductRules.minimumValidMillisecondsFallback,
                .because(.noResponse(.session), RecordScreen.minimumFallback)
            )
        var part =
            if let seconds = RecordScreen.remainingSeconds(minimumMs: minimum.ms, effectiveMs: effectiveMs) {
                c.part("submit (disabled)", c.copy(CoachCopy.record.minRemaining(seconds: seconds)))
            } else {
                c.part("submit", c.copy(CoachCopy.record.ctaSubmit))
            }
        part.fallback = minimum.fallback
        return c.reading([.field(.session, "min_valid_ms")], part)
    }

    // MARK: processing

    static func stages(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.processingStages
        guard screen == .processing else { return elsewhere(c, row, screen) }
        guard let attempt = c.inputs.attempt else { return c.hidden(row, .noResponse(.attempt)) }
        guard let progress = attempt.progress else {
            return c.hidden(
                row,
                .all([
                    .null(field: JSONPath(.attempt, "progress")),
                    .value(field: JSONPath(.attempt, "status"), is: attempt.status.rawValue),
                ]))
        }
        if progress.stageCount != Attempt.Stage.allCases.count {
            c.note(
                .because(
                    .value(field: JSONPath(.attempt, "progress", "stage_count"), is: String(progress.stageCount)),
                    .screenDraws(rows: Attempt.Stage.allCases.count)))
        }
        let parts = stageStates(attempt, upload: c.inputs.local?.uploadQueue).map { stage, state in
            let copy = c.copy("processing.stage.\(stage.rawValue)")
            var subLines: [RenderedElement] = []
            // A done transcribe row says how much was heard, under its name.
            if stage == .transcribe, state == .done {
                // The length a part apart, hidden with its field when the server sent none.
                let length = attempt.transcript.map {
                    [
                        c.servedPart(
                            "length", $0.length.label, field: JSONPath(.attempt, "transcript", "length", "label"))
                    ]
                }
                subLines.append(c.part("sub", c.copy(CoachCopy.processing.doneTranscribe)).adding(length ?? []))
            }
            return RenderedElement(
                label: stage.rawValue, content: copy.content, language: copy.language, parts: subLines
            ).marking([state.mark]).labeled(c.spokenState(copy.text, state.stateWord))
        }
        let upload: Fallback? = c.inputs.local?.uploadQueue?.state.map {
            .because(
                .value(field: JSONPath(.local, "uploadQueue", "state"), is: $0.rawValue),
                .described(.uploadStageIsClientSide)
            )
        }
        return c.list(row, parts, fallback: upload)
    }

    static func eta(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.processingEta
        guard screen == .processing else { return elsewhere(c, row, screen) }
        guard let progress = c.inputs.attempt?.progress else {
            return c.hidden(row, .null(field: JSONPath(.attempt, "progress")), fallback: .hide(.line))
        }
        guard let etaMs = progress.etaMs else {
            return c.hidden(row, .null(field: JSONPath(.attempt, "progress", "eta_ms")), fallback: .hide(.line))
        }
        guard c.inputs.attempt?.status.known != .failed, let message = CatalogMessage.eta(milliseconds: etaMs) else {
            let reason: HiddenReason =
                c.inputs.attempt?.status.known == .failed
                ? .value(field: JSONPath(.attempt, "status"), is: "failed")
                : .value(field: JSONPath(.attempt, "progress", "eta_ms"), is: String(etaMs))
            return c.hidden(row, reason, fallback: .hide(.line))
        }
        return c.message(row, message.key, message.arguments)
    }

    // MARK: result

    /// A result row: hidden off the result screen or without an assessment, else `body`.
    static func result(
        _ c: RenderContext, _ screen: Screen, _ label: Element, _ body: (Assessment) -> RenderedElement
    ) -> RenderedElement {
        guard screen == .result else { return elsewhere(c, label, screen) }
        guard let attempt = c.inputs.attempt else { return c.hidden(label, .noResponse(.attempt)) }
        guard let assessment = attempt.assessment else {
            return c.hidden(label, .null(field: JSONPath(.attempt, "assessment")))
        }
        return body(assessment)
    }

    static func scoreRing(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.resultScoreRingCountUp
        return result(c, screen, row) { assessment in
            let bandLabel = c.served(
                assessment.bandLabel, field: JSONPath(.attempt, "assessment", "band_label"), orEnumKey: "band",
                assessment.band)
            let look: [RenderedElement.Look] = [
                .bandColor(assessment.band.rawValue),
                .countUp(from: 0, to: assessment.overall, milliseconds: DesignValues.scoreCountUpMilliseconds),
            ]
            return c.text(
                row, c.number(assessment.overall),
                fallback: bandLabel.fallback,
                parts: [c.part("band label", bandLabel.copy)], look: look
            ).labeled(c.copy(CoachCopy.common.scoreA11y(score: assessment.overall)).text)
        }
    }

    static func assessmentText(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.resultSummaryNotesEvidenceOneAction
        return result(c, screen, row) { assessment in
            let language = c.contentLanguage(assessment.language)
            var parts: [RenderedElement] = []
            var insufficient: [DimensionKey] = []
            for (key, dimension) in assessment.dimensions.all {
                let name = c.part("name", c.copy("dimension.\(key.rawValue)"))
                if dimension.insufficientEvidence {
                    insufficient.append(key)
                    let copy = c.copy(CoachCopy.dimension.insufficient)
                    parts.append(
                        RenderedElement(
                            label: "dimension · \(key.rawValue)", content: copy.content, language: copy.language,
                            parts: [name, c.hiddenPart("score", FeedbackScreen.insufficientEvidence(key))]))
                    continue
                }
                let score =
                    dimension.score.map { c.part("score", c.number($0)) }
                    ?? c.hiddenPart("score", .null(field: FeedbackScreen.dimensionField(key, "score")))
                let note: RenderedElement.Content =
                    dimension.note.flatMap { $0.isEmpty ? nil : .text($0) }
                    ?? .hidden(reason: c.absent(FeedbackScreen.dimensionField(key, "note"), dimension.note))
                parts.append(
                    RenderedElement(
                        label: "dimension · \(key.rawValue)", content: note, language: language, parts: [name, score]))
            }
            for evidence in assessment.evidence.sorted(by: { $0.startMs < $1.startMs }) {
                parts.append(
                    RenderedElement(
                        label: "evidence · \(evidence.id)", content: .text(evidence.quote), language: language,
                        parts: [c.part("note", evidence.note, language: language)]))
            }
            let action = assessment.oneAction
            let actionParts = [
                c.contentPart(
                    "instruction", action.instruction,
                    field: JSONPath(.attempt, "assessment", "one_action", "instruction"), language: language),
                c.contentPart(
                    "example", action.exampleSentence,
                    field: JSONPath(.attempt, "assessment", "one_action", "example_sentence"), language: language),
            ]
            if action.title.isEmpty {
                // As Feedback's one action: the micro-skill's name stands in for a missing title.
                let title = c.copy(enumKey: "micro", action.microSkillID)
                var named = c.part("one action", title).adding(actionParts)
                named.fallback = .because(
                    .empty(field: JSONPath(.attempt, "assessment", "one_action", "title")),
                    .key("micro.\(action.microSkillID.rawValue)"))
                parts.append(named)
            } else {
                parts.append(
                    RenderedElement(
                        label: "one action", content: .text(action.title), language: language, parts: actionParts))
            }
            return c.text(
                row, assessment.summary, language: language,
                fallback: FeedbackScreen.insufficientFallback(insufficient),
                parts: parts)
        }
    }

    static func evidenceChips(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.resultEvidenceChips
        return result(c, screen, row) { assessment in
            guard !assessment.evidence.isEmpty else {
                return c.hidden(row, .empty(field: JSONPath(.attempt, "assessment", "evidence")))
            }
            let chips = assessment.evidence.sorted(by: { $0.startMs < $1.startMs }).map { evidence in
                return c.durationPart(evidence.id, evidence.startMs)
                    .looking(evidence.dimension.map { .dimension($0.rawValue) })
            }
            return c.list(row, chips)
        }
    }

    static func keyPoints(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let row = Element.resultKeyPoints
        return result(c, screen, row) { assessment in
            guard !assessment.keyPointCoverage.isEmpty else {
                return c.hidden(
                    row, .empty(field: JSONPath(.attempt, "assessment", "key_point_coverage")),
                    fallback: .hide(.section))
            }
            let language = c.contentLanguage(assessment.language)
            return c.list(
                row,
                assessment.keyPointCoverage.enumerated().map {
                    c.part("point \($0.offset + 1)", $0.element.point, language: language)
                        .adding([
                            $0.element.covered
                                ? c.statePart(.covered, CoachCopy.a11y.stateCovered)
                                : c.statePart(.missed, CoachCopy.a11y.stateMissed)
                        ])
                })
        }
    }

    // MARK: screen copy and states

    /// The screen's own title, body and buttons, and a state's sheet or card (not table rows);
    /// hidden for the copy of a screen that is not up, or a sheet or card the state does not show.
    static func screenCopy(_ c: RenderContext, _ screen: Screen, _ row: Element) -> RenderedElement {
        let permission = c.inputs.local?.recorder?.permission.known
        let status = c.inputs.attempt?.status.known
        switch (row, screen) {
        case (.diagIntroScreen, .intro):
            return c.message(
                row, CoachCopy.diag.introTitle,
                parts: [
                    c.part("body", c.copy(CoachCopy.diag.introBody)),
                    c.part("step 1", c.copy(CoachCopy.diag.introStepRead)),
                    c.part("step 2", c.copy(CoachCopy.diag.introStepRecord)),
                    c.part("step 3", c.copy(CoachCopy.diag.introStepResult)),
                    c.part("CTA", c.copy(CoachCopy.diag.introCta)),
                ])
        case (.diagReadScreen, .read):
            return c.message(row, CoachCopy.read.tagDiagnostic, parts: [c.part("CTA", c.copy(CoachCopy.read.cta))])
        case (.diagRecordScreen, .record):
            return c.message(
                row, CoachCopy.record.titleRound1, parts: [c.part("body", c.copy(CoachCopy.record.bodyRound1))])
        case (.micPurposeSheet, .record) where permission == .undetermined:
            return c.message(
                row, CoachCopy.record.micPurposeTitle,
                parts: [
                    c.part("body", c.copy(CoachCopy.record.micPurposeBody)),
                    c.part("CTA", c.copy(CoachCopy.record.micPurposeCta)),
                    c.part("not now", c.copy(CoachCopy.common.notNow)),
                ])
        case (.permissionDenied, .record) where permission == .denied:
            return c.permissionDeniedCard(row)
        case (.diagProcessingScreen, .processing) where status == .failed || status == .unreliable:
            // As on Processing: the failed and unreliable cards carry their own titles.
            let raw = c.inputs.attempt?.status.rawValue ?? ""
            return c.hidden(
                row, .replaced(.value(field: JSONPath(.attempt, "status"), is: raw), by: .cardTitle))
        case (.diagProcessingScreen, .processing):
            return c.message(row, CoachCopy.processing.title)
        case (.unreliable, .processing) where status == .unreliable:
            return c.inputs.attempt.map { unreliable(c, $0) } ?? c.hidden(row, .noResponse(.attempt))
        case (.failed, .processing) where status == .failed:
            return c.inputs.attempt.map { failed(c, $0) } ?? c.hidden(row, .noResponse(.attempt))
        case (.diagResultScreen, .result):
            return c.message(row, CoachCopy.diag.resultTitle, parts: [c.part("CTA", c.copy(CoachCopy.diag.resultCta))])
        case (.micPurposeSheet, .record), (.permissionDenied, .record):
            // The sheet and the card each show for one permission only.
            let raw = c.inputs.local?.recorder?.permission.rawValue
            return c.hidden(
                row,
                raw.map { .value(field: JSONPath(.local, "recorder", "permission"), is: $0) }
                    ?? .null(field: JSONPath(.local, "recorder")))
        case (.unreliable, .processing), (.failed, .processing):
            return c.hidden(
                row,
                c.inputs.attempt.map { .value(field: JSONPath(.attempt, "status"), is: $0.status.rawValue) }
                    ?? .noResponse(.attempt))
        default:
            return elsewhere(c, row, screen)
        }
    }

    /// The failed card: the server's message (Accept-Language), retry when retryable, request id.
    static func failed(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        guard let error = attempt.error else {
            return c.message(
                Element.failed, CoachCopy.processing.failedTitle,
                fallback: .because(
                    .null(field: JSONPath(.attempt, "error")), .key(CoachCopy.processing.Keys.failedBody)),
                parts: [
                    c.part("body", c.copy(CoachCopy.processing.failedBody)),
                    c.part("CTA", c.copy(CoachCopy.processing.failedHome)),
                ])
        }
        var parts = [
            c.messagePart(
                error.message, at: JSONPath(.attempt, "error", "message"), or: CoachCopy.processing.failedBody),
            c.part(
                "CTA",
                c.copy(error.retryable ? CoachCopy.processing.failedRetry : CoachCopy.processing.failedHome)),
        ]
        if let id = error.requestID { parts.append(c.part("request", c.copy(CoachCopy.error.requestId(id: id)))) }
        return c.message(
            Element.failed, CoachCopy.processing.failedTitle,
            fallback: error.retryable
                ? nil
                : .because(
                    .value(field: JSONPath(.attempt, "error", "retryable"), is: "false"), .described(.genericError)),
            parts: parts)
    }

    /// The unreliable card (shared with Processing); the diagnostic's language falls back to
    /// the onboarding answer the diagnostic session was created from.
    static func unreliable(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        let language = c.inputs.session?.language ?? c.inputs.me?.onboarding.answers?.practiceLanguage
        return c.unreliableCard(attempt, sources: Element.unreliable.sources, language: language)
    }
}
