/// data-binding.md § Global: the sheets, alerts and toasts any screen can show.
public enum GlobalScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        c.rows(Element.self) { row in
            switch row {
            case .resumeSheet: resumeSheet(c)
            case .leaveRecording: leaveRecording(c)
            case .offlineToast: offlineToast(c)
            case .genericError: genericError(c)
            case .forceUpdate: forceUpdate(c)
            }
        }
    }

    // MARK: Resume sheet

    static func resumeSheet(_ c: RenderContext) -> RenderedElement {
        c.mayShow(CoachCopy.resume.Keys.unsentTitle, CoachCopy.resume.Keys.unsentBody)
        if let session = c.inputs.home?.resumeSession {
            let parts =
                HomeScreen.resumeParts(c, session) + [
                    c.part("continue", c.copy(CoachCopy.resume.continue)),
                    c.part("abandon", c.copy(CoachCopy.resume.abandon)),
                ]
            return c.element(Element.resumeSheet, c.copy(CoachCopy.resume.title), parts: parts)
        }
        // A recording left on the device after a kill: the upload queue resumes it (user-flows #4).
        if let pending = c.inputs.local?.uploadQueue?.pendingCount, pending > 0 {
            return c.element(
                Element.resumeSheet, c.copy(CoachCopy.resume.unsentTitle),
                fallback: .because(noResumeSession(c), .key(CoachCopy.resume.Keys.unsentTitle)),
                parts: [c.part("body", c.copy(CoachCopy.resume.unsentBody))])
        }
        let pending = c.inputs.local?.uploadQueue?.pendingCount
        let unsent: HiddenReason =
            pending.map { .value(field: JSONPath(.local, "uploadQueue", "pendingCount"), is: String($0)) }
            ?? .null(field: JSONPath(.local, "uploadQueue", "pendingCount"))
        return c.hidden(Element.resumeSheet, .all([noResumeSession(c), unsent]), fallback: .hide(nil))
    }

    /// Why no server session is there to resume.
    static func noResumeSession(_ c: RenderContext) -> HiddenReason {
        c.inputs.home == nil ? .noResponse(.home) : .null(field: JSONPath(.home, "resume_session"))
    }

    // MARK: Leave recording

    static func leaveRecording(_ c: RenderContext) -> RenderedElement {
        guard let recorder = c.inputs.local?.recorder else {
            return c.hidden(Element.leaveRecording, .null(field: JSONPath(.local, "recorder")))
        }
        // Leaving discards a recording in progress: recording, paused, or stopped but not yet submitted.
        let inProgress: Bool =
            switch recorder.state.known {
            case .recording, .paused: true
            case .stopped: recorder.fileURL != nil
            case .idle, nil: false
            }
        guard inProgress, recorder.effectiveMs > 0 else {
            return c.hidden(
                Element.leaveRecording,
                inProgress
                    ? .value(field: JSONPath(.local, "recorder", "effectiveMs"), is: String(recorder.effectiveMs))
                    : .value(field: JSONPath(.local, "recorder", "state"), is: recorder.state.rawValue))
        }
        // user-flows.md #6, "file persisted … leave allowed": a stopped recording the upload
        // queue holds is saved, so leaving discards nothing and no alert asks.
        if recorder.state.known == .stopped, let queue = c.inputs.local?.uploadQueue,
            let state = queue.state?.known, [.uploading, .waitingForNetwork, .submitted].contains(state)
        {
            return c.hidden(
                Element.leaveRecording,
                .replaced(
                    .value(field: JSONPath(.local, "uploadQueue", "state"), is: state.rawValue),
                    by: .recordingSaved),
                sources: Element.leaveRecording.sources + [.field(.local, "uploadQueue", "state")])
        }
        guard let duration = try? DurationFormat.clock(milliseconds: recorder.effectiveMs) else {
            return c.hidden(Element.leaveRecording, .negative(field: JSONPath(.local, "recorder", "effectiveMs")))
        }
        return c.element(
            Element.leaveRecording, c.copy(CoachCopy.record.leaveTitle),
            parts: [
                c.part(
                    "body",
                    c.copy(
                        CoachCopy.record.leaveBody(duration: duration),
                        spoken: ["duration": .string(c.spokenDuration(recorder.effectiveMs) ?? duration)])),
                c.part("cancel", c.copy(CoachCopy.record.leaveCancel)),
                c.part("confirm", c.copy(CoachCopy.record.leaveConfirm)),
            ])
    }

    // MARK: Offline toast, generic error

    static func offlineToast(_ c: RenderContext) -> RenderedElement {
        guard c.isOffline else { return c.hidden(Element.offlineToast, .online) }
        return c.element(Element.offlineToast, c.copy(CoachCopy.offline.toast))
    }

    static func genericError(_ c: RenderContext) -> RenderedElement {
        guard let error = c.inputs.error?.error else { return c.hidden(Element.genericError, .noResponse(.error)) }
        return c.errorElement(error, label: Element.genericError.rawValue, retry: true)
    }

    // MARK: Force update

    static func forceUpdate(_ c: RenderContext) -> RenderedElement {
        guard let minimum = c.inputs.config?.minAppVersion else {
            return c.hidden(Element.forceUpdate, .noResponse(.config))
        }
        guard let app = c.inputs.local?.app.version else {
            return c.hidden(Element.forceUpdate, .null(field: JSONPath(.local, "app", "version")))
        }
        switch needsUpdate(app: app, minimum: minimum) {
        case nil:
            // An unreadable version never blocks the learner.
            let (field, value) =
                AppVersion(app) == nil
                ? (JSONPath(.local, "app", "version"), app) : (JSONPath(.config, "min_app_version"), minimum)
            c.note(.unknownValue(field: field, value: value, outcome: .notADottedNumberNotBlocking))
            return c.hidden(Element.forceUpdate, .value(field: field, is: value))
        case false?:
            return c.hidden(
                Element.forceUpdate,
                .atLeast(
                    field: JSONPath(.local, "app", "version"), value: app, minimum: "config.min_app_version \(minimum)")
            )
        case true?:
            return c.element(
                Element.forceUpdate, c.copy(CoachCopy.forceUpdate.title),
                parts: [
                    c.part("body", c.copy(CoachCopy.forceUpdate.body)),
                    c.part("CTA", c.copy(CoachCopy.forceUpdate.cta)),
                ])
        }
    }
}
