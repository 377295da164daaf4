/// data-binding.md § Processing: upload, transcribe, assess, and how a recording can end.
public enum ProcessingScreen: SectionResolver {

    static func elements(_ c: RenderContext) -> [RenderedElement] {
        guard let attempt = c.inputs.attempt else {
            let reason = c.inputs.error.map { $0.error.failure(of: .getAttempt) } ?? .noResponse(.attempt)
            return c.rows(Element.self) { row in
                // While the attempt loads, the screen's title already shows.
                row == .title && c.inputs.error == nil
                    ? c.message(row, CoachCopy.processing.title, sources: [])
                    : c.missing(row.label, row.sources, reason)
            }
        }
        let queue = c.inputs.local?.uploadQueue
        let marks = stageMarks(attempt: attempt, uploadQueue: queue)
        return c.rows(Element.self) { row in
            switch row {
            case .title: title(c, attempt, queue)
            case .stageRows: stageRows(c, attempt, marks)
            case .uploadSub: uploadSub(c, attempt)
            case .transcribedLength: transcribedLength(c, attempt, marks)
            case .eta: eta(c, attempt)
            case .longWait: longWait(c, attempt, queue)
            case .failed: failed(c, attempt, queue)
            case .unreliable: unreliable(c, attempt)
            case .ownAudioPlayback: ownAudio(c, attempt)
            case .offline: offline(c, attempt, queue)
            }
        }
    }

    /// The screen's title, unless a card with its own title replaces it.
    static func title(_ c: RenderContext, _ attempt: Attempt, _ queue: LocalState.UploadQueue?) -> RenderedElement {
        if attempt.status == .failed || attempt.status == .unreliable {
            return c.hidden(Element.title, .replaced(status(attempt), by: .cardTitle))
        }
        if showsOfflineCard(c, attempt, queue) {
            let waiting: HiddenReason =
                queue?.state.map { .value(field: JSONPath(.local, "uploadQueue", "state"), is: $0.rawValue) }
                ?? .offline
            return c.hidden(Element.title, .replaced(waiting, by: .offlineCardTitle))
        }
        return c.message(Element.title, CoachCopy.processing.title)
    }

    static func stageRows(_ c: RenderContext, _ attempt: Attempt, _ marks: StageMarks) -> RenderedElement {
        if attempt.status == .unreliable {
            return c.hidden(Element.stageRows, replacedByUnreliableCard)
        }
        return c.list(
            Element.stageRows,
            marks.map { row in
                let stage = c.part(row.stage.rawValue, c.copy("processing.stage.\(row.stage.rawValue)"))
                return stage.marking([row.mark.mark]).labeled(c.spokenState(stage.text, row.mark.stateWord))
            })
    }

    /// "02:18 of audio": the effective recording time, else the attempt's duration.
    static func uploadSub(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        if attempt.status == .unreliable {
            return c.hidden(Element.uploadSub, replacedByUnreliableCard)
        }
        var milliseconds = attempt.durationMs
        let recorder = c.inputs.local?.recorder
        var fallback: Fallback? = .because(
            recorder.map { .value(field: JSONPath(.local, "recorder", "effectiveMs"), is: String($0.effectiveMs)) }
                ?? .null(field: JSONPath(.local, "recorder")), .field(JSONPath(.attempt, "duration_ms")))
        if let effective = recorder?.effectiveMs, effective > 0 {
            (milliseconds, fallback) = (effective, nil)
        }
        guard milliseconds > 0 else {
            return c.hidden(
                Element.uploadSub, .value(field: JSONPath(.attempt, "duration_ms"), is: String(attempt.durationMs)),
                sources: Element.uploadSub.sources + [.field(.attempt, "duration_ms")])
        }
        return c.message(
            Element.uploadSub, CoachCopy.processing.subUpload(duration: RecordScreen.clock(milliseconds)),
            fallback: fallback, spoken: ["duration": .string(c.spokenDuration(milliseconds) ?? "")])
    }

    /// "Transcribed", with the length the API sends as its `length` part.
    static func transcribedLength(_ c: RenderContext, _ attempt: Attempt, _ marks: StageMarks) -> RenderedElement {
        if attempt.status == .unreliable {
            return c.hidden(Element.transcribedLength, replacedByUnreliableCard)
        }
        // Whether transcription is done comes from the stage marks, which read `attempt.progress`.
        guard marks.first(where: { $0.stage == .transcribe })?.mark == .done else {
            return c.hidden(
                Element.transcribedLength, .rule(.transcribeStageNotDone),
                sources: Element.transcribedLength.sources + [.field(.attempt, "progress")])
        }
        guard let transcript = attempt.transcript else {
            return c.message(
                Element.transcribedLength, CoachCopy.processing.doneTranscribe,
                fallback: .because(
                    .null(field: JSONPath(.attempt, "transcript")), .described(.transcribedWithoutCount)),
                parts: [c.hiddenPart("length", .null(field: JSONPath(.attempt, "transcript")))])
        }
        return c.message(
            Element.transcribedLength, CoachCopy.processing.doneTranscribe,
            parts: [
                c.servedPart(
                    "length", transcript.length.label, field: JSONPath(.attempt, "transcript", "length", "label"))
            ])
    }

