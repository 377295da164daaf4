/// data-binding.md § Record (round 1, round 2): round 1 (record) and round 2 (compress).
public enum RecordScreen: SectionResolver {
    /// The rows in table order, with their Source column.
    static let rows: [(label: String, sources: [String])] = [
        ("step", ["session.stage"]),
        ("focus chip (R1)", ["session.previous_focus.title"]),
        ("previous advice card (R2)", adviceSources),
        ("last duration (R2)", ["session.attempts[round=1, status=assessed].duration_ms"]),
        ("timer", ["local:recorder.effectiveMs"]),
        ("max", ["session.max_round1_ms", "session.max_round2_ms", "config.limits"]),
        ("min", ["session.min_valid_ms", "local:recorder.effectiveMs"]),
        ("waveform", ["local:recorder.levelDb"]),
        ("indicator", ["local:recorder.state"]),
        ("interrupted sheet", interruptedSources),
        ("permission", ["AVAudioApplication.recordPermission"]),
        ("submit", submitSources),
    ]
    static let adviceSources = [
        "session.round1_assessment.one_action.instruction", "session.round1_assessment.one_action.example_sentence",
    ]
    static let interruptedSources = [
        "AVAudioSession.interruptionNotification", "local:interruption", "local:recorder.fileURL",
    ]

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let session = c.inputs.session else {
            let reason = c.inputs.error.map { "GET /v1/sessions/{id} failed (\($0.error.code))" } ?? "no session"
            return rows.map { c.hidden($0.label, $0.sources, reason) }
        }
        let round = round(of: session.stage)
        let recorder = c.inputs.local?.recorder
        let denied = recorder?.permission.known == .denied
        let effectiveMs = max(0, recorder?.effectiveMs ?? 0)
        let minimum = minimumMilliseconds(session: session, config: c.inputs.config)
        return [
            step(c, session.stage),
            c.message("title", ["session.stage"], "record.title.round\(round)"),
            c.message("body", ["session.stage"], "record.body.round\(round)"),
            focusChip(c, session, round: round),
            adviceCard(c, session, round: round),
            lastDuration(c, session, round: round),
            denied ? hiddenByPermission(c, "timer") : timer(c, recorder),
            denied ? hiddenByPermission(c, "max") : maximum(c, session, round: round),
            denied ? hiddenByPermission(c, "min") : minimumHint(c, minimum, effectiveMs: effectiveMs),
            denied ? hiddenByPermission(c, "waveform") : waveform(c, recorder),
            denied ? hiddenByPermission(c, "indicator") : indicator(c, recorder),
            denied ? hiddenByPermission(c, "record button") : recordButton(c, recorder),
            interruptedSheet(c, recorder),
            permission(c, recorder),
            denied
                ? hiddenByPermission(c, "submit")
                : submit(c, minimum, effectiveMs: effectiveMs, recorder: recorder),
            c.offlineBanner(cache: nil),
        ]
    }

    // MARK: Derived values

    /// The round a stage records: round 2 from `round2` on, else round 1.
    static func round(of stage: Open<SessionStage>) -> Int {
        switch stage.known {
        case .round2, .round2Processing, .completed: 2
        default: 1
        }
    }

    /// "step: `session.stage` → 2/3 or 3/3": reading is step 1, round 1 step 2, round 2 step 3.
    static func stepNumber(of stage: Open<SessionStage>) -> Int? {
        switch stage.known {
        case .round1: 2
        case .round2: 3
        default: nil
        }
    }

    /// The round's limit: the session's, else the config's for that kind of round.
    static func maximumMilliseconds(session: Session, round: Int, config: Config?) -> (ms: Int, fallback: String?)? {
        let own = round == 2 ? session.maxRound2Ms : session.maxRound1Ms
        if own > 0 { return (own, nil) }
        guard let limits = config?.limits else { return nil }
        if session.kind == .diagnostic, limits.diagnosticMaxMs > 0 {
            return (limits.diagnosticMaxMs, "config.limits.diagnostic_max_ms")
        }
        let limit = round == 2 ? limits.round2MaxMs : limits.round1MaxMs
        return limit > 0 ? (limit, "config.limits.round\(round)_max_ms") : nil
    }

    /// The least effective time that enables submit: the session's, else the config's, else 20 000.
    static func minimumMilliseconds(session: Session, config: Config?) -> (ms: Int, fallback: String?) {
        if session.minValidMs > 0 { return (session.minValidMs, nil) }
        if let limit = config?.limits.minValidMs, limit > 0 { return (limit, "config.limits.min_valid_ms") }
        return (ProductRules.minimumValidMillisecondsFallback, "default 20 000 ms")
    }

    /// Whole seconds still needed before submit is enabled, rounded up so that the hint never
    /// says "0 more seconds" while the button is still disabled; nil once the minimum is reached.
    static func remainingSeconds(minimumMs: Int, effectiveMs: Int) -> Int? {
        let missing = minimumMs - effectiveMs
        guard missing > 0 else { return nil }
        return (missing + 999) / 1000
    }

    /// Round 1's duration for round 2's "Round 1 took 02:18": the latest assessed round-1 attempt.
    static func lastRound1Duration(_ session: Session) -> Int? {
        session.attempts
            .filter { $0.round == 1 && $0.status == .assessed && $0.durationMs >= 0 }
            .max { $0.createdAt.epochMilliseconds < $1.createdAt.epochMilliseconds }?
            .durationMs
    }

    // MARK: Rows

    static func step(_ c: RenderContext, _ stage: Open<SessionStage>) -> RenderedElement {
        guard let step = stepNumber(of: stage) else {
            return c.hidden("step", ["session.stage"], "session.stage is \(stage.rawValue): not a recording stage")
        }
        return c.message(
            "step", ["session.stage"], "record.step",
            ["step": .integer(step), "total": .integer(ProductRules.sessionSteps)])
    }

    static func focusChip(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let sources = ["session.previous_focus.title"]
        guard round == 1 else { return c.hidden("focus chip (R1)", sources, "round 2: the chip is round 1’s") }
        guard let focus = session.previousFocus, !focus.title.isEmpty else {
            return c.hidden("focus chip (R1)", sources, "session.previous_focus is null", fallback: "hide")
        }
        return c.message("focus chip (R1)", sources, "record.focus.round1", ["skill": .string(c.served(focus.title))])
    }

    /// Round 1's one action, in the article language, under the `record.advice.title` heading.
    static func adviceCard(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let label = "previous advice card (R2)"
        let sources = adviceSources
        guard round == 2 else { return c.hidden(label, sources, "round 1: no advice yet") }
        guard let action = session.round1Assessment?.oneAction else {
            return c.hidden(label, sources, "session.round1_assessment is null")
        }
        let language = c.contentLanguage(session.article.language)
        var parts: [RenderedElement] = []
        if !action.instruction.isEmpty { parts.append(c.part("instruction", action.instruction, language: language)) }
        if !action.exampleSentence.isEmpty {
            parts.append(c.part("example", action.exampleSentence, language: language))
        }
        guard !parts.isEmpty else { return c.hidden(label, sources, "one_action has no instruction or example") }
        return c.message(label, sources, "record.advice.title", parts: parts)
    }

    static func lastDuration(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let label = "last duration (R2)"
        let sources = ["session.attempts[round=1, status=assessed].duration_ms"]
        guard round == 2 else { return c.hidden(label, sources, "round 1: no previous round") }
        guard let duration = lastRound1Duration(session) else {
            return c.hidden(label, sources, "no assessed round-1 attempt", fallback: "hide clause")
        }
        return c.message(label, sources, "record.last_duration", ["duration": .string(clock(duration))])
    }

    static func timer(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let sources = ["local:recorder.effectiveMs"]
        guard let recorder else { return c.text("timer", sources, clock(0), fallback: "no recorder yet: 00:00") }
        return c.text("timer", sources, clock(recorder.effectiveMs), parts: [c.look("tabular digits")])
    }

    static func maximum(_ c: RenderContext, _ session: Session, round: Int) -> RenderedElement {
        let sources = ["session.max_round\(round)_ms", "config.limits"]
        guard let limit = maximumMilliseconds(session: session, round: round, config: c.inputs.config) else {
            return c.hidden(
                "max", sources,
                "session.max_round\(round)_ms is \(round == 2 ? session.maxRound2Ms : session.maxRound1Ms) and no config limits"
            )
        }
        return c.message("max", sources, "record.max", ["duration": .string(clock(limit.ms))], fallback: limit.fallback)
    }

    static func minimumHint(_ c: RenderContext, _ minimum: (ms: Int, fallback: String?), effectiveMs: Int)
        -> RenderedElement
    {
        let sources = ["session.min_valid_ms", "local:recorder.effectiveMs"]
        guard let seconds = remainingSeconds(minimumMs: minimum.ms, effectiveMs: effectiveMs) else {
            return c.hidden(
                "min", sources, "recorded \(clock(effectiveMs)) ≥ minimum \(clock(minimum.ms)): submit enabled",
                fallback: minimum.fallback)
        }
        return c.message(
            "min", sources, "record.min_remaining", ["seconds": .integer(seconds)], fallback: minimum.fallback)
    }

    static func waveform(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let sources = ["local:recorder.levelDb"]
        let bars = "\(DesignValues.waveformBars) bars"
        guard let level = recorder?.levelDb, recorder?.state.known == .recording else {
            return c.visual("waveform", sources, look: "\(bars), flat", fallback: "flat bars")
        }
        return c.visual("waveform", sources, look: "\(bars) at \(c.number(level, ".0")) dB, 30 Hz")
    }

    static func indicator(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let sources = ["local:recorder.state"]
        guard let state = recorder?.state else { return c.hidden("indicator", sources, "no recorder yet") }
        switch state.known {
        case .recording: return c.message("indicator", sources, "record.state.recording")
        case .paused: return c.message("indicator", sources, "record.state.paused")
        case .idle, .stopped, nil: return c.hidden("indicator", sources, "recorder is \(state.rawValue)")
        }
    }

    /// The big button: start, pause or resume (an extra element: the table has no row for it).
    static func recordButton(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let sources = ["local:recorder.state"]
        switch recorder?.state.known {
        case .recording: return c.message("record button", sources, "record.cta.pause")
        case .paused: return c.message("record button", sources, "record.cta.resume")
        case .idle, nil: return c.message("record button", sources, "record.cta.start")
        case .stopped: return c.hidden("record button", sources, "recorder is stopped")
        }
    }

    /// A call or route change stopped the recorder: resume from the partial file, or start over
    /// when no file is left (`record.interrupted.unrecoverable`).
    static func interruptedSheet(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let label = "interrupted sheet"
        let sources = interruptedSources
        guard c.inputs.local?.interruption != nil else { return c.hidden(label, sources, "no interruption") }
        guard let file = recorder?.fileURL, !file.isEmpty else {
            return c.message(
                label, sources, "record.interrupted.title",
                fallback: "no partial file: record.interrupted.unrecoverable",
                parts: [
                    c.part("body", c.copy("record.interrupted.unrecoverable")),
                    c.part("start over", c.copy("record.interrupted.discard")),
                ])
        }
        return c.message(
            label, sources, "record.interrupted.title",
            parts: [
                c.part("body", c.copy("record.interrupted.body")),
                c.part("resume", c.copy("record.interrupted.resume")),
                c.part("start over", c.copy("record.interrupted.discard")),
            ])
    }

    static func permission(_ c: RenderContext, _ recorder: LocalState.Recorder?) -> RenderedElement {
        let sources = ["AVAudioApplication.recordPermission"]
        guard let permission = recorder?.permission else { return c.hidden("permission", sources, "no recorder yet") }
        guard permission == .denied else {
            let reason =
                permission == .undetermined
                ? "undetermined: the mic-purpose sheet asks on the first tap" : "permission \(permission.rawValue)"
            return c.hidden("permission", sources, reason)
        }
        return c.message(
            "permission", sources, "record.permission.title",
            parts: [
                c.part("body", c.copy("record.permission.body")),
                c.part("settings", c.copy("record.permission.settings")),
                c.part("back", c.copy("record.permission.back")),
            ])
    }

    static let submitSources = [
        "POST /v1/sessions/{id}/attempts", "PUT upload", "POST /v1/attempts/{id}/submit", "session.min_valid_ms",
        "local:recorder.effectiveMs",
    ]

    /// Submit, enabled once the effective time reaches the minimum.
    static func submit(
        _ c: RenderContext, _ minimum: (ms: Int, fallback: String?), effectiveMs: Int, recorder: LocalState.Recorder?
    ) -> RenderedElement {
        let enabled = remainingSeconds(minimumMs: minimum.ms, effectiveMs: effectiveMs) == nil
        return c.message(
            "submit", submitSources, "record.cta.submit",
            fallback: c.isOffline ? "offline: persist + queue (processing--offline)" : nil,
            parts: [c.look(enabled ? "enabled" : "disabled until \(clock(minimum.ms))")])
    }

    static func hiddenByPermission(_ c: RenderContext, _ label: String) -> RenderedElement {
        let sources = rows.first { $0.label == label }?.sources ?? ["local:recorder.state"]
        return c.hidden(
            label, sources + ["AVAudioApplication.recordPermission"],
            "microphone permission denied: the denied card replaces the recorder")
    }

    /// `mm:ss`; callers pass durations they checked are not negative.
    static func clock(_ milliseconds: Int) -> String {
        (try? DurationFormat.clock(milliseconds: max(0, milliseconds))) ?? "00:00"
    }
}
