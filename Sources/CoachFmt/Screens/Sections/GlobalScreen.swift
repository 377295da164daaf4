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
        c.mayShow(CoachCopy.resume.unsentTitle.key, CoachCopy.resume.unsentBody.key)
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
                fallback: "no resume_session: local unsent recording",
                parts: [c.part("body", c.copy(CoachCopy.resume.unsentBody))])
        }
        let reason: HiddenReason =
            c.inputs.home == nil
            ? "no home response and no unsent recording" : "resume_session is null and no unsent recording"
        return c.hidden(Element.resumeSheet, reason, fallback: "not shown")
    }

    // MARK: Leave recording

    static func leaveRecording(_ c: RenderContext) -> RenderedElement {
        guard let recorder = c.inputs.local?.recorder else {
            return c.hidden(Element.leaveRecording, "no recorder")
        }
        // Leaving discards a recording in progress: recording, paused, or stopped but not yet submitted.
        let inProgress: Bool =
            switch recorder.state.known {
            case .recording, .paused: true
            case .stopped: recorder.fileURL != nil
            case .idle, nil: false
            }
        guard inProgress, recorder.effectiveMs > 0 else {
            return c.hidden(Element.leaveRecording, "nothing recorded (recorder.state \(recorder.state.rawValue))")
        }
        guard let duration = try? DurationFormat.clock(milliseconds: recorder.effectiveMs) else {
            return c.hidden(Element.leaveRecording, "recorder.effectiveMs is negative")
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
        guard c.isOffline else { return c.hidden(Element.offlineToast, "online") }
        return c.element(Element.offlineToast, c.copy(CoachCopy.offline.toast))
    }

    static func genericError(_ c: RenderContext) -> RenderedElement {
        guard let error = c.inputs.error?.error else { return c.hidden(Element.genericError, "no error response") }
        return c.errorElement(error, label: Element.genericError.rawValue, retry: true)
    }

    // MARK: Force update

    static func forceUpdate(_ c: RenderContext) -> RenderedElement {
        guard let minimum = c.inputs.config?.minAppVersion else {
            return c.hidden(Element.forceUpdate, "no config response")
        }
        guard let app = c.inputs.local?.app.version else { return c.hidden(Element.forceUpdate, "no local state") }
        switch needsUpdate(app: app, minimum: minimum) {
        case nil:
            c.note(
                "force update: version \"\(app)\" or min_app_version \"\(minimum)\" is not a dotted number; not blocking"
            )
            return c.hidden(Element.forceUpdate, "app \(app) or min_app_version \(minimum) unreadable")
        case false?:
            return c.hidden(Element.forceUpdate, "app \(app) ≥ min_app_version \(minimum)")
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