    /// `processing.eta`, rounded to 5 s; hidden when null or ≤ 0, and once processing ended.
    static func eta(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        guard !isFinished(attempt.status) else {
            return c.hidden(Element.eta, status(attempt), fallback: .hide(nil))
        }
        guard let progress = attempt.progress else {
            return c.hidden(Element.eta, .null(field: JSONPath(.attempt, "progress")), fallback: .hide(nil))
        }
        guard let message = CatalogMessage.eta(milliseconds: progress.etaMs) else {
            let reason =
                progress.etaMs.map {
                    HiddenReason.value(field: JSONPath(.attempt, "progress", "eta_ms"), is: String($0))
                }
                ?? .null(field: JSONPath(.attempt, "progress", "eta_ms"))
            return c.hidden(Element.eta, reason, fallback: .hide(nil))
        }
        return c.message(Element.eta, message.key, message.arguments)
    }

    static func longWait(_ c: RenderContext, _ attempt: Attempt, _ queue: LocalState.UploadQueue?) -> RenderedElement {
        guard !isFinished(attempt.status) else {
            return c.hidden(Element.longWait, status(attempt))
        }
        var fallbacks: [Fallback] = []
        let submitted: Timestamp
        let submittedField: JSONPath
        if let local = queue?.submittedAt {
            (submitted, submittedField) = (local, JSONPath(.local, "uploadQueue", "submittedAt"))
        } else if let server = attempt.submittedAt {
            (submitted, submittedField) = (server, JSONPath(.attempt, "submitted_at"))
            fallbacks.append(
                .because(
                    .null(field: JSONPath(.local, "uploadQueue", "submittedAt")),
                    .field(JSONPath(.attempt, "submitted_at"))))
        } else {
            return c.hidden(
                Element.longWait,
                .all([
                    .null(field: JSONPath(.local, "uploadQueue", "submittedAt")),
                    .null(field: JSONPath(.attempt, "submitted_at")),
                ]))
        }
        let timeout: Int
        if let limit = c.inputs.config?.limits.pollTimeoutMs, limit > 0 {
            timeout = limit
        } else {
            timeout = ProductRules.pollTimeoutMillisecondsFallback
            let why: HiddenReason =
                c.inputs.config.map {
                    .value(field: JSONPath(.config, "limits", "poll_timeout_ms"), is: String($0.limits.pollTimeoutMs))
                } ?? .noResponse(.config)
            fallbacks.append(.because(why, .value("bundled \(ProductRules.pollTimeoutMillisecondsFallback) ms")))
        }
        let fallback = Fallback.combined(fallbacks)
        let waited = (c.now.epochMilliseconds - submitted.epochMilliseconds) / 1000
        guard isLongWait(now: c.now, submittedAt: submitted, timeoutMs: timeout) else {
            return c.hidden(
                Element.longWait,
                .below(field: submittedField, value: "\(waited) s ago", minimum: "\(timeout / 1000) s ago"),
                fallback: fallback)
        }
        return c.message(
            Element.longWait, CoachCopy.processing.slowTitle, fallback: fallback,
            parts: [
                c.part("body", c.copy(CoachCopy.processing.slowBody)),
                c.part("cta", c.copy(CoachCopy.processing.slowCta)),
            ])
    }

