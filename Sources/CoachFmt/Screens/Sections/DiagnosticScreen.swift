/// data-binding.md § Diagnostic: intro, read, record, processing and result.
///
/// A state is one of the screens; rows of the other screens are hidden with the screen that
/// is up. The screen is read from the attempt, the session's stage and the device state.
public enum DiagnosticScreen: SectionResolver {
    /// The diagnostic screens, in the order of user-flows.md #1.
    enum Screen: String, Sendable, CaseIterable {
        case intro = "diag-intro"
        case read = "diag-read"
        case record = "diag-record"
        case processing = "diag-processing"
        case result = "diag-result"
    }

    /// An attempt decides (assessed → result, else processing); without one, the session's
    /// stage does, and the reader's open time tells the article from the intro before it.
    static func screen(_ inputs: ScreenInputs) -> Screen {
        if let attempt = inputs.attempt { return attempt.status == .assessed ? .result : .processing }
        switch inputs.session?.stage.known {
        case .round1: return .record
        case .round1Processing: return .processing
        case .feedback, .round2, .round2Processing, .completed: return .result
        case .reading, .abandoned, nil:
            if inputs.local?.recorder != nil { return .record }
            return inputs.local?.reader?.openedAt != nil ? .read : .intro
        }
    }

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        let screen = screen(c.inputs)
        var elements = [
            languageTag(c, screen),
            article(c, screen),
            length(c, screen),
            readTime(c, screen),
            recordMax(c, screen),
            recorder(c, screen),
            stages(c, screen),
            eta(c, screen),
            scoreRing(c, screen),
            assessmentText(c, screen),
            evidenceChips(c, screen),
            keyPoints(c, screen),
        ]
        elements += extras(c, screen)
        return elements
    }

    static func elsewhere(_ c: RenderContext, _ label: String, _ sources: [String], _ screen: Screen) -> RenderedElement
    {
        c.hidden(label, sources, "not on this screen (diagnostic/\(screen.rawValue))")
    }

    // MARK: intro

    static func languageTag(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "intro · language tag"
        let sources = ["onboarding.practice_language", "session.language"]
        guard screen == .intro else { return elsewhere(c, label, sources, screen) }
        let answered = c.inputs.me?.onboarding.answers?.practiceLanguage ?? c.inputs.local?.onboarding?.practiceLanguage
        guard let tag = c.inputs.session?.language ?? answered, !tag.isEmpty else {
            return c.hidden(label, sources, "no session.language and no onboarding.practice_language")
        }
        return c.message(label, sources, "diag.intro.lang", ["language": .string(c.endonym(tag))])
    }

    // MARK: read

    static func article(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "read · title / byline / paragraphs / hint"
        let sources = [
            "session.article.title", "session.article.byline", "session.article.paragraphs", "session.article.hint",
        ]
        guard screen == .read else { return elsewhere(c, label, sources, screen) }
        guard let article = c.inputs.session?.article else {
            if let error = c.inputs.error?.error {
                return c.message(
                    label, sources, "error.generic.title", fallback: "on 404 → generic error",
                    parts: [
                        c.part("body", c.copy("error.generic.body")),
                        c.part("request", c.copy("error.request_id", ["id": .string(error.requestID)])),
                    ])
            }
            return c.hidden(label, sources, "no session response yet", fallback: "skeleton")
        }
        let language = c.contentLanguage(article.language)
        func optional(_ name: String, _ text: String?) -> RenderedElement {
            guard let text, !text.isEmpty else { return c.hiddenPart(name, "session.article.\(name) is null") }
            return c.part(name, text, language: language)
        }
        var parts = [optional("byline", article.byline)]
        parts += article.paragraphs.enumerated().map {
            c.part("paragraph \($0.offset + 1)", $0.element, language: language)
        }
        parts.append(optional("hint", article.hint))
        return c.text(label, sources, article.title, language: language, parts: parts)
    }

    static func length(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "read · length"
        let sources = ["session.article.length.label"]
        guard screen == .read else { return elsewhere(c, label, sources, screen) }
        guard let text = c.inputs.session?.article.length.label, !text.isEmpty else {
            return c.hidden(label, sources, "session.article.length.label is missing", fallback: "hide")
        }
        return c.text(label, sources, c.served(text))
    }

    static func readTime(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "read · read time"
        let sources = ["session.article.est_read_seconds"]
        guard screen == .read else { return elsewhere(c, label, sources, screen) }
        guard let message = CatalogMessage.readTime(seconds: c.inputs.session?.article.estReadSeconds) else {
            return c.hidden(label, sources, "session.article.est_read_seconds is missing or 0", fallback: "hide")
        }
        return c.message(label, sources, message.key, message.arguments)
    }

    // MARK: record

    /// The recording limit as `mm:ss`: `config.limits.diagnostic_max_ms`, or 01:30 without a
    /// config (or a non-positive limit); with the fallback that fired.
    static func recordMax(_ config: Config?) -> (clock: String, fallback: String?) {
        if let limit = config?.limits.diagnosticMaxMs, limit > 0,
            let clock = try? DurationFormat.clock(milliseconds: limit)
        {
            return (clock, nil)
        }
        let clock = (try? DurationFormat.clock(milliseconds: ProductRules.diagnosticMaxMillisecondsFallback)) ?? "01:30"
        return (clock, clock)
    }

    static func recordMax(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "record · max"
        let sources = ["config.limits.diagnostic_max_ms"]
        guard screen == .record else { return elsewhere(c, label, sources, screen) }
        if c.inputs.local?.recorder?.permission.known == .denied {
            return c.hidden(label, sources, "microphone permission denied: the denied card replaces the recorder")
        }
        let (clock, fallback) = recordMax(c.inputs.config)
        return c.message(
            label, sources, "record.max", ["duration": .string(clock)], fallback: fallback ?? c.cachedFallback("config")
        )
    }

    static func recorder(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "record · timer, waveform, states"
        let sources = ["local:recorder.effectiveMs", "local:recorder.levelDb", "local:recorder.state"]
        guard screen == .record else { return elsewhere(c, label, sources, screen) }
        guard let recorder = c.inputs.local?.recorder else {
            return c.hidden(label, sources, "no local:recorder state")
        }
        if recorder.permission == .denied {
            return c.hidden(label, sources, "microphone permission denied: the denied card replaces the recorder")
        }
        // Visual only: live bars follow the level, flat bars without one.
        let waveform = recorder.levelDb.map { "live bars, \(c.number($0)) dB" } ?? "flat bars"
        var parts = [RenderedElement(label: "waveform", content: .visual)]
        parts[0].look = waveform
        switch recorder.state.known {
        case .recording: parts.append(c.part("indicator", c.copy("record.state.recording")))
        case .paused: parts.append(c.part("indicator", c.copy("record.state.paused")))
        case .idle, .stopped: parts.append(c.hiddenPart("indicator", "recorder is \(recorder.state.rawValue)"))
        case nil:
            c.note("local:recorder.state: unknown value \"\(recorder.state.rawValue)\"")
            parts.append(c.hiddenPart("indicator", "recorder state \(recorder.state.rawValue) is unknown"))
        }
        switch recorder.state.known {
        case .idle: parts.append(c.part("CTA", c.copy("record.cta.start")))
        case .recording: parts.append(c.part("CTA", c.copy("record.cta.pause")))
        case .paused: parts.append(c.part("CTA", c.copy("record.cta.resume")))
        case .stopped, nil: break
        }
        if recorder.state == .recording || recorder.state == .paused || recorder.state == .stopped {
            parts.append(submit(c, effectiveMs: recorder.effectiveMs))
        }
        return RenderedElement(
            label: label, content: c.clock(recorder.effectiveMs), language: c.locale, sources: sources, parts: parts)
    }

    /// Submit, gated by the minimum: "N more seconds" until `session.min_valid_ms`.
    static func submit(_ c: RenderContext, effectiveMs: Int) -> RenderedElement {
        let minimum =
            c.inputs.session?.minValidMs ?? c.inputs.config?.limits.minValidMs
            ?? ProductRules.minimumValidMillisecondsFallback
        guard effectiveMs < minimum else { return c.part("submit", c.copy("record.cta.submit")) }
        let seconds = (minimum - effectiveMs + 999) / 1000
        return c.part("submit (disabled)", c.copy("record.min_remaining", ["seconds": .integer(seconds)]))
    }

    // MARK: processing

    /// Where one processing row is.
    enum StageState: String {
        case done = "✓ done"
        case running = "spinner"
        case pending
        case failed = "! failed"
        case waiting = "waiting for network"
    }

    /// The three rows: before `stage_index` done, at it running (failed when the attempt
    /// failed there), after it pending. The upload row is the device's own upload queue.
    static func stageStates(
        _ attempt: Attempt, upload: LocalState.UploadQueue?
    ) -> [(stage: Attempt.Stage, state: StageState)] {
        let current = attempt.progress?.stageIndex ?? 0
        let failedStage =
            attempt.status == .failed ? (attempt.error?.stage.known ?? attempt.progress?.stage.known) : nil
        return Attempt.Stage.allCases.enumerated().map { offset, stage in
            let index = offset + 1
            if stage == failedStage { return (stage, .failed) }
            if stage == .upload, let state = upload?.state?.known {
                switch state {
                case .submitted: return (stage, .done)
                case .uploading: return (stage, .running)
                case .waitingForNetwork: return (stage, .waiting)
                case .failed: return (stage, .failed)
                case .idle: return (stage, .pending)
                }
            }
            return (stage, index < current ? .done : index == current ? .running : .pending)
        }
    }

    static func stages(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "processing · stages"
        let sources = [
            "attempt.progress.stage", "attempt.progress.stage_index", "attempt.progress.stage_count", "attempt.status",
            "local:uploadQueue",
        ]
        guard screen == .processing else { return elsewhere(c, label, sources, screen) }
        guard let attempt = c.inputs.attempt else { return c.hidden(label, sources, "no attempt response yet") }
        guard let progress = attempt.progress else {
            return c.hidden(label, sources, "attempt.progress is null (status \(attempt.status.rawValue))")
        }
        if progress.stageCount != Attempt.Stage.allCases.count {
            c.note(
                "attempt.progress.stage_count is \(progress.stageCount); the screen draws \(Attempt.Stage.allCases.count) rows"
            )
        }
        let parts = stageStates(attempt, upload: c.inputs.local?.uploadQueue).map { stage, state in
            let copy = c.copy("processing.stage.\(stage.rawValue)")
            var subLines: [RenderedElement] = []
            // A done transcribe row says how much was heard, under its name.
            if stage == .transcribe, state == .done {
                let label = attempt.transcript?.length.label ?? ""
                subLines.append(
                    c.part(
                        "sub",
                        label.isEmpty
                            ? c.copy("processing.done.transcribe_generic")
                            : c.copy("processing.done.transcribe", ["length": .string(c.served(label))])))
            }
            return RenderedElement(
                label: stage.rawValue, content: copy.content, language: copy.language, parts: subLines
            ).looking(state.rawValue)
        }
        let upload = c.inputs.local?.uploadQueue?.state.map {
            "upload stage is client-side: local:uploadQueue.state \($0.rawValue)"
        }
        return c.list(label, sources, parts, fallback: upload)
    }

    static func eta(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "processing · ETA"
        let sources = ["attempt.progress.eta_ms"]
        guard screen == .processing else { return elsewhere(c, label, sources, screen) }
        guard let progress = c.inputs.attempt?.progress else {
            return c.hidden(label, sources, "attempt.progress is null", fallback: "hide line")
        }
        guard let etaMs = progress.etaMs else {
            return c.hidden(label, sources, "attempt.progress.eta_ms is null", fallback: "hide line")
        }
        guard c.inputs.attempt?.status.known != .failed, let message = CatalogMessage.eta(milliseconds: etaMs) else {
            let reason =
                c.inputs.attempt?.status.known == .failed ? "attempt failed" : "attempt.progress.eta_ms is \(etaMs)"
            return c.hidden(label, sources, reason, fallback: "hide line")
        }
        return c.message(label, sources, message.key, message.arguments)
    }

    // MARK: result

    /// A result row: hidden off the result screen or without an assessment, else `body`.
    static func result(
        _ c: RenderContext, _ screen: Screen, _ label: String, _ sources: [String],
        _ body: (Assessment) -> RenderedElement
    ) -> RenderedElement {
        guard screen == .result else { return elsewhere(c, label, sources, screen) }
        guard let attempt = c.inputs.attempt else { return c.hidden(label, sources, "no attempt response") }
        guard let assessment = attempt.assessment else { return c.hidden(label, sources, "attempt.assessment is null") }
        return body(assessment)
    }

    static func scoreRing(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "result · score ring + count-up"
        let sources = ["assessment.overall", "assessment.band", "assessment.band_label"]
        return result(c, screen, label, sources) { assessment in
            let bandLabel = assessment.bandLabel.isEmpty ? c.copy(enumKey: "band", assessment.band) : nil
            let look =
                "\(assessment.band.rawValue) band colour; count-up 0 → \(assessment.overall) in \(DesignValues.scoreCountUpMilliseconds) ms"
            return c.text(
                label, sources, c.number(assessment.overall),
                fallback: bandLabel == nil ? nil : "band.\(assessment.band.rawValue)",
                parts: [
                    bandLabel.map { c.part("band label", $0) } ?? c.part("band label", c.served(assessment.bandLabel)),
                    c.part("a11y", c.copy("common.score_a11y", ["score": .integer(assessment.overall)])),
                    c.look(look),
                ])
        }
    }

    static func assessmentText(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "result · summary, notes, evidence, one-action"
        let sources = [
            "assessment.summary", "assessment.dimensions.<key>.note", "assessment.dimensions.<key>.score",
            "assessment.evidence[]",
            "assessment.one_action",
        ]
        return result(c, screen, label, sources) { assessment in
            let language = c.contentLanguage(assessment.language)
            var parts: [RenderedElement] = []
            var insufficient: [String] = []
            for (key, dimension) in assessment.dimensions.all {
                let name = c.part("name", c.copy("dimension.\(key.rawValue)"))
                if dimension.insufficientEvidence {
                    insufficient.append(key.rawValue)
                    let copy = c.copy("dimension.insufficient")
                    parts.append(
                        RenderedElement(
                            label: "dimension · \(key.rawValue)", content: copy.content, language: copy.language,
                            parts: [name, c.hiddenPart("score", "insufficient_evidence")]))
                    continue
                }
                let score =
                    dimension.score.map { c.part("score", c.number($0)) } ?? c.hiddenPart("score", "score is null")
                let note: RenderedElement.Content =
                    dimension.note.flatMap { $0.isEmpty ? nil : .text($0) } ?? .hidden(reason: "note is null")
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
            parts.append(
                RenderedElement(
                    label: "one action", content: .text(action.title), language: language,
                    parts: [
                        c.part("instruction", action.instruction, language: language),
                        c.part("example", action.exampleSentence, language: language),
                    ]))
            let fallback =
                insufficient.isEmpty
                ? nil
                : insufficient.map { "\($0): insufficient_evidence → dimension.insufficient" }.joined(separator: ", ")
            return c.text(label, sources, assessment.summary, language: language, fallback: fallback, parts: parts)
        }
    }

    static func evidenceChips(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "result · evidence chips"
        let sources = ["assessment.evidence[].start_ms"]
        return result(c, screen, label, sources) { assessment in
            guard !assessment.evidence.isEmpty else { return c.hidden(label, sources, "assessment.evidence is empty") }
            let chips = assessment.evidence.sorted(by: { $0.startMs < $1.startMs }).map { evidence in
                return RenderedElement(label: evidence.id, content: c.clock(evidence.startMs), language: c.locale)
                    .looking(evidence.dimension?.rawValue)
            }
            return c.list(label, sources, chips)
        }
    }

    static func keyPoints(_ c: RenderContext, _ screen: Screen) -> RenderedElement {
        let label = "result · key points"
        let sources = ["assessment.key_point_coverage[]"]
        return result(c, screen, label, sources) { assessment in
            guard !assessment.keyPointCoverage.isEmpty else {
                return c.hidden(label, sources, "assessment.key_point_coverage is empty", fallback: "hide section")
            }
            let language = c.contentLanguage(assessment.language)
            return c.list(
                label, sources,
                assessment.keyPointCoverage.enumerated().map {
                    c.part("point \($0.offset + 1)", $0.element.point, language: language)
                        .looking($0.element.covered ? "✓ covered" : "! missed")
                })
        }
    }

    // MARK: screen copy and states

    /// The screen's own title, body and buttons, and a state's sheet or card (not table rows).
    static func extras(_ c: RenderContext, _ screen: Screen) -> [RenderedElement] {
        let label = "\(screen.rawValue) · screen"
        switch screen {
        case .intro:
            return [
                c.message(
                    label, [], "diag.intro.title",
                    parts: [
                        c.part("body", c.copy("diag.intro.body")),
                        c.part("step 1", c.copy("diag.intro.step.read")),
                        c.part("step 2", c.copy("diag.intro.step.record")),
                        c.part("step 3", c.copy("diag.intro.step.result")),
                        c.part("CTA", c.copy("diag.intro.cta")),
                    ])
            ]
        case .read:
            return [
                c.message(label, ["session.kind"], "read.tag.diagnostic", parts: [c.part("CTA", c.copy("read.cta"))])
            ]
        case .record:
            var elements = [
                c.message(label, [], "record.title.round1", parts: [c.part("body", c.copy("record.body.round1"))])
            ]
            switch c.inputs.local?.recorder?.permission.known {
            case .undetermined:
                elements.append(
                    c.message(
                        "mic-purpose sheet", ["local:recorder.permission"], "record.mic_purpose.title",
                        parts: [
                            c.part("body", c.copy("record.mic_purpose.body")),
                            c.part("CTA", c.copy("record.mic_purpose.cta")),
                            c.part("not now", c.copy("common.not_now")),
                        ]))
            case .denied:
                elements.append(
                    c.message(
                        "permission denied", ["local:recorder.permission"], "record.permission.title",
                        parts: [
                            c.part("body", c.copy("record.permission.body")),
                            c.part("settings", c.copy("record.permission.settings")),
                            c.part("back", c.copy("record.permission.back")),
                        ]))
            case .granted, nil: break
            }
            return elements
        case .processing:
            var elements = [c.message(label, [], "processing.title")]
            if let attempt = c.inputs.attempt {
                if attempt.status == .failed { elements.append(failed(c, attempt)) }
                if attempt.status == .unreliable { elements.append(unreliable(c, attempt)) }
            }
            return elements
        case .result:
            return [c.message(label, [], "diag.result.title", parts: [c.part("CTA", c.copy("diag.result.cta"))])]
        }
    }

    /// The failed card: the server's message (Accept-Language), retry when retryable, request id.
    static func failed(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        let sources = [
            "attempt.error.code", "attempt.error.message", "attempt.error.retryable", "attempt.error.stage",
            "attempt.error.request_id",
        ]
        guard let error = attempt.error else {
            return c.message(
                "failed", sources, "processing.failed.title", fallback: "attempt.error is null: processing.failed.body",
                parts: [
                    c.part("body", c.copy("processing.failed.body")), c.part("CTA", c.copy("processing.failed.home")),
                ])
        }
        var parts = [
            error.message.isEmpty
                ? c.part("message", c.copy("processing.failed.body")) : c.part("message", c.served(error.message)),
            c.part("CTA", c.copy(error.retryable ? "processing.failed.retry" : "processing.failed.home")),
        ]
        if let id = error.requestID { parts.append(c.part("request", c.copy("error.request_id", ["id": .string(id)]))) }
        return c.message(
            "failed", sources, "processing.failed.title",
            fallback: error.retryable ? nil : "non-retryable → generic error", parts: parts)
    }

    /// The unreliable card (shared with Processing); the diagnostic's language falls back to
    /// the onboarding answer the diagnostic session was created from.
    static func unreliable(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        let sources = ["attempt.unreliable_reason", "attempt.transcript.length.label", "attempt.validity_floor.label"]
        let language = c.inputs.session?.language ?? c.inputs.me?.onboarding.answers?.practiceLanguage
        return c.unreliableCard(attempt, sources: sources + ["session.language"], language: language)
    }
}
