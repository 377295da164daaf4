/// data-binding.md § Record (round 1, round 2): round 1 (record) and round 2 (compress).
public enum RecordScreen: SectionResolver {
    /// The rows the permission-denied card replaces.
    static let recorderRows: Set<Element> = [.timer, .max, .min, .waveform, .indicator, .recordButton, .submit]

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let session = c.inputs.session else {
            let reason = c.inputs.error.map { $0.error.failure(of: .getSession) } ?? .noResponse(.session)
            return c.rows(Element.self) { row in
                row == .offlineBanner ? c.offlineBanner(row) : c.missing(row.label, row.sources, reason)
            }
        }
        let round = round(of: session.stage)
        let recorder = c.inputs.local?.recorder
        let denied = recorder?.permission.known == .denied
        let effectiveMs = max(0, recorder?.effectiveMs ?? 0)
        let minimum = minimumMilliseconds(session: session, withheld: c.withheld(JSONPath(.session, "min_valid_ms")))
        return c.rows(Element.self) { row in
            // The denied card replaces the recorder.
            if denied, recorderRows.contains(row) { return hiddenByPermission(c, row) }
            return switch row {
            case .step: step(c, session.stage)
            case .title: c.message(row, "record.title.round\(round)")
            case .body: c.message(row, "record.body.round\(round)")
            case .focusChipR1: focusChip(c, session, round: round)
            case .previousAdviceCardR2: adviceCard(c, session, round: round)
            case .lastDurationR2: lastDuration(c, session, round: round)
            case .timer: timer(c, recorder)
            case .max: maximum(c, session, round: round)
            case .min: minimumHint(c, minimum, effectiveMs: effectiveMs)
            case .waveform: waveform(c, recorder)
            case .indicator: indicator(c, recorder)
            case .recordButton: recordButton(c, recorder)
            case .interruptedSheet: interruptedSheet(c, recorder)
            case .permission: permission(c, recorder)
            case .submit: submit(c, minimum, effectiveMs: effectiveMs, recorder: recorder)
            case .offlineBanner: c.offlineBanner(row)
            }
        }
    }

    static func step(_ c: RenderContext, _ stage: Open<SessionStage>) -> RenderedElement {
        guard let step = stepNumber(of: stage) else {
            return c.hidden(Element.step, .value(field: JSONPath(.session, "stage"), is: stage.rawValue))
        }
        return c.message(
            Element.step, CoachCopy.record.step(step: step, total: ProductRules.sessionSteps))
    }

    /// A row of the other round hides: the stage, which no row's source names, decides the round.
    static func otherRound(_ c: RenderContext, _ row: Element, _ session: Session) -> RenderedElement {
        c.hidden(
            row, .value(field: JSONPath(.session, "stage"), is: session.stage.rawValue),
            sources: row.sources + [.field(.session, .member("stage"))])
    }

    static func focusChip(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        guard round == 1 else {
            return otherRound(c, Element.focusChipR1, session)
        }
        guard let focus = session.previousFocus else {
            return c.hidden(
                Element.focusChipR1, .null(field: JSONPath(.session, "previous_focus")), fallback: .hide(nil))
        }
        guard
            let skill = c.skillName(
                focus.title, field: JSONPath(.session, "previous_focus", "title"), focus.microSkillID)
        else {
            return c.hidden(
                Element.focusChipR1, c.absent(JSONPath(.session, "previous_focus", "title"), focus.title),
                fallback: .hide(nil))
        }
        return c.message(
            Element.focusChipR1, CoachCopy.record.focusRound1(skill: skill.text), fallback: skill.fallback,
            showing: skill.served)
    }

    /// Round 1's one action, in the article language, under the `record.advice.title` heading.
    static func adviceCard(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let row = Element.previousAdviceCardR2
        guard round == 2 else { return otherRound(c, row, session) }
        guard let action = session.round1Assessment?.oneAction else {
            return c.hidden(row, .null(field: JSONPath(.session, "round1_assessment")))
        }
        let language = c.contentLanguage(session.article.language)
        var parts: [RenderedElement] = []
        if !action.instruction.isEmpty { parts.append(c.part("instruction", action.instruction, language: language)) }
        if !action.exampleSentence.isEmpty {
            parts.append(c.part("example", action.exampleSentence, language: language))
        }
        guard !parts.isEmpty else {
            return c.hidden(
                row,
                .all([
                    .empty(field: JSONPath(.session, "round1_assessment", "one_action", "instruction")),
                    .empty(field: JSONPath(.session, "round1_assessment", "one_action", "example_sentence")),
                ]))
        }
        return c.message(row, CoachCopy.record.adviceTitle, parts: parts)
    }

    static func lastDuration(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let row = Element.lastDurationR2
        guard round == 2 else { return otherRound(c, row, session) }
        guard let duration = lastRound1Duration(session) else {
            return c.hidden(
                row, .lacks(field: JSONPath(.session, "attempts"), item: "assessed round-1 attempt"),
                fallback: .hide(.clause))
        }
        return c.message(
            row, CoachCopy.record.lastDuration(duration: clock(duration)),
            spoken: ["duration": .string(c.spokenDuration(duration) ?? clock(duration))])
    }

    static func timer(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        guard let recorder else {
            return c.text(
                Element.timer, clock(0), fallback: .because(.null(field: JSONPath(.local, "recorder")), .value("00:00"))
            )
            .labeled(c.spokenDuration(0))
        }
        return c.text(Element.timer, clock(recorder.effectiveMs), look: [.style(.tabularDigits)])
            .labeled(c.spokenDuration(max(0, recorder.effectiveMs)))
    }

    static func maximum(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let sources: [Source] = [.field(.session, .member("max_round\(round)_ms")), .field(.config, "limits")]
        guard let limit = maximumMilliseconds(session: session, round: round, config: c.inputs.config) else {
            let own = round == 2 ? session.maxRound2Ms : session.maxRound1Ms
            let config: HiddenReason =
                c.inputs.config.map {
                    .value(
                        field: JSONPath(.config, "limits", .member("round\(round)_max_ms")),
                        is: String(round == 2 ? $0.limits.round2MaxMs : $0.limits.round1MaxMs))
                } ?? .noResponse(.config)
            return c.hidden(
                Element.max,
                .all([.value(field: JSONPath(.session, .member("max_round\(round)_ms")), is: String(own)), config]),
                sources: sources)
        }
        return c.message(
            Element.max, CoachCopy.record.max(duration: clock(limit.ms)), fallback: limit.fallback,
            sources: sources, spoken: ["duration": .string(c.spokenDuration(limit.ms) ?? clock(limit.ms))])
    }

    static func minimumHint(_ c: RenderContext, _ minimum: (ms: Int, fallback: Fallback?), effectiveMs: Int)
        -> RenderedElement
    {
        guard let seconds = remainingSeconds(minimumMs: minimum.ms, effectiveMs: effectiveMs) else {
            return c.hidden(
                Element.min,
                .atLeast(
                    field: JSONPath(.local, "recorder", "effectiveMs"), value: clock(effectiveMs),
                    minimum: clock(minimum.ms)),
                fallback: minimum.fallback)
        }
        return c.message(
            Element.min, CoachCopy.record.minRemaining(seconds: seconds), fallback: minimum.fallback)
    }

    static func waveform(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        guard let level = recorder?.levelDb, recorder?.state.known == .recording else {
            return c.visual(
                Element.waveform, look: [.waveform(bars: DesignValues.waveformBars, levelDb: nil, sampleHz: nil)],
                fallback: .described(.flatBars))
        }
        return c.visual(
            Element.waveform,
            look: [.waveform(bars: DesignValues.waveformBars, levelDb: level, sampleHz: DesignValues.waveformSampleHz)])
    }

    static func indicator(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        guard let state = recorder?.state else {
            return c.hidden(Element.indicator, .null(field: JSONPath(.local, "recorder")))
        }
        switch state.known {
        case .recording: return c.message(Element.indicator, CoachCopy.record.stateRecording)
        case .paused: return c.message(Element.indicator, CoachCopy.record.statePaused)
        case .idle, .stopped, nil:
            return c.hidden(Element.indicator, .value(field: JSONPath(.local, "recorder", "state"), is: state.rawValue))
        }
    }

    /// The big button: start, pause or resume (an extra element: the table has no row for it).
    static func recordButton(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        switch recorder?.state.known {
        case .recording: return c.message(Element.recordButton, CoachCopy.record.ctaPause)
        case .paused: return c.message(Element.recordButton, CoachCopy.record.ctaResume)
        case .idle, nil: return c.message(Element.recordButton, CoachCopy.record.ctaStart)
        case .stopped:
            return c.hidden(Element.recordButton, .value(field: JSONPath(.local, "recorder", "state"), is: "stopped"))
        }
    }

    /// A call or route change stopped the recorder: resume from the partial file, or start over
    /// when no file is left (`record.interrupted.unrecoverable`).
    static func interruptedSheet(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        c.mayShow(CoachCopy.record.Keys.interruptedUnrecoverable)
        let row = Element.interruptedSheet
        guard c.inputs.local?.interruption != nil else {
            return c.hidden(row, .null(field: JSONPath(.local, "interruption")))
        }
        guard let file = recorder?.fileURL, !file.isEmpty else {
            return c.message(
                row, CoachCopy.record.interruptedTitle,
                fallback: .because(
                    c.absent(JSONPath(.local, "recorder", "fileURL"), recorder?.fileURL),
                    .key(CoachCopy.record.Keys.interruptedUnrecoverable)),
                parts: [
                    c.part("body", c.copy(CoachCopy.record.interruptedUnrecoverable)),
                    c.part("start over", c.copy(CoachCopy.record.interruptedDiscard)),
                ])
        }
        c.mayShow(CoachCopy.record.Keys.interruptedBodyAppTerminated)
        // A call or another app is the usual cause; a killed app is not one, and says so.
        let killed = c.inputs.local?.interruption?.reason.known == .appTerminated
        return c.message(
            row, CoachCopy.record.interruptedTitle,
            parts: [
                c.part(
                    "body",
                    c.copy(
                        killed
                            ? CoachCopy.record.interruptedBodyAppTerminated : CoachCopy.record.interruptedBody
                    )),
                c.part("resume", c.copy(CoachCopy.record.interruptedResume)),
                c.part("start over", c.copy(CoachCopy.record.interruptedDiscard)),
            ])
    }

    static func permission(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        guard let permission = recorder?.permission else {
            return c.hidden(Element.permission, .null(field: JSONPath(.local, "recorder")))
        }
        guard permission == .denied else {
            // Undetermined, the mic-purpose sheet asks on the first tap.
            return c.hidden(
                Element.permission, .value(field: JSONPath(.local, "recorder", "permission"), is: permission.rawValue))
        }
        return c.permissionDeniedCard(Element.permission)
    }

    /// Submit, enabled once the effective time reaches the minimum.
    static func submit(
        _ c: RenderContext, _ minimum: (ms: Int, fallback: Fallback?), effectiveMs: Int, recorder: LocalState.Recorder?
    ) -> RenderedElement {
        let enabled = remainingSeconds(minimumMs: minimum.ms, effectiveMs: effectiveMs) == nil
        let offline: Fallback? =
            c.isOffline ? .because(.offline, .described(.persistAndQueue)) : nil
        return c.message(
            Element.submit, CoachCopy.record.ctaSubmit,
            fallback: Fallback.combined([minimum.fallback, offline]),
            look: [enabled ? .style(.enabled) : .disabledUntil(milliseconds: minimum.ms)])
    }

    static func hiddenByPermission(_ c: RenderContext, _ row: Element) -> RenderedElement {
        c.hidden(
            row,
            .replaced(
                .value(field: JSONPath(.local, "recorder", "permission"), is: "denied"),
                by: .deniedCard),
            sources: row.sources + Element.permission.sources)
    }

    /// `mm:ss`; callers pass durations they checked are not negative.
    static func clock(_ milliseconds: Int) -> String {
        (try? DurationFormat.clock(milliseconds: max(0, milliseconds))) ?? "00:00"
    }
}