    /// Retry only when the server says the failure is retryable; otherwise the generic error.
    static func failed(_ c: RenderContext, _ attempt: Attempt, _ queue: LocalState.UploadQueue?) -> RenderedElement {
        c.mayShow(
            CoachCopy.processing.Keys.failedBody, CoachCopy.processing.Keys.failedRerecord,
            CoachCopy.error.Keys.genericTitle, CoachCopy.processing.Keys.failedUpload,
            CoachCopy.processing.Keys.failedUploadOffline)
        let row = Element.failed
        if attempt.status == .created, queue?.state?.known == .failed {
            // The upload failed on the device, not the server; the file is still on disk, so it
            // can be sent again, and offline that is the reason to name.
            let body =
                c.isOffline ? CoachCopy.processing.failedUploadOffline : CoachCopy.processing.failedUpload
            return c.message(
                row, CoachCopy.processing.failedTitle,
                fallback: .because(
                    .value(field: JSONPath(.local, "uploadQueue", "state"), is: "failed"),
                    .described(.uploadFailedOnTheDevice)),
                parts: [
                    c.part("body", c.copy(body)),
                    c.part("retry", c.copy(CoachCopy.processing.failedRetry)),
                    c.part("home", c.copy(CoachCopy.processing.failedHome)),
                ],
                sources: Element.failed.sources + [
                    .field(.local, "uploadQueue", "state"), .field(.local, "network", "satisfied"),
                ])
        }
        guard attempt.status == .failed else {
            return c.hidden(row, status(attempt))
        }
        guard let error = attempt.error, error.retryable else {
            var parts = [
                attempt.error.map {
                    c.messagePart(
                        $0.message, at: JSONPath(.attempt, "error", "message"), or: CoachCopy.error.genericBody)
                }
                    ?? c.part("message", c.copy(CoachCopy.error.genericBody))
            ]
            if let error = attempt.error {
                if let id = error.requestID, !id.isEmpty {
                    parts.append(c.part("request", c.copy(CoachCopy.error.requestId(id: id))))
                }
            }
            parts.append(c.part("record again", c.copy(CoachCopy.processing.failedRerecord)))
            parts.append(c.part("home", c.copy(CoachCopy.processing.failedHome)))
            let why: HiddenReason =
                attempt.error == nil
                ? .null(field: JSONPath(.attempt, "error"))
                : .value(field: JSONPath(.attempt, "error", "retryable"), is: "false")
            return c.message(
                row, CoachCopy.error.genericTitle, fallback: .because(why, .key(CoachCopy.error.Keys.genericTitle)),
                parts: parts)
        }
        var parts = [
            c.messagePart(
                error.message, at: JSONPath(.attempt, "error", "message"), or: CoachCopy.processing.failedBody)
        ]
        if let id = error.requestID, !id.isEmpty {
            parts.append(c.part("request", c.copy(CoachCopy.error.requestId(id: id))))
        }
        parts.append(c.part("retry", c.copy(CoachCopy.processing.failedRetry)))
        parts.append(c.part("home", c.copy(CoachCopy.processing.failedHome)))
        return c.message(
            row, CoachCopy.processing.failedTitle,
            fallback: error.message.isEmpty
                ? .because(
                    .empty(field: JSONPath(.attempt, "error", "message")), .key(CoachCopy.processing.Keys.failedBody))
                : nil,
            parts: parts)
    }

    static func unreliable(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        guard attempt.status == .unreliable else {
            return c.hidden(Element.unreliable, status(attempt))
        }
        return c.unreliableCard(attempt, sources: Element.unreliable.sources, language: c.inputs.session?.language)
    }

    /// The learner's own recording (`GET /v1/attempts/{id}/audio`), once the server has it.
    static func ownAudio(_ c: RenderContext, _ attempt: Attempt) -> RenderedElement {
        guard attempt.status != .created else {
            return c.hidden(Element.ownAudioPlayback, status(attempt))
        }
        guard attempt.durationMs >= 0 else {
            return c.hidden(Element.ownAudioPlayback, .negative(field: JSONPath(.attempt, "duration_ms")))
        }
        // "410 → hide player": the audio is past its retention period.
        if let status = c.inputs.local?.audio?.status, status == .gone {
            return c.hidden(
                Element.ownAudioPlayback, .value(field: JSONPath(.local, "audio", "status"), is: status.rawValue),
                fallback: .status(410, .hide(.player)))
        }
        return c.message(
            Element.ownAudioPlayback, CoachCopy.common.play,
            parts: [
                c.durationPart("duration", max(0, attempt.durationMs))
            ])
    }

    /// The attempt's status, as the reason a row that shows in other statuses hides.
    static func status(_ attempt: Attempt) -> HiddenReason {
        .value(field: JSONPath(.attempt, "status"), is: attempt.status.rawValue)
    }

    /// Why the rows the unreliable card stands in for hide.
    /// Computed, not stored: a stored indirect enum lives in a heap box LeakSanitizer reports.
    static var replacedByUnreliableCard: HiddenReason {
        .replaced(
            .value(field: JSONPath(.attempt, "status"), is: "unreliable"), by: .unreliableCard)
    }

    /// The upload is stuck without network: the queue waits, or the device is offline before the server has the file.
    static func showsOfflineCard(_ c: RenderContext, _ attempt: Attempt, _ queue: LocalState.UploadQueue?) -> Bool {
        queue?.state?.known == .waitingForNetwork || (c.isOffline && attempt.status == .created)
    }

    /// Offline before the server has the file: the upload waits (`processing--offline`); later, the banner.
    static func offline(_ c: RenderContext, _ attempt: Attempt, _ queue: LocalState.UploadQueue?) -> RenderedElement {
        guard c.isOffline || showsOfflineCard(c, attempt, queue) else { return c.hidden(Element.offline, .online) }
        guard showsOfflineCard(c, attempt, queue) else { return c.message(Element.offline, CoachCopy.offline.banner) }
        return c.message(
            Element.offline, CoachCopy.processing.offlineTitle,
            parts: [
                c.part("body", c.copy(CoachCopy.processing.offlineBody)),
                c.part("status", c.copy(CoachCopy.processing.offlineWaiting)),
                c.part("leave", c.copy(CoachCopy.processing.offlineLeave)),
            ])
    }
}
